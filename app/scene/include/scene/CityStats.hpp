// app::CityStats and cityTitle — the counts the originals put in their window title.
#pragma once

#include <cstdint>
#include <string>

namespace app {

struct CityStats {
    std::int64_t buildings = 0;  // zs_buildings: every Building call
    std::int64_t cubes = 0;      // zs_cubes: every box
};

// "City: 213 buildings, 656 cubes", as sprintf'd into the title every half second.
inline std::string cityTitle(const CityStats& stats) {
    return "City: " + std::to_string(stats.buildings) + " buildings, " + std::to_string(stats.cubes) + " cubes";
}

} // namespace app
