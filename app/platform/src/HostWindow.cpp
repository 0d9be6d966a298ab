#include "platform/HostWindow.hpp"

#include <SDL_syswm.h>

#include <cstdio>
#include <stdexcept>

#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX  // mingw's libstdc++ defines it already
#define NOMINMAX
#endif
#include <windows.h>
#elif ZCITY_HAVE_XCB
#include <X11/Xlib.h>
#include <xcb/xcb.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>
#endif

namespace app {

#if !defined(_WIN32) && ZCITY_HAVE_XCB
namespace {

SDL_SysWMinfo systemWindowOf(SDL_Window* window, const std::string& hostName) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info)) {
        throw std::runtime_error("cannot put the picture in " + hostName + ": " + SDL_GetError());
    }
    return info;
}

} // namespace
#endif

#if defined(_WIN32)

// The child window zcity draws in, made in the host's box when zcity starts, as Microsoft's
// screensaver library makes its own; destroyed with HostWindow, unless the host's going took it.
struct HostWindow::Connection {
    HWND child = nullptr;
    ~Connection() {
        if (child && IsWindow(child)) DestroyWindow(child);
    }
};

namespace {
HWND handleOf(std::uint64_t id) { return reinterpret_cast<HWND>(static_cast<std::uintptr_t>(id)); }

const wchar_t* previewClass() {
    static const ATOM registered = [] {
        WNDCLASSW windowClass{};
        windowClass.style = CS_OWNDC;  // a GL context keeps its device context
        windowClass.lpfnWndProc = DefWindowProcW;
        windowClass.hInstance = GetModuleHandleW(nullptr);
        windowClass.lpszClassName = L"zcityPreview";
        return RegisterClassW(&windowClass);
    }();
    static_cast<void>(registered);
    return L"zcityPreview";
}
} // namespace

HostWindow::HostWindow(const ScreensaverHost& host, const char*) : connection_(new Connection) {
    if (host.kind == ScreensaverHost::Kind::wallpaper) {
        throw UsageError("zcity: --wallpaper draws under a Wayland compositor's windows or on X11's root window; "
                         "Windows' desktop behind its icons is Explorer's, and zcity cannot draw there (see zcity --help)");
    }
    if (host.kind != ScreensaverHost::Kind::windowsPreview) {
        throw UsageError("zcity: --window-id and --root are xscreensaver's (X11); on Windows the preview is /p HWND "
                         "(see zcity --help)");
    }
    id_ = host.id;
    name_ = "/p " + std::to_string(host.id);
    if (!IsWindow(handleOf(id_))) throw std::runtime_error(name_ + ": there is no such window");
    const Size area = size().value_or(Size{1, 1});
    connection_->child = CreateWindowExW(0, previewClass(), L"zcity", WS_CHILD | WS_VISIBLE | WS_CLIPSIBLINGS | WS_CLIPCHILDREN,
                                         0, 0, area.width, area.height, handleOf(id_), nullptr, GetModuleHandleW(nullptr), nullptr);
    if (!connection_->child) throw std::runtime_error("cannot put the picture in " + name_);
    drawnDirectly_ = true;
}

HostWindow::~HostWindow() = default;

const void* HostWindow::sdlHandle() const { return connection_->child; }

std::optional<Size> HostWindow::size() const {
    RECT area{};
    if (!IsWindow(handleOf(id_)) || !GetClientRect(handleOf(id_), &area)) return std::nullopt;
    return Size{static_cast<int>(area.right - area.left), static_cast<int>(area.bottom - area.top)};
}

void HostWindow::adopt(SDL_Window*) const {}  // never called: drawnDirectly()

Size HostWindow::screenSize() const {
    return Size{GetSystemMetrics(SM_CXVIRTUALSCREEN), GetSystemMetrics(SM_CYVIRTUALSCREEN)};
}

#elif ZCITY_HAVE_XCB

struct HostWindow::Connection {
    xcb_connection_t* xcb = nullptr;
    Size screen;  // the X screen's: as much of the host's window as can ever be seen
    ~Connection() {
        if (xcb) xcb_disconnect(xcb);
    }
};

namespace {

std::string hexadecimal(std::uint64_t id) {
    char text[24];
    std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(id));
    return text;
}

