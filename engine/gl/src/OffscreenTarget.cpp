#include "engine/OffscreenTarget.hpp"

#include "GlObjects.hpp"
#include "engine/Gl.hpp"

#include <algorithm>
#include <cstring>
#include <string>

namespace engine {

struct OffscreenTarget::Impl {
    int width, height;
    gl::Framebuffer framebuffer = gl::Framebuffer::create();
    gl::Renderbuffer colour = gl::Renderbuffer::create();
    gl::Renderbuffer depth = gl::Renderbuffer::create();
};

OffscreenTarget::OffscreenTarget(int width, int height, Alpha alpha) {
    GLint maxSize = 0;
    glGetIntegerv(GL_MAX_RENDERBUFFER_SIZE, &maxSize);
    if (width <= 0 || height <= 0 || width > maxSize || height > maxSize) {
        throw GlError("a " + std::to_string(width) + "x" + std::to_string(height) +
                      " picture is not possible here: the GPU allows at most " + std::to_string(maxSize) +
                      " pixels a side");
    }
    impl_ = std::make_unique<Impl>(Impl{width, height});
    glBindRenderbuffer(GL_RENDERBUFFER, impl_->colour.id());
    glRenderbufferStorage(GL_RENDERBUFFER, alpha == Alpha::kept ? GL_RGBA8 : GL_RGB8, width, height);
    glBindRenderbuffer(GL_RENDERBUFFER, impl_->depth.id());
    glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, impl_->framebuffer.id());
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, impl_->colour.id());
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, impl_->depth.id());
    const GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (status != GL_FRAMEBUFFER_COMPLETE) {
        throw GlError("the offscreen framebuffer is incomplete (status " + std::to_string(status) + ")");
    }
}

OffscreenTarget::~OffscreenTarget() = default;
OffscreenTarget::OffscreenTarget(OffscreenTarget&&) noexcept = default;
OffscreenTarget& OffscreenTarget::operator=(OffscreenTarget&&) noexcept = default;

OffscreenTarget::Binding::Binding(unsigned framebuffer) {
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &previous_);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
}

OffscreenTarget::Binding::~Binding() { glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(previous_)); }

OffscreenTarget::Binding OffscreenTarget::bind() { return Binding(impl_->framebuffer.id()); }

Image OffscreenTarget::read() const {
    Image image;
    image.width = impl_->width;
    image.height = impl_->height;
    const std::size_t rowBytes = static_cast<std::size_t>(image.width) * 4;
    std::vector<std::uint8_t> bottomUp(rowBytes * static_cast<std::size_t>(image.height));
    glBindFramebuffer(GL_READ_FRAMEBUFFER, impl_->framebuffer.id());
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, image.width, image.height, GL_RGBA, GL_UNSIGNED_BYTE, bottomUp.data());
    glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    // GL's rows start at the bottom; pictures start at the top.
    image.rgba.resize(bottomUp.size());
    for (int row = 0; row < image.height; row++) {
        std::memcpy(image.rgba.data() + static_cast<std::size_t>(row) * rowBytes,
                    bottomUp.data() + static_cast<std::size_t>(image.height - 1 - row) * rowBytes, rowBytes);
    }
    // A window shows no alpha (the original cleared to alpha 0): the picture is opaque too.
    for (std::size_t alpha = 3; alpha < image.rgba.size(); alpha += 4) image.rgba[alpha] = 255;
    return image;
}

void OffscreenTarget::showScaled(int width, int height) const { showIn(0, 0, width, height); }

void OffscreenTarget::showIn(int left, int bottom, int width, int height) const {
    // Rows stay the way up they are: both are GL's, bottom first. Linear, so a picture rendered
    // at a tenth of the window is soft rather than blocky.
    glBindFramebuffer(GL_READ_FRAMEBUFFER, impl_->framebuffer.id());
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
    glBlitFramebuffer(0, 0, impl_->width, impl_->height, left, bottom, left + width, bottom + height, GL_COLOR_BUFFER_BIT,
                      GL_LINEAR);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

int largestSide() {
    GLint renderbuffer = 0;
    GLint viewport[2] = {0, 0};
    glGetIntegerv(GL_MAX_RENDERBUFFER_SIZE, &renderbuffer);
    glGetIntegerv(GL_MAX_VIEWPORT_DIMS, viewport);
    return std::min({renderbuffer, viewport[0], viewport[1]});
}

int OffscreenTarget::width() const { return impl_->width; }
int OffscreenTarget::height() const { return impl_->height; }

} // namespace engine
