// app::DisplayFrames — a frame drawn a display at a time, as --displays says: where one window
// lies over several displays (the screensaver's on X11 and Windows, the X11 wallpaper's root:
// drawPanes), and where each display has a surface of its own (the Wayland layers, and the
// screensaver's windows on Wayland without the layer shell: drawSurfaces). same draws the
// first city (once a frame for displays of one size, copied to the others), each a city of its
// own on every display after the first (the next seeds), main the first display alone, span
// one picture over them all. A picture that goes into part of a window, or to more than one
// surface, is rendered at its display's size in an offscreen target and copied into place, so
// the views draw from (0, 0) as they do everywhere. Never reads input.
#pragma once

#include "cli/Options.hpp"
#include "platform/DisplayPanes.hpp"
#include "platform/GlWindow.hpp"
#include "viewer/RenderSize.hpp"
#include "viewer/ViewerCore.hpp"

#include "engine/FlyCamera.hpp"
#include "engine/OffscreenTarget.hpp"
#include "engine/Programs.hpp"

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace app {

// A display's own surface: where the display lies in the desktop's layout (its units), and the
// surface's pixels (its scale times that size); 0 x 0 where it is not drawn (gone, minimised).
struct DisplaySurface {
    ScreenRect place;
    int width = 0, height = 0;
};

class DisplayFrames {
public:
    // `start`: where each's other cities start (their seeds the next after its); `host`: theirs,
    // the window's shell; `scale` and `largestSide`: as renderSize takes them.
    DisplayFrames(const ViewerState& start, WindowSettings::Displays displays, const engine::Programs& programs,
                  ViewerHost& host, double scale, int largestSide);

    // The panes of one window `width` x `height` (windowPanes), `first` the window's own city;
    // black where no pane is (main's other displays).
    void drawPanes(ViewerCore& first, const std::vector<Pane>& panes, int width, int height, double elapsedMs,
                   const engine::FlyKeys& held);
    // Each surface's picture, surface k drawn once `makeCurrent(k)` made it the one drawn into,
    // and shown by `swap(k)`; the first drawn last, so it is left current.
    void drawSurfaces(ViewerCore& first, const std::vector<DisplaySurface>& surfaces,
                      const std::function<void(int)>& makeCurrent, const std::function<void(int)>& swap, double elapsedMs,
                      const engine::FlyKeys& held);
    // `window`'s windows, one a display, by drawSurfaces: window 0 left current and unshown,
    // for the overlay and the swap that end the shell's frame.
    void drawWindows(ViewerCore& first, GlWindow& window, double elapsedMs, const engine::FlyKeys& held);

private:
    // What a frame has drawn so far: a city's picture at a size, in targets_[target] where it
    // was kept for copying (no target: drawn straight into its surface).
    struct Drawn {
        std::size_t city;
        int width, height;
        std::optional<std::size_t> target;
    };
    void drawPane(ViewerCore& first, std::size_t k, std::size_t city, const RenderSize& render, const ScreenRect& shown,
                  std::vector<Drawn>& drawn, double elapsedMs, const engine::FlyKeys& held);
    static bool moved(const std::vector<Drawn>& drawn, std::size_t city);
    ViewerCore& city(ViewerCore& first, std::size_t k);

    ViewerState start_;
    WindowSettings::Displays displays_;
    const engine::Programs& programs_;
    ViewerHost& host_;
    double scale_;
    int largestSide_;
    std::vector<std::optional<engine::OffscreenTarget>> targets_;  // where each display's picture is rendered
    std::vector<std::unique_ptr<ViewerCore>> nextCities_;          // each: the second display's city, the third's, ...
};

} // namespace app