// Whether an X request failed for want of a window or drawable: the host destroyed its window,
// and ours, its child, with it. The process's one Xlib error handler sets it, and a handler gets
// nothing but the display and the error, so it is a global, set once and never cleared; so are
// what the handler asks with: the host's window and the connection that asks after it, and GLX's
// first error code.
std::atomic<bool> gDrawableGone{false};
XErrorHandler gEarlierHandler = nullptr;
std::atomic<xcb_connection_t*> gHostConnection{nullptr};
std::atomic<std::uint32_t> gHostWindow{0};
std::atomic<int> gGlxFirstError{-1};

std::optional<Size> sizeOf(xcb_connection_t* xcb, std::uint64_t id);

// A core or GLX error of a drawable or a window (GLX's BadDrawable, BadCurrentWindow,
// BadCurrentDrawable and BadWindow, which Mesa's swap meets once the window is gone).
bool drawableError(const XErrorEvent& error) {
    if (error.error_code == BadDrawable || error.error_code == BadWindow) return true;
    const int glx = gGlxFirstError;
    const int code = error.error_code - glx;
    return glx >= 0 && (code == 2 || code == 5 || code == 11 || code == 12);
}

// Xlib's default handler prints six lines and ends the program with status 1, which a hack
// must not do when xscreensaver destroys its window (as it does): a drawable's error is noted,
// and the viewer ends quietly, when the host's window is indeed gone (asked on zcity's own XCB
// connection, which a handler may use, unlike Xlib's). Any other error, and a drawable's while
// the host's window stands, goes to the handler before, as it would without zcity's.
extern "C" int noteGoneDrawables(Display* display, XErrorEvent* error) {
    xcb_connection_t* xcb = gHostConnection;
    if (drawableError(*error) && (!xcb || !sizeOf(xcb, gHostWindow))) {
        gDrawableGone = true;
        return 0;
    }
    return gEarlierHandler ? gEarlierHandler(display, error) : 0;
}

// The window's size, or nullopt (its error freed) when the id names no window.
std::optional<Size> sizeOf(xcb_connection_t* xcb, std::uint64_t id) {
    xcb_generic_error_t* error = nullptr;
    xcb_get_geometry_reply_t* reply =
        xcb_get_geometry_reply(xcb, xcb_get_geometry(xcb, static_cast<xcb_drawable_t>(id)), &error);
    std::free(error);
    if (!reply) return std::nullopt;
    const Size size{reply->width, reply->height};
    std::free(reply);
    return size;
}

} // namespace

HostWindow::HostWindow(const ScreensaverHost& host, const char* xscreensaverWindow) : connection_(new Connection) {
    if (host.kind == ScreensaverHost::Kind::windowsPreview) {
        throw UsageError("zcity: /p " + std::to_string(host.id) +
                         " is the preview in Windows' screensaver settings; on X11 the host's window is "
                         "-window-id ID (see zcity --help)");
    }
    int screenNumber = 0;
    // A socket's refusal is tried again, five times 100 ms apart: under AddressSanitizer the
    // screensaver suite met it at the first connection of one hack in about 20, on a display
    // the test itself had just reached. What is still refused after that is said with xcb's reason.
    for (int attempt = 1;; attempt++) {
        connection_->xcb = xcb_connect(nullptr, &screenNumber);
        const int error = xcb_connection_has_error(connection_->xcb);
        if (error == 0) break;
        xcb_disconnect(connection_->xcb);
        connection_->xcb = nullptr;
        if (error == XCB_CONN_ERROR && attempt < 5) {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            continue;
        }
        const char* display = std::getenv("DISPLAY");
        throw std::runtime_error(std::string("cannot reach the X display ") +
                                 (display && *display ? display : "(DISPLAY is not set)") +
                                 " to draw in the screensaver's window (" +
                                 (error == XCB_CONN_ERROR ? "its socket refused, five times" : "xcb error " + std::to_string(error)) +
                                 ")");
    }
    xcb_screen_iterator_t screens = xcb_setup_roots_iterator(xcb_get_setup(connection_->xcb));
    for (int k = 0; k < screenNumber && screens.rem > 0; k++) xcb_screen_next(&screens);
    connection_->screen = Size{screens.data->width_in_pixels, screens.data->height_in_pixels};
    if (host.kind == ScreensaverHost::Kind::x11Window) {
        id_ = host.id;
        name_ = "--window-id " + hexadecimal(id_);
    } else if (xscreensaverWindow && *xscreensaverWindow) {
        const auto id = parseWindowId(xscreensaverWindow);
        if (!id) {
            throw UsageError(std::string("zcity: XSCREENSAVER_WINDOW \"") + xscreensaverWindow +
                             "\" is not a window id (a number, decimal or 0x hex)");
        }
        id_ = *id;
        name_ = "XSCREENSAVER_WINDOW " + hexadecimal(id_);
    } else {
        id_ = screens.data->root;
        name_ = "the root window " + hexadecimal(id_);
        drawnDirectly_ = true;
    }
    // X window ids are 29 bits; a larger number names no window, and xcb would cut it to 32.
    if (id_ > 0xFFFFFFFFu || !sizeOf(connection_->xcb, id_)) {
        throw std::runtime_error(name_ + ": there is no such window on this display");
    }
}

