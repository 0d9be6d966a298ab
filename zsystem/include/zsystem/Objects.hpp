// zs::expandObject — ZSystem's object functions: City, Suburb, Block and Building.
//
// "An object function creates a set of subobjects from its SEED and PARAMs." Each object here
// is an ObjectParams (its kind, seed and params); expanding it runs the seeds' function once
// and gives the object's own boxes and its subobjects' params, in the original's order, without
// going further down. Growing a whole city is a depth-first walk of these expansions
// (zs::growCity), and any one object can be made again from its address (zs::Address).
// Pure functions of their arguments: no globals, never touches the graphics API.
#pragma once

#include "zsystem/Box.hpp"
#include "zsystem/City.hpp"
#include "zsystem/Variant.hpp"

#include <cstdint>
#include <vector>

namespace zs {

enum class ObjectKind : std::uint8_t { city, suburb, block, building };

struct ObjectParams {
    ObjectKind kind = ObjectKind::city;
    std::uint32_t seed = 0;
    Rect area{};    // x1, z1, x2, z2: the city's square, a suburb's or block's area, a plot
    double y = 0;   // building: the height it is built from (0.1 on a slab, a roof for a tier)
    int iter = 0;   // suburb: how many cuts above it
};

// What one object function makes. The original drew an object's own boxes and its
// subobjects' boxes interleaved: the subobjects' boxes come after the first `childrenAfter`
// of the object's own (a block's slab comes first, a junction square last).
struct ObjectList {
    std::vector<Box> boxes;
    std::vector<ObjectParams> children;
    std::size_t childrenAfter = 0;
};

// Runs the object function of `object`, replacing what `out` held.
void expandObject(const ObjectParams& object, Variant variant, ObjectList& out);

// City (i, j) of GameDraw's loop, for any integers: the seed base + (i<<17) + (j<<5), wrapping
// at 32 bits, and the 500x500 square centred on (500i, 500j). The shifts use the low 32 bits
// of i and j, so cities 2^15 apart in i (16.4 million units), or (1, 0) and (0, 4096), have the
// same seed: the unbounded world repeats.
ObjectParams cityObject(std::uint32_t base, std::int64_t i, std::int64_t j);

// Every box of an object and everything under it, in the original's drawing order, appended
// to `boxes`; returns how many Building objects the walk met (every one counts).
int appendSubtree(const ObjectParams& object, Variant variant, std::vector<Box>& boxes);

} // namespace zs
