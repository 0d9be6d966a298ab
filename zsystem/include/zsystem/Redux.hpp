// zs::redux — Pixel City Redux (2018): a city whose streets meet at angles, laid out as the
// post describes: a mangled grid of straight streets, sidewalk markers "right side forward" along
// both edges of each, markers that encroach on a street removed, blocks found by walking from
// marker to marker favouring right turns (a dead end is the city's edge and is dropped), and
// building sites grown from 10 x 10 m squares along each block's perimeter.
//
// Units are Pixel City's: 1 unit = 1 window = 1 lane, about 4 m (so the post's 10 m square is
// 2.5 units). x and z on the ground, y up. Everything is drawn from zs::Rand, one draw a
// statement, so the same seed gives the same bits on every compiler.
// Pure data: no GL, no I/O, no shared state.
#pragma once

#include "zsystem/Rand.hpp"

#include <cstdint>
#include <vector>

namespace zs::redux {

constexpr double kCitySize = 1024;         // units a side: about 4 km, Pixel City's
constexpr double kSiteStart = 2.5;         // the post's 10 x 10 m first site, in 4 m units
constexpr double kSidewalkWidth = 1.0;     // a marker sits this far off the street's edge
constexpr double kMarkerSpacing = 1.0;     // between neighbouring markers along a street's side

struct Vec2 {
    double x = 0, z = 0;
};

// A straight street from a to b, `width` units across (its lanes, one unit each).
struct Street {
    Vec2 a, b;
    double width = 0;
};

// A sidewalk point just off a street's edge, pointing the way traffic on that side drives
// (right-hand traffic): walking in its direction, the street is on the left and the block on the
// right.
struct Marker {
    Vec2 position;
    Vec2 direction;  // unit
    int street = 0;  // the street that placed it
};

// A closed walk around a block (its outline, in walking order: clockwise seen from above with
// x right and z down, the block's interior on the walker's right), or an edge walk that found a
// dead end and was dropped (kept for the plan's drawing).
struct Block {
    std::vector<Vec2> outline;
    bool closed = false;
};

// A building site: a rectangle aligned with the sidewalk it was grown from. `front` is the middle
// of its sidewalk edge, `along` the unit direction of that edge (the marker's), `inward` the unit
// direction into the block (along turned 90 degrees right); width runs along, depth inward.
struct Site {
    Vec2 front;
    Vec2 along, inward;
    double width = 0, depth = 0;
    int block = 0;

    // The four corners: front-left, front-right, back-right, back-left (seen from the street).
    std::vector<Vec2> corners() const;
};

// Where a piece of street furniture would stand: placeholders by rule from the markers.
enum class FurnitureKind : std::uint8_t { streetLight, hydrant, bench, busShelter };
struct Furniture {
    FurnitureKind kind = FurnitureKind::streetLight;
    Vec2 position;
    Vec2 facing;  // unit: towards the street
};

struct Plan {
    std::uint32_t seed = 0;
    std::vector<Street> streets;
    std::vector<Marker> markers;  // after cleaning
    std::vector<Block> blocks;    // closed and dropped
    std::vector<Site> sites;
    std::vector<Furniture> furniture;
};

// Each stage on its own, for tests, the plan's drawing and the benchmark's shares.
std::vector<Street> growStreets(Rand& rand);
std::vector<Marker> placeMarkers(const std::vector<Street>& streets);  // every street, both sides
std::vector<Marker> cleanMarkers(const std::vector<Street>& streets, const std::vector<Marker>& markers);
std::vector<Block> walkBlocks(const std::vector<Marker>& markers);
std::vector<Site> growSites(const std::vector<Block>& blocks, const std::vector<Street>& streets);
std::vector<Furniture> placeFurniture(const std::vector<Marker>& markers, Rand& rand);

// The whole plan for a seed.
Plan growPlan(std::uint32_t seed);

} // namespace zs::redux
