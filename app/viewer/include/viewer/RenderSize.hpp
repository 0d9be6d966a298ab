// app::renderSize — how big a window's frames are rendered: the window's size times --scale,
// and never more than the driver draws (its largest side) or than a CPU renderer draws at a
// usable pace (kMaxRenderPixels). A frame rendered smaller is shown scaled up to the window
// (engine::OffscreenTarget::showScaled). Pure arithmetic: no GL, no SDL.
#pragma once

#include <algorithm>
#include <cmath>

namespace app {

// A 4K screen's pixels. A host's window can be any size: 32767 x 32767 crashed llvmpipe, and
// 16384 x 16384 took over 15 s a frame there; rendered at most this many pixels and scaled up,
// a frame of any window takes what a 4K screen's does.
constexpr double kMaxRenderPixels = 3840.0 * 2160.0;

struct RenderSize {
    int width = 0, height = 0;
    bool scaled = false;  // smaller than the window: rendered apart and shown scaled up
};

inline RenderSize renderSize(int windowWidth, int windowHeight, double scale, int largestSide) {
    if (windowWidth <= 0 || windowHeight <= 0) return {};
    double factor = std::clamp(scale, 0.0, 1.0);
    const double pixels = static_cast<double>(windowWidth) * windowHeight;
    factor = std::min(factor, std::sqrt(kMaxRenderPixels / pixels));
    factor = std::min(factor, static_cast<double>(largestSide) / std::max(windowWidth, windowHeight));
    if (factor >= 1) return {windowWidth, windowHeight, false};
    const int width = std::max(1, static_cast<int>(windowWidth * factor));
    const int height = std::max(1, static_cast<int>(windowHeight * factor));
    return {width, height, true};
}

} // namespace app