HostWindow::~HostWindow() {
    // The handler asks on this connection, which goes now: from here a drawable's error is the
    // end's (SDL's tidying of a window that is gone), and noted as before.
    if (connection_ && gHostConnection == connection_->xcb) gHostConnection = nullptr;
}

const void* HostWindow::sdlHandle() const { return reinterpret_cast<const void*>(static_cast<std::uintptr_t>(id_)); }

std::optional<Size> HostWindow::size() const {
    if (gDrawableGone) return std::nullopt;
    return sizeOf(connection_->xcb, id_);
}

Size HostWindow::screenSize() const { return connection_->screen; }

void HostWindow::adopt(SDL_Window* window) const {
    const SDL_SysWMinfo info = systemWindowOf(window, name_);
    if (info.subsystem != SDL_SYSWM_X11) throw std::runtime_error("cannot put the picture in " + name_ + ": SDL is not on X11");
    xcb_connection_t* xcb = connection_->xcb;
    const auto child = static_cast<xcb_window_t>(info.info.x11.window);
    if (xcb_generic_error_t* error =
            xcb_request_check(xcb, xcb_reparent_window_checked(xcb, child, static_cast<xcb_window_t>(id_), 0, 0))) {
        std::free(error);
        throw std::runtime_error("cannot put the picture in " + name_ + ": the X server refused");
    }
    // The reparenting is done (request_check waited for it) before SDL, on its own connection,
    // maps the window: it is never a top-level window on screen.
    SDL_ShowWindow(window);
    // From now on the host may destroy its window, and ours with it, at any moment.
    gHostConnection = xcb;
    gHostWindow = static_cast<std::uint32_t>(id_);
    int glxOpcode = 0, glxEvent = 0, glxError = 0;
    if (XQueryExtension(info.info.x11.display, "GLX", &glxOpcode, &glxEvent, &glxError)) gGlxFirstError = glxError;
    XErrorHandler earlier = XSetErrorHandler(noteGoneDrawables);
    if (earlier != noteGoneDrawables) gEarlierHandler = earlier;
}

#else

struct HostWindow::Connection {};

HostWindow::HostWindow(const ScreensaverHost& host, const char*) {
    if (host.kind == ScreensaverHost::Kind::wallpaper) {
        throw UsageError("zcity: --wallpaper draws under a Wayland compositor's windows or on X11's root window; "
                         "this system's desktop has no place zcity can draw in (see zcity --help)");
    }
    throw UsageError(std::string("zcity: ") +
                     (host.kind == ScreensaverHost::Kind::windowsPreview ? "/p is Windows' screensaver preview"
                                                                         : "--window-id and --root are X11's") +
                     "; this zcity was built without it (see zcity --help)");
}

HostWindow::~HostWindow() = default;

const void* HostWindow::sdlHandle() const { return nullptr; }

std::optional<Size> HostWindow::size() const { return std::nullopt; }

Size HostWindow::screenSize() const { return Size{}; }

void HostWindow::adopt(SDL_Window*) const {}

#endif

} // namespace app
