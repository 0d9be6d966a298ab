#include "engine/Frame.hpp"

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

glm::mat4 viewProjection(const Frame& frame, const CameraPose& pose) {
    return glm::mat4(frame.projection * viewMatrix(pose));
}

glm::mat4 rotationProjection(const Frame& frame, const CameraPose& pose) {
    return glm::mat4(frame.projection * viewRotation(pose));
}

} // namespace engine
