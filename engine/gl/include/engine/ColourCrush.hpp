// engine::ColourCrush — the colour crush as a last pass: the finished frame, whatever scene drew
// it, turned into the EGA's 16 colours or the CGA's 4, Bayer-dithered (engine/Palette.hpp has
// the palettes and the method; shaders/crush.frag does it, one pixel a fragment).
//
// A pass needs the frame as a texture, and the frame may be the window's own framebuffer,
// which has none: apply copies it into a frame-sized texture first, then draws the crushed
// picture back over it. This object owns that copy (a texture and a framebuffer object), made
// on the first crushed frame and made again only when the frame's size changes, so a frame
// costs one copy and one full-screen triangle and no allocation. That cache is why the crush is
// an object and not a free function beside dimFrame: no global state, and the app decides how
// long the copy lives.
//
// It never clears, never touches the depth buffer, and leaves the GL state as it found it
// (framebuffer bindings, viewport, depth test, blending, scissor). It makes nothing until a
// frame asks for a palette, so holding one costs nothing while the crush is off.
// Needs a current OpenGL 3.3 core context for apply; destroy it before the context. Move-only.
//
//   engine::ColourCrush crush;  // beside the Programs, for as long as the window lives
//   engine::beginFrame(frame); /* views draw */ engine::dimFrame(...);
//   crush.apply(programs, frame);  // last, before reading the picture or swapping
#pragma once

#include "engine/Frame.hpp"

#include <memory>

namespace engine {

class Programs;

class ColourCrush {
public:
    ColourCrush();
    ~ColourCrush();
    ColourCrush(ColourCrush&&) noexcept;
    ColourCrush& operator=(ColourCrush&&) noexcept;

    // Crushes what the current draw framebuffer holds to frame.style.palette; does nothing for
    // Palette::none or an empty frame. Throws engine::GlError when the copy's framebuffer cannot
    // be made (the GL state is restored first).
    void apply(const Programs& programs, const Frame& frame);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;  // null until the first crushed frame
};

} // namespace engine
