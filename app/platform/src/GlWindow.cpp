#include "platform/GlWindow.hpp"
#include "platform/ProcessMemory.hpp"

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace app {
namespace {

std::runtime_error sdlFailure(const std::string& what) {
    return std::runtime_error(what + ": " + SDL_GetError());
}

#if defined(__linux__) || defined(__FreeBSD__)
bool environmentSet(const char* name) {
    const char* value = std::getenv(name);
    return value && *value;
}
#endif

} // namespace

SdlVideo::SdlVideo(ScreenWhileRunning screen) {
    // SDL keeps the screen awake by default (X11's screensaver off, and a D-Bus Inhibit to the
    // desktop's): right for a person flying, wrong for a screensaver, whose host (xscreensaver,
    // Windows) decides when the screen sleeps, and for a picture nobody watches.
    SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, screen == ScreenWhileRunning::keptAwake ? "0" : "1");
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

namespace {

std::string profileName(engine::GlProfile profile) {
    return profile == engine::GlProfile::core ? "OpenGL 3.3 core" : "OpenGL ES 3.0";
}

// The context attributes SDL makes the next window's context with.
void askFor(engine::GlProfile profile) {
    if (profile == engine::GlProfile::core) {
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
        // Forward-compatible, or macOS gives a 2.1 legacy context.
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
    } else {
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);  // ES has no forward-compatible flag: asking fails
    }
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
}

// Every display at once: the rectangle round all of them, in SDL's desktop coordinates.
std::optional<SDL_Rect> desktopBounds() {
    const int displays = SDL_GetNumVideoDisplays();
    if (displays < 1) return std::nullopt;
    SDL_Rect all{0, 0, 0, 0};
    for (int d = 0; d < displays; d++) {
        SDL_Rect bounds;
        if (SDL_GetDisplayBounds(d, &bounds) != 0) return std::nullopt;
        if (d == 0) {
            all = bounds;
        } else {
            SDL_UnionRect(&all, &bounds, &all);
        }
    }
    return all;
}

// A window on display `d`, full screen there where `flags` say so. At the display's own size:
// SDL 2.26 on Wayland takes the display under most of a window for its full screen, and a
// window larger than its display can fall on the next.
SDL_Window* displayWindow(const std::string& title, int d, Uint32 flags) {
    SDL_Rect bounds{0, 0, 640, 360};
    SDL_GetDisplayBounds(d, &bounds);
    return SDL_CreateWindow(title.c_str(), SDL_WINDOWPOS_UNDEFINED_DISPLAY(d), SDL_WINDOWPOS_UNDEFINED_DISPLAY(d), bounds.w,
                            bounds.h, flags);
}

// On Wayland a window cannot be placed at all: the screensaver over several displays is a
// full-screen window on each (the first made with the context, the others once it is current).
bool windowOnEachDisplay(const GlWindow::Settings& settings) {
    return settings.everyDisplay && !settings.hostWindow && std::string(SDL_GetCurrentVideoDriver()) == "wayland" &&
           SDL_GetNumVideoDisplays() > 1;
}

} // namespace

GlWindow::GlWindow(const Settings& settings) {
    if (settings.profile) {
        if (const auto problem = open(settings, *settings.profile)) throw std::runtime_error(*problem);
        return;
    }
    // Core where it can be had; OpenGL ES 3 where it cannot (boards such as the Raspberry Pi,
    // whose Mesa offers GLES 3 but not GL 3.3 core), said in one line.
    const auto coreProblem = open(settings, engine::GlProfile::core);
    if (!coreProblem) return;
    // A window that cannot be made for ES is ES's problem here (SDL makes a GL window only once it
    // has loaded the API's library: Windows has no OpenGL ES without ANGLE).
    if (const auto esProblem = open(settings, engine::GlProfile::es, true)) {
        throw std::runtime_error("neither OpenGL 3.3 core nor OpenGL ES 3.0 could be had: " + *coreProblem + "; " + *esProblem);
    }
    std::fprintf(stderr, "zcity: %s; drawing with %s on %s\n", coreProblem->c_str(), gl_.version.c_str(), gl_.renderer.c_str());
}

