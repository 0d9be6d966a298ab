// Pixel City's automatic camera: the cycle, each mode's path, and the pose that looks at a point.
#include "engine/AutoCamera.hpp"
#include "engine/FlyCamera.hpp"

#include <doctest/doctest.h>

#include <glm/glm.hpp>

#include <array>
#include <cmath>
#include <set>

using doctest::Approx;
using engine::AutoCameraMode;

namespace {

// A hot zone like the original's (about 240 to 750 per axis), not square, so x and z can't swap.
const zs::pixelcity::Zone kHotZone{240, 255, 751, 739};

double distanceFromCentre(const glm::dvec3& p) {
    return std::hypot(p.x - engine::kOrbitCentre, p.z - engine::kOrbitCentre);
}

double bearingDegrees(const glm::dvec3& p) {
    return glm::degrees(std::atan2(p.x - engine::kOrbitCentre, p.z - engine::kOrbitCentre));
}

// Sample times over a long stretch, spread so they don't line up with the cycle.
template <typename Check>
void everySample(Check check) {
    for (int i = 0; i <= 3000; i++) check(-90.0 + i * 0.731);
}

const std::array<AutoCameraMode, 8> kCycleOrder{AutoCameraMode::fly1,    AutoCameraMode::orbitIn, AutoCameraMode::orbitOut,
                                                AutoCameraMode::ellipse, AutoCameraMode::fly2,    AutoCameraMode::speed,
                                                AutoCameraMode::spin,    AutoCameraMode::fly3};

} // namespace

TEST_CASE("the cycle: fly1, orbit-in, orbit-out, ellipse, fly2, speed, spin, fly3, 15 s each") {
    CHECK(engine::kAutoCameraModes == 8);
    CHECK(engine::kAutoModeSeconds == 15);
    CHECK(engine::kAutoCycleSeconds == 120);
    for (int i = 0; i < 8; i++) {
        CAPTURE(i);
        CHECK(engine::autoCameraModeAt(i * 15.0) == kCycleOrder[std::size_t(i)]);
        CHECK(engine::autoCameraModeAt(i * 15.0 + 7.5) == kCycleOrder[std::size_t(i)]);
        CHECK(engine::autoCameraModeAt(i * 15.0 + 14.999) == kCycleOrder[std::size_t(i)]);
        CHECK(engine::autoCameraModeAt(i * 15.0 + 240) == kCycleOrder[std::size_t(i)]);  // it repeats
        CHECK(static_cast<int>(kCycleOrder[std::size_t(i)]) == i);
        CHECK(engine::nextAutoCameraMode(kCycleOrder[std::size_t(i)]) == kCycleOrder[std::size_t((i + 1) % 8)]);
    }
    CHECK(engine::autoCameraModeAt(120) == AutoCameraMode::fly1);
    CHECK(engine::autoCameraModeAt(-0.5) == AutoCameraMode::fly3);  // before zero, the cycle runs back
    CHECK(engine::autoCameraModeAt(-119.5) == AutoCameraMode::fly1);
    // Each mode shows for 15 s in a 120 s cycle: count tenths of a second.
    std::array<int, 8> tenths{};
    for (int t = 0; t < 1200; t++) tenths[std::size_t(engine::autoCameraModeAt(t / 10.0 + 0.05))]++;
    for (int count : tenths) CHECK(count == 150);
}

TEST_CASE("the modes' names") {
    const std::array<const char*, 8> names{"fly1", "orbit-in", "orbit-out", "ellipse", "fly2", "speed", "spin", "fly3"};
    std::set<std::string> seen;
    for (int i = 0; i < 8; i++) {
        CHECK(std::string(engine::autoCameraModeName(kCycleOrder[std::size_t(i)])) == names[std::size_t(i)]);
        seen.insert(engine::autoCameraModeName(kCycleOrder[std::size_t(i)]));
    }
    CHECK(seen.size() == 8);
}

