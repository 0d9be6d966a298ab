// zs::growCity — the originals' City, Suburb, Block and Building object functions.
//
// Given a seed and the rectangle a city covers on the ground, produces the list of boxes
// the original drew, in the order it drew them, and the count of Building calls it made
// (every call counts, including tiers of towers and plots too small to build on).
// Everything is passed and returned: no globals, so cities can grow on several threads.
// Never touches the graphics API, windows or files.
//
//   zs::City city = zs::growCity(0xA749F86C, zs::Rect{-250, -250, 250, 250}, zs::Variant::tidied);
//   // city.boxes.size() == 656, city.buildings == 213
#pragma once

#include "zsystem/Box.hpp"
#include "zsystem/Variant.hpp"

#include <cstdint>
#include <vector>

namespace zs {

// A rectangle on the ground, x1 < x2 and z1 < z2 (the originals' x1, z1, x2, z2 params).
struct Rect {
    double x1, z1, x2, z2;
};

struct City {
    std::vector<Box> boxes;  // zs_cubes is boxes.size()
    int buildings = 0;       // zs_buildings
};

City growCity(std::uint32_t seed, const Rect& area, Variant variant);

// The same, appending to `boxes` (so a grid, or a benchmark, can reuse one buffer).
// Returns the number of Building calls.
int appendCity(std::uint32_t seed, const Rect& area, Variant variant, std::vector<Box>& boxes);

} // namespace zs
