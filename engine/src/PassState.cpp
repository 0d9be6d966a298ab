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
    glGetIntegerv(GL_SCISSOR_BOX, s.scissorBox);
    s.scissor = glIsEnabled(GL_SCISSOR_TEST);
    s.depthTest = glIsEnabled(GL_DEPTH_TEST);
    glGetBooleanv(GL_DEPTH_WRITEMASK, &s.depthWrite);
    s.cull = glIsEnabled(GL_CULL_FACE);
    s.blend = glIsEnabled(GL_BLEND);
    glGetIntegerv(GL_DEPTH_FUNC, &s.depthFunc);
    glGetIntegerv(GL_BLEND_SRC_RGB, &s.blendSrcRgb);
    glGetIntegerv(GL_BLEND_DST_RGB, &s.blendDstRgb);
    glGetIntegerv(GL_BLEND_SRC_ALPHA, &s.blendSrcAlpha);
    glGetIntegerv(GL_BLEND_DST_ALPHA, &s.blendDstAlpha);
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
    if (wanted.blend == Blend::add) glBlendFunc(GL_ONE, GL_ONE);
    if (wanted.blend == Blend::scaleByConstant) glBlendFunc(GL_ZERO, GL_CONSTANT_COLOR);
}

ScopedPassState::~ScopedPassState() {
    const Saved& s = saved_;
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(s.drawFramebuffer));
    glBindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<GLuint>(s.readFramebuffer));
    glViewport(s.viewport[0], s.viewport[1], s.viewport[2], s.viewport[3]);
    glScissor(s.scissorBox[0], s.scissorBox[1], s.scissorBox[2], s.scissorBox[3]);
    enable(GL_SCISSOR_TEST, s.scissor == GL_TRUE);
    enable(GL_DEPTH_TEST, s.depthTest == GL_TRUE);
    glDepthMask(s.depthWrite);
    glDepthFunc(static_cast<GLenum>(s.depthFunc));
    enable(GL_CULL_FACE, s.cull == GL_TRUE);
    enable(GL_BLEND, s.blend == GL_TRUE);
    glBlendFuncSeparate(static_cast<GLenum>(s.blendSrcRgb), static_cast<GLenum>(s.blendDstRgb),
                        static_cast<GLenum>(s.blendSrcAlpha), static_cast<GLenum>(s.blendDstAlpha));
}

} // namespace engine