TEST_CASE("orbit-in: radius 150 round (512, 512), eye 60 up, looking at the centre 40 up") {
    everySample([](double t) {
        const engine::AutoCameraShot shot = engine::autoCameraShot(AutoCameraMode::orbitIn, t, kHotZone);
        CHECK(distanceFromCentre(shot.eye) == Approx(150).epsilon(1e-9));
        CHECK(std::abs(distanceFromCentre(shot.eye) - 150) < 1e-6);
        CHECK(shot.eye.y == 60);
        CHECK(shot.target == glm::dvec3(512, 40, 512));
    });
}

TEST_CASE("orbit-out: radius 250, eye 60 up, looking at the centre 30 up") {
    everySample([](double t) {
        const engine::AutoCameraShot shot = engine::autoCameraShot(AutoCameraMode::orbitOut, t, kHotZone);
        CHECK(std::abs(distanceFromCentre(shot.eye) - 250) < 1e-6);
        CHECK(shot.eye.y == 60);
        CHECK(shot.target == glm::dvec3(512, 30, 512));
    });
}

TEST_CASE("ellipse: radius 150 + 50 sin(angle / 1.1), between 100 and 200, looking at the centre 50 up") {
    double nearest = 1e9, furthest = 0;
    everySample([&](double t) {
        const engine::AutoCameraShot shot = engine::autoCameraShot(AutoCameraMode::ellipse, t, kHotZone);
        const double radius = distanceFromCentre(shot.eye);
        const double angle = glm::radians(engine::orbitAngleDegrees(t));
        CHECK(std::abs(radius - (150 + 50 * std::sin(angle / 1.1))) < 1e-6);
        CHECK(radius >= 100 - 1e-6);
        CHECK(radius <= 200 + 1e-6);
        CHECK(shot.eye.y == 60);
        CHECK(shot.target == glm::dvec3(512, 50, 512));
        nearest = std::min(nearest, radius);
        furthest = std::max(furthest, radius);
    });
    // Over the samples' 2,200 s (over 7,000 degrees) the radius swings right through its range.
    CHECK(nearest < 101);
    CHECK(furthest > 199);
}

TEST_CASE("spin: the eye on radius 50, 60 up, looking outward at radius 300, 30 up") {
    everySample([](double t) {
        const engine::AutoCameraShot shot = engine::autoCameraShot(AutoCameraMode::spin, t, kHotZone);
        CHECK(std::abs(distanceFromCentre(shot.eye) - 50) < 1e-6);
        CHECK(shot.eye.y == 60);
        CHECK(std::abs(distanceFromCentre(shot.target) - 300) < 1e-6);
        CHECK(shot.target.y == 30);
        // Outward: eye and target on the same bearing from the centre.
        const glm::dvec2 eyeOut(shot.eye.x - 512, shot.eye.z - 512), targetOut(shot.target.x - 512, shot.target.z - 512);
        CHECK(glm::dot(glm::normalize(eyeOut), glm::normalize(targetOut)) == Approx(1.0).epsilon(1e-12));
    });
}

TEST_CASE("the orbits turn 1 degree every 300 ms: a whole turn in 108 s") {
    CHECK(engine::orbitAngleDegrees(0) == 0);
    CHECK(engine::orbitAngleDegrees(0.3) == Approx(1.0));
    CHECK(engine::orbitAngleDegrees(108) == Approx(360.0));
    for (AutoCameraMode mode : {AutoCameraMode::orbitIn, AutoCameraMode::orbitOut, AutoCameraMode::ellipse,
                                AutoCameraMode::spin}) {
        CAPTURE(engine::autoCameraModeName(mode));
        for (double t : {0.0, 3.3, 17.0, 50.1}) {
            const double before = bearingDegrees(engine::autoCameraShot(mode, t, kHotZone).eye);
            const double after = bearingDegrees(engine::autoCameraShot(mode, t + 0.3, kHotZone).eye);
            double turned = after - before;
            if (turned < -180) turned += 360;
            if (turned > 180) turned -= 360;
            CHECK(turned == Approx(1.0).epsilon(1e-9));
        }
    }
    // Angle 0 is towards +z from the centre, turning towards +x.
    const glm::dvec3 start = engine::autoCameraShot(AutoCameraMode::orbitIn, 0, kHotZone).eye;
    CHECK(start.x == Approx(512));
    CHECK(start.z == Approx(662));
    const glm::dvec3 quarter = engine::autoCameraShot(AutoCameraMode::orbitIn, 27, kHotZone).eye;
    CHECK(quarter.x == Approx(662));
    CHECK(quarter.z == Approx(512));
}

