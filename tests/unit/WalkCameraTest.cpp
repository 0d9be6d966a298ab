// The walk camera's maths, without a window: eyes at 1.7 m, walls that stop and slide a walker,
// gaps too narrow for a body, gravity, and where walking starts from the fly camera.
#include "engine/WalkCamera.hpp"

#include <doctest/doctest.h>

#include <glm/glm.hpp>
#include <glm/gtc/constants.hpp>

#include <cmath>
#include <vector>

using doctest::Approx;

namespace {

engine::Footprint box(double x0, double z0, double x1, double z1) {
    return {{{x0, z0}, {x1, z0}, {x1, z1}, {x0, z1}}};
}

// A rectangle `width` by `depth` about `centre`, turned `degrees` about y.
engine::Footprint turnedBox(glm::dvec2 centre, double width, double depth, double degrees) {
    const double angle = glm::radians(degrees);
    const glm::dvec2 along(std::cos(angle), std::sin(angle)), across(-std::sin(angle), std::cos(angle));
    const glm::dvec2 a = along * (width / 2), b = across * (depth / 2);
    return {{centre - a - b, centre + a - b, centre + a + b, centre - a + b}};
}

engine::WalkState standingAt(double x, double z, double yawDegrees) {
    engine::WalkState state;
    state.pose = {{x, engine::kWalkEyeHeight, z}, yawDegrees, 0};
    state.onGround = true;
    return state;
}

glm::dvec2 ground(const engine::WalkState& state) { return {state.pose.position.x, state.pose.position.z}; }

const engine::WalkInput kForward{true, false, false, false, false};
const engine::WalkInput kRunForward{true, false, false, false, true};

} // namespace

TEST_CASE("walking: 1.7 m eyes, 2 units a second, running 4 times that, gravity 9.8 m/s^2 in 4 m units") {
    CHECK(engine::kWalkEyeHeight == Approx(1.7 / 4));
    CHECK(engine::kGravityUnitsPerSecond2 == Approx(9.8 / 4));
    const engine::Obstacles open;
    const engine::WalkState walk = engine::walked(standingAt(0, 0, 0), kForward, 100, open);
    CHECK(ground(walk).y == Approx(-0.2));  // yaw 0 faces -z, as the fly camera does
    CHECK(ground(walk).x == Approx(0).epsilon(1e-12));
    const engine::WalkState run = engine::walked(standingAt(0, 0, 0), kRunForward, 100, open);
    CHECK(ground(run).y == Approx(-0.8));
}

TEST_CASE("the eyes stay 0.425 over flat ground, whichever way and however long the walk") {
    const engine::Obstacles obstacles({box(20, 20, 30, 30), turnedBox({-25, 10}, 8, 4, 30)});
    for (int keys = 0; keys < 32; keys++) {
        const engine::WalkInput input{(keys & 1) != 0, (keys & 2) != 0, (keys & 4) != 0, (keys & 8) != 0,
                                      (keys & 16) != 0};
        engine::WalkState state = standingAt(0, 0, keys * 37.0);
        state.pose.pitchDegrees = keys % 2 ? 80 : -80;  // looking up or down doesn't lift or sink a walker
        for (int frame = 0; frame < 400; frame++) {
            state = engine::walked(state, input, frame % 7 == 0 ? 200 : 16, obstacles);
            REQUIRE(state.pose.position.y == engine::kWalkEyeHeight);
            REQUIRE(state.onGround);
        }
    }
    // Over raised ground the eyes are 0.425 above it.
    const engine::WalkState onRoof = engine::walked(standingAt(0, 0, 0), kForward, 16, obstacles, 3);
    CHECK(onRoof.pose.position.y == Approx(3.425));
}

