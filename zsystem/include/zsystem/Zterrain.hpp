// zs::growZterrain — the zterrain test program's scene, as GameDraw drew it.
//
// Three axis bars crossing at the origin (red along x, green along y, blue along z, each 20
// long and 2 thick), then the stand-in for the terrain: a 41x41 grid of yellow 2x2x2 cubes,
// cube (i, j) at (i*d, j*d) with d = 2*sqrt(i*i + j*j), that coordinate pair going into the
// cube's x and y, so the grid stands upright in the x-y plane like a wall facing along z.
// No buildings (the City call is commented out). Pure: never touches the graphics API.
#pragma once

#include "zsystem/City.hpp"

namespace zs {

constexpr int kZterrainHalfWidth = 20;  // i and j from -20 to 20

City growZterrain();

} // namespace zs
