// engine::DetailLevels — a city's records ordered so that a prefix is the city at a coarser
// detail, and how long a prefix a view needs.
//
// Far away most of a city's boxes (roof grids, stripes, small slabs) are smaller than a pixel.
// When a city is baked its records are ordered, once, in two runs, each largest first (stable,
// so equal boxes keep the generator's order), and counted by level:
//  - solid boxes by their middle dimension: a box thinner than a pixel that way is at most a
//    sliver a pixel wide, from any side;
//  - flat tiles (under a unit high and no more than 4 times as long as wide: block bases, roof
//    grids) by their longer side, which an eye at elevation angle a sees foreshortened to at most
//    side x sin(a): from a low eye a far tile is a line, from above it is whole.
// Long flat boxes (streets) are solid ones: seen along their length they keep their width.
// Drawing a city then draws the prefix of each run whose boxes reach a fraction of a pixel at
// the city's nearest point: what is dropped is under about a pixel, so nothing pops.
// Pure CPU work: never touches the graphics API. The records stay 32 bytes.
#pragma once

#include "engine/BoxRecord.hpp"
#include "engine/FlyCamera.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace engine {

// Sizes of the levels, in units: a quarter of a unit (below which nothing is dropped), growing
// by half an octave (x1.414) to 362 (at the far plane a pixel of a 720-line frame is 48 units).
// Half octaves: a prefix holds at most 1.4 times the size it needs.
constexpr int kDetailLevels = 22;
constexpr float kFirstLevelSize = 0.25f;
constexpr float kLevelStep = 1.41421356f;

struct DetailLevels {
    std::array<std::uint32_t, kDetailLevels> solid{}, flat{};  // each run's prefix, by level
    std::uint32_t solidTotal = 0, flatTotal = 0;               // the flat run starts at solidTotal
};

// A box's detail size (its middle dimension, or a flat tile's longer side) and run.
bool isFlatTile(const BoxRecord& record);
float detailSize(const BoxRecord& record);

// Orders records[first..] as the two runs and counts them by level.
DetailLevels orderByDetail(std::vector<BoxRecord>& records, std::size_t first = 0);

// The size a pixel covers at `distance` units, in a frame `heightPixels` tall and
// `verticalDegrees` high (the originals' 60°).
double pixelSizeAt(double distance, int heightPixels, double verticalDegrees = kFieldOfViewDegrees);

// What to draw of a city whose nearest point is `distance` away, seen at an elevation whose
// sine is `elevationSine` (the eye's height over the ground / distance): the records
// [0, solid) and [solidTotal, solidTotal + flat), every box at least `pixels` of a pixel there
// (rounded down to a level, so a few more rather than fewer).
struct DetailPrefix {
    std::size_t solid = 0, flat = 0;
};
DetailPrefix boxesToDraw(const DetailLevels& levels, double distance, double elevationSine, int heightPixels,
                         double pixels, double verticalDegrees = kFieldOfViewDegrees);

} // namespace engine
