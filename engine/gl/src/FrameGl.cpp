// beginFrame, drawDaySky and dimFrame: the GL half of engine/Frame.hpp.
#include "engine/FrameGl.hpp"

#include "PassState.hpp"
#include "ProgramsImpl.hpp"

#include "GlApi.hpp"
#include <glm/gtc/type_ptr.hpp>

#include <algorithm>
#include <cstddef>
#include <vector>

namespace engine {

void beginFrame(const Frame& frame) {
    if (frame.empty()) return;
    glViewport(0, 0, frame.width, frame.height);
    glDisable(GL_BLEND);
    glDisable(GL_CULL_FACE);
    glEnable(GL_DEPTH_TEST);
    setRestingFactors();
    const glm::vec3& c = frame.style.clearColour;
    // Alpha 1: the night's glows seen against the sky keep their own share of the bloom there
    // (NightRenderer); pictures are made opaque on reading.
    glClearColor(c.r, c.g, c.b, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
}

void drawDaySky(const Programs& programs, const Frame& frame, const CameraPose& pose, const glm::vec3& ground) {
    if (frame.empty()) return;
    gl::VertexArray empty = gl::VertexArray::create();
    const Programs::Impl::DaySkyProgram& sky = programs.impl().daySky();
    glUseProgram(sky.program.id());
    const glm::mat4 unproject = glm::inverse(rotationProjection(frame, pose));
    glUniformMatrix4fv(sky.unproject, 1, GL_FALSE, glm::value_ptr(unproject));
    glUniform3fv(sky.horizon, 1, glm::value_ptr(kSkyHorizon));
    glUniform3fv(sky.zenith, 1, glm::value_ptr(kSkyZenith));
    glUniform3fv(sky.ground, 1, glm::value_ptr(ground));
    // On the far plane, where the clear left depth 1: only what the scene did not cover.
    PassState state;
    state.viewport = PixelRect{0, 0, frame.width, frame.height};
    state.depthWrite = false;
    state.depthFunc = GL_LEQUAL;
    const ScopedPassState scoped(state);
    glBindVertexArray(empty.id());
    glDrawArrays(GL_TRIANGLES, 0, 3);
    glBindVertexArray(0);
}

void dimFrame(const Programs& programs, const Frame& frame, float brightness) {
    if (frame.empty() || brightness >= 1) return;
    // Any program's colour times zero plus the frame's times the constant: the frame copy's
    // full-screen triangle serves, its output discarded by the blend.
    gl::VertexArray empty = gl::VertexArray::create();
    glUseProgram(programs.impl().frameCopy().id());
    PassState state = overTheFrame(frame.width, frame.height);
    state.blend = Blend::scaleByConstant;
    const ScopedPassState scoped(state);
    glBlendColor(brightness, brightness, brightness, 1);
    glBindVertexArray(empty.id());
    glDrawArrays(GL_TRIANGLES, 0, 3);
    glBindVertexArray(0);
}

std::optional<double> coveredShare(const Frame& frame) {
    if (frame.empty()) return 0.0;
    gl::forgetErrors();  // so that the check below sees this read's error only
    std::vector<float> depth(static_cast<std::size_t>(frame.width) * static_cast<std::size_t>(frame.height));
    glPixelStorei(GL_PACK_ALIGNMENT, 4);
    glReadPixels(0, 0, frame.width, frame.height, GL_DEPTH_COMPONENT, GL_FLOAT, depth.data());
    if (glGetError() != GL_NO_ERROR) return std::nullopt;  // ES 3.0 reads no depth
    const auto drawn = std::count_if(depth.begin(), depth.end(), [](float d) { return d < 1.0f; });
    return static_cast<double>(drawn) / static_cast<double>(depth.size());
}

} // namespace engine
