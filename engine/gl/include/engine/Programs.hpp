// engine::Programs — the engine's compiled shaders, made once for a GL context and shared by
// every renderer drawn with it, so making a new scene (a new seed every frame, say) never
// compiles a shader again. Each program is compiled the first time a frame draws with it, so a
// scene waits only for the shaders it draws with.
//
// Needs a current OpenGL 3.3 core (or WebGL 2) context with loadGl() done; a draw that compiles
// a shader throws engine::GlError with the compiler's log (on one line) if it fails.
// Move-only; destroy it after the renderers that use it and before the context.
#pragma once

#include <memory>

namespace engine {

class Programs {
public:
    Programs();
    ~Programs();
    Programs(Programs&&) noexcept;
    Programs& operator=(Programs&&) noexcept;

    // Starts compiling the night cities' shaders (Pixel City's and Redux's) and asks nothing
    // back, so that where the GL works apart from its caller (a browser's GPU process) they
    // compile while the city grows and its first frame finds them done; natively it only moves
    // the compile earlier. Each is still checked, and throws if it failed, at its first use.
    void startNightCompile() const;

    struct Impl;  // the GL side, private to the engine
    const Impl& impl() const { return *impl_; }

private:
    std::unique_ptr<Impl> impl_;
};

} // namespace engine