TEST_CASE("the fly loop: round the hot zone's corners, 15 s a leg, 25 and 60 up, easing into each corner") {
    const double x0 = kHotZone.x0, z0 = kHotZone.z0, x1 = kHotZone.x1, z1 = kHotZone.z1;
    CHECK(engine::flyLoopPoint(0, kHotZone) == glm::dvec3(x0, 25, z0));
    CHECK(engine::flyLoopPoint(15, kHotZone) == glm::dvec3(x0, 60, z1));
    CHECK(engine::flyLoopPoint(30, kHotZone) == glm::dvec3(x1, 25, z1));
    CHECK(engine::flyLoopPoint(45, kHotZone) == glm::dvec3(x1, 60, z0));
    CHECK(engine::flyLoopPoint(60, kHotZone) == glm::dvec3(x0, 25, z0));
    CHECK(engine::flyLoopPoint(-15, kHotZone) == glm::dvec3(x1, 60, z0));  // the loop repeats before zero
    // Halfway along a leg is halfway between its corners; a quarter of the time covers an eighth.
    const glm::dvec3 half = engine::flyLoopPoint(7.5, kHotZone);
    CHECK(half.z == Approx((z0 + z1) / 2));
    CHECK(half.y == Approx(42.5));
    const glm::dvec3 quarter = engine::flyLoopPoint(3.75, kHotZone);
    CHECK(quarter.z == Approx(z0 + (z1 - z0) / 8));
    // It stops at the corners: 10 ms from one it has barely moved, mid-leg it moves fast.
    const double nearCorner = glm::length(engine::flyLoopPoint(15.01, kHotZone) - engine::flyLoopPoint(15, kHotZone));
    const double midLeg = glm::length(engine::flyLoopPoint(22.51, kHotZone) - engine::flyLoopPoint(22.5, kHotZone));
    CHECK(nearCorner < 0.01);
    CHECK(midLeg > 0.5);
    // Continuous all the way round.
    for (int i = 0; i < 6000; i++) {
        const double t = i * 0.01;
        CHECK(glm::length(engine::flyLoopPoint(t + 0.01, kHotZone) - engine::flyLoopPoint(t, kHotZone)) < 0.8);
    }
}

TEST_CASE("fly modes: the eye stays over the hot zone, 25-60 up; speed at half height, 12.5-30") {
    const double margin = 1e-6;
    for (AutoCameraMode mode : {AutoCameraMode::fly1, AutoCameraMode::fly2, AutoCameraMode::fly3, AutoCameraMode::speed}) {
        CAPTURE(engine::autoCameraModeName(mode));
        const double low = mode == AutoCameraMode::speed ? 12.5 : 25;
        const double high = mode == AutoCameraMode::speed ? 30 : 60;
        everySample([&](double t) {
            const engine::AutoCameraShot shot = engine::autoCameraShot(mode, t, kHotZone);
            for (const glm::dvec3& p : {shot.eye, shot.target}) {
                CHECK(p.x >= kHotZone.x0 - margin);
                CHECK(p.x <= kHotZone.x1 + margin);
                CHECK(p.z >= kHotZone.z0 - margin);
                CHECK(p.z <= kHotZone.z1 + margin);
                CHECK(p.y >= low - margin);
                CHECK(p.y <= high + margin);
            }
            CHECK(shot.eye.y >= 12.5);
            CHECK(shot.eye.y <= 60);
        });
    }
}