TEST_CASE("walking straight into a wall stops at it, a body's radius off, even running in 200 ms frames") {
    for (double thickness : {5.0, 0.05, 0.001}) {
        for (double frameMs : {16.0, 200.0}) {
            CAPTURE(thickness);
            CAPTURE(frameMs);
            // The wall's near face is at z = -10; the walker faces -z.
            const engine::Obstacles wall({box(-50, -10 - thickness, 50, -10)});
            engine::WalkState state = standingAt(0.3, 0, 0);
            for (int frame = 0; frame < 100; frame++) {
                state = engine::walked(state, kRunForward, frameMs, wall);
                REQUIRE(ground(state).y >= -10 + engine::kWalkBodyRadius - 1e-9);
                REQUIRE_FALSE(wall.blocks(ground(state), engine::kWalkBodyRadius));
            }
            CHECK(std::abs(ground(state).y - (-10 + engine::kWalkBodyRadius)) < 1e-6);
            CHECK(ground(state).x == Approx(0.3));  // head on: no sideways drift
        }
    }
}

TEST_CASE("a glancing walk slides along the wall at the speed along it") {
    const engine::Obstacles wall({box(-50, -10.5, 50, -10)});
    // Yaw -70 heads (sin 70, -cos 70): mostly +x, a little towards the wall at z = -10.
    engine::WalkState state = standingAt(-40, -9.5, -70);
    for (int frame = 0; frame < 20; frame++) state = engine::walked(state, kForward, 50, wall);
    REQUIRE(std::abs(ground(state).y - (-10 + engine::kWalkBodyRadius)) < 1e-6);  // against it
    const double before = ground(state).x;
    for (int frame = 0; frame < 100; frame++) {
        state = engine::walked(state, kForward, 50, wall);
        REQUIRE(std::abs(ground(state).y - (-10 + engine::kWalkBodyRadius)) < 1e-6);
    }
    const double along = engine::kWalkUnitsPerSecond * 5 * std::sin(glm::radians(70.0));
    CHECK(ground(state).x - before == Approx(along).epsilon(1e-6));
}

TEST_CASE("diagonals are no faster than straight lines, strafing moves to the side") {
    const engine::Obstacles open;
    const engine::WalkState straight = engine::walked(standingAt(0, 0, 25), kForward, 100, open);
    const engine::WalkState diagonal = engine::walked(standingAt(0, 0, 25), {true, false, false, true, false}, 100, open);
    CHECK(glm::length(ground(diagonal)) == Approx(glm::length(ground(straight))));
    CHECK(glm::length(ground(diagonal)) <= glm::length(ground(straight)) + 1e-12);
    const engine::WalkState right = engine::walked(standingAt(0, 0, 0), {false, false, false, true, false}, 100, open);
    CHECK(ground(right).x == Approx(0.2));  // facing -z, the right hand is +x
    const engine::WalkState left = engine::walked(standingAt(0, 0, 0), {false, false, true, false, false}, 100, open);
    CHECK(ground(left).x == Approx(-0.2));
    const engine::WalkState still = engine::walked(standingAt(0, 0, 0), {true, true, true, true, true}, 100, open);
    CHECK(ground(still) == glm::dvec2(0, 0));
}

TEST_CASE("falling from 200 units lands when h = g t^2 / 2 says, and stays down") {
    const double drop = 200 - engine::kWalkEyeHeight;
    const double landing = std::sqrt(2 * drop / engine::kGravityUnitsPerSecond2);  // about 12.8 s
    for (double frameMs : {16.0, 200.0}) {
        CAPTURE(frameMs);
        engine::WalkState state;
        state.pose = {{5, 200, 5}, 0, 0};
        double seconds = 0;
        while (!state.onGround && seconds < 60) {
            state = engine::walked(state, {}, frameMs, engine::Obstacles{});
            seconds += frameMs / 1000;
            REQUIRE(state.pose.position.y >= engine::kWalkEyeHeight);
        }
        CHECK(seconds >= landing - 1e-9);
        CHECK(seconds < landing + frameMs / 1000);
        for (int frame = 0; frame < 100; frame++) {
            state = engine::walked(state, {}, frameMs, engine::Obstacles{});
            REQUIRE(state.pose.position.y == engine::kWalkEyeHeight);
            REQUIRE(state.verticalSpeed == 0);
        }
    }
}

