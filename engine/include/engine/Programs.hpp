// engine::Programs — the engine's compiled shaders, made once for a GL context and shared by
// every renderer drawn with it, so making a new scene (a new seed every frame, say) never
// compiles a shader again.
//
// Needs a current OpenGL 3.3 core context with loadGl() done; construction compiles and links
// shaders/ and throws engine::GlError with the compiler's log (on one line) if any fails.
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

    struct Impl;  // the GL side, private to the engine
    const Impl& impl() const { return *impl_; }

private:
    std::unique_ptr<Impl> impl_;
};

} // namespace engine
