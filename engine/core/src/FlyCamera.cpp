#include "engine/FlyCamera.hpp"

#include <algorithm>
#include <cmath>

#include <glm/gtc/matrix_transform.hpp>

namespace engine {

glm::dvec3 flightDirection(const CameraPose& pose) {
    // The original turned (0, 0, -1) by the pitch about x and the yaw about y using
    // 3.14159 for pi; the exact radians keep flight and view in line.
    const double yaw = glm::radians(pose.yawDegrees);
    const double pitch = glm::radians(pose.pitchDegrees);
    return {-std::sin(yaw) * std::cos(pitch), std::sin(pitch), -std::cos(yaw) * std::cos(pitch)};
}

CameraPose turned(const CameraPose& pose, double dxPixels, double dyPixels, PitchSense sense) {
    CameraPose next = pose;
    next.yawDegrees -= dxPixels * kDegreesPerPixel;  // r1 += (midx - x)
    const double tilt = dyPixels * kDegreesPerPixel;
    next.pitchDegrees += sense == PitchSense::mouseDownTiltsUp ? tilt : -tilt;
    next.pitchDegrees = std::clamp(next.pitchDegrees, -kMaxPitchDegrees, kMaxPitchDegrees);
    return next;
}

CameraPose keyFlown(const CameraPose& pose, const FlyKeys& keys, double elapsedMs, double speedScale) {
    const double forward = (keys.forward ? 1 : 0) - (keys.back ? 1 : 0);
    const double sideways = (keys.right ? 1 : 0) - (keys.left ? 1 : 0);
    const double upward = (keys.up ? 1 : 0) - (keys.down ? 1 : 0);
    const double yaw = glm::radians(pose.yawDegrees);
    const glm::dvec3 right(std::cos(yaw), 0, -std::sin(yaw));  // the view's right, on the ground
    glm::dvec3 move = forward * flightDirection(pose) + sideways * right + upward * glm::dvec3(0, 1, 0);
    const double length = glm::length(move);
    if (length == 0) return pose;
    move /= length;  // one key or three, the same speed
    const double step = std::clamp(elapsedMs, 0.0, kMaxStepMilliseconds) * kUnitsPerMillisecond * speedScale *
                        (keys.fast ? kFastKeysFactor : 1);
    CameraPose next = pose;
    next.position += step * move;
    return next;
}

CameraPose aboveFloor(const CameraPose& pose, double floorY) {
    CameraPose next = pose;
    next.position.y = std::max(next.position.y, floorY);
    return next;
}

CameraPose flown(const CameraPose& pose, Thrust thrust, double elapsedMs, double speedScale) {
    const double step = std::clamp(elapsedMs, 0.0, kMaxStepMilliseconds) * kUnitsPerMillisecond * speedScale *
                        static_cast<int>(thrust);
    CameraPose next = pose;
    next.position += step * flightDirection(pose);
    return next;
}

glm::dmat4 viewRotation(const CameraPose& pose) {
    glm::dmat4 view(1.0);
    view = glm::rotate(view, glm::radians(-pose.pitchDegrees), glm::dvec3(1, 0, 0));
    view = glm::rotate(view, glm::radians(-pose.yawDegrees), glm::dvec3(0, 1, 0));
    return view;
}

glm::dmat4 viewMatrix(const CameraPose& pose) {
    return glm::translate(viewRotation(pose), -pose.position);
}

double verticalFieldOfView(const Lens& lens, int width, int height) {
    const double aspect = (width > 0 && height > 0) ? static_cast<double>(width) / height : 1.0;
    return lens.verticalDegrees(aspect);
}

glm::dmat4 projectionMatrix(int width, int height, double nearPlane, const Lens& lens) {
    const double aspect = (width > 0 && height > 0) ? static_cast<double>(width) / height : 1.0;
    return glm::perspective(glm::radians(lens.verticalDegrees(aspect)), aspect, nearPlane, kFarPlane);
}

glm::dmat4 orthographicMatrix(double unitsAcross, int width, int height) {
    const double aspect = (width > 0 && height > 0) ? static_cast<double>(width) / height : 1.0;
    const double halfWidth = unitsAcross / 2, halfHeight = halfWidth / aspect;
    return glm::ortho(-halfWidth, halfWidth, -halfHeight, halfHeight, kNearPlane, kFarPlane);
}

} // namespace engine
