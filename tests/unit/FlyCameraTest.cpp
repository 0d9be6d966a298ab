// The fly camera's maths, without a window.
#include "engine/FlyCamera.hpp"
#include "engine/Frame.hpp"

#include <doctest/doctest.h>

#include <glm/glm.hpp>

#include <cmath>
#include <initializer_list>
#include <utility>

using doctest::Approx;

TEST_CASE("the start pose: (0, 200, 0), yaw 20, pitch -50, flying towards (-0.22, -0.77, -0.60)") {
    const engine::CameraPose start;
    CHECK(start.position == glm::dvec3(0, 200, 0));
    CHECK(start.yawDegrees == 20);
    CHECK(start.pitchDegrees == -50);
    const glm::dvec3 forward = engine::flightDirection(start);
    CHECK(forward.x == Approx(-0.22).epsilon(0.01));
    CHECK(forward.y == Approx(-0.77).epsilon(0.01));
    CHECK(forward.z == Approx(-0.60).epsilon(0.01));
    CHECK(glm::length(forward) == Approx(1.0));
}

TEST_CASE("30 units a second: 0.03 units per millisecond along the view") {
    engine::CameraPose pose;
    for (int frame = 0; frame < 100; frame++) pose = engine::flown(pose, engine::Thrust::forwards, 10);
    CHECK(glm::length(pose.position - glm::dvec3(0, 200, 0)) == Approx(30.0));
    const engine::CameraPose back = engine::flown(engine::CameraPose{}, engine::Thrust::backwards, 100);
    CHECK(glm::dot(back.position - glm::dvec3(0, 200, 0), engine::flightDirection(back)) == Approx(-3.0));
    CHECK(engine::flown(engine::CameraPose{}, engine::Thrust::still, 100).position == glm::dvec3(0, 200, 0));
}

TEST_CASE("a frame's step is capped at 200 ms: at most 6 units") {
    const engine::CameraPose slow = engine::flown(engine::CameraPose{}, engine::Thrust::forwards, 5000);
    CHECK(glm::length(slow.position - glm::dvec3(0, 200, 0)) == Approx(6.0));
    const engine::CameraPose exact = engine::flown(engine::CameraPose{}, engine::Thrust::forwards, 200);
    CHECK(glm::length(exact.position - glm::dvec3(0, 200, 0)) == Approx(6.0));
    const engine::CameraPose backwardsClock = engine::flown(engine::CameraPose{}, engine::Thrust::forwards, -50);
    CHECK(backwardsClock.position == glm::dvec3(0, 200, 0));
}

TEST_CASE("0.2 degrees a pixel; moving the mouse right turns right") {
    const engine::CameraPose start;
    const engine::CameraPose right = engine::turned(start, 50, 0, engine::PitchSense::mouseDownTiltsUp);
    CHECK(right.yawDegrees == Approx(10));
    CHECK(right.pitchDegrees == -50);
    // Turning right from facing -z means heading towards +x.
    const engine::CameraPose level{{0, 0, 0}, 0, 0};
    CHECK(engine::flightDirection(engine::turned(level, 450, 0, engine::PitchSense::mouseDownTiltsUp)).x ==
          Approx(1.0));
}

TEST_CASE("the pitch sign: tidied tilts up when the mouse moves down, t2 tilts down") {
    const engine::CameraPose start;
    CHECK(engine::turned(start, 0, 10, engine::PitchSense::mouseDownTiltsUp).pitchDegrees == Approx(-48));
    CHECK(engine::turned(start, 0, 10, engine::PitchSense::mouseDownTiltsDown).pitchDegrees == Approx(-52));
    CHECK(engine::turned(start, 0, -10, engine::PitchSense::mouseDownTiltsUp).pitchDegrees == Approx(-52));
}

TEST_CASE("the view matrix puts what is straight ahead on the -z axis, at its distance") {
    for (const engine::CameraPose& pose : {engine::CameraPose{}, engine::CameraPose{{10, -5, 300}, -130, 35}}) {
        const glm::dvec3 ahead = pose.position + 100.0 * engine::flightDirection(pose);
        const glm::dvec4 eye = engine::viewMatrix(pose) * glm::dvec4(ahead, 1);
        CHECK(eye.x == Approx(0).epsilon(1e-9));
        CHECK(eye.y == Approx(0).epsilon(1e-9));
        CHECK(eye.z == Approx(-100));
    }
}

TEST_CASE("the projection: 60 degrees vertically, near 1, far 30,000; a zero-sized view stays finite") {
    const glm::dmat4 p = engine::projectionMatrix(1280, 720);
    CHECK(p[1][1] == Approx(1 / std::tan(glm::radians(30.0))));
    CHECK(p[0][0] == Approx(p[1][1] * 720 / 1280));
    const auto depth = [&](double z) { const glm::dvec4 c = p * glm::dvec4(0, 0, z, 1); return c.z / c.w; };
    CHECK(depth(-1) == Approx(-1));
    CHECK(depth(-30000) == Approx(1));
    for (const auto& size : {std::pair{0, 0}, std::pair{1280, 0}, std::pair{0, 720}}) {
        const glm::mat4 m = engine::viewProjection(engine::makeFrame(size.first, size.second), engine::CameraPose{});
        for (int c = 0; c < 4; c++) {
            for (int r = 0; r < 4; r++) CHECK(std::isfinite(m[c][r]));
        }
    }
}

