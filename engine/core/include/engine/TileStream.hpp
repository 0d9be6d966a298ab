// engine::TileStream — what the box world's and the night's streamers share: the frame's tiles
// from the library's tile walk (zs::walkTiles), one candidate list, one pinning rule, one order
// (in view first, then nearest), the LRU cache of what is baked (zs::LruCache, keyed by address)
// and the one worker pool (engine::TileWorkers). A streamer says how a tile is seen (its cull),
// what a grown tile becomes in the cache, and what it draws; the stream does the rest the same
// way for both. Render-thread state, plain values; never touches the graphics API.
#pragma once

#include "engine/StreamerStats.hpp"
#include "engine/TileWorkers.hpp"
#include "zsystem/Address.hpp"
#include "zsystem/LruCache.hpp"
#include "zsystem/TileWalk.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace engine {

// How a streamer sees a tile the walk reached.
enum class TileSight {
    out,        // neither in view nor worth growing ahead: not a candidate
    candidate,  // not on screen, but near enough to grow ahead (or held) for a turn
    inView,     // on screen: drawn if cached (and pinned there), asked for first if not
};

template <typename Cached, typename Grown>
class TileStream {
public:
    struct Candidate {
        zs::Address address;
        double distance;  // horizontal, to its square
        bool inView;
    };

    TileStream(std::size_t budgetBytes, int workers, typename TileWorkers<Grown>::Grow grow)
        : cache(budgetBytes), workers(workers, std::move(grow)) {}

    // The frame's candidates: every tile within `reach` of (x, z) the streamer's `sight`
    // (address, bounds, distance) -> TileSight keeps, from the walk over `tileBounds`. The one
    // pinning rule: what is in view is pinned, so nothing coming in this frame evicts it. Then
    // sorted: in view first, then nearest. Returns how many tiles are in view.
    template <typename TileBounds, typename Sight>
    int collect(const zs::Lattice& lattice, TileBounds&& tileBounds, double x, double z, double reach, Sight&& sight) {
        candidates.clear();
        cache.unpinAll();
        int inView = 0;
        bool seen = false;
        zs::walkTiles(
            lattice, tileBounds, x, z, reach,
            [&](const zs::Address& address, const zs::Bounds& bounds, double distance) {
                const TileSight s = sight(address, bounds, distance);
                seen = s == TileSight::inView;
                return s == TileSight::out ? zs::Cull::out : zs::Cull::whole;
            },
            [&](const zs::Address& address, double distance) {
                if (seen) {
                    inView++;
                    cache.pin(address);
                }
                candidates.push_back(Candidate{address, distance, seen});
            });
        std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
            return a.inView != b.inView ? a.inView : a.distance < b.distance;
        });
        return inView;
    }

    StreamerStats stats() const {
        return StreamerStats{cache.bytes(), cache.budget(), cache.size(), generated, evicted, workers.pending()};
    }

    zs::LruCache<zs::Address, Cached, zs::AddressHash> cache;
    std::uint64_t generated = 0, evicted = 0;
    std::vector<Candidate> candidates;  // kept between frames: no allocation a frame
    TileWorkers<Grown> workers;         // last: its threads may read what the streamer made before it
};

} // namespace engine
