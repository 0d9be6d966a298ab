#include "engine/SunLight.hpp"

#include <glm/gtc/matrix_transform.hpp>

#include <cmath>

namespace engine {

glm::dmat4 sunViewProjection(const glm::dvec3& centre, const glm::dvec3& towardSun) {
    constexpr double kBack = 3000;  // the sun's eye up its ray: above the tallest tower by far
    const glm::dvec3 sunEye = centre + towardSun * kBack;
    // Up for the sun's view: north, where the sun stands overhead and the world's up is its ray.
    const glm::dvec3 up = std::abs(towardSun.y) > 0.999 ? glm::dvec3(0, 0, -1) : glm::dvec3(0, 1, 0);
    const glm::dmat4 view = glm::lookAt(sunEye, centre, up);
    const glm::dmat4 projection =
        glm::ortho(-kShadowHalfWidth, kShadowHalfWidth, -kShadowHalfWidth, kShadowHalfWidth, 0.0, 2 * kBack);
    return projection * view;
}

glm::dvec3 towardSunAt(double elevationDegrees, double azimuthDegrees) {
    const double e = glm::radians(elevationDegrees), a = glm::radians(azimuthDegrees);
    return glm::dvec3(std::cos(e) * std::sin(a), std::sin(e), -std::cos(e) * std::cos(a));
}

glm::dvec3 sunSquareCentre(const glm::dvec3& position, double yawDegrees) {
    const double yaw = glm::radians(yawDegrees);
    // The fly camera's heading on the ground: (-sin yaw, -cos yaw), north at yaw 0 (FlyCamera.hpp).
    const double x = position.x - std::sin(yaw) * kShadowCentreAhead, z = position.z - std::cos(yaw) * kShadowCentreAhead;
    return glm::dvec3(std::round(x / kShadowCentreStep) * kShadowCentreStep, 0, std::round(z / kShadowCentreStep) * kShadowCentreStep);
}

std::vector<int> cellsUnderSun(const std::vector<NightCell>& cells, const glm::dvec3& origin, const glm::dmat4& sun) {
    std::vector<int> seen;
    for (std::size_t k = 0; k < cells.size(); k++) {
        const NightCell& cell = cells[k];
        if (cell.opaqueCount == 0) continue;
        glm::dvec2 lo(1e30), hi(-1e30);  // the cell's box's corners on the map, orthographic: w is 1
        for (int corner = 0; corner < 8; corner++) {
            const glm::dvec3 p(corner & 1 ? cell.hi.x : cell.lo.x, corner & 2 ? cell.hi.y : cell.lo.y,
                               corner & 4 ? cell.hi.z : cell.lo.z);
            const glm::dvec4 clip = sun * glm::dvec4(p + origin, 1.0);
            lo = glm::min(lo, glm::dvec2(clip));
            hi = glm::max(hi, glm::dvec2(clip));
        }
        if (hi.x >= -1 && lo.x <= 1 && hi.y >= -1 && lo.y <= 1) seen.push_back(static_cast<int>(k));
    }
    return seen;
}

} // namespace engine