TEST_CASE("fly: the eye is the mean of now and 4 s on, looking 27 s ahead; speed: 0.5 s and 5 s, half height") {
    for (double t : {0.0, 6.0, 14.2, 33.3, 59.9}) {
        const engine::AutoCameraShot fly = engine::autoCameraShot(AutoCameraMode::fly1, t, kHotZone);
        const glm::dvec3 eye = (engine::flyLoopPoint(t, kHotZone) + engine::flyLoopPoint(t + 4, kHotZone)) / 2.0;
        CHECK(glm::length(fly.eye - eye) < 1e-9);
        CHECK(glm::length(fly.target - engine::flyLoopPoint(t + 27, kHotZone)) < 1e-9);

        const double s = t + engine::flyLoopOffsetSeconds(AutoCameraMode::speed);
        const engine::AutoCameraShot speed = engine::autoCameraShot(AutoCameraMode::speed, t, kHotZone);
        glm::dvec3 speedEye = (engine::flyLoopPoint(s, kHotZone) + engine::flyLoopPoint(s + 0.5, kHotZone)) / 2.0;
        glm::dvec3 speedTarget = engine::flyLoopPoint(s + 5, kHotZone);
        speedEye.y /= 2;
        speedTarget.y /= 2;
        CHECK(glm::length(speed.eye - speedEye) < 1e-9);
        CHECK(glm::length(speed.target - speedTarget) < 1e-9);
    }
}

TEST_CASE("on the cycle's clock fly1, fly2, fly3 and speed each start on a different side of the hot zone") {
    std::set<int> legs;
    for (int slot = 0; slot < 8; slot++) {
        const AutoCameraMode mode = kCycleOrder[std::size_t(slot)];
        const double loopTime = std::fmod(slot * 15.0 + engine::flyLoopOffsetSeconds(mode), 60.0);
        if (mode == AutoCameraMode::fly1 || mode == AutoCameraMode::fly2 || mode == AutoCameraMode::fly3 ||
            mode == AutoCameraMode::speed) {
            CHECK(std::fmod(loopTime, 15.0) == 0);  // each starts at a corner
            legs.insert(static_cast<int>(loopTime / 15));
        } else {
            CHECK(engine::flyLoopOffsetSeconds(mode) == 0);
        }
    }
    CHECK(legs.size() == 4);
}

TEST_CASE("poseLookingAt turns the view onto the target") {
    const std::array<std::array<glm::dvec3, 2>, 8> pairs{{
        {glm::dvec3(0, 0, 0), glm::dvec3(0, 0, -10)},     // straight ahead at yaw 0
        {glm::dvec3(0, 0, 0), glm::dvec3(10, 0, 0)},      // to +x: a right turn
        {glm::dvec3(0, 0, 0), glm::dvec3(-3, 4, 12)},
        {glm::dvec3(512, 60, 662), glm::dvec3(512, 40, 512)},
        {glm::dvec3(100, 5, 100), glm::dvec3(90, 80, 130)},
        {glm::dvec3(1, 2, 3), glm::dvec3(1.5, -40, 2.5)},
        {glm::dvec3(0, 0, 0), glm::dvec3(0, 0, 7)},       // straight behind
        {glm::dvec3(-5, 0, 0), glm::dvec3(-5.001, 0, 1000)},
    }};
    for (const auto& pair : pairs) {
        const engine::CameraPose pose = engine::poseLookingAt(pair[0], pair[1]);
        CHECK(pose.position == pair[0]);
        const glm::dvec3 wanted = glm::normalize(pair[1] - pair[0]);
        CHECK(glm::length(engine::flightDirection(pose) - wanted) < 1e-12);
        CHECK(pose.pitchDegrees > -90);
        CHECK(pose.pitchDegrees < 90);
    }
    CHECK(engine::poseLookingAt({0, 0, 0}, {10, 0, 0}).yawDegrees == Approx(-90));
    CHECK(engine::poseLookingAt({0, 0, 0}, {0, 0, -10}).yawDegrees == Approx(0));
    // Straight down: no heading to speak of, so yaw 0 and pitch -90.
    const engine::CameraPose down = engine::poseLookingAt({5, 100, 5}, {5, 0, 5});
    CHECK(down.yawDegrees == 0);
    CHECK(down.pitchDegrees == Approx(-90));
    const engine::CameraPose nowhere = engine::poseLookingAt({5, 5, 5}, {5, 5, 5});
    CHECK(nowhere.yawDegrees == 0);
    CHECK(nowhere.pitchDegrees == 0);
}

