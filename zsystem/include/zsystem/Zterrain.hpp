// zs::growZterrain — the zterrain test program's scene, as GameDraw drew it, made by ZSystem
// object functions (a client of zsystem/ZSystem.hpp like every other scene).
//
// Three axis bars crossing at the origin (red along x, green along y, blue along z, each 20
// long and 2 thick), then the stand-in for the terrain: a 41x41 grid of yellow 2x2x2 cubes,
// cube (i, j) at (i*d, j*d) with d = 2*sqrt(i*i + j*j), that coordinate pair going into the
// cube's x and y, so the grid stands upright in the x-y plane like a wall facing along z.
// No buildings (the City call is commented out). As objects: the scene (its bars) and one
// column a value of i, each column's cubes its own; nothing is random, so every seed is 0.
// Pure: never touches the graphics API.
#pragma once

#include "zsystem/City.hpp"
#include "zsystem/Object.hpp"
#include "zsystem/World.hpp"

#include <vector>

namespace zs {

constexpr int kZterrainHalfWidth = 20;  // i and j from -20 to 20

struct ZterrainParams {
    int column = 0;  // a column object: its i
};
using ZterrainObject = Object<ZterrainParams, std::vector<Box>>;
using ZterrainEmitter = Emitter<ZterrainParams, std::vector<Box>>;

void zterrainSceneFunction(const ZterrainObject& self, ZterrainEmitter& emit);
void zterrainColumnFunction(const ZterrainObject& self, ZterrainEmitter& emit);

// A world of one tile, the scene.
World<ZterrainParams, std::vector<Box>> zterrainWorld();

City growZterrain();

} // namespace zs
