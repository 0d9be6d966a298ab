// beginFrame: the GL half of engine/Frame.hpp.
#include "engine/Frame.hpp"

#include <glad/gl.h>

namespace engine {

void beginFrame(const Frame& frame) {
    if (frame.empty()) return;
    glViewport(0, 0, frame.width, frame.height);
    glDisable(GL_BLEND);
    glDisable(GL_CULL_FACE);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LESS);
    glDepthMask(GL_TRUE);
    const glm::vec3& c = frame.style.clearColour;
    glClearColor(c.r, c.g, c.b, 0);  // alpha 0, as the original; pictures are made opaque on reading
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
}

} // namespace engine
