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

glm::dmat4 projectionMatrix(int width, int height, double nearPlane) {
    const double aspect = (width > 0 && height > 0) ? static_cast<double>(width) / height : 1.0;
    return glm::perspective(glm::radians(kFieldOfViewDegrees), aspect, nearPlane, kFarPlane);
}

glm::dmat4 orthographicMatrix(double unitsAcross, int width, int height) {
    const double aspect = (width > 0 && height > 0) ? static_cast<double>(width) / height : 1.0;
    const double halfWidth = unitsAcross / 2, halfHeight = halfWidth / aspect;
    return glm::ortho(-halfWidth, halfWidth, -halfHeight, halfHeight, kNearPlane, kFarPlane);
}

} // namespace engine
