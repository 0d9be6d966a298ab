// app::SdlVideo and app::GlWindow — SDL's video subsystem, and a window with an OpenGL 3.3
// core or OpenGL ES 3.0 context made current and loaded into the engine.
//
// Construct SdlVideo first and GlWindow second; they clean up in reverse. Everything that owns
// GL objects (the engine's renderers) must be destroyed before the GlWindow. HeadlessGl is the
// pair for pictures: no display needed, nothing shown.
// Failures throw std::runtime_error with one line: what was asked for and what SDL found.
#pragma once

#include "engine/Gl.hpp"

#include <SDL.h>

#include <optional>
#include <string>
#include <vector>

namespace app {

// Whether the screen is kept awake while zcity runs: the window's viewer keeps it (a person is
// watching), a screensaver and a picture let the system and the host decide.
enum class ScreenWhileRunning { keptAwake, systemDecides };

class SdlVideo {
public:
    explicit SdlVideo(ScreenWhileRunning screen);  // SDL_Init(SDL_INIT_VIDEO)
    ~SdlVideo();
    SdlVideo(const SdlVideo&) = delete;
    SdlVideo& operator=(const SdlVideo&) = delete;

    std::string driver() const;  // "x11", "wayland", "cocoa", "windows", "offscreen", ...
};

// True when there is no display to open a window on (Linux without DISPLAY or
// WAYLAND_DISPLAY, and no SDL_VIDEODRIVER chosen); other systems always have one.
bool noDisplay();

// For pictures without a screen: use SDL's offscreen driver (Mesa's EGL) when there is no
// display, unless the user chose a driver. Call before SdlVideo.
void preferOffscreenDriverWithoutDisplay();

class GlWindow {
public:
    struct Settings {
        std::string title;
        int width = 1280;
        int height = 720;
        bool fullscreen = false;  // borderless, the size of the desktop
        // The screensaver: one borderless window over every display at once (full screen where
        // there is one), so that no monitor shows the desktop while the others show the city.
        // On Wayland, where a client cannot place a window over several outputs: a full-screen
        // window on each display, all drawn with the first's context.
        bool everyDisplay = false;
        bool hidden = false;      // for pictures: never shown
        // A window of another program's to draw in instead of opening one (SDL_CreateWindowFrom's
        // handle): the root window, for the screensaver's -root; never closed here.
        const void* hostWindow = nullptr;
        // --gl: the context's profile; nullopt: OpenGL 3.3 core, or OpenGL ES 3.0 where core
        // cannot be had (said in one line on standard error).
        std::optional<engine::GlProfile> profile;
    };

    explicit GlWindow(const Settings& settings);
    ~GlWindow();
    GlWindow(const GlWindow&) = delete;
    GlWindow& operator=(const GlWindow&) = delete;

    SDL_Window* sdl() const { return window_; }
    const engine::GlInfo& gl() const { return gl_; }
    SDL_GLContext context() const { return context_; }
    void drawableSize(int& width, int& height) const;  // pixels (HiDPI), 0x0 when minimised
    void swap();

    // The windows: 1, or on Wayland with everyDisplay one a display (window 0 is sdl()). The
    // engine draws into window k once it is made current; each is shown by its own swap.
    int windowCount() const { return 1 + static_cast<int>(others_.size()); }
    SDL_Window* sdl(int k) const { return k == 0 ? window_ : others_[static_cast<std::size_t>(k - 1)]; }
    void makeCurrent(int k) const;
    void drawableSize(int k, int& width, int& height) const;
    void swap(int k);

private:
    // The window and a context of `profile`, current and loaded; or, where the context cannot be
    // made or is too old, nothing kept and the one line that says why. Throws when the window
    // itself cannot be made, unless `windowFailureIsProblem` (then that is the line).
    std::optional<std::string> open(const Settings& settings, engine::GlProfile profile, bool windowFailureIsProblem = false);

    // Wayland's screensaver: a full-screen window on each display after the first, made once the
    // first has its context (openOthers).
    void openOthers(Uint32 flags);

    SDL_Window* window_ = nullptr;
    std::vector<SDL_Window*> others_;
    SDL_GLContext context_ = nullptr;
    engine::GlInfo gl_;
};

// An OpenGL context for the headless modes (`profile` as GlWindow's): SDL's offscreen driver
// where there is no display, and a small hidden window (pictures go into an
// engine::OffscreenTarget).
class HeadlessGl {
public:
    explicit HeadlessGl(std::optional<engine::GlProfile> profile = std::nullopt);

private:
    struct PreferOffscreen {
        PreferOffscreen() { preferOffscreenDriverWithoutDisplay(); }
    } prefer_;  // before SDL starts
    SdlVideo video_;
    GlWindow window_;
};

} // namespace app