TEST_CASE("guard rails: the pitch stops at 89 degrees either way; the floor holds the eye up") {
    engine::CameraPose pose;
    pose = engine::turned(pose, 0, -2000, engine::PitchSense::mouseDownTiltsUp);  // 400 degrees up
    CHECK(pose.pitchDegrees == Approx(-89));
    pose = engine::turned(pose, 0, 4000, engine::PitchSense::mouseDownTiltsUp);
    CHECK(pose.pitchDegrees == Approx(89));
    pose = engine::turned(pose, 0, 4000, engine::PitchSense::mouseDownTiltsDown);
    CHECK(pose.pitchDegrees == Approx(-89));
    engine::CameraPose low;
    low.position = {5, -663, 7};
    CHECK(engine::aboveFloor(low, 2).position == glm::dvec3(5, 2, 7));
    low.position.y = 40;
    CHECK(engine::aboveFloor(low, 2).position.y == 40);
}

TEST_CASE("keyboard flight: along the view, sideways on the ground, up and down, Shift faster") {
    engine::CameraPose start;  // yaw 20, pitch -50
    const engine::CameraPose ahead = engine::keyFlown(start, engine::FlyKeys{true}, 100);
    const glm::dvec3 moved = ahead.position - start.position;
    CHECK(glm::length(moved) == Approx(3.0));  // 0.03 units a millisecond
    CHECK(glm::dot(glm::normalize(moved), engine::flightDirection(start)) == Approx(1.0));
    engine::FlyKeys sideways;
    sideways.right = true;
    const glm::dvec3 right = engine::keyFlown(start, sideways, 100).position - start.position;
    CHECK(right.y == Approx(0));
    CHECK(glm::dot(right, engine::flightDirection(start)) == Approx(0).epsilon(1e-9));
    CHECK(right.x > 0);  // yaw 20: the right is mostly +x
    engine::FlyKeys diagonal;
    diagonal.forward = diagonal.right = diagonal.up = true;
    CHECK(glm::length(engine::keyFlown(start, diagonal, 100).position - start.position) == Approx(3.0));
    engine::FlyKeys up;
    up.up = up.fast = true;
    CHECK(engine::keyFlown(start, up, 100).position.y - start.position.y == Approx(12.0));
    CHECK(engine::keyFlown(start, up, 5000).position.y - start.position.y == Approx(24.0));  // 200 ms cap
    CHECK(engine::keyFlown(start, up, -50).position == start.position);
    engine::FlyKeys both;
    both.forward = both.back = true;
    CHECK(engine::keyFlown(start, both, 100).position == start.position);
}

TEST_CASE("lens: Pixel City's is 60 degrees over the aspect when wide, 33.75 at 16:9") {
    CHECK(engine::verticalFieldOfView(engine::kPixelCityLens, 1280, 720) == doctest::Approx(33.75));
    CHECK(engine::verticalFieldOfView(engine::kPixelCityLens, 600, 800) == doctest::Approx(60));  // taller than wide
    CHECK(engine::verticalFieldOfView(engine::Lens{}, 1280, 720) == doctest::Approx(60));
    CHECK(engine::verticalFieldOfView(engine::Lens{90, false}, 1280, 720) == doctest::Approx(90));
    const glm::dmat4 p = engine::projectionMatrix(1280, 720, 1, engine::kPixelCityLens);
    CHECK(p[1][1] == doctest::Approx(1 / std::tan(glm::radians(33.75 / 2))));
}

TEST_CASE("a part of a frame shows its pixels of the whole, through the whole's lens") {
    // Two displays side by side (1280 x 360 in all) and a third under the second's right half:
    // a point's pixel in the whole is its pixel in the part that holds it, moved by its corner.
    const engine::Frame whole = engine::makeFrame(1280, 720, {});
    const engine::CameraPose pose{{0, 200, 0}, 20, -50};
    const auto pixelIn = [&](const engine::Frame& frame, const glm::dvec3& at) {
        const glm::dvec4 clip = frame.projection * engine::viewMatrix(pose) * glm::dvec4(at, 1.0);
        return glm::dvec2((clip.x / clip.w + 1) / 2 * frame.width, (1 - clip.y / clip.w) / 2 * frame.height);
    };
    struct Part {
        int left, top, width, height;
    };
    for (const Part& p : {Part{0, 0, 640, 720}, Part{640, 0, 640, 720}, Part{960, 360, 320, 360}, Part{0, 0, 1280, 720}}) {
        const engine::Frame part = engine::framePart(whole, p.left, p.top, p.width, p.height);
        CHECK(part.width == p.width);
        CHECK(part.height == p.height);
        for (const glm::dvec3 at : {glm::dvec3(-100, 0, -300), glm::dvec3(50, 30, -200), glm::dvec3(200, 0, -500)}) {
            const glm::dvec2 inWhole = pixelIn(whole, at), inPart = pixelIn(part, at);
            CHECK(inPart.x == doctest::Approx(inWhole.x - p.left).epsilon(1e-9));
            CHECK(inPart.y == doctest::Approx(inWhole.y - p.top).epsilon(1e-9));
        }
    }
}
