// app::HostWindow — the window a screensaver host made (xscreensaver's X window or the root
// window, Windows' preview HWND), found, checked and measured, and zcity's picture put in it.
//
// On X11 the picture goes in a window of zcity's own made a child of the host's (adopt): never a
// top-level window, never seen outside the host's. Not SDL_CreateWindowFrom on the host's window
// itself, since SDL then makes its GL context with the first frame-buffer config GLX offers, not
// one of the window's visual: xscreensaver 6 gives its hacks a 32-bit window, and Mesa's first
// configs are 24-bit, so every frame was a BadMatch (X_ShmPutImage) and Xlib's handler ended
// zcity. The child has SDL's own GL visual, whatever the host's is. The root window alone is
// drawn in itself (drawnDirectly, sdlHandle): a child of the root is a top-level window, which a
// window manager would frame; the root has the screen's default visual, which GLX's first
// configs match. On Windows, as Microsoft's screensaver library does, zcity makes a child window
// in the preview box when it starts (CreateWindowEx with the box as parent) and SDL draws in
// that (drawnDirectly): Windows sets a pixel format on a window of another process only with
// trouble, and a top-level window moved into the box would first be one.
// The host's window is checked before SDL sees it, through an XCB connection of HostWindow's
// own (its errors are values; Xlib's default handler prints a dump and exits): a bad id is one
// line, thrown as std::runtime_error; an id of the other system's kind (/p on Linux, -window-id
// on Windows) is a UsageError. It never draws in, moves, resizes or closes the host's window,
// and reads XSCREENSAVER_WINDOW (given by the caller) only for -root, as xscreensaver's hacks do.
#pragma once

#include "cli/Options.hpp"

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace app {

class HostWindow {
public:
    // `xscreensaverWindow`: the XSCREENSAVER_WINDOW variable's text, or null where it is not set.
    HostWindow(const ScreensaverHost& host, const char* xscreensaverWindow);
    ~HostWindow();
    HostWindow(const HostWindow&) = delete;
    HostWindow& operator=(const HostWindow&) = delete;

    // "--window-id 0x400001", "the root window 0x3a5", ..., for messages.
    const std::string& name() const { return name_; }
    // SDL draws in sdlHandle() itself (the root window, for -root without XSCREENSAVER_WINDOW;
    // on Windows, the child made in the preview box), rather than in a window of its own that
    // adopt() puts inside the host's.
    bool drawnDirectly() const { return drawnDirectly_; }
    // What SDL_CreateWindowFrom takes where drawnDirectly(): the window's X id, or the HWND.
    const void* sdlHandle() const;
    // Its size in pixels now; nullopt once it is gone (the host closed it, or destroyed it and
    // our window with it: the X errors that follow are noted, never the end of the program).
    std::optional<Size> size() const;
    // The screen the host's window is on (Windows: every monitor): as much of that window as can
    // ever be seen, so the most of it worth drawing in, however big the window.
    Size screenSize() const;
    // Makes `window` (zcity's, hidden) a child of the host's window at its top-left, and shows
    // it. Throws std::runtime_error with one line when it cannot.
    void adopt(SDL_Window* window) const;

private:
    struct Connection;
    std::unique_ptr<Connection> connection_;
    std::uint64_t id_ = 0;
    std::string name_;
    bool drawnDirectly_ = false;
};

} // namespace app
