// The published figures of both cities, and properties that hold for any seed.
#include "zsystem/City.hpp"
#include "zsystem/Grid.hpp"
#include "zsystem/Rand.hpp"

#include <doctest/doctest.h>

#include <thread>

namespace {
constexpr std::uint32_t kSeed = 0xA749F86Cu;
constexpr zs::Rect kCentre{-250, -250, 250, 250};
} // namespace

TEST_CASE("the procedural city block: 213 buildings, 656 cubes") {
    const zs::City city = zs::growCity(kSeed, kCentre, zs::Variant::tidied);
    CHECK(city.buildings == 213);
    CHECK(city.boxes.size() == 656);
}

TEST_CASE("ZSystem t2: 216 buildings, 597 cubes from the same seed") {
    const zs::City city = zs::growCity(kSeed, kCentre, zs::Variant::t2);
    CHECK(city.buildings == 216);
    CHECK(city.boxes.size() == 597);
}

TEST_CASE("the first suburb rolls 74 and cuts four ways at x = -225.6, z = -158.9") {
    zs::Rand city(kSeed);
    const std::uint32_t suburbSeed = city.drawSeed();
    CHECK(suburbSeed == 0x2EE8D588u);  // "becomes the seed of the first suburb"

    zs::Rand suburb(suburbSeed);
    CHECK(suburb.draw(100) == 74u);
    const double x = suburb.tween(-250 + 23, 250 - 15);
    const double z = suburb.tween(-250 + 23, 250 - 15);
    CHECK(x == doctest::Approx(-225.6).epsilon(0.0005));
    CHECK(z == doctest::Approx(-158.9).epsilon(0.0005));
    CHECK(x + 250 == doctest::Approx(24.4).epsilon(0.002));  // "only 24.4 units in from the left edge"

    // The generator draws that junction's 2x2 square after the four quarters: the city's last box.
    for (zs::Variant variant : {zs::Variant::tidied, zs::Variant::t2}) {
        const zs::Box last = zs::growCity(kSeed, kCentre, variant).boxes.back();
        CHECK(last.x1 == x - 1);
        CHECK(last.x2 == x + 1);
        CHECK(last.z1 == z - 1);
        CHECK(last.z2 == z + 1);
        CHECK(last.y2 == 0.01);
        CHECK(last.r == 0.4);
    }
}

TEST_CASE("the city's boxes use the seed's colours and shading") {
    const zs::City city = zs::growCity(kSeed, kCentre, zs::Variant::tidied);
    // The first box is the first block's base slab: 0.1 high, grey 0.5.
    CHECK(city.boxes.front().y1 == 0);
    CHECK(city.boxes.front().y2 == 0.1);
    CHECK(city.boxes.front().r == 0.5);
    for (const zs::Box& b : city.boxes) {
        CHECK(b.r == b.g);  // every box is grey
        CHECK(b.g == b.b);
        CHECK(b.r >= 0.4);
        CHECK(b.r <= 1.0);
    }
}

namespace {
void checkCityProperties(std::uint32_t seed, zs::Variant variant, const zs::Rect& area) {
    CAPTURE(seed);
    const zs::City a = zs::growCity(seed, area, variant);
    const zs::City b = zs::growCity(seed, area, variant);
    CHECK(a.boxes == b.boxes);  // the same seed twice gives the same list
    CHECK(a.buildings == b.buildings);
    CHECK(a.buildings > 0);
    CHECK(a.boxes.size() > 0);
    for (const zs::Box& box : a.boxes) {
        // Every box stays inside its city and is the right way round.
        CHECK(box.x1 >= area.x1);
        CHECK(box.x2 <= area.x2);
        CHECK(box.z1 >= area.z1);
        CHECK(box.z2 <= area.z2);
        CHECK(box.x1 < box.x2);
        CHECK(box.y1 < box.y2);
        CHECK(box.z1 < box.z2);
        CHECK(box.y1 >= 0);
    }
}
} // namespace

TEST_CASE("for any seed: repeatable, inside the city, well-formed boxes") {
    for (zs::Variant variant : {zs::Variant::tidied, zs::Variant::t2}) {
        for (std::uint32_t seed : {0u, 1u, 2u, 42u, 0xA749F86Cu, 0xDEADBEEFu, 0xFFFFFFFFu}) {
            checkCityProperties(seed, variant, kCentre);
        }
        checkCityProperties(7, variant, zs::gridCityArea(3, -4));
    }
}

TEST_CASE("nearby seeds grow different cities, and the variants differ") {
    const zs::City a = zs::growCity(kSeed, kCentre, zs::Variant::tidied);
    const zs::City b = zs::growCity(kSeed + 1, kCentre, zs::Variant::tidied);
    const zs::City t2 = zs::growCity(kSeed, kCentre, zs::Variant::t2);
    CHECK(a.boxes != b.boxes);
    CHECK(a.boxes != t2.boxes);
}

TEST_CASE("appendCity adds to what is already in the buffer") {
    std::vector<zs::Box> boxes = zs::growCity(1, kCentre, zs::Variant::tidied).boxes;
    const std::size_t before = boxes.size();
    const int buildings = zs::appendCity(kSeed, kCentre, zs::Variant::tidied, boxes);
    CHECK(buildings == 213);
    CHECK(boxes.size() == before + 656);
}

TEST_CASE("two cities grow on two threads exactly as on one") {
    const zs::City expectedTidied = zs::growCity(kSeed, kCentre, zs::Variant::tidied);
    const zs::City expectedT2 = zs::growCity(kSeed, kCentre, zs::Variant::t2);
    zs::City tidied, t2;
    std::thread first([&] { for (int i = 0; i < 50; i++) tidied = zs::growCity(kSeed, kCentre, zs::Variant::tidied); });
    std::thread second([&] { for (int i = 0; i < 50; i++) t2 = zs::growCity(kSeed, kCentre, zs::Variant::t2); });
    first.join();
    second.join();
    CHECK(tidied.boxes == expectedTidied.boxes);
    CHECK(t2.boxes == expectedT2.boxes);
}
