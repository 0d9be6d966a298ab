// engine::StreamerStats — what a streamer (the box world's, the endless night's) holds and
// has done: its cache against its budget, the tiles ("cities") grown and evicted, those asked
// for. Plain values for the views' figures and the flight log; no GL, no threads.
#pragma once

#include <cstddef>
#include <cstdint>

namespace engine {

struct StreamerStats {
    std::size_t cacheBytes = 0, cacheBudget = 0, cachedCities = 0;
    std::uint64_t citiesGenerated = 0, citiesEvicted = 0;
    std::size_t pending = 0;  // asked for, not yet in the cache
};

// A streamer's figures from its cache (a zs::LruCache), its counts and its workers.

} // namespace engine
