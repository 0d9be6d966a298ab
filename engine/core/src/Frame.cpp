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

glm::mat4 viewProjection(const Frame& frame, const CameraPose& pose) {
    return glm::mat4(frame.projection * viewMatrix(pose));
}

glm::mat4 rotationProjection(const Frame& frame, const CameraPose& pose) {
    return glm::mat4(frame.projection * viewRotation(pose));
}

} // namespace engine
