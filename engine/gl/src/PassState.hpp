// engine::PassState — the fixed-function state a draw pass needs, as one value: the depth test,
// depth writes and their comparison, face culling, the blending, the scissor and the viewport
// (and the framebuffers bound, which a ScopedPassState also puts back). A pass names the state it
// draws in and a ScopedPassState sets it whole, then puts back what it found (the factors: the
// resting ones), so no pass relies on what an earlier one left (the shape of sokol's
// pipelines and of Dear ImGui's SetupRenderState). Internal to the engine; needs a current context.
#pragma once

#include "GlApi.hpp"

#include <optional>

namespace engine {

struct PixelRect {
    int x = 0, y = 0, width = 0, height = 0;
};

enum class Blend {
    none,             // the pass's colour is the pixel
    add,              // ONE, ONE: light only adds
    // ONE, ONE for the colour; the alpha the least of the two: the night's glows, whose alpha, a
    // share of the bloom (shaders/night.frag), stays what the nearer wall behind them holds
    addLight,
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

// A pass over the whole frame that is not part of the scene (the colour crush, the overlay, a
// fade): no depth test, no depth writes, no blending unless the pass says.
inline PassState overTheFrame(int width, int height) {
    PassState state;
    state.viewport = PixelRect{0, 0, width, height};
    state.depthTest = false;
    state.depthWrite = false;
    return state;
}

// The depth writes, the depth test's comparison and the blend's factors between passes: on,
// LESS, and ONE, ZERO added (GL's defaults; blending itself is off). beginFrame sets them, and every
// pass puts them back.
void setRestingFactors();

// Sets a pass's state whole; when it goes, puts back what it found of the viewport, the
// capabilities (depth test, culling, blending, the scissor test) and the framebuffers, and the
// resting factors for the rest. The factors are not read back: in a browser, reading the
// scissor box, the depth mask and function or the blend factors waits for the GPU process to
// finish the frame so far (12, 0.8, 0.3 and 0.2 ms a call, measured in chromium), where the
// viewport, the capabilities and the bindings are answered at once. No pass counts on a factor
// it did not set, and none nests inside another.
class ScopedPassState {
public:
    explicit ScopedPassState(const PassState& wanted);
    ~ScopedPassState();
    ScopedPassState(const ScopedPassState&) = delete;
    ScopedPassState& operator=(const ScopedPassState&) = delete;

private:
    struct Saved {
        GLint viewport[4];
        GLboolean scissor, depthTest, cull, blend;
        GLint drawFramebuffer, readFramebuffer;
    } saved_{};
};

} // namespace engine
