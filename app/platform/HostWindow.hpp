// app::HostWindow — the window a screensaver host made (xscreensaver's X window or the root
// window, Windows' preview HWND), found, checked and measured, and zcity's picture put in it.
//
// The picture goes in a window of zcity's own made a child of the host's (adopt): never a
// top-level window, never seen outside the host's. Not SDL_CreateWindowFrom on the host's window
// itself, since SDL then makes its GL context with the first frame-buffer config GLX offers, not
// one of the window's visual: xscreensaver 6 gives its hacks a 32-bit window, and Mesa's first
// configs are 24-bit, so every frame was a BadMatch (X_ShmPutImage) and Xlib's handler ended
// zcity; and Windows sets a pixel format on a window of another process only with trouble.
// The child has SDL's own GL visual, whatever the host's is. The root window alone is drawn in
// itself (isRoot, sdlHandle): a child of the root is a top-level window, which a window manager
// would frame; the root has the screen's default visual, which GLX's first configs match.
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
    // The root window (-root without XSCREENSAVER_WINDOW): drawn in itself, through sdlHandle.
    bool isRoot() const { return isRoot_; }
    // What SDL_CreateWindowFrom takes: the window's X id.
    const void* sdlHandle() const { return reinterpret_cast<const void*>(static_cast<std::uintptr_t>(id_)); }
    // Its size in pixels now; nullopt once it is gone (the host closed it).
    std::optional<Size> size() const;
    // Makes `window` (zcity's, hidden) a child of the host's window at its top-left, and shows
    // it. Throws std::runtime_error with one line when it cannot.
    void adopt(SDL_Window* window) const;

private:
    struct Connection;
    std::unique_ptr<Connection> connection_;
    std::uint64_t id_ = 0;
    std::string name_;
    bool isRoot_ = false;
};

} // namespace app
