// engine::OffscreenTarget — an RGBA8 framebuffer object with a depth buffer, to render a frame
// without a window and read it back. The same picture comes out whatever the window system,
// because the default framebuffer is never involved. Alpha::none makes it RGB8, as a window's
// framebuffer often is, so a benchmark can time what a window's frame costs.
// Needs a current OpenGL context; throws engine::GlError if the size is not supported.
//
//   engine::OffscreenTarget target(w, h);
//   { const auto bound = target.bind(); /* beginFrame, draw */ }
//   engine::Image image = target.read();
#pragma once

#include "engine/Image.hpp"

#include <memory>

namespace engine {

class OffscreenTarget {
public:
    enum class Alpha { kept, none };
    OffscreenTarget(int width, int height, Alpha alpha = Alpha::kept);
    ~OffscreenTarget();
    OffscreenTarget(OffscreenTarget&&) noexcept;
    OffscreenTarget& operator=(OffscreenTarget&&) noexcept;

    // Draws go into this target while the binding lives; when it goes (a throw included), the
    // framebuffer bound before it comes back.
    class Binding {
    public:
        explicit Binding(unsigned framebuffer);
        ~Binding();
        Binding(const Binding&) = delete;
        Binding& operator=(const Binding&) = delete;

    private:
        int previous_ = 0;
    };
    [[nodiscard]] Binding bind();

    Image read() const;  // waits for the GPU; rows top to bottom
    // Draws what the target holds over the whole window's framebuffer (the default one),
    // width x height, scaled: a frame rendered smaller than its window (--scale, a host's window
    // larger than the driver draws at a usable pace) shown in all of it.
    void showScaled(int width, int height) const;
    // The same into width x height of the window's framebuffer from (left, bottom), GL's way
    // up: one display's part of a window that lies over several (app's DisplayPanes).
    void showIn(int left, int bottom, int width, int height) const;

    int width() const;
    int height() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The largest side a framebuffer and a viewport may have here (llvmpipe: 16384): a window, a
// picture or a render target beyond it cannot be drawn.
int largestSide();

} // namespace engine
