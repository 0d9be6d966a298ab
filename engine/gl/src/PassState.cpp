#include "PassState.hpp"

namespace engine {
namespace {

void enable(GLenum capability, bool on) {
    if (on) {
        glEnable(capability);
    } else {
        glDisable(capability);
    }
}

} // namespace

ScopedPassState::ScopedPassState(const PassState& wanted) {
    Saved& s = saved_;
    glGetIntegerv(GL_VIEWPORT, s.viewport);
    s.scissor = glIsEnabled(GL_SCISSOR_TEST);
    s.depthTest = glIsEnabled(GL_DEPTH_TEST);
    s.cull = glIsEnabled(GL_CULL_FACE);
    s.blend = glIsEnabled(GL_BLEND);
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &s.drawFramebuffer);
    glGetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &s.readFramebuffer);

    const PixelRect& v = wanted.viewport;
    glViewport(v.x, v.y, v.width, v.height);
    enable(GL_SCISSOR_TEST, wanted.scissor.has_value());
    if (wanted.scissor) glScissor(wanted.scissor->x, wanted.scissor->y, wanted.scissor->width, wanted.scissor->height);
    enable(GL_DEPTH_TEST, wanted.depthTest);
    glDepthMask(wanted.depthWrite ? GL_TRUE : GL_FALSE);
    glDepthFunc(wanted.depthFunc);
    enable(GL_CULL_FACE, wanted.cullBackFaces);
    enable(GL_BLEND, wanted.blend != Blend::none);
    if (wanted.blend == Blend::add || wanted.blend == Blend::addLight) glBlendFunc(GL_ONE, GL_ONE);
    if (wanted.blend == Blend::addLight) glBlendEquationSeparate(GL_FUNC_ADD, GL_MIN);
    if (wanted.blend == Blend::scaleByConstant) glBlendFunc(GL_ZERO, GL_CONSTANT_COLOR);
}

ScopedPassState::~ScopedPassState() {
    const Saved& s = saved_;
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(s.drawFramebuffer));
    glBindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<GLuint>(s.readFramebuffer));
    glViewport(s.viewport[0], s.viewport[1], s.viewport[2], s.viewport[3]);
    enable(GL_SCISSOR_TEST, s.scissor == GL_TRUE);
    enable(GL_DEPTH_TEST, s.depthTest == GL_TRUE);
    enable(GL_CULL_FACE, s.cull == GL_TRUE);
    enable(GL_BLEND, s.blend == GL_TRUE);
    setRestingFactors();
}

void setRestingFactors() {
    glDepthMask(GL_TRUE);
    glDepthFunc(GL_LESS);
    glBlendFunc(GL_ONE, GL_ZERO);
    glBlendEquation(GL_FUNC_ADD);
}

} // namespace engine
