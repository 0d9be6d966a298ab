// The terrain patch keeps its heights and computes only the new edge.
#include "zsystem/TerrainPatch.hpp"

#include "engine/TerrainMesh.hpp"

#include <doctest/doctest.h>

TEST_CASE("a patch of 81x81 squares centred on the camera's square") {
    zs::TerrainPatch patch(zs::TerrainMode::faithful);
    CHECK(patch.centreOn(45.7, 60.2) == 82 * 82);
    CHECK(patch.originX() == 5);
    CHECK(patch.originZ() == 20);
    for (int j = 0; j <= 81; j += 9) {
        for (int i = 0; i <= 81; i += 9) {
            CHECK(patch.height(i, j) == zs::terrainHeight(static_cast<float>(5 + i), static_cast<float>(20 + j)));
        }
    }
}

TEST_CASE("moving keeps what is still in view and computes only the new edge") {
    zs::TerrainPatch patch(zs::TerrainMode::fixed);
    patch.centreOn(0, 0);
    CHECK(patch.centreOn(0.99, 0.5) == 0);       // the same square
    CHECK(patch.centreOn(1.01, 0.5) == 82);      // one column
    CHECK(patch.centreOn(2.5, 1.5) == 82 + 81);  // a column and a row
    CHECK(patch.centreOn(500, 500) == 82 * 82);  // a jump: all new
    // Whatever the path, the heights are the position's.
    for (int j = 0; j <= 81; j += 10) {
        for (int i = 0; i <= 81; i += 10) {
            CHECK(patch.height(i, j) == zs::terrainHeight(static_cast<float>(patch.originX() + i),
                                                          static_cast<float>(patch.originZ() + j), zs::TerrainMode::fixed));
        }
    }
}

TEST_CASE("baking the ground: two triangles a square, greys 0.3, 0.6, 0.9, 0.6; the faithful one skips below 0") {
    zs::TerrainPatch fixed(zs::TerrainMode::fixed);
    fixed.centreOn(0, 0);
    std::vector<engine::Vertex> vertices;
    engine::bakeTerrainPatch(fixed, vertices);
    CHECK(vertices.size() == 81 * 81 * 6);
    CHECK(vertices[0].r == 0.3f);
    CHECK(vertices[1].r == 0.6f);
    CHECK(vertices[2].r == 0.9f);
    CHECK(vertices[5].r == 0.6f);
    CHECK(vertices[0].y == zs::terrainHeight(-40, -40, zs::TerrainMode::fixed));

    zs::TerrainPatch faithful(zs::TerrainMode::faithful);
    faithful.centreOn(0, 0);  // squares from -40 to 40: only x >= 0 and z >= 0 drawn
    vertices.clear();
    engine::bakeTerrainPatch(faithful, vertices);
    CHECK(vertices.size() == 41 * 41 * 6);
    for (const engine::Vertex& v : vertices) {
        CHECK(v.x >= 0);
        CHECK(v.z >= 0);
    }
}

TEST_CASE("the ring layout: 20 bands of 32 quads") {
    std::vector<engine::Vertex> vertices;
    engine::bakeTerrainRings(100, 100, zs::TerrainMode::faithful, vertices);
    CHECK(vertices.size() == 20 * 32 * 6);
}
