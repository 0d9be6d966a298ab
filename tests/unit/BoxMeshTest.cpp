// Baking boxes into triangles, without a GL context.
#include "engine/BoxMesh.hpp"

#include "zsystem/City.hpp"

#include <doctest/doctest.h>

#include <glm/glm.hpp>

#include <cmath>
#include <set>
#include <tuple>

namespace {

const zs::Box kBox{1, 2, 3, 5, 10, 4, 0.8, 0.6, 0.4};

glm::vec3 position(const engine::Vertex& v) { return {v.x, v.y, v.z}; }

} // namespace

TEST_CASE("every box becomes 12 triangles, 36 vertices") {
    CHECK(engine::bakeBoxes({kBox}).size() == 36);
    const zs::City city = zs::growCity(0xA749F86Cu, zs::Rect{-250, -250, 250, 250}, zs::Variant::tidied);
    CHECK(engine::bakeBoxes(city.boxes).size() == 656 * 36);
    CHECK(engine::bakeBoxes({}).empty());
}

TEST_CASE("tops and bottoms at 100%, faces along x at 95%, along z at 90%") {
    const auto vertices = engine::bakeBoxes({kBox});
    int full = 0, alongX = 0, alongZ = 0;
    for (std::size_t t = 0; t < vertices.size(); t += 3) {
        const glm::vec3 a = position(vertices[t]), b = position(vertices[t + 1]), c = position(vertices[t + 2]);
        const glm::vec3 normal = glm::normalize(glm::cross(b - a, c - a));
        const engine::Vertex& v = vertices[t];
        // All three corners of a triangle share its face's colour.
        CHECK(vertices[t + 1].r == v.r);
        CHECK(vertices[t + 2].g == v.g);
        if (std::abs(normal.y) > 0.99f) {
            CHECK(v.r == static_cast<float>(0.8));
            CHECK(v.g == static_cast<float>(0.6));
            CHECK(v.b == static_cast<float>(0.4));
            full++;
        } else if (std::abs(normal.x) > 0.99f) {
            CHECK(v.r == static_cast<float>(0.8 * 0.95));
            CHECK(v.b == static_cast<float>(0.4 * 0.95));
            alongX++;
        } else {
            CHECK(std::abs(normal.z) > 0.99f);
            CHECK(v.r == static_cast<float>(0.8 * 0.90));
            CHECK(v.g == static_cast<float>(0.6 * 0.90));
            alongZ++;
        }
    }
    CHECK(full == 4);  // two faces, two triangles each
    CHECK(alongX == 4);
    CHECK(alongZ == 4);
}

TEST_CASE("triangles wind counter-clockwise seen from outside, and cover the box's corners") {
    const auto vertices = engine::bakeBoxes({kBox});
    const glm::vec3 centre{3, 6, 3.5};
    std::set<std::tuple<float, float, float>> corners;
    for (std::size_t t = 0; t < vertices.size(); t += 3) {
        const glm::vec3 a = position(vertices[t]), b = position(vertices[t + 1]), c = position(vertices[t + 2]);
        const glm::vec3 normal = glm::cross(b - a, c - a);
        CHECK(glm::dot(normal, (a + b + c) / 3.0f - centre) > 0);  // faces outwards
        for (std::size_t k = t; k < t + 3; k++) {
            const engine::Vertex& v = vertices[k];
            CHECK((v.x == 1 || v.x == 5));
            CHECK((v.y == 2 || v.y == 10));
            CHECK((v.z == 3 || v.z == 4));
            corners.insert({v.x, v.y, v.z});
        }
    }
    CHECK(corners.size() == 8);
}

TEST_CASE("baking relative to an origin moves the positions, not the colours") {
    std::vector<engine::Vertex> shifted;
    engine::bakeBoxes({kBox}, shifted, 1, 2, 3);
    const auto plain = engine::bakeBoxes({kBox});
    REQUIRE(shifted.size() == plain.size());
    for (std::size_t i = 0; i < plain.size(); i++) {
        CHECK(shifted[i].x == plain[i].x - 1);
        CHECK(shifted[i].y == plain[i].y - 2);
        CHECK(shifted[i].z == plain[i].z - 3);
        CHECK(shifted[i].r == plain[i].r);
    }
}