TEST_CASE("mid-fall the height is exact: y = 200 - g t^2 / 2, whatever the frames") {
    engine::WalkState state;
    state.pose = {{0, 200, 0}, 0, 0};
    for (int frame = 0; frame < 10; frame++) state = engine::walked(state, {}, frame % 2 ? 200 : 37, engine::Obstacles{});
    const double t = 5 * 0.2 + 5 * 0.037;
    CHECK(state.pose.position.y == Approx(200 - engine::kGravityUnitsPerSecond2 * t * t / 2));
    CHECK(state.verticalSpeed == Approx(-engine::kGravityUnitsPerSecond2 * t));
    CHECK_FALSE(state.onGround);
}

TEST_CASE("a frame counts at most 200 ms, and a clock running backwards counts 0") {
    const engine::Obstacles open;
    const engine::WalkState slow = engine::walked(standingAt(0, 0, 0), kRunForward, 5000, open);
    CHECK(glm::length(ground(slow)) == Approx(engine::kWalkUnitsPerSecond * engine::kRunFactor * 0.2));
    const engine::WalkState backwards = engine::walked(standingAt(1, 2, 0), kRunForward, -50, open);
    CHECK(ground(backwards) == glm::dvec2(1, 2));
    CHECK(ground(engine::walked(standingAt(1, 2, 0), kRunForward, std::nan(""), open)) == glm::dvec2(1, 2));
    engine::WalkState falling;
    falling.pose = {{0, 100, 0}, 0, 0};
    CHECK(engine::walked(falling, {}, -50, open).pose.position.y == 100);
    CHECK(engine::walked(falling, {}, 5000, open).pose.position.y == Approx(100 - engine::kGravityUnitsPerSecond2 * 0.02));
}

TEST_CASE("walking clamps the pitch to +-89 degrees") {
    engine::WalkState state = standingAt(0, 0, 0);
    state.pose.pitchDegrees = 120;
    CHECK(engine::walked(state, {}, 16, engine::Obstacles{}).pose.pitchDegrees == 89);
    state.pose.pitchDegrees = -95;
    CHECK(engine::walked(state, {}, 16, engine::Obstacles{}).pose.pitchDegrees == -89);
    state.pose.pitchDegrees = 30;
    CHECK(engine::walked(state, {}, 16, engine::Obstacles{}).pose.pitchDegrees == 30);
}

TEST_CASE("rectangles turned 30 and 45 degrees block their own shape, not their bounding boxes") {
    for (double degrees : {30.0, 45.0}) {
        CAPTURE(degrees);
        const glm::dvec2 centre(100, -40);
        const engine::Obstacles obstacles({turnedBox(centre, 6, 2, degrees)});
        const double angle = glm::radians(degrees);
        const glm::dvec2 along(std::cos(angle), std::sin(angle)), across(-std::sin(angle), std::cos(angle));
        const double r = engine::kWalkBodyRadius;
        CHECK(obstacles.blocks(centre, r));
        CHECK(obstacles.blocks(centre + along * 2.9, 0));
        CHECK(obstacles.blocks(centre + across * (1 + r - 0.001), r));
        CHECK_FALSE(obstacles.blocks(centre + across * (1 + r + 0.001), r));
        CHECK(obstacles.blocks(centre + along * (3 + r - 0.001), r));
        CHECK_FALSE(obstacles.blocks(centre + along * (3 + r + 0.001), r));
        // Off a corner the clearance is round: the corner's own distance counts.
        const glm::dvec2 corner = centre + along * 3.0 + across * 1.0;
        const glm::dvec2 outwards = glm::normalize(along + across);
        CHECK(obstacles.blocks(corner + outwards * (r - 0.001), r));
        CHECK_FALSE(obstacles.blocks(corner + outwards * (r + 0.001), r));
        // A corner of the bounding box is well outside the turned rectangle.
        CHECK_FALSE(obstacles.blocks(centre + glm::dvec2(3.2, 3.2), r));

        // Walking square on into its long side stops a radius off it.
        const glm::dvec2 start = centre + across * 5.0;
        const double yaw = glm::degrees(std::atan2(across.x, across.y));  // heading (-sin yaw, -cos yaw) = -across
        engine::WalkState state = standingAt(start.x, start.y, yaw);
        for (int frame = 0; frame < 30; frame++) state = engine::walked(state, kRunForward, 200, obstacles);
        CHECK(glm::dot(ground(state) - centre, across) == Approx(1 + r).epsilon(1e-9));
        CHECK(std::abs(glm::dot(ground(state) - centre, across) - (1 + r)) < 1e-6);
    }
}