std::optional<std::string> GlWindow::open(const Settings& settings, engine::GlProfile profile, bool windowFailureIsProblem) {
    askFor(profile);
    // A new window for each try: SDL picks the window's pixel format (and on X11, GLX or EGL)
    // for the context attributes it had when the window was made.
    if (settings.hostWindow) {
        // Without the hint SDL takes a foreign window for software drawing and makes no context.
        SDL_SetHint(SDL_HINT_VIDEO_FOREIGN_WINDOW_OPENGL, "1");
        window_ = SDL_CreateWindowFrom(settings.hostWindow);
        if (!window_ && windowFailureIsProblem) return "no " + profileName(profile) + " window could be made: " + SDL_GetError();
        if (!window_) throw sdlFailure("cannot draw in the host's window");
    } else {
        Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_ALLOW_HIGHDPI;
        flags |= settings.hidden ? SDL_WINDOW_HIDDEN : SDL_WINDOW_RESIZABLE;
        // The screensaver's window is placed over every display itself, borderless and on top, so
        // that it covers them without a window manager too (Xvfb's, or a bare X server); with one
        // display it is also full screen, for the window managers that keep panels above the rest.
        const bool windowEach = windowOnEachDisplay(settings);
        const std::optional<SDL_Rect> desktop = settings.everyDisplay && !windowEach ? desktopBounds() : std::nullopt;
        if (settings.fullscreen && (!desktop || SDL_GetNumVideoDisplays() == 1)) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
        if (desktop) flags = (flags & ~SDL_WINDOW_RESIZABLE) | SDL_WINDOW_BORDERLESS | SDL_WINDOW_ALWAYS_ON_TOP;
        if (windowEach) flags = (flags & ~SDL_WINDOW_RESIZABLE) | SDL_WINDOW_BORDERLESS | SDL_WINDOW_FULLSCREEN_DESKTOP;
        window_ = desktop     ? SDL_CreateWindow(settings.title.c_str(), desktop->x, desktop->y, desktop->w, desktop->h, flags)
                  : windowEach ? displayWindow(settings.title, 0, flags)
                               : SDL_CreateWindow(settings.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                                  settings.width, settings.height, flags);
        if (!window_ && windowFailureIsProblem) return "no " + profileName(profile) + " window could be made: " + SDL_GetError();
        if (!window_) throw sdlFailure("cannot open a window");
    }

    context_ = SDL_GL_CreateContext(window_);
    std::optional<std::string> problem;
    if (!context_) {
        problem = "no " + profileName(profile) + " context could be made: " + SDL_GetError();
    } else {
        try {
            gl_ = engine::loadGl(reinterpret_cast<engine::GlProcLoader>(SDL_GL_GetProcAddress), profile);
            refuseDriverWithoutRoom(isSoftwareRenderer(gl_.renderer));  // llvmpipe's threads' share, now it is known
            if (windowOnEachDisplay(settings)) {
                openOthers(SDL_GetWindowFlags(window_) & (SDL_WINDOW_OPENGL | SDL_WINDOW_ALLOW_HIGHDPI |
                                                          SDL_WINDOW_BORDERLESS | SDL_WINDOW_FULLSCREEN_DESKTOP));
            }
            return std::nullopt;
        } catch (const engine::GlError& error) {
            problem = error.what();
        }
        SDL_GL_DeleteContext(context_);
        context_ = nullptr;
    }
    SDL_DestroyWindow(window_);
    window_ = nullptr;
    return problem;
}

void GlWindow::openOthers(Uint32 flags) {
    for (int d = 1; d < SDL_GetNumVideoDisplays(); d++) {
        SDL_Window* other = displayWindow(SDL_GetWindowTitle(window_), d, flags);
        if (!other) throw sdlFailure("cannot open a window on display " + std::to_string(d + 1));
        others_.push_back(other);
    }
    SDL_GL_MakeCurrent(window_, context_);
}

GlWindow::~GlWindow() {
    SDL_GL_DeleteContext(context_);
    for (SDL_Window* other : others_) SDL_DestroyWindow(other);
    SDL_DestroyWindow(window_);
}

void GlWindow::drawableSize(int& width, int& height) const { drawableSize(0, width, height); }

void GlWindow::drawableSize(int k, int& width, int& height) const {
    if (SDL_GetWindowFlags(sdl(k)) & SDL_WINDOW_MINIMIZED) {
        width = height = 0;
        return;
    }
    SDL_GL_GetDrawableSize(sdl(k), &width, &height);
}

void GlWindow::swap() { SDL_GL_SwapWindow(window_); }

void GlWindow::makeCurrent(int k) const { SDL_GL_MakeCurrent(sdl(k), context_); }

void GlWindow::swap(int k) { SDL_GL_SwapWindow(sdl(k)); }

namespace {

GlWindow::Settings hiddenWindow(std::optional<engine::GlProfile> profile) {
    GlWindow::Settings settings;
    settings.title = "zcity";
    settings.width = settings.height = 64;
    settings.hidden = true;
    settings.profile = profile;
    return settings;
}

} // namespace

HeadlessGl::HeadlessGl(std::optional<engine::GlProfile> profile)
    : video_(ScreenWhileRunning::systemDecides), window_(hiddenWindow(profile)) {}

} // namespace app
