// engine::StreamerStats — what a streamer (the box world's, the endless night's) holds and
// has done: its cache against its budget, the tiles grown and evicted (a tile of the box world
// is a city), those asked for. Plain values for the views' figures and the flight log; no GL,
// no threads.
#pragma once

#include <cstddef>
#include <cstdint>

namespace engine {

struct StreamerStats {
    std::size_t cacheBytes = 0, cacheBudget = 0, cachedTiles = 0;
    std::uint64_t tilesGenerated = 0, tilesEvicted = 0;
    std::size_t pending = 0;  // asked for, not yet in the cache
};

// A streamer's figures from its cache (a zs::LruCache), its counts and its workers.

} // namespace engine
