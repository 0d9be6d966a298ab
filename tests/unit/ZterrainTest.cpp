// zterrain's scene, from the seed's description.
#include "zsystem/Zterrain.hpp"

#include <doctest/doctest.h>

#include <cmath>
#include <set>

TEST_CASE("three axis bars, then a 41x41 grid of yellow cubes: 1684 boxes, no buildings") {
    const zs::City scene = zs::growZterrain();
    CHECK(scene.boxes.size() == 3 + 41 * 41);
    CHECK(scene.buildings == 0);
    const zs::Box& red = scene.boxes[0];
    CHECK((red.x1 == -10 && red.x2 == 10 && red.y1 == -1 && red.y2 == 1 && red.z1 == -1 && red.z2 == 1));
    CHECK((red.r == 1 && red.g == 0 && red.b == 0));
    const zs::Box& green = scene.boxes[1];
    CHECK((green.y1 == -10 && green.y2 == 10 && green.x2 - green.x1 == 2 && green.g == 1 && green.r == 0));
    const zs::Box& blue = scene.boxes[2];
    CHECK((blue.z1 == -10 && blue.z2 == 10 && blue.y2 - blue.y1 == 2 && blue.b == 1 && blue.g == 0));
    for (std::size_t k = 3; k < scene.boxes.size(); k++) {
        const zs::Box& b = scene.boxes[k];
        CHECK((b.r == 1 && b.g == 1 && b.b == 0));  // yellow
        CHECK(b.x2 - b.x1 == doctest::Approx(2));
        CHECK(b.y2 - b.y1 == doctest::Approx(2));
        CHECK((b.z1 == -1 && b.z2 == 1));  // an upright wall in the x-y plane
    }
}

TEST_CASE("along an axis the cubes sit at 0, 2, 8, 18, 32, 50 ... 800; the corners at (1131, 1131)") {
    std::set<double> alongX;
    for (const zs::Box& b : zs::growZterrain().boxes) {
        const double cx = (b.x1 + b.x2) / 2, cy = (b.y1 + b.y2) / 2;
        if (b.r == 1 && b.g == 1 && cy == 0 && cx >= 0) alongX.insert(cx);
    }
    std::set<double> expected;
    for (int i = 0; i <= 20; i++) expected.insert(2.0 * i * i);  // 2(i^2 + j^2) with j = 0
    CHECK(alongX == expected);
    CHECK(*alongX.rbegin() == 800);
    const zs::Box corner = zs::growZterrain().boxes.back();  // i = j = 20
    CHECK((corner.x1 + corner.x2) / 2 == doctest::Approx(1131.37).epsilon(0.0001));
    CHECK((corner.y1 + corner.y2) / 2 == doctest::Approx(1131.37).epsilon(0.0001));
}
