#include "platform/DisplayPanes.hpp"

#include <algorithm>
#include <cmath>

namespace app {

std::vector<Pane> displayPanes(WindowSettings::Displays mode, const std::vector<ScreenRect>& displays,
                               const ScreenRect& window, double pixelsPerPoint) {
    using Displays = WindowSettings::Displays;
    // A display's edge in the window's pixels: rounded from the window's corner, so two displays
    // side by side meet at one column, with no gap and no overlap between their panes.
    const auto pixel = [&](int desktop, int corner) {
        return static_cast<int>(std::lround((desktop - corner) * pixelsPerPoint));
    };
    const Pane whole{ScreenRect{0, 0, pixel(window.x + window.width, window.x), pixel(window.y + window.height, window.y)}, 0};
    std::vector<Pane> panes;
    for (const ScreenRect& d : displays) {
        const int x0 = std::max(d.x, window.x), y0 = std::max(d.y, window.y);
        const int x1 = std::min(d.x + d.width, window.x + window.width), y1 = std::min(d.y + d.height, window.y + window.height);
        if (x0 >= x1 || y0 >= y1) continue;  // a display the window does not reach
        const int left = pixel(x0, window.x), top = pixel(y0, window.y);
        panes.push_back(Pane{ScreenRect{left, top, pixel(x1, window.x) - left, pixel(y1, window.y) - top},
                             mode == Displays::each ? static_cast<int>(panes.size()) : 0});
        if (mode == Displays::mainOnly) break;  // the first the window reaches: the main display where it reaches that
    }
    if (panes.empty() || mode == Displays::span || (panes.size() == 1 && mode != Displays::mainOnly)) return {whole};
    return panes;
}

std::vector<Pane> windowPanes(SDL_Window* window, WindowSettings::Displays mode) {
    std::vector<ScreenRect> displays;
    for (int d = 0; d < SDL_GetNumVideoDisplays(); d++) {
        SDL_Rect bounds;
        if (SDL_GetDisplayBounds(d, &bounds) == 0) displays.push_back(ScreenRect{bounds.x, bounds.y, bounds.w, bounds.h});
    }
    ScreenRect place;
    SDL_GetWindowPosition(window, &place.x, &place.y);
    SDL_GetWindowSize(window, &place.width, &place.height);
    int pixelsWide = 0, pixelsHigh = 0;
    SDL_GL_GetDrawableSize(window, &pixelsWide, &pixelsHigh);
    const double pixelsPerPoint = place.width > 0 ? static_cast<double>(pixelsWide) / place.width : 1;
    return displayPanes(mode, displays, place, pixelsPerPoint);
}

} // namespace app
