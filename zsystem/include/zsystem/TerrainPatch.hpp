// zs::TerrainPatch — the heights of the 81x81 squares around a point, kept as the point moves.
//
// The seed's Terrain_Draw works out four heights for every square on every frame: 26,244
// heights, nearly 1.3 million hashes. A height depends on its position alone, so each corner
// of the grid is computed once, and when the patch moves only the heights of the new edge are
// computed; the rest are kept. Pure CPU work: never touches the graphics API.
#pragma once

#include "zsystem/Terrain.hpp"

#include <cstdint>
#include <vector>

namespace zs {

class TerrainPatch {
public:
    static constexpr int kSquares = 81;             // a side, as Terrain_Draw
    static constexpr int kCorners = kSquares + 1;   // corner heights a side

    explicit TerrainPatch(TerrainMode mode) : mode_(mode) {}

    // Centres the patch on the whole square that holds (x, z): squares from floor(x) - 40
    // to floor(x) + 40. Returns how many heights it had to compute (0 when nothing moved).
    int centreOn(double x, double z);

    TerrainMode mode() const { return mode_; }
    bool empty() const { return heights_.empty(); }
    std::int64_t originX() const { return originX_; }  // the first corner's x
    std::int64_t originZ() const { return originZ_; }

    // The height at corner (originX + i, originZ + j), 0 <= i, j <= kSquares.
    float height(int i, int j) const { return heights_[static_cast<std::size_t>(j * kCorners + i)]; }

private:
    TerrainMode mode_;
    std::int64_t originX_ = 0, originZ_ = 0;
    std::vector<float> heights_;  // kCorners * kCorners, row by row in z
};

} // namespace zs
