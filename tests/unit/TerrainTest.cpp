// The seed's terrain figures, and what the faithful functions do at negative coordinates.
#include "zsystem/Terrain.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

using doctest::Approx;

TEST_CASE("Terrain_PosRand: 0 at the origin, 0.399 at (0, 10), 0.798 at (0, 20)") {
    CHECK(zs::terrainPosRand(0, 0) == 0.0f);
    CHECK(zs::terrainPosRand(0, 10) == Approx(0.399).epsilon(0.002));
    CHECK(zs::terrainPosRand(0, 20) == Approx(0.798).epsilon(0.001));
}

TEST_CASE("along x = 0 the hash comes down to b - (b>>9), growing with z for the first 25 units") {
    float previous = -1;
    for (float z = 0.5f; z < 25; z += 0.5f) {
        const std::uint32_t b = static_cast<std::uint32_t>(z * 735161.0);
        CHECK(zs::terrainPosRand(0, z) == static_cast<float>(((b - (b >> 9)) % 18378276u) / 18378276.0));
        CHECK(zs::terrainPosRand(0, z) > previous);
        previous = zs::terrainPosRand(0, z);
    }
}

TEST_CASE("the corners of the cell (0,0)-(20,20) hash to 0, 0.483, 0.798 and 0.286") {
    CHECK(zs::terrainPosRand(0, 0) == 0.0f);
    CHECK(zs::terrainPosRand(20, 0) == Approx(0.483).epsilon(0.001));
    CHECK(zs::terrainPosRand(0, 20) == Approx(0.798).epsilon(0.001));
    CHECK(zs::terrainPosRand(20, 20) == Approx(0.286).epsilon(0.002));
}

TEST_CASE("the worked example at (5, 5): corner 0.653 at (10, 10), bump 0.797, height 4.86") {
    // The first level's centre: 0.5 * (0 + 0.286) plus the hash at (10, 10).
    CHECK(0.5 * zs::terrainPosRand(20, 20) + zs::terrainPosRand(10, 10) == Approx(0.653).epsilon(0.001));
    CHECK(zs::terrainPosRand(5, 5) == Approx(0.797).epsilon(0.001));
    CHECK(zs::terrainHeight(5, 5) == Approx(4.86).epsilon(0.001));
    CHECK(zs::terrainHeight(0, 0) == 0.0f);
}

TEST_CASE("sampled every half unit over the 80x80 square from the origin: 0 to just under 16") {
    float lowest = 1e9f, highest = -1e9f;
    for (int i = 0; i <= 160; i++) {
        for (int j = 0; j <= 160; j++) {
            const float h = zs::terrainHeight(i * 0.5f, j * 0.5f);
            lowest = std::min(lowest, h);
            highest = std::max(highest, h);
        }
    }
    CHECK(lowest == 0.0f);
    CHECK(highest < 16.0f);
    CHECK(highest > 15.0f);
}

TEST_CASE("the same position always gives the same height, in any order") {
    const float first = zs::terrainHeight(37.25f, 12.5f);
    zs::terrainHeight(3, 4);
    CHECK(zs::terrainHeight(37.25f, 12.5f) == first);
}

TEST_CASE("negative coordinates, as the seed has them: defined, never below 0, cell on the wrong side") {
    // (int)(x/20) rounds toward zero, so -5 lands in the cell that starts at 0, which does
    // not hold it; the window walk then keeps the top-left corner, the hash at the origin.
    CHECK(zs::terrainHeight(-5, 5) >= 0.0f);
    CHECK(zs::terrainHeight(-5, -5) == 0.0f);
    // The hash of a negative position keeps the low 32 bits of the (negative) product.
    const std::uint32_t a = static_cast<std::uint32_t>(static_cast<std::int64_t>(-1.0 * 984729.0));
    CHECK(a == 0xFFF0F967u);  // 2^32 - 984729
    CHECK(zs::terrainPosRand(-1, 0) == static_cast<float>(((a ^ 0u) - 0u + 0u - (a << 2)) % 18378276u / 18378276.0));
    // Far out the products pass 2^32 and wrap the same way: still defined, still in [0, 1).
    const float far = zs::terrainPosRand(1e7f, -1e7f);
    CHECK(far >= 0.0f);
    CHECK(far < 1.0f);
}

TEST_CASE("the fixed terrain is defined everywhere and agrees with the faithful one on its grid points") {
    // At points of the finest lattice the bilinear blend is the corner value itself.
    for (float x : {0.0f, 5.0f, 10.0f, 37.5f, 60.0f}) {
        for (float z : {0.0f, 5.0f, 12.5f, 77.5f}) {
            CHECK(zs::terrainHeight(x, z, zs::TerrainMode::fixed) ==
                  doctest::Approx(zs::terrainHeight(x, z, zs::TerrainMode::faithful)).epsilon(1e-5));
        }
    }
    CHECK(zs::terrainHeight(5, 5, zs::TerrainMode::fixed) == Approx(4.86).epsilon(0.001));
    for (float v : {-5.0f, -19.99f, -20.0f, -1234.5f}) {
        const float h = zs::terrainHeight(v, v, zs::TerrainMode::fixed);
        CHECK(std::isfinite(h));
        CHECK(h >= 0.0f);
    }
}

TEST_CASE("the fixed terrain is continuous across cell edges, negative ones included") {
    // Either side of every 20-unit cell edge, and of the finer windows' edges, the heights meet.
    const float eps = 1e-3f;
    for (float edge : {-40.0f, -20.0f, 0.0f, 20.0f, 40.0f, 10.0f, -10.0f, 2.5f}) {
        for (float along : {-33.3f, -7.1f, 3.7f, 15.2f, 51.9f}) {
            CAPTURE(edge);
            CAPTURE(along);
            const float left = zs::terrainHeight(edge - eps, along, zs::TerrainMode::fixed);
            const float right = zs::terrainHeight(edge + eps, along, zs::TerrainMode::fixed);
            CHECK(std::fabs(left - right) < 0.05f);
            const float above = zs::terrainHeight(along, edge - eps, zs::TerrainMode::fixed);
            const float below = zs::terrainHeight(along, edge + eps, zs::TerrainMode::fixed);
            CHECK(std::fabs(above - below) < 0.05f);
        }
    }
}

TEST_CASE("Terrain_GetPoint's rings: 1 unit apart at first, then 2, 3 and 4, out to 47") {
    const auto radius = [](int ring) {
        const zs::GroundPoint p = zs::terrainRingPoint(ring, 0, 0, 0);
        return std::hypot(p.x, p.z);
    };
    CHECK(radius(0) == 0);
    for (int ring = 1; ring <= 4; ring++) CHECK(radius(ring) - radius(ring - 1) == Approx(1));
    CHECK(radius(5) - radius(4) == Approx(2));
    CHECK(radius(20) == Approx(47));
    CHECK(radius(20) - radius(19) == Approx(4));
    // 32 spokes to a turn, around the centre given.
    const zs::GroundPoint quarter = zs::terrainRingPoint(10, 8, 100, 200);
    CHECK(quarter.x == Approx(116).epsilon(0.001));
    CHECK(quarter.z == Approx(200).epsilon(0.001));
}
