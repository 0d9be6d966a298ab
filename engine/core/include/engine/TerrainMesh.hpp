// engine::bakeTerrainPatch and engine::bakeTerrainRings — the ground as Terrain_Draw drew it.
//
// Every square is a fan of four corners lifted to their heights, greys 0.3, 0.6, 0.9 and 0.6
// at (x, z), (x+1, z), (x+1, z+1) and (x, z+1), drawn as two triangles. In the faithful
// terrain, squares below 0 in x or z are skipped, as Terrain_DrawSquare did (the seed's cell
// rounding does not hold those points); the fixed terrain draws them all.
// Positions are baked relative to `origin` so that ground far from 0 keeps its precision.
// Pure CPU work: never touches the graphics API.
#pragma once

#include "engine/BoxMesh.hpp"
#include "zsystem/TerrainPatch.hpp"

#include <vector>

namespace engine {

constexpr float kTerrainCornerGreys[4] = {0.3f, 0.6f, 0.9f, 0.6f};

void bakeTerrainPatch(const zs::TerrainPatch& patch, std::vector<Vertex>& out, double originX = 0,
                      double originZ = 0);

// The commented-out ring layout: quads between rings i and i+1 and spokes j and j+1 around
// (x, z), heights worked out for each of the 21 x 33 points (the rings move with the camera).
void bakeTerrainRings(float x, float z, zs::TerrainMode mode, std::vector<Vertex>& out, double originX = 0,
                      double originZ = 0);

} // namespace engine
