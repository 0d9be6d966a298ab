#include "platform/LayerSurface.hpp"
#include "platform/ProcessMemory.hpp"

#include <stdexcept>

#if ZCITY_HAVE_LAYER_SHELL
#include <EGL/egl.h>
#include <poll.h>
#include <unistd.h>
#include <wayland-client.h>
#include <wayland-egl.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>
#endif

namespace app {

#if ZCITY_HAVE_LAYER_SHELL
namespace {

// wlr-layer-shell-unstable-v1 (version 4), described as its XML defines it: names, and the
// requests and events in order, since the order is the opcode. Written here so the build needs
// no protocol file and no wayland-scanner, only libwayland-client (tests/wayland/VirtualInput.c
// describes its protocols the same way).
const wl_interface* noTypes[] = {nullptr, nullptr, nullptr, nullptr};
const wl_message layerSurfaceRequests[] = {
    {"set_size", "uu", noTypes},           {"set_anchor", "u", noTypes},   {"set_exclusive_zone", "i", noTypes},
    {"set_margin", "iiii", noTypes},       {"set_keyboard_interactivity", "u", noTypes},
    {"get_popup", "o", noTypes},           {"ack_configure", "u", noTypes}, {"destroy", "", noTypes},
    {"set_layer", "2u", noTypes},
};
const wl_message layerSurfaceEvents[] = {{"configure", "uuu", noTypes}, {"closed", "", noTypes}};
const wl_interface layerSurfaceInterface = {"zwlr_layer_surface_v1", 4, 9, layerSurfaceRequests, 2, layerSurfaceEvents};
const wl_interface* getLayerSurfaceTypes[] = {&layerSurfaceInterface, &wl_surface_interface, &wl_output_interface,
                                              nullptr, nullptr};
const wl_message layerShellRequests[] = {{"get_layer_surface", "no?ous", getLayerSurfaceTypes}, {"destroy", "3", noTypes}};
const wl_interface layerShellInterface = {"zwlr_layer_shell_v1", 4, 2, layerShellRequests, 0, nullptr};

// xdg-output-unstable-v1, for each output's place in the layout (wl_output's own geometry says
// 0, 0 on wlroots): the manager's get_xdg_output, and the output's logical position.
const wl_message xdgOutputRequests[] = {{"destroy", "", noTypes}};
const wl_message xdgOutputEvents[] = {{"logical_position", "ii", noTypes}, {"logical_size", "ii", noTypes},
                                      {"done", "", noTypes}, {"name", "2s", noTypes}, {"description", "2s", noTypes}};
const wl_interface xdgOutputInterface = {"zxdg_output_v1", 3, 1, xdgOutputRequests, 5, xdgOutputEvents};
const wl_interface* getXdgOutputTypes[] = {&xdgOutputInterface, &wl_output_interface};
const wl_message xdgOutputManagerRequests[] = {{"destroy", "", noTypes}, {"get_xdg_output", "no", getXdgOutputTypes}};
const wl_interface xdgOutputManagerInterface = {"zxdg_output_manager_v1", 3, 2, xdgOutputManagerRequests, 0, nullptr};
constexpr std::uint32_t kGetXdgOutput = 1, kDestroyXdgOutput = 0;

struct XdgOutputListener {
    void (*logicalPosition)(void* data, wl_proxy* output, std::int32_t x, std::int32_t y);
    void (*logicalSize)(void* data, wl_proxy* output, std::int32_t width, std::int32_t height);
    void (*done)(void* data, wl_proxy* output);
    void (*name)(void* data, wl_proxy* output, const char* name);
    void (*description)(void* data, wl_proxy* output, const char* description);
};

enum LayerShellRequest : std::uint32_t { kGetLayerSurface = 0, kDestroyShell = 1 };
enum LayerSurfaceRequest : std::uint32_t {
    kSetSize = 0, kSetAnchor = 1, kSetExclusiveZone = 2, kSetKeyboardInteractivity = 4, kAckConfigure = 6, kDestroySurface = 7
};
constexpr std::uint32_t kBackgroundLayer = 0, kOverlayLayer = 3;
constexpr std::uint32_t kNoKeyboard = 0, kKeyboardExclusive = 1;
constexpr std::uint32_t kAnchorEveryEdge = 1 | 2 | 4 | 8;  // top, bottom, left, right: the whole output

struct LayerSurfaceListener {
    void (*configure)(void* data, wl_proxy* surface, std::uint32_t serial, std::uint32_t width, std::uint32_t height);
    void (*closed)(void* data, wl_proxy* surface);
};

struct Output {
    wl_output* output = nullptr;
    std::uint32_t globalName = 0;
    int scale = 1;
    int x = 0, y = 0;  // the output's corner in the compositor's layout (xdg-output's)
    wl_proxy* xdgOutput = nullptr;
    std::string name;
};

// One output's layer surface and what EGL draws into.
struct Surface {
    const Output* output = nullptr;
    wl_surface* surface = nullptr;
    wl_proxy* layer = nullptr;
    wl_egl_window* eglWindow = nullptr;
    EGLSurface eglSurface = EGL_NO_SURFACE;
    int logicalWidth = 0, logicalHeight = 0;  // the compositor's units, as configured
    bool configured = false, closed = false;

