// zs::pixelCityWorld, zs::reduxWorld — Pixel City and Redux as ZSystem object functions, and
// the endless nights made of them: tile (i, j) of the lattice is a whole 1024 x 1024 city.
//
// A night city is two levels of objects: the city, then its buildings. The city's function lays
// out what is shared by every building (Pixel City's street plan and its scan of claimed cells;
// Redux's streets, blocks and sites, which claim ground across blocks), and emits one subobject a
// building with its own seed and its plot as params; the building's function raises its pieces
// (walls, lids, lights, logos; Redux turns them onto the site). So every building has an address,
// "(i,j).k", and walking a city straight down gives zs::pixelcity::growPixelCity's city and
// zs::redux::buildCity's bit for bit. The tiers of a blocky building or a tower are not objects of
// their own: the original built them in one pass from one generator, and their shape depends on
// one another (each tier inset from the one below).
// Coordinates are the tile's own, [0, 1024) on x and z; params carry the tile's origin, so bounds
// are in the world's. Pure data: no GL, no I/O, no shared state.
#pragma once

#include "zsystem/Object.hpp"
#include "zsystem/PixelCity.hpp"
#include "zsystem/Redux.hpp"
#include "zsystem/World.hpp"

#include <cstdint>

namespace zs {

struct NightParams {
    double originX = 0, originZ = 0;   // where the tile's (0, 0) is in the world: every object inherits it
    int citySize = pixelcity::kWorldSize;  // Pixel City's side: the endless night's tiles keep the original's
    pixelcity::Building building{};    // a building: its kind, plot, height, sheet and tint
    std::uint16_t index = 0;           // its place in the city's building list
    redux::Site site{};                // Redux: the site it is turned onto
};

// What the functions emit: the pieces the night renderer, the dumps and the exports take, and
// Redux's plan (laid out by its city function).
struct NightParts {
    pixelcity::PixelCity city;
    redux::Plan reduxPlan;
};

using NightObject = Object<NightParams, NightParts>;
using NightEmitter = Emitter<NightParams, NightParts>;
using NightWorld = World<NightParams, NightParts>;

// The object functions; each lives beside the generator it runs, which needs its private parts:
// Pixel City's in src/PixelCityPlan.cpp, Redux's in src/ReduxCity.cpp.
void pixelCityFunction(const NightObject& self, NightEmitter& emit);
void pixelBuildingFunction(const NightObject& self, NightEmitter& emit);
void reduxCityFunction(const NightObject& self, NightEmitter& emit);
void reduxBuildingFunction(const NightObject& self, NightEmitter& emit);

constexpr double kNightTileSize = pixelcity::kWorldSize;  // 1024: Pixel City's and Redux's square
// Above everything either city raises (the tallest skyscraper with its antenna is under 300).
constexpr double kTallestNightCity = 400;

// Tile (i, j): the city whose seed is base + (i<<17) + (j<<5), as the world of cities (tile
// (0, 0) is the city of the seed itself).
NightObject pixelCityObject(std::uint32_t base, std::int64_t i, std::int64_t j);
NightObject reduxCityObject(std::uint32_t base, std::int64_t i, std::int64_t j);

NightWorld pixelCityWorld(std::uint32_t base);
NightWorld reduxWorld(std::uint32_t base);

// The pieces' bytes, for the cache's budget.
std::size_t nightPartsBytes(const NightParts& parts);

} // namespace zs
