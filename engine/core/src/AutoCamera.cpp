// engine::AutoCamera — Pixel City's screensaver camera: the cycle, the orbits and the fly loop.
#include "engine/AutoCamera.hpp"

#include <array>
#include <algorithm>
#include <cmath>

namespace engine {

namespace {

// Orbit radii and look-at heights: the original's numbers.
constexpr double kOrbitInRadius = 150, kOrbitInTargetHeight = 40;
constexpr double kOrbitOutRadius = 250, kOrbitOutTargetHeight = 30;
constexpr double kEllipseRadius = 150, kEllipseSwing = 50, kEllipseTargetHeight = 50;
constexpr double kEllipseSlowdown = 1.1;  // the radius swings at 1/1.1 of the orbit's rate
constexpr double kSpinEyeRadius = 50, kSpinTargetRadius = 300, kSpinTargetHeight = 30;

// Fly loop heights: the corners alternate low and high.
constexpr double kFlyLowHeight = 25, kFlyHighHeight = 60;

// Fly: the eye is the mean of now and 4 s on, looking 27 s ahead (half the loop less 3 s), across
// the hot zone. Speed: the mean of now and 0.5 s on, looking 5 s ahead, at half the height.
constexpr double kFlyEyeLeadSeconds = 4, kFlyTargetLeadSeconds = kFlyLoopSeconds / 2 - 3;
constexpr double kSpeedEyeLeadSeconds = 0.5, kSpeedTargetLeadSeconds = 5, kSpeedHeightScale = 0.5;

// A remainder in [0, period), for clocks before zero too.
double wrapped(double value, double period) {
    const double r = std::fmod(value, period);
    return r < 0 ? r + period : r;
}

// 0 to 1 with zero speed at both ends and the fastest in the middle: two parabolas meeting at
// (0.5, 0.5). The original eased its legs this way so the camera lingers at each corner.
double easedInOut(double f) {
    if (f < 0.5) return 2 * f * f;
    const double rest = 1 - f;
    return 1 - 2 * rest * rest;
}

// A circle round (middle, middle).
struct Orbit {
    double middle;
    glm::dvec3 onCircle(double radius, double angleDegrees, double height) const {
        // The original put angle 0 at +z and turned towards +x: x = sin, z = cos.
        const double a = glm::radians(angleDegrees);
        return {middle + std::sin(a) * radius, height, middle + std::cos(a) * radius};
    }
    glm::dvec3 centreAt(double height) const { return {middle, height, middle}; }
};

AutoCameraShot orbitShot(AutoCameraMode mode, double seconds, const Orbit& orbit) {
    const double angle = orbitAngleDegrees(seconds);
    switch (mode) {
    case AutoCameraMode::orbitIn:
        return {orbit.onCircle(kOrbitInRadius, angle, kOrbitEyeHeight), orbit.centreAt(kOrbitInTargetHeight)};
    case AutoCameraMode::orbitOut:
        return {orbit.onCircle(kOrbitOutRadius, angle, kOrbitEyeHeight), orbit.centreAt(kOrbitOutTargetHeight)};
    case AutoCameraMode::ellipse: {
        const double radius = kEllipseRadius + std::sin(glm::radians(angle) / kEllipseSlowdown) * kEllipseSwing;
        return {orbit.onCircle(radius, angle, kOrbitEyeHeight), orbit.centreAt(kEllipseTargetHeight)};
    }
    default:  // spin: near the centre, looking outward along the radius
        return {orbit.onCircle(kSpinEyeRadius, angle, kOrbitEyeHeight),
                orbit.onCircle(kSpinTargetRadius, angle, kSpinTargetHeight)};
    }
}

AutoCameraShot flyShot(AutoCameraMode mode, double seconds, const zs::pixelcity::Zone& hotZone) {
    const double t = seconds + flyLoopOffsetSeconds(mode);
    if (mode == AutoCameraMode::speed) {
        AutoCameraShot shot{(flyLoopPoint(t, hotZone) + flyLoopPoint(t + kSpeedEyeLeadSeconds, hotZone)) / 2.0,
                            flyLoopPoint(t + kSpeedTargetLeadSeconds, hotZone)};
        shot.eye.y *= kSpeedHeightScale;
        shot.target.y *= kSpeedHeightScale;
        return shot;
    }
    return {(flyLoopPoint(t, hotZone) + flyLoopPoint(t + kFlyEyeLeadSeconds, hotZone)) / 2.0,
            flyLoopPoint(t + kFlyTargetLeadSeconds, hotZone)};
}

bool isFlyMode(AutoCameraMode mode) {
    return mode == AutoCameraMode::fly1 || mode == AutoCameraMode::fly2 || mode == AutoCameraMode::fly3 ||
           mode == AutoCameraMode::speed;
}

} // namespace

const char* autoCameraModeName(AutoCameraMode mode) {
    switch (mode) {
    case AutoCameraMode::fly1: return "fly1";
    case AutoCameraMode::orbitIn: return "orbit-in";
    case AutoCameraMode::orbitOut: return "orbit-out";
    case AutoCameraMode::ellipse: return "ellipse";
    case AutoCameraMode::fly2: return "fly2";
    case AutoCameraMode::speed: return "speed";
    case AutoCameraMode::spin: return "spin";
    case AutoCameraMode::fly3: return "fly3";
    case AutoCameraMode::followBehind: return "follow-behind";
    case AutoCameraMode::followAhead: return "follow-ahead";
    case AutoCameraMode::followBeside: return "follow-beside";
    }
    return "?";
}

std::optional<AutoCameraMode> parseAutoCameraMode(std::string_view name) {
    for (int k = 0; k < kAutoCameraModesWithCars; k++) {
        const auto mode = static_cast<AutoCameraMode>(k);
        if (name == autoCameraModeName(mode)) return mode;
    }
    return std::nullopt;
}

AutoCameraMode autoCameraModeAt(double seconds, int modes) {
    modes = std::clamp(modes, 1, kAutoCameraModesWithCars);
    const int slot = static_cast<int>(wrapped(seconds, modes * kAutoModeSeconds) / kAutoModeSeconds);
    // The guard catches a remainder that rounds up to the whole cycle.
    return static_cast<AutoCameraMode>(slot < modes ? slot : 0);
}

AutoCameraMode nextAutoCameraMode(AutoCameraMode mode, int modes) {
    modes = std::clamp(modes, 1, kAutoCameraModesWithCars);
    return static_cast<AutoCameraMode>((static_cast<int>(mode) + 1) % modes);
}

bool isFollowMode(AutoCameraMode mode) {
    return mode == AutoCameraMode::followBehind || mode == AutoCameraMode::followAhead ||
           mode == AutoCameraMode::followBeside;
}

AutoCameraShot followShot(AutoCameraMode mode, const glm::dvec3& position, const glm::dvec3& direction) {
    const glm::dvec3 up(0, 1, 0);
    const glm::dvec3 side(-direction.z, 0, direction.x);  // the car's right
    switch (mode) {
    case AutoCameraMode::followAhead: return AutoCameraShot{position + direction * 16.0 + up * 4.0, position + up};
    case AutoCameraMode::followBeside:
        return AutoCameraShot{position + side * 9.0 + direction * 2.0 + up * 3.0, position + direction * 3.0 + up};
    default: return AutoCameraShot{position - direction * 14.0 + up * 5.0, position + direction * 30.0 + up * 2.0};
    }
}

double orbitAngleDegrees(double seconds) { return seconds * 1000 / kOrbitMillisecondsPerDegree; }

double flyLoopOffsetSeconds(AutoCameraMode mode) {
    // Each mode's slot starts at 15 s x its index; slot start + offset lands on its leg's start
    // (mod 60): fly1 0 + 0 -> leg 0; fly2 60 + 15 -> leg 1; speed 75 + 30 -> leg 3;
    // fly3 105 + 45 -> leg 2.
    switch (mode) {
    case AutoCameraMode::fly2: return 15;
    case AutoCameraMode::speed: return 30;
    case AutoCameraMode::fly3: return 45;
    default: return 0;
    }
}

glm::dvec3 flyLoopPoint(double seconds, const zs::pixelcity::Zone& hotZone) {
    const double x0 = hotZone.x0, z0 = hotZone.z0, x1 = hotZone.x1, z1 = hotZone.z1;
    const std::array<glm::dvec3, 4> corners{glm::dvec3(x0, kFlyLowHeight, z0), glm::dvec3(x0, kFlyHighHeight, z1),
                                            glm::dvec3(x1, kFlyLowHeight, z1), glm::dvec3(x1, kFlyHighHeight, z0)};
    const double t = wrapped(seconds, kFlyLoopSeconds);
    int leg = static_cast<int>(t / kFlyLegSeconds);
    if (leg > 3) leg = 3;  // a remainder a hair under 60 s can still divide to 4.0
    const double along = easedInOut((t - leg * kFlyLegSeconds) / kFlyLegSeconds);
    const glm::dvec3& from = corners[static_cast<std::size_t>(leg)];
    const glm::dvec3& to = corners[static_cast<std::size_t>((leg + 1) % 4)];
    return from + (to - from) * along;
}

AutoCameraShot autoCameraShot(AutoCameraMode mode, double seconds, const zs::pixelcity::Zone& hotZone, double middle) {
    const Orbit orbit{middle};
    if (isFollowMode(mode)) return orbitShot(AutoCameraMode::orbitOut, seconds, orbit);  // no car to follow here
    return isFlyMode(mode) ? flyShot(mode, seconds, hotZone) : orbitShot(mode, seconds, orbit);
}

CameraPose autoCameraPose(AutoCameraMode mode, double seconds, const zs::pixelcity::Zone& hotZone, double middle) {
    const AutoCameraShot shot = autoCameraShot(mode, seconds, hotZone, middle);
    return poseLookingAt(shot.eye, shot.target);
}

CameraPose poseLookingAt(glm::dvec3 eye, glm::dvec3 target) {
    // flightDirection is (-sin yaw cos pitch, sin pitch, -cos yaw cos pitch): invert it.
    const glm::dvec3 d = target - eye;
    const double across = std::sqrt(d.x * d.x + d.z * d.z);
    CameraPose pose;
    pose.position = eye;
    pose.yawDegrees = across > 0 ? glm::degrees(std::atan2(-d.x, -d.z)) : 0.0;
    pose.pitchDegrees = (across > 0 || d.y != 0) ? glm::degrees(std::atan2(d.y, across)) : 0.0;
    return pose;
}

} // namespace engine
