// zs::cityWorld — the originals' City, Suburb, Block and Building as ZSystem object functions.
//
// The first clients of the library (zsystem/ZSystem.hpp), and the originals' own: each function
// makes its own zs::Rand from its seed, emits its boxes and its subobjects with seeds drawn from
// that generator, in the original's order, so walking them straight down gives the boxes the
// original programs drew, bit for bit (zs::growCity), and any object can be made again from its
// address. The world of cities is the lattice of GameDraw's loop: tile (i, j) is city (i, j),
// the 500 x 500 square centred on (500i, 500j), its seed base + (i<<17) + (j<<5).
// Pure functions of their arguments: no globals, never touches the graphics API.
#pragma once

#include "zsystem/Address.hpp"
#include "zsystem/Box.hpp"
#include "zsystem/City.hpp"
#include "zsystem/Object.hpp"
#include "zsystem/Variant.hpp"
#include "zsystem/World.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace zs {

// A city object's params: the notes' "region" and what each kind adds. A subobject inherits the
// variant (the test program it follows), as the notes' subobjects inherit the current params.
struct CityParams {
    Rect area{};    // x1, z1, x2, z2: the city's square, a suburb's or block's area, a plot
    double y = 0;   // building: the height it is built from (0.1 on a slab, a roof for a tier)
    int iter = 0;   // suburb: how many cuts above it
    Variant variant = Variant::tidied;
};

// What the functions emit: boxes, and a count of Building calls (the originals' zs_buildings).
struct CityParts {
    using value_type = Box;
    std::vector<Box> boxes;
    int buildings = 0;
    std::size_t size() const { return boxes.size(); }
};

using CityObject = Object<CityParams, CityParts>;
using CityEmitter = Emitter<CityParams, CityParts>;
using CityList = ObjectList<CityParams, CityParts>;
using CityWorld = World<CityParams, CityParts>;

// The four object functions (their addresses say what kind an object is).
void cityFunction(const CityObject& self, CityEmitter& emit);
void suburbFunction(const CityObject& self, CityEmitter& emit);
void blockFunction(const CityObject& self, CityEmitter& emit);
void buildingFunction(const CityObject& self, CityEmitter& emit);

// A conservative height for anything under a city object, for bounds: the tallest of 39,200
// cities sampled was 255; stacked towers cannot pass about 10 tiers of 70.
constexpr double kTallestCity = 800;

// City (i, j) of GameDraw's loop, for any integers: the seed base + (i<<17) + (j<<5), wrapping
// at 32 bits, and the 500x500 square centred on (500i, 500j). The shifts use the low 32 bits
// of i and j, so cities 2^15 apart in i (16.4 million units), or (1, 0) and (0, 4096), have the
// same seed: the unbounded world repeats.
CityObject cityObject(std::uint32_t base, std::int64_t i, std::int64_t j, Variant variant);

// The unbounded world of cities (i, j) for a base seed; bounds are an object's area from the
// ground (or the height it is built from) to kTallestCity.
CityWorld cityWorld(std::uint32_t base, Variant variant);

// Every box of an object and everything under it, in the original's drawing order, appended
// to `boxes`; returns how many Building objects the walk met (every one counts).
int appendSubtree(const CityObject& object, std::vector<Box>& boxes);

// The object at `address` in the world of cities of `base`: resolved without a cache (each
// parent's function runs once). nullopt when an index is past its parent's list.
std::optional<CityObject> resolve(const Address& address, std::uint32_t base, Variant variant);

} // namespace zs
