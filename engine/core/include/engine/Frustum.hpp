// engine::Frustum — the view frustum's six planes, for culling boxes before drawing them.
// Works in whatever space the matrix maps from (camera-relative, here). Pure maths.
#pragma once

#include <glm/glm.hpp>

namespace engine {

class Frustum {
public:
    // Planes from a projection x view matrix (Gribb and Hartmann's method).
    explicit Frustum(const glm::dmat4& viewProjection);

    // False only when the box is wholly outside one plane: conservative, never culls what shows.
    bool intersects(const glm::dvec3& lo, const glm::dvec3& hi) const;

private:
    glm::dvec4 planes_[6];
};

} // namespace engine
