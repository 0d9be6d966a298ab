// app::displayPanes — where each display's picture goes in one window that lies over several
// displays: the screensaver's window on X11 and Windows (one borderless window over all of them)
// and the X11 wallpaper's root window. --displays same, each and main there as Wayland gives
// them an output's layer each (modes/LayerModes.cpp): each display its own picture at its own
// size, rather than one picture split down the seam. displayPanes is the pure part; windowPanes
// asks SDL where the displays and the window are. Never draws, never moves a window.
#pragma once

#include "cli/Options.hpp"
#include "platform/WindowCover.hpp"

#include <SDL.h>

#include <vector>

namespace app {

// One display's part of the window.
struct Pane {
    ScreenRect place;  // in the window's drawable pixels, from its top-left corner
    int city = 0;      // the city it shows: 0, the window's own; --displays each, 1, 2, ... the next seeds
    bool operator==(const Pane& other) const {
        return place.x == other.place.x && place.y == other.place.y && place.width == other.place.width &&
               place.height == other.place.height && city == other.city;
    }
};

// `displays`: the desktop's displays in its coordinates (the first is the main one, as SDL puts
// it on X11 and Windows); `window`: where the window is in the same coordinates; `pixelsPerPoint`:
// its drawable pixels over its size (1 but where the system scales). span, or a window on one
// display only: one pane, the whole window. main: the first display's part alone (the rest is
// left black). same and each: a pane for every display the window meets, in their order.
std::vector<Pane> displayPanes(WindowSettings::Displays mode, const std::vector<ScreenRect>& displays,
                               const ScreenRect& window, double pixelsPerPoint);

// The same for `window` now, SDL's displays and its place.
std::vector<Pane> windowPanes(SDL_Window* window, WindowSettings::Displays mode);

} // namespace app
