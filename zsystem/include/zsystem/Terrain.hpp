// zs::terrainPosRand and zs::terrainHeight — the procedural city block's fractal height field.
//
// Faithful to the seed's Terrain_PosRand and Terrain_GetHeight: a position hash standing in
// for a seed, and midpoint displacement down 15 levels from the 20x20 cell a point is in.
// Heights depend on the position alone, so ground can be made in any order.
//
// Floating point follows the original as Visual C++ 6 compiled it for the x87: float
// expressions are evaluated in double and rounded when stored in a float variable, and a
// float is turned into an integer by truncating toward zero into 64 bits and keeping the
// low 32 (what its __ftol did). So x*984729 is the exact product, which is also what the
// JavaScript ports compute.
//
// At negative coordinates the seed's behaviour is kept, not fixed:
//   - terrainPosRand wraps: a negative product keeps its two's-complement low 32 bits.
//   - terrainHeight finds the cell with (int)(x/20), which rounds toward zero, so for a
//     negative x or z the cell starts on the wrong side of the point and no window ever
//     holds it; the result is the value at a corner that does not belong to the point.
//     The seed's Terrain_DrawSquare skipped anything below 0 for that reason.
//
// TerrainMode::fixed is ours, not the seed's: it rounds the cell down (floor) so the window
// always holds the point, the whole plane works, and it does the bilinear blend of the last
// window's corners that the seed's TODO asks for. The heights are continuous across cells.
// Pure functions; never touches the graphics API.
#pragma once

#include <optional>
#include <string_view>

namespace zs {

enum class TerrainMode { faithful, fixed };

constexpr std::string_view terrainModeName(TerrainMode mode) noexcept {
    return mode == TerrainMode::fixed ? "fixed" : "faithful";
}
std::optional<TerrainMode> parseTerrainMode(std::string_view name) noexcept;

// A hash of a ground position into [0, 1).
float terrainPosRand(float x, float z);

// The height at (x, z): 10 times the midpoint-displacement value, never below 0.
float terrainHeight(float x, float z, TerrainMode mode = TerrainMode::faithful);

// The seed's commented-out Terrain_GetPoint: ring i (0 to 20, radius i + i*(i-1)/14 in whole
// numbers, so 1 unit apart at first, then 2, 3 and 4, out to 47) on spoke j (32 to a turn,
// angle j*3.14159/16) around (xo, zo).
struct GroundPoint {
    float x, z;
};
GroundPoint terrainRingPoint(int ring, int spoke, float xo, float zo);
constexpr int kTerrainRings = 21;   // rings 0..20, the last at radius 47
constexpr int kTerrainSpokes = 32;

} // namespace zs
