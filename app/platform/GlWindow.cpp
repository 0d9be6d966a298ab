#include "platform/GlWindow.hpp"

#include <cstdlib>
#include <stdexcept>

namespace app {
namespace {

std::runtime_error sdlFailure(const std::string& what) {
    return std::runtime_error(what + ": " + SDL_GetError());
}

bool environmentSet(const char* name) {
    const char* value = std::getenv(name);
    return value && *value;
}

} // namespace

SdlVideo::SdlVideo() {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) throw sdlFailure("cannot start SDL's video");
}

SdlVideo::~SdlVideo() { SDL_Quit(); }

std::string SdlVideo::driver() const {
    const char* name = SDL_GetCurrentVideoDriver();
    return name ? name : "";
}

bool noDisplay() {
#if defined(__linux__) || defined(__FreeBSD__)
    return !environmentSet("DISPLAY") && !environmentSet("WAYLAND_DISPLAY") && !environmentSet("SDL_VIDEODRIVER");
#else
    return false;
#endif
}

void preferOffscreenDriverWithoutDisplay() {
#if defined(__linux__) || defined(__FreeBSD__)
    if (noDisplay()) setenv("SDL_VIDEODRIVER", "offscreen", 1);
#endif
}

GlWindow::GlWindow(const Settings& settings) {
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    // Forward-compatible, or macOS gives a 2.1 legacy context.
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);

    if (settings.hostWindow) {
        // Without the hint SDL takes a foreign window for software drawing and makes no context.
        SDL_SetHint(SDL_HINT_VIDEO_FOREIGN_WINDOW_OPENGL, "1");
        window_ = SDL_CreateWindowFrom(settings.hostWindow);
        if (!window_) throw sdlFailure("cannot draw in the root window");
    } else {
        Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_ALLOW_HIGHDPI;
        flags |= settings.hidden ? SDL_WINDOW_HIDDEN : SDL_WINDOW_RESIZABLE;
        if (settings.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
        window_ = SDL_CreateWindow(settings.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                   settings.width, settings.height, flags);
        if (!window_) throw sdlFailure("cannot open a window");
    }

    context_ = SDL_GL_CreateContext(window_);
    if (!context_) {
        const std::runtime_error error = sdlFailure("OpenGL 3.3 core is needed, but no such context could be made");
        SDL_DestroyWindow(window_);
        throw error;
    }
    try {
        gl_ = engine::loadGl(reinterpret_cast<engine::GlProcLoader>(SDL_GL_GetProcAddress));
    } catch (...) {
        SDL_GL_DeleteContext(context_);
        SDL_DestroyWindow(window_);
        throw;
    }
}

GlWindow::~GlWindow() {
    SDL_GL_DeleteContext(context_);
    SDL_DestroyWindow(window_);
}

void GlWindow::drawableSize(int& width, int& height) const {
    if (SDL_GetWindowFlags(window_) & SDL_WINDOW_MINIMIZED) {
        width = height = 0;
        return;
    }
    SDL_GL_GetDrawableSize(window_, &width, &height);
}

void GlWindow::swap() { SDL_GL_SwapWindow(window_); }

HeadlessGl::HeadlessGl() : window_({"zcity", 64, 64, false, true}) {}

} // namespace app
