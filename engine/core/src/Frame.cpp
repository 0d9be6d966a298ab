#include "engine/Frame.hpp"

#include <algorithm>

namespace engine {

Frame makeFrame(int width, int height, const FrameStyle& style, double orthoWidth) {
    Frame frame;
    frame.width = width;
    frame.height = height;
    frame.projection = orthoWidth > 0 ? orthographicMatrix(orthoWidth, width, height)
                                        : projectionMatrix(width, height, style.nearPlane, style.lens);
    frame.style = style;
    return frame;
}

Frame framePart(const Frame& whole, int left, int top, int width, int height) {
    Frame part = whole;
    part.width = width;
    part.height = height;
    if (width <= 0 || height <= 0) return part;
    // The part's clip square from the whole's: scaled by how many parts fit across, shifted so
    // the part's edges land on -1 and 1 (GL's y counts up from the bottom).
    const double bottom = static_cast<double>(whole.height) - top - height;
    glm::dmat4 toPart(1.0);
    toPart[0][0] = static_cast<double>(whole.width) / width;
    toPart[1][1] = static_cast<double>(whole.height) / height;
    toPart[3][0] = (static_cast<double>(whole.width) - 2.0 * left - width) / width;
    toPart[3][1] = (static_cast<double>(whole.height) - 2.0 * bottom - height) / height;
    part.projection = toPart * whole.projection;
    return part;
}

glm::dvec3 fogAxis(const NightStyle& style, const CameraPose& pose) {
    if (style.modern) return glm::dvec3(0);
    const glm::dmat4 rotation = viewRotation(pose);
    return -glm::dvec3(rotation[0][2], rotation[1][2], rotation[2][2]);  // world along the eye's -z
}

double fogReach(const Frame& frame, double depth) {
    if (frame.style.night.modern || frame.empty()) return depth;
    // The frame's four corners on the far plane, in the eye's space: each's distance over its depth.
    const glm::dmat4 unproject = glm::inverse(frame.projection);
    double most = 1;
    for (double x : {-1.0, 1.0}) {
        for (double y : {-1.0, 1.0}) {
            const glm::dvec4 p = unproject * glm::dvec4(x, y, 1, 1);
            const glm::dvec3 corner = glm::dvec3(p) / p.w;
            if (corner.z < 0) most = std::max(most, glm::length(corner) / -corner.z);
        }
    }
    return depth * most;
}

glm::mat4 viewProjection(const Frame& frame, const CameraPose& pose) {
    return glm::mat4(frame.projection * viewMatrix(pose));
}

glm::mat4 rotationProjection(const Frame& frame, const CameraPose& pose) {
    return glm::mat4(frame.projection * viewRotation(pose));
}

} // namespace engine