TEST_CASE("a gap narrower than the body cannot be squeezed through; a wider one can") {
    const double r = engine::kWalkBodyRadius;
    for (double gap : {0.0, 0.05, 2 * r - 0.01, 2 * r + 0.01, 0.5}) {
        CAPTURE(gap);
        // Two buildings side by side along x with `gap` between them; the walker runs at the gap
        // along -z, straight and at angles, in 200 ms frames and in short ones.
        // They are wide enough that a walker sliding along them never reaches their far ends.
        const engine::Obstacles pair({box(-200, -12, -gap / 2, -10), box(gap / 2, -12, 200, -10)});
        for (double yaw : {0.0, 10.0, -25.0}) {
            for (double frameMs : {16.0, 200.0}) {
                CAPTURE(yaw);
                CAPTURE(frameMs);
                engine::WalkState state = standingAt(3 * std::tan(glm::radians(-yaw)), -7, yaw);
                double furthest = 0;
                for (int frame = 0; frame < 60; frame++) {
                    state = engine::walked(state, kRunForward, frameMs, pair);
                    REQUIRE_FALSE(pair.blocks(ground(state), r));
                    furthest = std::min(furthest, ground(state).y);
                }
                if (gap < 2 * r) CHECK(furthest > -10);
                if (gap > 2 * r && yaw == 0) CHECK(furthest < -12);
                // Stopped is not stuck: walking back away works.
                const engine::WalkState back = engine::walked(state, {false, true, false, false, false}, 100, pair);
                CHECK(glm::length(ground(back) - ground(state)) == Approx(0.2));
            }
        }
    }
}

TEST_CASE("two buildings touching at a corner seal it: a diagonal walk cannot pass between them") {
    const engine::Obstacles checkerboard({box(0, 0, 5, 5), box(-5, -5, 0, 0)});
    // From the (-x, +z) quarter, heading (+x, -z) at the touching corners: yaw -45 straight at
    // them, the others glancing off one building into the other.
    for (double yaw : {-45.0, -40.0, -50.0, -20.0, -70.0}) {
        CAPTURE(yaw);
        engine::WalkState state = standingAt(-2, 2, yaw);
        for (int frame = 0; frame < 50; frame++) {
            state = engine::walked(state, kRunForward, 200, checkerboard);
            REQUIRE_FALSE(checkerboard.blocks(ground(state), engine::kWalkBodyRadius));
            REQUIRE(ground(state).x < 0);
            REQUIRE(ground(state).y > 0);
        }
        // It ends in the notch, a radius from each building's face.
        CHECK(ground(state).x == Approx(-engine::kWalkBodyRadius).epsilon(1e-9));
        CHECK(ground(state).y == Approx(engine::kWalkBodyRadius).epsilon(1e-9));
    }
}

TEST_CASE("an inside corner stops a walker against both walls") {
    const engine::Obstacles corner({box(-10, -12, 10, -10), box(-12, -12, -10, 10)});
    engine::WalkState state = standingAt(-5, -5, 45);  // heading (-x, -z), into the corner
    for (int frame = 0; frame < 50; frame++) state = engine::walked(state, kRunForward, 200, corner);
    CHECK(ground(state).x == Approx(-10 + engine::kWalkBodyRadius));
    CHECK(ground(state).y == Approx(-10 + engine::kWalkBodyRadius));
}

