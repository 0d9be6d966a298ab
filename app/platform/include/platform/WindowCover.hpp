// app::WindowCover — whether the X11 window zcity draws in (its own, a host's child, or the root
// window its wallpaper is drawn on) is hidden whole by the windows stacked above it, so a
// wallpaper or a screensaver nobody sees draws nothing. rectanglesCover is the pure part.
// Asks the X server over an XCB connection of its own, at most twice a second; never draws,
// moves or changes a window. A window translucent windows cover (32-bit visuals, which a
// compositor blends) counts as seen. Where X cannot be asked (not X11, no XCB) nothing is covered.
#pragma once

#include <SDL.h>

#include <chrono>
#include <memory>
#include <vector>

namespace app {

class HostWindow;

// A rectangle of the screen, in pixels: left, top, width, height.
struct ScreenRect {
    int x = 0, y = 0, width = 0, height = 0;
};

// Whether the rectangles together cover every pixel of `area` (an empty area is covered).
bool rectanglesCover(const ScreenRect& area, const std::vector<ScreenRect>& covers);

class WindowCover {
public:
    // The window SDL draws in: the root window where `host` draws there directly, else `window`.
    // Empty (never covered) where SDL is not on X11 or this build has no XCB.
    static std::unique_ptr<WindowCover> watch(SDL_Window* window, const HostWindow* host);
    ~WindowCover();
    WindowCover(const WindowCover&) = delete;
    WindowCover& operator=(const WindowCover&) = delete;

    // Whether the opaque windows above it hide all of it on the screen: asked of the X server
    // at most every kInterval, the last answer given between.
    bool covered();

    static constexpr std::chrono::milliseconds kInterval{500};

private:
    struct Connection;
    explicit WindowCover(std::unique_ptr<Connection> connection);
    bool askServer() const;

    std::unique_ptr<Connection> connection_;
    std::chrono::steady_clock::time_point askedAt_{};
    bool covered_ = false;
};

} // namespace app
