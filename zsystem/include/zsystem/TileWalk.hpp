// zs::walkTiles — the cull walk at the tiles' level, for a streamer that takes every tile whole.
//
// A streamer grows and bakes a tile's whole subtree on its workers (zs::appendSubtree) and keeps
// what it baked, not the object lists; what it needs of the walk is which tiles are near enough
// and in view, decided from their bounds before anything is made there. From the tiles within
// `reach` of (x, z) on the ground:
//   test(address, bounds, distance) -> Cull   decides for each tile, from its bounds alone
//                                             (Cull::open is taken as whole: nothing is opened);
//   visit(address, distance)                  is called for each tile not out of view.
// The address is the walk's own, valid during the call (copy it to keep it). ZSystem::walkTiles
// is the same walk over a ZSystem's world. Pure: runs no object function, caches nothing.
#pragma once

#include "zsystem/Address.hpp"
#include "zsystem/World.hpp"

#include <cstdint>
#include <utility>

namespace zs {

// What the cull walk does with an object whose bounds it has tested.
enum class Cull : std::uint8_t {
    out,    // wholly out of view: its function never runs, nothing under it is made
    open,   // in view: its list is made (or found in the cache) and its subobjects are tested
    whole,  // in view, and the caller makes its whole subtree itself: the walk runs nothing
};

struct WalkCounts {
    std::uint64_t tested = 0;        // objects whose bounds were tested
    std::uint64_t culled = 0;        // of those, out of view
    std::uint64_t functionsRun = 0;  // object functions the walk ran (lists not in the cache)
    std::uint64_t listsCached = 0;   // lists the walk found in the cache
};

// `tileBounds(i, j)`: a tile's bounds (zs::boundsOfTile for a World).
template <typename TileBounds, typename Test, typename Visit>
WalkCounts walkTiles(const Lattice& lattice, TileBounds&& tileBounds, double x, double z, double reach, Test&& test,
                     Visit&& visit) {
    WalkCounts counts;
    Address address;
    lattice.forEachTileNear(x, z, reach, [&](std::int64_t i, std::int64_t j, double distance) {
        address.i = i;
        address.j = j;
        counts.tested++;
        if (test(static_cast<const Address&>(address), tileBounds(i, j), distance) == Cull::out) {
            counts.culled++;
            return;
        }
        visit(static_cast<const Address&>(address), distance);
    });
    return counts;
}

} // namespace zs