TEST_CASE("every mode's pose sits at its eye and looks at its target") {
    for (AutoCameraMode mode : kCycleOrder) {
        CAPTURE(engine::autoCameraModeName(mode));
        for (double t : {0.0, 1.7, 14.9, 64.0, 111.1}) {
            const engine::AutoCameraShot shot = engine::autoCameraShot(mode, t, kHotZone);
            const engine::CameraPose pose = engine::autoCameraPose(mode, t, kHotZone);
            CHECK(pose.position == shot.eye);
            CHECK(glm::length(engine::flightDirection(pose) - glm::normalize(shot.target - shot.eye)) < 1e-12);
        }
    }
}

TEST_CASE("auto camera: the follow modes come after the original's eight, and ride with the car") {
    using engine::AutoCameraMode;
    CHECK(engine::autoCameraModeAt(120, engine::kAutoCameraModesWithCars) == AutoCameraMode::followBehind);
    CHECK(engine::autoCameraModeAt(135, engine::kAutoCameraModesWithCars) == AutoCameraMode::followAhead);
    CHECK(engine::autoCameraModeAt(150, engine::kAutoCameraModesWithCars) == AutoCameraMode::followBeside);
    CHECK(engine::autoCameraModeAt(165, engine::kAutoCameraModesWithCars) == AutoCameraMode::fly1);
    CHECK(engine::autoCameraModeAt(120) == AutoCameraMode::fly1);  // the original's cycle is unchanged
    CHECK(engine::nextAutoCameraMode(AutoCameraMode::fly3, engine::kAutoCameraModesWithCars) == AutoCameraMode::followBehind);
    CHECK(engine::nextAutoCameraMode(AutoCameraMode::followBeside, engine::kAutoCameraModesWithCars) == AutoCameraMode::fly1);
    CHECK(std::string(engine::autoCameraModeName(AutoCameraMode::followAhead)) == "follow-ahead");

    const glm::dvec3 car(500, 0, 400), north(0, 0, -1);
    const auto along = [&](const glm::dvec3& p) { return glm::dot(p - car, north); };
    const engine::AutoCameraShot behind = engine::followShot(AutoCameraMode::followBehind, car, north);
    CHECK(along(behind.eye) < 0);
    CHECK(along(behind.target) > 0);
    CHECK(behind.eye.y > 0);
    const engine::AutoCameraShot ahead = engine::followShot(AutoCameraMode::followAhead, car, north);
    CHECK(along(ahead.eye) > 0);
    CHECK(glm::length(ahead.target - car) < 2);  // looking back at the car
    const engine::AutoCameraShot beside = engine::followShot(AutoCameraMode::followBeside, car, north);
    CHECK(std::abs(beside.eye.x - car.x) > 5);  // off to its side
    // Without a car, a follow mode shows orbit-out.
    const zs::pixelcity::Zone zone{300, 300, 700, 700};
    CHECK(engine::autoCameraShot(AutoCameraMode::followAhead, 40, zone).eye ==
          engine::autoCameraShot(AutoCameraMode::orbitOut, 40, zone).eye);
}

TEST_CASE("auto camera: the orbits circle the middle they are given, the fly loop its hot zone") {
    for (const AutoCameraMode mode : {AutoCameraMode::orbitIn, AutoCameraMode::ellipse, AutoCameraMode::spin}) {
        const engine::AutoCameraShot original = engine::autoCameraShot(mode, 40, kHotZone);
        const engine::AutoCameraShot larger = engine::autoCameraShot(mode, 40, kHotZone, 1024);  // a 2048 city's middle
        CHECK(larger.eye.x == doctest::Approx(original.eye.x + 512));
        CHECK(larger.eye.z == doctest::Approx(original.eye.z + 512));
        CHECK(larger.eye.y == original.eye.y);
        CHECK(larger.target.x == doctest::Approx(original.target.x + 512));
    }
    // The fly modes follow the hot zone alone.
    CHECK(engine::autoCameraShot(AutoCameraMode::fly1, 40, kHotZone, 1024).eye ==
          engine::autoCameraShot(AutoCameraMode::fly1, 40, kHotZone).eye);
}
