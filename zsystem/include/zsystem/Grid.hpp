// zs::Grid — the grid of cities from GameDraw's commented-out loop.
//
//   for(j=-2; j<=2; j++) for(i=-2; i<=2; i++)
//     City(0xA749F86C + (i<<17) + (j<<5) + k, -250 + i*500, -250 + j*500, 250 + i*500, 250 + j*500);
//
// City (i, j) gets the base seed plus (i<<17) + (j<<5), wrapping at 32 bits (negative i and
// j shift as their two's-complement bits, defined here as unsigned arithmetic), and covers
// the 500x500 square centred on (500i, 500j). Any base seed works; side 1 is the single city.
// Pure functions of their arguments; never touches the graphics API or files.
#pragma once

#include "zsystem/City.hpp"

#include <cstdint>

namespace zs {

constexpr int kCitySize = 500;  // GameDraw's citysize

// The largest grid side growGrid accepts: 201 x 201 cities is about 26 million boxes, some
// 1.9 GB as one box list, which is as much as we ask a 24 GB machine to hold at once.
constexpr int kMaxGridSide = 201;

// For any integers: the shifts use the low 32 bits of i and j, so the seeds repeat (city
// (i + 2^15, j) has city (i, j)'s seed, and so has (i + 1, j - 4096)).
constexpr std::uint32_t gridCitySeed(std::uint32_t base, std::int64_t i, std::int64_t j) noexcept {
    return base + (static_cast<std::uint32_t>(i) << 17) + (static_cast<std::uint32_t>(j) << 5);
}

constexpr Rect gridCityArea(std::int64_t i, std::int64_t j) noexcept {
    // The original's integer expressions, -citysize/2 + i*citysize and so on, in 64 bits
    // (exact as doubles for |i|, |j| below 2^44).
    return Rect{static_cast<double>(-kCitySize / 2 + i * kCitySize),
                static_cast<double>(-kCitySize / 2 + j * kCitySize),
                static_cast<double>(kCitySize / 2 + i * kCitySize),
                static_cast<double>(kCitySize / 2 + j * kCitySize)};
}

// The cities of an odd side x side grid centred on the origin, i and j from -(side-1)/2 to
// (side-1)/2, visited in the loop's order: j outer, i inner.
template <typename Visit>
void forEachGridCity(int side, Visit&& visit) {
    const int half = (side - 1) / 2;
    for (int j = -half; j <= half; j++) {
        for (int i = -half; i <= half; i++) {
            visit(i, j);
        }
    }
}

// The whole grid as one box list, cities in the loop's order. `side` must be odd and
// between 1 and kMaxGridSide (checked by the caller; the command line reports it).
City growGrid(std::uint32_t base, int side, Variant variant);

} // namespace zs
