// The shadowed look's sun (engine/SunLight.hpp): where its square lies, what it sees, which cells
// the shadow map draws.
#include "engine/SunLight.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

namespace {

glm::dvec4 onMap(const glm::dmat4& sun, const glm::dvec3& point) { return sun * glm::dvec4(point, 1.0); }

} // namespace

TEST_CASE("the sun comes from the south-west, 40 degrees up") {
    CHECK(glm::length(engine::kTowardSun) == doctest::Approx(1).epsilon(1e-6));
    CHECK(glm::degrees(std::asin(engine::kTowardSun.y)) == doctest::Approx(engine::kSunElevationDegrees).epsilon(1e-4));
    CHECK(engine::kTowardSun.x < 0);  // west
    CHECK(engine::kTowardSun.z > 0);  // south
}

TEST_CASE("the sun's map: the square's centre in its middle, a point and its shadow caster on one texel") {
    const glm::dvec3 centre(512, 0, 640);
    const glm::dmat4 sun = engine::sunViewProjection(centre);
    const glm::dvec4 middle = onMap(sun, centre);
    CHECK(middle.x == doctest::Approx(0).epsilon(1e-9));
    CHECK(middle.y == doctest::Approx(0).epsilon(1e-9));
    CHECK(middle.z > -1);
    CHECK(middle.z < 1);
    // Up the sun's ray: the same place on the map, nearer the sun (smaller depth).
    const glm::dvec4 caster = onMap(sun, centre + engine::kTowardSun * 150.0);
    CHECK(caster.x == doctest::Approx(middle.x).epsilon(1e-9));
    CHECK(caster.y == doctest::Approx(middle.y).epsilon(1e-9));
    CHECK(caster.z < middle.z);
    // The square's edge, across the sun's ray: the map's edge.
    const glm::dvec3 across = glm::normalize(glm::cross(engine::kTowardSun, glm::dvec3(0, 1, 0)));
    CHECK(std::abs(onMap(sun, centre + across * engine::kShadowHalfWidth).x) == doctest::Approx(1));
}

TEST_CASE("the sun's square lies ahead of the eye, in 64-unit steps") {
    const glm::dvec3 north = engine::sunSquareCentre(glm::dvec3(512, 130, 900), 0);  // yaw 0 looks north, -z
    CHECK(north.y == 0);
    CHECK(std::fmod(north.x, engine::kShadowCentreStep) == 0);
    CHECK(std::fmod(north.z, engine::kShadowCentreStep) == 0);
    CHECK(std::abs(north.z - (900 - engine::kShadowCentreAhead)) <= engine::kShadowCentreStep / 2);
    CHECK(std::abs(north.x - 512) <= engine::kShadowCentreStep / 2);
    // A step of the eye smaller than the grid keeps the same square: the map is not drawn again.
    CHECK(engine::sunSquareCentre(glm::dvec3(514, 130, 899), 0) == north);
    const glm::dvec3 west = engine::sunSquareCentre(glm::dvec3(512, 130, 900), 90);  // yaw 90 looks west, -x
    CHECK(std::abs(west.x - (512 - engine::kShadowCentreAhead)) <= engine::kShadowCentreStep / 2);
}

TEST_CASE("the shadow map draws the cells its square sees, not the city's others") {
    std::vector<engine::NightCell> cells;
    for (int z = 0; z < engine::kNightGridCells; z++) {
        for (int x = 0; x < engine::kNightGridCells; x++) {
            engine::NightCell cell;
            cell.opaqueCount = 6;
            cell.lo = glm::vec3(x * 32, 0, z * 32);
            cell.hi = glm::vec3(x * 32 + 32, 40, z * 32 + 32);
            cells.push_back(cell);
        }
    }
    cells[0].opaqueCount = 0;  // an empty cell is never drawn
    const glm::dvec3 centre(512, 0, 512);
    const std::vector<int> seen = engine::cellsUnderSun(cells, glm::dvec3(0), engine::sunViewProjection(centre));
    const auto has = [&seen](int x, int z) {
        return std::find(seen.begin(), seen.end(), z * engine::kNightGridCells + x) != seen.end();
    };
    CHECK(has(16, 16));                  // under the square's centre
    CHECK_FALSE(has(0, 0));              // empty
    CHECK_FALSE(has(31, 31));            // 700 units off, across the sun's ray
    CHECK(seen.size() > 100);
    CHECK(seen.size() < cells.size() * 3 / 4);  // 640 across the ray, 996 along the ground: 695 of 1,024
    // A tile 2,048 units off sees none of it.
    CHECK(engine::cellsUnderSun(cells, glm::dvec3(2048, 0, 0), engine::sunViewProjection(centre)).empty());
}
