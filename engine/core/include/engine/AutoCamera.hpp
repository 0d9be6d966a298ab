// engine::AutoCamera — Pixel City's (2009) screensaver camera as a function of time.
//
// Eight modes of 15 s each make a 120 s cycle, in the original's order: fly1, orbit-in,
// orbit-out, ellipse, fly2, speed, spin, fly3. The orbits turn 1 degree every 300 ms around the
// map's centre (512, 512) with the eye 60 up; the fly modes ride a 60 s eased loop around the
// hot zone's corners. Each mode gives an eye and a point to look at (a Shot); poseLookingAt
// turns that into our CameraPose (yaw and pitch in degrees, y up, looking down -z at yaw 0).
// Pixel City's cell (x, z) is our world (x, z), so its numbers carry over unchanged.
// Pure maths on values: it never keeps state, never reads a clock and never touches the graphics
// API; the caller owns the time (seconds since the cycle began) and the mode.
#pragma once

#include "engine/FlyCamera.hpp"
#include "zsystem/PixelCity.hpp"

#include <glm/glm.hpp>

namespace engine {

enum class AutoCameraMode { fly1, orbitIn, orbitOut, ellipse, fly2, speed, spin, fly3 };

constexpr int kAutoCameraModes = 8;
constexpr double kAutoModeSeconds = 15;  // the original switched behaviour every 15 s
constexpr double kAutoCycleSeconds = kAutoCameraModes * kAutoModeSeconds;  // 120 s

// The orbits: the original's numbers.
constexpr double kOrbitMillisecondsPerDegree = 300;  // 1 degree every 300 ms: 20 minutes a turn
constexpr double kOrbitCentre = zs::pixelcity::kWorldSize / 2;  // (512, 512)
constexpr double kOrbitEyeHeight = 60;

// The fly loop: once round the hot zone in 60 s, 15 s a side.
constexpr double kFlyLoopSeconds = 60;
constexpr double kFlyLegSeconds = kFlyLoopSeconds / 4;

// "fly1", "orbit-in", "orbit-out", "ellipse", "fly2", "speed", "spin", "fly3".
const char* autoCameraModeName(AutoCameraMode mode);

// The screensaver's cycle: which mode shows `seconds` after the cycle began (any real number;
// the cycle repeats every 120 s, before zero too).
AutoCameraMode autoCameraModeAt(double seconds);

// The mode after `mode`, wrapping from fly3 to fly1 (the original's B key).
AutoCameraMode nextAutoCameraMode(AutoCameraMode mode);

// Where the eye is and what it looks at.
struct AutoCameraShot {
    glm::dvec3 eye{0, 0, 0};
    glm::dvec3 target{0, 0, 0};
};

// The eye and target of `mode` at `seconds` (the same clock as autoCameraModeAt). The orbit
// angle is seconds / 0.3 degrees, so it runs on smoothly across mode changes, as the original's
// did. The fly modes read the loop at seconds + flyLoopOffsetSeconds(mode).
AutoCameraShot autoCameraShot(AutoCameraMode mode, double seconds, const zs::pixelcity::Zone& hotZone);

// autoCameraShot as a pose: the eye, turned to face the target.
CameraPose autoCameraPose(AutoCameraMode mode, double seconds, const zs::pixelcity::Zone& hotZone);

// A pose at `eye` whose flightDirection points at `target`. Looking straight up or down (no
// horizontal offset) gives yaw 0; eye == target gives yaw 0 and pitch 0.
CameraPose poseLookingAt(glm::dvec3 eye, glm::dvec3 target);

// The pieces, for tests and tools.

// The orbits' angle in degrees at `seconds`: 1 degree per 300 ms, from 0 at 0 s.
double orbitAngleDegrees(double seconds);

// The fly loop's point at `seconds` (repeating every 60 s): legs from the hot zone's corner
// (x0, z0) to (x0, z1) to (x1, z1) to (x1, z0) and back, the height alternating 25, 60, 25, 60 at
// those corners, eased so that it slows to a stop at each corner.
glm::dvec3 flyLoopPoint(double seconds, const zs::pixelcity::Zone& hotZone);

// How far ahead on the loop each fly mode reads. The original read the loop by the machine's
// uptime, unrelated to the cycle's clock, so which leg a mode showed was chance. Ours picks the
// offsets so that, on the cycle's clock, fly1 starts on leg 0, fly2 on leg 1, fly3 on leg 2 and
// speed on leg 3: each shows a different side of the hot zone. 0 for the orbits.
double flyLoopOffsetSeconds(AutoCameraMode mode);

} // namespace engine