    int scale() const { return std::max(1, output->scale); }
};

// The connection and everything made on it, in an unnamed namespace so the compositor's
// callbacks can reach it.
struct Connection {
    wl_display* display = nullptr;
    wl_registry* registry = nullptr;
    wl_compositor* compositor = nullptr;
    wl_proxy* shell = nullptr;
    wl_proxy* xdgOutputs = nullptr;  // the manager, where the compositor has one
    wl_seat* seat = nullptr;
    wl_keyboard* keyboard = nullptr;
    wl_pointer* pointer = nullptr;
    bool overlay = false;
    LayerInput input;
    bool pointerPlaced = false;
    double pointerX = 0, pointerY = 0;  // where the pointer last was over a surface
    std::vector<Output> outputs;    // reserved once: the listeners hold pointers into it
    std::vector<Surface> surfaces;  // likewise
    EGLDisplay eglDisplay = EGL_NO_DISPLAY;
    EGLConfig config = nullptr;
    EGLContext context = EGL_NO_CONTEXT;
    engine::GlInfo gl;
    bool lost = false;  // the connection broke

    Connection() = default;
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;
    ~Connection() {
        if (eglDisplay != EGL_NO_DISPLAY) eglMakeCurrent(eglDisplay, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
        for (Surface& f : surfaces) {
            if (f.eglSurface != EGL_NO_SURFACE) eglDestroySurface(eglDisplay, f.eglSurface);
            if (f.eglWindow) wl_egl_window_destroy(f.eglWindow);
            if (f.layer) {
                wl_proxy_marshal(f.layer, kDestroySurface);
                wl_proxy_destroy(f.layer);
            }
            if (f.surface) wl_surface_destroy(f.surface);
        }
        if (eglDisplay != EGL_NO_DISPLAY) {
            if (context != EGL_NO_CONTEXT) eglDestroyContext(eglDisplay, context);
            eglTerminate(eglDisplay);
        }
        if (keyboard) wl_keyboard_destroy(keyboard);
        if (pointer) wl_pointer_destroy(pointer);
        if (seat) wl_seat_destroy(seat);
        for (const Output& o : outputs) {
            if (o.xdgOutput) {
                wl_proxy_marshal(o.xdgOutput, kDestroyXdgOutput);
                wl_proxy_destroy(o.xdgOutput);
            }
            wl_output_destroy(o.output);
        }
        if (xdgOutputs) wl_proxy_destroy(xdgOutputs);
        if (shell) wl_proxy_destroy(shell);
        if (compositor) wl_compositor_destroy(compositor);
        if (registry) wl_registry_destroy(registry);
        if (display) wl_display_disconnect(display);
    }

    void bindGlobals();
    std::vector<const Output*> chooseOutputs(const LayerSurface::Outputs& wanted) const;
    void makeLayer(Surface& f);
    void noteMotion(double x, double y) {
        if (pointerPlaced) input.pointerTravel += std::abs(x - pointerX) + std::abs(y - pointerY);
        pointerPlaced = true;
        pointerX = x;
        pointerY = y;
    }
    void makeContext(engine::GlProfile profile);
    void makeEglSurface(Surface& f);
};

Output* outputOf(void* data) { return static_cast<Output*>(data); }

wl_output_listener outputListener() {
    wl_output_listener l{};
    // The layout's place where no xdg-output says it (xdg-output's, when it comes, is the one kept).
    l.geometry = [](void* data, wl_output*, std::int32_t x, std::int32_t y, std::int32_t, std::int32_t, std::int32_t,
                    const char*, const char*, std::int32_t) {
        if (outputOf(data)->xdgOutput) return;
        outputOf(data)->x = x;
        outputOf(data)->y = y;
    };
    l.mode = [](void*, wl_output*, std::uint32_t, std::int32_t, std::int32_t, std::int32_t) {};
    l.done = [](void*, wl_output*) {};
    l.scale = [](void* data, wl_output*, std::int32_t factor) { outputOf(data)->scale = factor; };
#ifdef WL_OUTPUT_NAME_SINCE_VERSION
    l.name = [](void* data, wl_output*, const char* name) { outputOf(data)->name = name; };
    l.description = [](void*, wl_output*, const char*) {};
#endif
    return l;
}
const wl_output_listener kOutputListener = outputListener();
#ifdef WL_OUTPUT_NAME_SINCE_VERSION
constexpr std::uint32_t kOutputVersion = 4;  // the output's name (sway's HEADLESS-1, eDP-1)
#else
constexpr std::uint32_t kOutputVersion = 2;  // the scale
#endif

Connection& connectionOf(void* data) { return *static_cast<Connection*>(data); }

// The overlay's keyboard and pointer: what arrives is counted (LayerInput), nothing more is read
// of it. The keymap's file is closed unread: no key is looked up, any key counts. The listeners
// are filled by name from zeroes: libwayland's versions differ in how many events they list, and
// an event of a version not bound never comes.
wl_keyboard_listener keyboardListener() {
    wl_keyboard_listener l{};
    l.keymap = [](void*, wl_keyboard*, std::uint32_t, std::int32_t fd, std::uint32_t) { close(fd); };
    l.enter = [](void*, wl_keyboard*, std::uint32_t, wl_surface*, wl_array*) {};
    l.leave = [](void*, wl_keyboard*, std::uint32_t, wl_surface*) {};
    l.key = [](void* data, wl_keyboard*, std::uint32_t, std::uint32_t, std::uint32_t, std::uint32_t state) {
        if (state == WL_KEYBOARD_KEY_STATE_PRESSED) connectionOf(data).input.keys++;
    };
    l.modifiers = [](void*, wl_keyboard*, std::uint32_t, std::uint32_t, std::uint32_t, std::uint32_t, std::uint32_t) {};
    l.repeat_info = [](void*, wl_keyboard*, std::int32_t, std::int32_t) {};
    return l;
}
const wl_keyboard_listener kKeyboardListener = keyboardListener();

wl_pointer_listener pointerListener() {
    wl_pointer_listener l{};
    l.enter = [](void* data, wl_pointer* pointer, std::uint32_t serial, wl_surface*, wl_fixed_t x, wl_fixed_t y) {
        wl_pointer_set_cursor(pointer, serial, nullptr, 0, 0);  // no arrow over the screensaver
        connectionOf(data).noteMotion(wl_fixed_to_double(x), wl_fixed_to_double(y));
    };
    l.leave = [](void*, wl_pointer*, std::uint32_t, wl_surface*) {};
    l.motion = [](void* data, wl_pointer*, std::uint32_t, wl_fixed_t x, wl_fixed_t y) {
        connectionOf(data).noteMotion(wl_fixed_to_double(x), wl_fixed_to_double(y));
    };
    l.button = [](void* data, wl_pointer*, std::uint32_t, std::uint32_t, std::uint32_t, std::uint32_t state) {
        if (state == WL_POINTER_BUTTON_STATE_PRESSED) connectionOf(data).input.buttons++;
    };
    l.axis = [](void* data, wl_pointer*, std::uint32_t, std::uint32_t, wl_fixed_t) { connectionOf(data).input.wheelSteps++; };
    return l;
}
const wl_pointer_listener kPointerListener = pointerListener();

// The seat's devices as they come (bound at version 4: the pointer's events above are all it sends).
wl_seat_listener seatListener() {
    wl_seat_listener l{};
    l.capabilities = [](void* data, wl_seat* seat, std::uint32_t capabilities) {
        Connection& s = connectionOf(data);
        if ((capabilities & WL_SEAT_CAPABILITY_KEYBOARD) && !s.keyboard) {
            s.keyboard = wl_seat_get_keyboard(seat);
            wl_keyboard_add_listener(s.keyboard, &kKeyboardListener, &s);
        }
        if ((capabilities & WL_SEAT_CAPABILITY_POINTER) && !s.pointer) {
            s.pointer = wl_seat_get_pointer(seat);
            wl_pointer_add_listener(s.pointer, &kPointerListener, &s);
        }
    };
    l.name = [](void*, wl_seat*, const char*) {};
    return l;
}
const wl_seat_listener kSeatListener = seatListener();

void announce(void* data, wl_registry* registry, std::uint32_t name, const char* interface, std::uint32_t version) {
    Connection& s = connectionOf(data);
    if (std::strcmp(interface, wl_compositor_interface.name) == 0 && !s.compositor) {
        s.compositor = static_cast<wl_compositor*>(wl_registry_bind(registry, name, &wl_compositor_interface, std::min(version, 4u)));
    } else if (std::strcmp(interface, layerShellInterface.name) == 0 && !s.shell) {
        s.shell = static_cast<wl_proxy*>(wl_registry_bind(registry, name, &layerShellInterface, std::min(version, 4u)));
    } else if (std::strcmp(interface, xdgOutputManagerInterface.name) == 0 && !s.xdgOutputs) {
        s.xdgOutputs = static_cast<wl_proxy*>(wl_registry_bind(registry, name, &xdgOutputManagerInterface, std::min(version, 2u)));
    } else if (std::strcmp(interface, wl_seat_interface.name) == 0 && s.overlay && !s.seat) {
        s.seat = static_cast<wl_seat*>(wl_registry_bind(registry, name, &wl_seat_interface, std::min(version, 4u)));
        wl_seat_add_listener(s.seat, &kSeatListener, &s);
    } else if (std::strcmp(interface, wl_output_interface.name) == 0 && version >= 2) {
        // Reserved first, so the listener's pointer into the list stays good (outputs are few).
        if (s.outputs.capacity() == 0) s.outputs.reserve(16);
        if (s.outputs.size() == s.outputs.capacity()) return;
        Output o;
        o.globalName = name;
        o.output = static_cast<wl_output*>(wl_registry_bind(registry, name, &wl_output_interface, std::min(version, kOutputVersion)));
        s.outputs.push_back(o);
        wl_output_add_listener(s.outputs.back().output, &kOutputListener, &s.outputs.back());
    }
}

void withdraw(void* data, wl_registry*, std::uint32_t name) {
    for (Surface& f : connectionOf(data).surfaces) {
        if (f.output->globalName == name) f.closed = true;  // the output went: so does what it showed
    }
}

const wl_registry_listener kRegistryListener = {announce, withdraw};

Surface& surfaceOf(void* data) { return *static_cast<Surface*>(data); }

const LayerSurfaceListener kLayerListener = {
    [](void* data, wl_proxy* layer, std::uint32_t serial, std::uint32_t width, std::uint32_t height) {
        Surface& f = surfaceOf(data);
        f.logicalWidth = static_cast<int>(width);
        f.logicalHeight = static_cast<int>(height);
        f.configured = true;
        wl_proxy_marshal(layer, kAckConfigure, serial);
        if (f.eglWindow) wl_egl_window_resize(f.eglWindow, f.logicalWidth * f.scale(), f.logicalHeight * f.scale(), 0, 0);
    },
    [](void* data, wl_proxy*) { surfaceOf(data).closed = true; },
};

const XdgOutputListener kXdgOutputListener = {
    [](void* data, wl_proxy*, std::int32_t x, std::int32_t y) {
        outputOf(data)->x = x;
        outputOf(data)->y = y;
    },
    [](void*, wl_proxy*, std::int32_t, std::int32_t) {},
    [](void*, wl_proxy*) {},
    [](void*, wl_proxy*, const char*) {},
    [](void*, wl_proxy*, const char*) {},
};

void Connection::bindGlobals() {
    registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &kRegistryListener, this);
    wl_display_roundtrip(display);  // the globals
    for (Output& o : outputs) {
        if (!xdgOutputs) break;
        o.xdgOutput = wl_proxy_marshal_constructor(xdgOutputs, kGetXdgOutput, &xdgOutputInterface, nullptr, o.output);
        wl_proxy_add_listener(o.xdgOutput, reinterpret_cast<void (**)(void)>(const_cast<XdgOutputListener*>(&kXdgOutputListener)), &o);
    }
    wl_display_roundtrip(display);  // the outputs' scales, names and places
    if (!compositor) throw std::runtime_error("the Wayland compositor offers no wl_compositor");
    if (!shell) {
        throw NoLayerShell(
            "this Wayland compositor has no layer shell (zwlr_layer_shell_v1), so nothing can be drawn under its windows: "
            "sway, Hyprland, KDE Plasma, labwc and river have one; GNOME has none");
    }
    if (outputs.empty()) throw std::runtime_error("the Wayland compositor shows no output to draw the wallpaper on");
}

// Every output, the first, or the one named.
std::vector<const Output*> Connection::chooseOutputs(const LayerSurface::Outputs& wanted) const {
    std::vector<const Output*> chosen;
    for (const Output& o : outputs) {
        if (!wanted.name.empty() && o.name != wanted.name) continue;
        chosen.push_back(&o);
        if (wanted.firstOnly) break;
    }
    if (chosen.empty()) {
        std::string names;
        for (const Output& o : outputs) names += (names.empty() ? "" : ", ") + (o.name.empty() ? "(unnamed)" : o.name);
        throw std::runtime_error("no output named " + wanted.name + " (the compositor's: " + names + ")");
    }
    return chosen;
}

void Connection::makeLayer(Surface& f) {
    f.surface = wl_compositor_create_surface(compositor);
    f.layer = wl_proxy_marshal_constructor(shell, kGetLayerSurface, &layerSurfaceInterface, nullptr, f.surface,
                                           f.output->output, overlay ? kOverlayLayer : kBackgroundLayer,
                                           overlay ? "zcity-screensaver" : "zcity-wallpaper");
    wl_proxy_add_listener(f.layer, reinterpret_cast<void (**)(void)>(const_cast<LayerSurfaceListener*>(&kLayerListener)), &f);
    wl_proxy_marshal(f.layer, kSetSize, 0u, 0u);  // 0 with both edges anchored: the output's whole width and height
    wl_proxy_marshal(f.layer, kSetAnchor, kAnchorEveryEdge);
    wl_proxy_marshal(f.layer, kSetExclusiveZone, -1);  // under the panels too: the whole output, whatever they reserve
    wl_proxy_marshal(f.layer, kSetKeyboardInteractivity, overlay ? kKeyboardExclusive : kNoKeyboard);
    wl_surface_set_buffer_scale(f.surface, f.scale());  // HiDPI: a pixel of ours on each of the output's
    wl_surface_commit(f.surface);  // no buffer yet: asks for the first configure
    while (!f.configured && !f.closed) {
        if (wl_display_dispatch(display) < 0) throw std::runtime_error("the Wayland compositor went away");
    }
    if (f.closed || f.logicalWidth <= 0 || f.logicalHeight <= 0) {
        throw std::runtime_error("the Wayland compositor gave zcity no room on the output " + f.output->name);
    }
}

void Connection::makeContext(engine::GlProfile profile) {
    eglDisplay = eglGetDisplay(reinterpret_cast<EGLNativeDisplayType>(display));
    if (eglDisplay == EGL_NO_DISPLAY || !eglInitialize(eglDisplay, nullptr, nullptr)) {
        throw std::runtime_error("EGL cannot draw on this Wayland display");
    }
    const bool es = profile == engine::GlProfile::es;
    const char* asked = es ? "OpenGL ES 3.0" : "OpenGL 3.3 core";
    if (!eglBindAPI(es ? EGL_OPENGL_ES_API : EGL_OPENGL_API)) throw std::runtime_error(std::string("EGL offers no ") + asked);
    const EGLint configAttributes[] = {EGL_SURFACE_TYPE, EGL_WINDOW_BIT, EGL_RENDERABLE_TYPE,
                                       es ? EGL_OPENGL_ES3_BIT : EGL_OPENGL_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
                                       EGL_BLUE_SIZE, 8, EGL_DEPTH_SIZE, 24, EGL_NONE};
    EGLint count = 0;
    if (!eglChooseConfig(eglDisplay, configAttributes, &config, 1, &count) || count < 1) {
        throw std::runtime_error(std::string("EGL has no ") + asked + " configuration with a depth buffer on this display");
    }
    const EGLint core[] = {EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3, EGL_CONTEXT_OPENGL_PROFILE_MASK,
                           EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
    const EGLint gles[] = {EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE};
    context = eglCreateContext(eglDisplay, config, EGL_NO_CONTEXT, es ? gles : core);
    if (context == EGL_NO_CONTEXT) throw std::runtime_error(std::string("no ") + asked + " context could be made with EGL");
    for (Surface& f : surfaces) makeEglSurface(f);
    gl = engine::loadGl(reinterpret_cast<engine::GlProcLoader>(eglGetProcAddress), profile);
    refuseDriverWithoutRoom(isSoftwareRenderer(gl.renderer));  // llvmpipe's threads' share, now it is known
}

// One context draws every output's surface, made current with each in turn.
void Connection::makeEglSurface(Surface& f) {
    f.eglWindow = wl_egl_window_create(f.surface, f.logicalWidth * f.scale(), f.logicalHeight * f.scale());
    f.eglSurface = eglCreateWindowSurface(eglDisplay, config, reinterpret_cast<EGLNativeWindowType>(f.eglWindow), nullptr);
    if (f.eglSurface == EGL_NO_SURFACE || !eglMakeCurrent(eglDisplay, f.eglSurface, f.eglSurface, context)) {
        throw std::runtime_error("EGL cannot draw into the surface on the output " + f.output->name);
    }
    // The compositor's pace, from the first surface's swap: a frame when it wants one. The others
    // do not wait as well, which would halve the rate with two outputs.
    eglSwapInterval(eglDisplay, &f == &surfaces.front() ? 1 : 0);
}

} // namespace

struct LayerSurface::Impl {
    Connection c;
};

LayerSurface::LayerSurface(Layer layer, engine::GlProfile profile, const Outputs& outputs)
    : impl_(std::make_unique<Impl>()) {
    Connection& s = impl_->c;
    s.overlay = layer == Layer::overlay;
    s.display = wl_display_connect(nullptr);
    if (!s.display) {
        const char* name = std::getenv("WAYLAND_DISPLAY");
        throw std::runtime_error(std::string("cannot reach the Wayland compositor (WAYLAND_DISPLAY=") + (name ? name : "") + ")");
    }
    s.bindGlobals();
    const std::vector<const Output*> chosen = s.chooseOutputs(outputs);
    s.surfaces.reserve(chosen.size());
    for (const Output* o : chosen) {
        s.surfaces.push_back(Surface{});
        s.surfaces.back().output = o;
        s.makeLayer(s.surfaces.back());
    }
    s.makeContext(profile);
}

LayerSurface::~LayerSurface() = default;

int LayerSurface::count() const { return static_cast<int>(impl_->c.surfaces.size()); }
int LayerSurface::width(int k) const {
    const Surface& f = impl_->c.surfaces[static_cast<std::size_t>(k)];
    return f.logicalWidth * f.scale();
}
int LayerSurface::height(int k) const {
    const Surface& f = impl_->c.surfaces[static_cast<std::size_t>(k)];
    return f.logicalHeight * f.scale();
}
bool LayerSurface::shown(int k) const { return !impl_->c.surfaces[static_cast<std::size_t>(k)].closed; }
std::string LayerSurface::outputName(int k) const { return impl_->c.surfaces[static_cast<std::size_t>(k)].output->name; }
LayerSurface::Place LayerSurface::place(int k) const {
    const Surface& f = impl_->c.surfaces[static_cast<std::size_t>(k)];
    return Place{f.output->x, f.output->y, f.logicalWidth, f.logicalHeight};
}
const engine::GlInfo& LayerSurface::gl() const { return impl_->c.gl; }
const LayerInput& LayerSurface::input() const { return impl_->c.input; }

bool LayerSurface::dispatch() {
    Connection& s = impl_->c;
    wl_display* display = s.display;
    // Read what has come without blocking: prepare, poll the socket for no time, read or cancel.
    while (wl_display_prepare_read(display) != 0) {
        if (wl_display_dispatch_pending(display) < 0) return false;
    }
    wl_display_flush(display);
    pollfd socket{wl_display_get_fd(display), POLLIN, 0};
    if (poll(&socket, 1, 0) > 0) {
        if (wl_display_read_events(display) < 0) return false;
    } else {
        wl_display_cancel_read(display);
    }
    if (wl_display_dispatch_pending(display) < 0) return false;
    return std::any_of(s.surfaces.begin(), s.surfaces.end(), [](const Surface& f) { return !f.closed; });
}

void LayerSurface::makeCurrent(int k) {
    const Surface& f = impl_->c.surfaces[static_cast<std::size_t>(k)];
    eglMakeCurrent(impl_->c.eglDisplay, f.eglSurface, f.eglSurface, impl_->c.context);
}

void LayerSurface::swap(int k) {
    eglSwapBuffers(impl_->c.eglDisplay, impl_->c.surfaces[static_cast<std::size_t>(k)].eglSurface);
}

#else  // no layer shell in this build

struct LayerSurface::Impl {
    engine::GlInfo gl;
    LayerInput input;
};

LayerSurface::LayerSurface(Layer, engine::GlProfile, const Outputs&) {
    throw NoLayerShell("this zcity was built without Wayland's layer shell (wayland-client, wayland-egl and EGL), "
                             "so it cannot be a Wayland wallpaper");
}
LayerSurface::~LayerSurface() = default;
int LayerSurface::count() const { return 0; }
int LayerSurface::width(int) const { return 0; }
int LayerSurface::height(int) const { return 0; }
bool LayerSurface::shown(int) const { return false; }
std::string LayerSurface::outputName(int) const { return ""; }
LayerSurface::Place LayerSurface::place(int) const { return {}; }
const engine::GlInfo& LayerSurface::gl() const { return impl_->gl; }
const LayerInput& LayerSurface::input() const { return impl_->input; }
bool LayerSurface::dispatch() { return false; }
void LayerSurface::makeCurrent(int) {}
void LayerSurface::swap(int) {}

#endif

} // namespace app