TEST_CASE("walking starts where the fly camera was, level, and outside any building") {
    const engine::Obstacles obstacles({box(-5, -3, 5, 3)});
    engine::CameraPose outside{{20, 150, 7}, 33, -60};
    const engine::WalkState there = engine::startWalking(outside, obstacles);
    CHECK(there.pose.position == glm::dvec3(20, 150, 7));
    CHECK(there.pose.yawDegrees == 33);
    CHECK(there.pose.pitchDegrees == 0);
    CHECK_FALSE(there.onGround);

    // Inside, 2.5 units from the nearest wall (z = 3): just out through it.
    const engine::WalkState moved = engine::startWalking({{1, 200, 0.5}, 10, -40}, obstacles);
    CHECK_FALSE(obstacles.blocks(ground(moved), engine::kWalkBodyRadius));
    CHECK(ground(moved).x == Approx(1));
    CHECK(ground(moved).y == Approx(3 + engine::kWalkBodyRadius));
    CHECK(moved.pose.position.y == 200);
    CHECK(moved.pose.yawDegrees == 10);

    // Deep in a cluster of touching buildings, where pushing out of one pushes into another.
    std::vector<engine::Footprint> cluster;
    for (int x = 0; x < 4; x++)
        for (int z = 0; z < 4; z++) cluster.push_back(turnedBox({x * 3.0, z * 3.0}, 3.2, 3.2, x * z * 7.0));
    const engine::Obstacles dense(cluster);
    REQUIRE(dense.blocks({4.5, 4.5}, engine::kWalkBodyRadius));
    const engine::WalkState escaped = engine::startWalking({{4.5, 50, 4.5}, 0, 0}, dense);
    CHECK_FALSE(dense.blocks(ground(escaped), engine::kWalkBodyRadius));
    CHECK(glm::length(ground(escaped) - glm::dvec2(4.5, 4.5)) < 8);

    // And then falls to the ground and stands there.
    engine::WalkState state = moved;
    for (int frame = 0; frame < 200; frame++) state = engine::walked(state, {}, 100, obstacles);
    CHECK(state.onGround);
    CHECK(state.pose.position.y == engine::kWalkEyeHeight);
}

TEST_CASE("a Redux site's corners make a footprint; empty and flat footprints block nothing") {
    const std::vector<zs::redux::Vec2> corners{{0, 0}, {4, 0}, {4, 3}, {0, 3}};
    const engine::Footprint footprint = engine::footprintFromCorners(corners);
    CHECK(footprint.corners[2] == glm::dvec2(4, 3));
    const engine::Obstacles site({footprint});
    CHECK(site.size() == 1);
    CHECK(site.blocks({2, 1.5}, 0));
    const engine::Obstacles nothing({engine::footprintFromCorners({}), box(1, 1, 5, 1)});
    CHECK(nothing.size() == 0);
    CHECK_FALSE(nothing.blocks({0, 0}, 1));
    CHECK_FALSE(nothing.blocks({3, 1}, 1));
}

TEST_CASE("the grid answers as a plain search of every footprint would") {
    std::vector<engine::Footprint> footprints;
    for (int i = 0; i < 300; i++) {
        const double x = std::fmod(i * 37.3, 200.0), z = std::fmod(i * 91.7, 150.0);
        footprints.push_back(turnedBox({x, z}, 1 + i % 5, 1 + i % 3, i * 13.0));
    }
    const engine::Obstacles all(footprints);
    for (int probe = 0; probe < 3000; probe++) {
        const glm::dvec2 point(std::fmod(probe * 7.31, 210.0) - 5, std::fmod(probe * 3.77, 160.0) - 5);
        bool anyOne = false;
        for (const engine::Footprint& footprint : footprints)
            anyOne = anyOne || engine::Obstacles({footprint}).blocks(point, 0.3);
        REQUIRE(all.blocks(point, 0.3) == anyOne);
    }
}
