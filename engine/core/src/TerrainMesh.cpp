#include "engine/TerrainMesh.hpp"

#include "zsystem/Terrain.hpp"

namespace engine {
namespace {

struct Corner {
    double x, y, z;
};

// One square as the fan (c0, c1, c2), (c0, c2, c3), greys in Terrain_Draw's order.
void square(const Corner (&c)[4], std::vector<Vertex>& out, double originX, double originZ) {
    static constexpr int kFan[6] = {0, 1, 2, 0, 2, 3};
    for (int k : kFan) {
        const float grey = kTerrainCornerGreys[k];
        out.push_back(Vertex{static_cast<float>(c[k].x - originX), static_cast<float>(c[k].y),
                             static_cast<float>(c[k].z - originZ), grey, grey, grey});
    }
}

} // namespace

void bakeTerrainPatch(const zs::TerrainPatch& patch, std::vector<Vertex>& out, double originX, double originZ) {
    const bool skipNegative = patch.mode() == zs::TerrainMode::faithful;
    out.reserve(out.size() + static_cast<std::size_t>(zs::TerrainPatch::kSquares * zs::TerrainPatch::kSquares) * 6);
    for (int j = 0; j < zs::TerrainPatch::kSquares; j++) {
        for (int i = 0; i < zs::TerrainPatch::kSquares; i++) {
            const double x = static_cast<double>(patch.originX() + i);
            const double z = static_cast<double>(patch.originZ() + j);
            if (skipNegative && (x < 0 || z < 0)) continue;
            const Corner corners[4] = {{x, patch.height(i, j), z},
                                       {x + 1, patch.height(i + 1, j), z},
                                       {x + 1, patch.height(i + 1, j + 1), z + 1},
                                       {x, patch.height(i, j + 1), z + 1}};
            square(corners, out, originX, originZ);
        }
    }
}

void bakeTerrainRings(float x, float z, zs::TerrainMode mode, std::vector<Vertex>& out, double originX,
                      double originZ) {
    // Heights once per point, shared by the quads around it.
    Corner points[zs::kTerrainRings][zs::kTerrainSpokes + 1];
    for (int i = 0; i < zs::kTerrainRings; i++) {
        for (int j = 0; j <= zs::kTerrainSpokes; j++) {
            const zs::GroundPoint p = zs::terrainRingPoint(i, j, x, z);
            points[i][j] = Corner{p.x, zs::terrainHeight(p.x, p.z, mode), p.z};
        }
    }
    const bool skipNegative = mode == zs::TerrainMode::faithful;
    for (int i = 0; i + 1 < zs::kTerrainRings; i++) {
        for (int j = 0; j < zs::kTerrainSpokes; j++) {
            const Corner corners[4] = {points[i][j], points[i + 1][j], points[i + 1][j + 1], points[i][j + 1]};
            bool negative = false;
            for (const Corner& c : corners) negative = negative || c.x < 0 || c.z < 0;
            if (skipNegative && negative) continue;
            square(corners, out, originX, originZ);
        }
    }
}

} // namespace engine
