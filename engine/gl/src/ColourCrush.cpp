// engine::ColourCrush: copy the frame, then draw it back crushed (see engine/ColourCrush.hpp).
#include "engine/ColourCrush.hpp"

#include "GlObjects.hpp"
#include "PassState.hpp"
#include "ProgramsImpl.hpp"
#include "engine/Gl.hpp"

#include <string>

namespace engine {
namespace {

} // namespace

struct ColourCrush::Impl {
    int width = 0, height = 0;  // the copy's size; 0 until the first frame
    gl::Texture copy = gl::Texture::create();
    gl::Framebuffer copyFramebuffer = gl::Framebuffer::create();
    gl::VertexArray empty = gl::VertexArray::create();  // the triangle comes from gl_VertexID

    // Makes the copy frame-sized: new storage only when the size changes (a resized window).
    // The caller restores the framebuffer bindings.
    void fit(int frameWidth, int frameHeight) {
        if (frameWidth == width && frameHeight == height) return;
        glBindTexture(GL_TEXTURE_2D, copy.id());
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, frameWidth, frameHeight, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
        // One level and NEAREST: texelFetch needs a complete texture, and the default filter
        // wants mipmaps a copy never has.
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 0);
        glBindTexture(GL_TEXTURE_2D, 0);
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, copyFramebuffer.id());
        glFramebufferTexture2D(GL_DRAW_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, copy.id(), 0);
        const GLenum status = glCheckFramebufferStatus(GL_DRAW_FRAMEBUFFER);
        if (status != GL_FRAMEBUFFER_COMPLETE) {
            width = height = 0;  // try again next frame rather than blit into nothing
            throw GlError("the colour crush's " + std::to_string(frameWidth) + "x" + std::to_string(frameHeight) +
                          " frame copy is incomplete (status " + std::to_string(status) + ")");
        }
        width = frameWidth;
        height = frameHeight;
    }
};

ColourCrush::ColourCrush() = default;
ColourCrush::~ColourCrush() = default;
ColourCrush::ColourCrush(ColourCrush&&) noexcept = default;
ColourCrush& ColourCrush::operator=(ColourCrush&&) noexcept = default;

void ColourCrush::apply(const Programs& programs, const Frame& frame) {
    const GLuint program = programs.impl().crush(frame.style.palette);
    if (frame.empty() || program == 0) return;
    if (!impl_) impl_ = std::make_unique<Impl>();
    Impl& c = *impl_;
    // The state the pass draws in, put back after, so the crush can follow any renderer and
    // anything after it (a screenshot's read, an overlay) finds the frame as it was.
    GLint drawFramebuffer = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &drawFramebuffer);
    const auto target = static_cast<GLuint>(drawFramebuffer);
    const ScopedPassState scoped(overTheFrame(frame.width, frame.height));

    // The frame as it stands, into the copy: a shader cannot read the framebuffer it draws to,
    // and the window's own framebuffer has no texture to read. Unscissored: a letterboxed frame's
    // bars are crushed too (black stays black), and every pixel of the copy is written.
    c.fit(frame.width, frame.height);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, target);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, c.copyFramebuffer.id());
    glBlitFramebuffer(0, 0, frame.width, frame.height, 0, 0, frame.width, frame.height, GL_COLOR_BUFFER_BIT,
                      GL_NEAREST);

    // Back over the whole frame, each pixel replaced: no depth test (the triangle is not in the
    // scene) and no blending (the crushed colour is the pixel, not something added to it).
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, target);
    glUseProgram(program);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, c.copy.id());
    glBindVertexArray(c.empty.id());
    glDrawArrays(GL_TRIANGLES, 0, 3);
    glBindVertexArray(0);
    glBindTexture(GL_TEXTURE_2D, 0);
    glUseProgram(0);
}

} // namespace engine
