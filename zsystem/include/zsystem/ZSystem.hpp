// zs::ZSystem — a world of object functions with its cache: resolve an address, walk the view.
//
// The library the design notes describe and the skeleton never became. A ZSystem is made from
// a zs::World (its entrypoint, lattice and bounds) and a cache budget in bytes; it keeps the
// object lists it has made in a zs::LruCache keyed by address ("the object function is only
// called again if that entry has been removed from the cache"), so
//   - resolve(address) makes any object again from its address, running the functions on the
//     way down only where a parent's list is not cached;
//   - walk(...) is the render walk: from the tiles near a point it tests each object's bounds
//     and never runs the function of one that is out of view; an object in view is either
//     opened (its list from the cache, its subobjects tested in turn) or taken whole (the
//     caller makes its subtree in one go, as the streamer does a city). The lists a walk opens
//     are pinned until the next walk, so what is on screen is never evicted by what comes next.
// Each ZSystem has its own cache: two worlds, or two threads each with its own ZSystem, share
// nothing. One ZSystem is used from one thread. Never touches a graphics API.
#pragma once

#include "zsystem/Address.hpp"
#include "zsystem/LruCache.hpp"
#include "zsystem/Object.hpp"
#include "zsystem/TileWalk.hpp"
#include "zsystem/World.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>

namespace zs {

template <typename Params, typename Out>
class ZSystem {
public:
    using ObjectType = Object<Params, Out>;
    using List = ObjectList<Params, Out>;
    using WorldType = World<Params, Out>;

    ZSystem(WorldType world, std::size_t cacheBudgetBytes) : world_(std::move(world)), cache_(cacheBudgetBytes) {}

    const WorldType& world() const { return world_; }
    const LruCache<Address, List, AddressHash>& cache() const { return cache_; }
    std::uint64_t functionsRun() const { return functionsRun_; }

    bool hasTile(std::int64_t i, std::int64_t j) const {
        const Lattice& l = world_.lattice;
        return i >= l.i1 && i <= l.i2 && j >= l.j1 && j <= l.j2;
    }

    // The object at `address`: the universe's tile (i, j), then one subobject a step down the
    // path. nullopt when the tile is outside the lattice or an index is past its parent's list.
    std::optional<ObjectType> resolve(const Address& address) {
        if (!hasTile(address.i, address.j)) return std::nullopt;
        ObjectType object = world_.universe(address.i, address.j);
        Address at{address.i, address.j, {}};
        at.path.reserve(address.path.size());
        for (std::uint32_t index : address.path) {
            std::optional<List> uncached;
            const List& parent = open(at, object, uncached);
            if (index >= parent.children.size()) return std::nullopt;
            object = parent.children[index];
            at.path.push_back(index);
        }
        return object;
    }

    // The list of `object`, which is at `address`: from the cache, or made by running its
    // function once and cached. A copy, so it outlives any later eviction.
    List list(const Address& address, const ObjectType& object) {
        std::optional<List> uncached;
        return open(address, object, uncached);
    }

    // The cull walk from the tiles within `reach` of (x, z) on the ground:
    //   test(address, object, bounds) -> Cull   decides for each object, from its bounds;
    //   visit(address, object, list)            is called for each object in view, with its list
    //                                           (own primitives and subobjects) when it was
    //                                           opened, nullptr when it is to be taken whole.
    // The address they get is the walk's own, changed as it goes on: valid during the call only
    // (copy it to keep it). The lists opened are pinned until the next walk.
    template <typename Test, typename Visit>
    WalkCounts walk(double x, double z, double reach, Test&& test, Visit&& visit) {
        WalkCounts counts;
        cache_.unpinAll();
        Address address;  // one path, grown and shrunk on the way down: no copy for each object
        world_.lattice.forEachTileNear(x, z, reach, [&](std::int64_t i, std::int64_t j, double) {
            address.i = i;
            address.j = j;
            address.path.clear();
            descend(address, world_.universe(i, j), test, visit, counts);
        });
        return counts;
    }

    // The walk at the tiles' level (zsystem/TileWalk.hpp), each tile tested on its bounds (the
    // world's tileBounds where it has them: no object made) and taken whole: what the streamers
    // walk each frame. Opens nothing and caches nothing.
    template <typename Test, typename Visit>
    WalkCounts walkTiles(double x, double z, double reach, Test&& test, Visit&& visit) const {
        return zs::walkTiles(
            world_.lattice, [this](std::int64_t i, std::int64_t j) { return boundsOfTile(world_, i, j); }, x, z, reach,
            std::forward<Test>(test), std::forward<Visit>(visit));
    }

    void unpinAll() { cache_.unpinAll(); }

private:
    // The list from the cache, or made now: stored in the cache when it fits, else in `uncached`.
    const List& open(const Address& address, const ObjectType& object, std::optional<List>& uncached,
                     WalkCounts* counts = nullptr) {
        if (const List* cached = cache_.find(address)) {
            if (counts) counts->listsCached++;
            return *cached;
        }
        List fresh;
        expand(object, fresh);
        functionsRun_++;
        if (counts) counts->functionsRun++;
        const std::size_t bytes = bytesOf(fresh);
        std::optional<List> rejected;
        cache_.put(address, std::move(fresh), bytes, &rejected);
        if (rejected) {
            uncached = std::move(rejected);
            return *uncached;
        }
        return *cache_.peek(address);
    }

    template <typename Test, typename Visit>
    void descend(Address& address, const ObjectType& object, Test& test, Visit& visit, WalkCounts& counts) {
        counts.tested++;
        const Cull cull = test(address, object, world_.bounds(object));
        if (cull == Cull::out) {
            counts.culled++;
            return;
        }
        if (cull == Cull::whole) {
            visit(address, object, static_cast<const List*>(nullptr));
            return;
        }
        std::optional<List> uncached;
        const List& list = open(address, object, uncached, &counts);
        cache_.pin(address);  // it and its children's params stay while the walk is below it
        visit(address, object, &list);
        for (std::size_t k = 0; k < list.children.size(); k++) {
            address.path.push_back(static_cast<std::uint32_t>(k));
            descend(address, list.children[k], test, visit, counts);
            address.path.pop_back();
        }
    }

    std::size_t bytesOf(const List& list) const {
        std::size_t bytes = sizeof(List) + list.children.capacity() * sizeof(ObjectType);
        if (world_.primitiveBytes) {
            bytes += world_.primitiveBytes(list.primitives);
        } else if constexpr (detail::HasSize<Out>::value) {
            bytes += static_cast<std::size_t>(list.primitives.size()) * sizeof(typename Out::value_type);
        }
        return bytes;
    }

    WorldType world_;
    LruCache<Address, List, AddressHash> cache_;
    std::uint64_t functionsRun_ = 0;
};

} // namespace zs
