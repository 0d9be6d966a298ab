// app::DisplayFrames — a frame drawn a display at a time, as --displays says, where one window
// lies over several displays (the screensaver's on X11 and Windows, the X11 wallpaper's root:
// drawPanes) or where a window is opened on each (the screensaver on Wayland without the layer
// shell: drawWindows). same draws the window's city (once a frame for displays of one size),
// each a city of its own on every display after the first (the next seeds), main the first
// display alone, span one picture over them all. Each display's picture is rendered at its
// own size in an offscreen target and copied into place, so the views draw from (0, 0) as they
// do everywhere. Never reads input, never swaps the window's first surface (its shell does).
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
#include <memory>
#include <optional>
#include <vector>

namespace app {

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
    // Each of `window`'s windows as its display's pane: the others shown here, window 0 drawn
    // last and left current, for the overlay and the swap that end the shell's frame.
    void drawWindows(ViewerCore& first, GlWindow& window, double elapsedMs, const engine::FlyKeys& held);

private:
    // What a frame has drawn so far: a city's picture at a size, in targets_[target].
    struct Drawn {
        std::size_t city;
        int width, height;
        std::size_t target;
    };
    void drawPane(ViewerCore& first, std::size_t k, std::size_t city, const RenderSize& render, const ScreenRect& shown,
                  std::vector<Drawn>& drawn, double elapsedMs, const engine::FlyKeys& held);
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
