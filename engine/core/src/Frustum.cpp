#include "engine/Frustum.hpp"

namespace engine {

Frustum::Frustum(const glm::dmat4& m) {
    const glm::dvec4 row0(m[0][0], m[1][0], m[2][0], m[3][0]);
    const glm::dvec4 row1(m[0][1], m[1][1], m[2][1], m[3][1]);
    const glm::dvec4 row2(m[0][2], m[1][2], m[2][2], m[3][2]);
    const glm::dvec4 row3(m[0][3], m[1][3], m[2][3], m[3][3]);
    planes_[0] = row3 + row0;  // left
    planes_[1] = row3 - row0;  // right
    planes_[2] = row3 + row1;  // bottom
    planes_[3] = row3 - row1;  // top
    planes_[4] = row3 + row2;  // near
    planes_[5] = row3 - row2;  // far
}

bool Frustum::intersects(const glm::dvec3& lo, const glm::dvec3& hi) const {
    for (const glm::dvec4& p : planes_) {
        // The corner furthest along the plane's normal.
        const glm::dvec3 corner(p.x >= 0 ? hi.x : lo.x, p.y >= 0 ? hi.y : lo.y, p.z >= 0 ? hi.z : lo.z);
        if (p.x * corner.x + p.y * corner.y + p.z * corner.z + p.w < 0) return false;
    }
    return true;
}

} // namespace engine
