// app::HostWindow — the window a screensaver host made (xscreensaver's X window or the root
// window, Windows' preview HWND), found, checked and measured, so zcity can draw in it.
//
// It checks the window exists before SDL sees it: SDL asks X about a foreign window with Xlib,
// whose default error handler prints a dump and exits the process when the id names no window.
// Here (on X, through an XCB connection of its own, which returns errors as values) a bad id is
// one line, thrown as std::runtime_error; an id on the wrong system (/p on Linux, -window-id on
// Windows) is a UsageError. It also measures the window every time it is asked, since SDL does
// not follow a foreign window's resizes. It never draws in, moves, resizes or closes the window,
// and it reads the environment's XSCREENSAVER_WINDOW only for -root, as xscreensaver's own
// hacks do.
#pragma once

#include "cli/Options.hpp"

#include <cstdint>
#include <memory>
#include <string>

namespace app {

class HostWindow {
public:
    // `xscreensaverWindow`: the XSCREENSAVER_WINDOW variable's text, or null where it is not set.
    HostWindow(const ScreensaverHost& host, const char* xscreensaverWindow);
    ~HostWindow();
    HostWindow(const HostWindow&) = delete;
    HostWindow& operator=(const HostWindow&) = delete;

    // What SDL_CreateWindowFrom takes: the X window's id, or the HWND.
    const void* sdlHandle() const { return reinterpret_cast<const void*>(static_cast<std::uintptr_t>(id_)); }
    // "window 0x400001" (or "the root window 0x3a5"), for messages.
    const std::string& name() const { return name_; }
    // Its size in pixels now; 0x0 when it is gone or cannot be asked.
    Size size() const;

private:
    struct Connection;
    std::unique_ptr<Connection> connection_;
    std::uint64_t id_ = 0;
    std::string name_;
};

} // namespace app
