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
#include <optional>
#include <string_view>

namespace engine {

// The original's eight, then WebPixelCity's three that follow a car: from behind, from ahead
// looking back at it, and from beside it.
enum class AutoCameraMode { fly1, orbitIn, orbitOut, ellipse, fly2, speed, spin, fly3, followBehind, followAhead, followBeside };

constexpr int kAutoCameraModes = 8;  // the original's cycle
// A cycle with the follow modes after the original's (the modern look's, where there are cars): 165 s.
constexpr int kAutoCameraModesWithCars = 11;
constexpr double kAutoModeSeconds = 15;  // the original switched behaviour every 15 s
constexpr double kAutoCycleSeconds = kAutoCameraModes * kAutoModeSeconds;  // 120 s

// The orbits: the original's numbers.
constexpr double kOrbitMillisecondsPerDegree = 300;  // 1 degree every 300 ms: 20 minutes a turn
constexpr double kOrbitCentre = zs::pixelcity::kWorldSize / 2;  // (512, 512): the original's map's middle
constexpr double kOrbitEyeHeight = 60;

// The fly loop: once round the hot zone in 60 s, 15 s a side.
constexpr double kFlyLoopSeconds = 60;
constexpr double kFlyLegSeconds = kFlyLoopSeconds / 4;

// "fly1", "orbit-in", "orbit-out", "ellipse", "fly2", "speed", "spin", "fly3", "follow-behind",
// "follow-ahead", "follow-beside".
const char* autoCameraModeName(AutoCameraMode mode);
// The mode of that name, or nullopt.
std::optional<AutoCameraMode> parseAutoCameraMode(std::string_view name);
// Where in the cycle `mode` begins: its place times 15 s.
inline double autoCameraModeStart(AutoCameraMode mode) { return static_cast<int>(mode) * kAutoModeSeconds; }

// The screensaver's cycle of the first `modes` modes: which shows `seconds` after the cycle
// began (any real number; the cycle repeats every modes x 15 s, 120 s for the original's eight,
// before zero too).
AutoCameraMode autoCameraModeAt(double seconds, int modes = kAutoCameraModes);

// The mode after `mode` in a cycle of `modes`, wrapping to fly1 (the original's B key).
AutoCameraMode nextAutoCameraMode(AutoCameraMode mode, int modes = kAutoCameraModes);

bool isFollowMode(AutoCameraMode mode);


// Where the eye is and what it looks at.
struct AutoCameraShot {
    glm::dvec3 eye{0, 0, 0};
    glm::dvec3 target{0, 0, 0};
};

// The eye and target of `mode` at `seconds` (the same clock as autoCameraModeAt). The orbit
// angle is seconds / 0.3 degrees, so it runs on smoothly across mode changes, as the original's
// did. The fly modes read the loop at seconds + flyLoopOffsetSeconds(mode). The orbits circle
// (middle, middle): the original's map's middle, or a larger city's, or another square's.
AutoCameraShot autoCameraShot(AutoCameraMode mode, double seconds, const zs::pixelcity::Zone& hotZone,
                              double middle = kOrbitCentre);

// A follow mode's shot of a car at `position` on the road, driving along `direction` (unit):
// from 14 behind and 5 up looking 30 ahead of it; from 16 ahead and 4 up looking back at it; from
// 9 beside it and 3 up, looking at it. The modes without a car show orbit-out's shot.
AutoCameraShot followShot(AutoCameraMode mode, const glm::dvec3& position, const glm::dvec3& direction);

// autoCameraShot as a pose: the eye, turned to face the target.
CameraPose autoCameraPose(AutoCameraMode mode, double seconds, const zs::pixelcity::Zone& hotZone,
                          double middle = kOrbitCentre);

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
