// engine::PassState — the fixed-function state a draw pass needs, as one value: the depth test,
// depth writes and their comparison, face culling, the blending, the scissor and the viewport
// (and the framebuffers bound, which a ScopedPassState also puts back). A pass names the state it draws in and a ScopedPassState sets it whole, then puts
// back what it found, so no pass relies on what an earlier one left (the shape of sokol's
// pipelines and of Dear ImGui's SetupRenderState). Internal to the engine; needs a current context.
#pragma once

#include <glad/gl.h>

#include <optional>

namespace engine {

struct PixelRect {
    int x = 0, y = 0, width = 0, height = 0;
};

enum class Blend {
    none,             // the pass's colour is the pixel
    add,              // ONE, ONE: light only adds
    scaleByConstant,  // ZERO, CONSTANT_COLOR: the frame times the blend colour the pass sets (a fade)
};

struct PassState {
    PixelRect viewport;
    std::optional<PixelRect> scissor;  // nullopt: the whole target
    bool depthTest = true;
    bool depthWrite = true;
    GLenum depthFunc = GL_LESS;
    bool cullBackFaces = false;
    Blend blend = Blend::none;
};

class ScopedPassState {
public:
    explicit ScopedPassState(const PassState& wanted);
    ~ScopedPassState();
    ScopedPassState(const ScopedPassState&) = delete;
    ScopedPassState& operator=(const ScopedPassState&) = delete;

private:
    struct Saved {
        GLint viewport[4];
        GLint scissorBox[4];
        GLboolean scissor, depthTest, depthWrite, cull, blend;
        GLint depthFunc, blendSrcRgb, blendDstRgb, blendSrcAlpha, blendDstAlpha;
        GLint drawFramebuffer, readFramebuffer;
    } saved_{};
};

} // namespace engine
