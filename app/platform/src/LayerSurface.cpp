#include "platform/LayerSurface.hpp"

#include <stdexcept>

#if ZCITY_HAVE_LAYER_SHELL
#include <EGL/egl.h>
#include <poll.h>
#include <wayland-client.h>
#include <wayland-egl.h>

#include <algorithm>
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

enum LayerShellRequest : std::uint32_t { kGetLayerSurface = 0, kDestroyShell = 1 };
enum LayerSurfaceRequest : std::uint32_t {
    kSetSize = 0, kSetAnchor = 1, kSetExclusiveZone = 2, kSetKeyboardInteractivity = 4, kAckConfigure = 6, kDestroySurface = 7
};
constexpr std::uint32_t kBackgroundLayer = 0;
constexpr std::uint32_t kAnchorEveryEdge = 1 | 2 | 4 | 8;  // top, bottom, left, right: the whole output

struct LayerSurfaceListener {
    void (*configure)(void* data, wl_proxy* surface, std::uint32_t serial, std::uint32_t width, std::uint32_t height);
    void (*closed)(void* data, wl_proxy* surface);
};

struct Output {
    wl_output* output = nullptr;
    std::uint32_t globalName = 0;
    int scale = 1;
    std::string name;
};

// The connection and everything made on it, in an unnamed namespace so the compositor's
// callbacks can reach it.
struct Connection {
    wl_display* display = nullptr;
    wl_registry* registry = nullptr;
    wl_compositor* compositor = nullptr;
    wl_proxy* shell = nullptr;
    std::vector<Output> outputs;
    const Output* output = nullptr;  // the one drawn on
    wl_surface* surface = nullptr;
    wl_proxy* layer = nullptr;
    wl_egl_window* eglWindow = nullptr;
    EGLDisplay eglDisplay = EGL_NO_DISPLAY;
    EGLContext context = EGL_NO_CONTEXT;
    EGLSurface eglSurface = EGL_NO_SURFACE;
    engine::GlInfo gl;
    int logicalWidth = 0, logicalHeight = 0;  // the compositor's units, as configured
    bool configured = false, closed = false;

    Connection() = default;
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;
    ~Connection() {
        if (eglDisplay != EGL_NO_DISPLAY) {
            eglMakeCurrent(eglDisplay, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
            if (eglSurface != EGL_NO_SURFACE) eglDestroySurface(eglDisplay, eglSurface);
            if (context != EGL_NO_CONTEXT) eglDestroyContext(eglDisplay, context);
            eglTerminate(eglDisplay);
        }
        if (eglWindow) wl_egl_window_destroy(eglWindow);
        if (layer) {
            wl_proxy_marshal(layer, kDestroySurface);
            wl_proxy_destroy(layer);
        }
        if (surface) wl_surface_destroy(surface);
        for (const Output& o : outputs) wl_output_destroy(o.output);
        if (shell) wl_proxy_destroy(shell);
        if (compositor) wl_compositor_destroy(compositor);
        if (registry) wl_registry_destroy(registry);
        if (display) wl_display_disconnect(display);
    }

    int scale() const { return output ? std::max(1, output->scale) : 1; }

    void bindGlobals();
    void chooseOutput(const std::string& wanted);
    void makeLayer();
    void makeContext(engine::GlProfile profile);
};

Output* outputOf(void* data) { return static_cast<Output*>(data); }

#ifdef WL_OUTPUT_NAME_SINCE_VERSION
const wl_output_listener kOutputListener = {
    [](void*, wl_output*, std::int32_t, std::int32_t, std::int32_t, std::int32_t, std::int32_t, const char*, const char*,
       std::int32_t) {},
    [](void*, wl_output*, std::uint32_t, std::int32_t, std::int32_t, std::int32_t) {},
    [](void*, wl_output*) {},
    [](void* data, wl_output*, std::int32_t factor) { outputOf(data)->scale = factor; },
    [](void* data, wl_output*, const char* name) { outputOf(data)->name = name; },
    [](void*, wl_output*, const char*) {},
};
constexpr std::uint32_t kOutputVersion = 4;  // the output's name (sway's HEADLESS-1, eDP-1)
#else
const wl_output_listener kOutputListener = {
    [](void*, wl_output*, std::int32_t, std::int32_t, std::int32_t, std::int32_t, std::int32_t, const char*, const char*,
       std::int32_t) {},
    [](void*, wl_output*, std::uint32_t, std::int32_t, std::int32_t, std::int32_t) {},
    [](void*, wl_output*) {},
    [](void* data, wl_output*, std::int32_t factor) { outputOf(data)->scale = factor; },
};
constexpr std::uint32_t kOutputVersion = 2;  // the scale
#endif

void announce(void* data, wl_registry* registry, std::uint32_t name, const char* interface, std::uint32_t version) {
    Connection& s = *static_cast<Connection*>(data);
    if (std::strcmp(interface, wl_compositor_interface.name) == 0 && !s.compositor) {
        s.compositor = static_cast<wl_compositor*>(wl_registry_bind(registry, name, &wl_compositor_interface, std::min(version, 4u)));
    } else if (std::strcmp(interface, layerShellInterface.name) == 0 && !s.shell) {
        s.shell = static_cast<wl_proxy*>(wl_registry_bind(registry, name, &layerShellInterface, std::min(version, 4u)));
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
    Connection& s = *static_cast<Connection*>(data);
    if (s.output && s.output->globalName == name) s.closed = true;  // the output went: so does its wallpaper
}

const wl_registry_listener kRegistryListener = {announce, withdraw};

const LayerSurfaceListener kLayerListener = {
    [](void* data, wl_proxy* layer, std::uint32_t serial, std::uint32_t width, std::uint32_t height) {
        Connection& s = *static_cast<Connection*>(data);
        s.logicalWidth = static_cast<int>(width);
        s.logicalHeight = static_cast<int>(height);
        s.configured = true;
        wl_proxy_marshal(layer, kAckConfigure, serial);
        if (s.eglWindow) wl_egl_window_resize(s.eglWindow, s.logicalWidth * s.scale(), s.logicalHeight * s.scale(), 0, 0);
    },
    [](void* data, wl_proxy*) { static_cast<Connection*>(data)->closed = true; },
};

void Connection::bindGlobals() {
    registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &kRegistryListener, this);
    wl_display_roundtrip(display);  // the globals
    wl_display_roundtrip(display);  // the outputs' scales and names
    if (!compositor) throw std::runtime_error("the Wayland compositor offers no wl_compositor");
    if (!shell) {
        throw std::runtime_error(
            "this Wayland compositor has no layer shell (zwlr_layer_shell_v1), so nothing can be drawn under its windows: "
            "sway, Hyprland, KDE Plasma, labwc and river have one; GNOME has none");
    }
    if (outputs.empty()) throw std::runtime_error("the Wayland compositor shows no output to draw the wallpaper on");
}

void Connection::chooseOutput(const std::string& wanted) {
    output = &outputs.front();
    if (wanted.empty()) return;
    const auto found = std::find_if(outputs.begin(), outputs.end(), [&](const Output& o) { return o.name == wanted; });
    if (found == outputs.end()) {
        std::string names;
        for (const Output& o : outputs) names += (names.empty() ? "" : ", ") + (o.name.empty() ? "(unnamed)" : o.name);
        throw std::runtime_error("no output named " + wanted + " (the compositor's: " + names + ")");
    }
    output = &*found;
}

void Connection::makeLayer() {
    surface = wl_compositor_create_surface(compositor);
    layer = wl_proxy_marshal_constructor(shell, kGetLayerSurface, &layerSurfaceInterface, nullptr, surface, output->output,
                                         kBackgroundLayer, "zcity-wallpaper");
    wl_proxy_add_listener(layer, reinterpret_cast<void (**)(void)>(const_cast<LayerSurfaceListener*>(&kLayerListener)), this);
    wl_proxy_marshal(layer, kSetSize, 0u, 0u);  // 0 with both edges anchored: the output's whole width and height
    wl_proxy_marshal(layer, kSetAnchor, kAnchorEveryEdge);
    wl_proxy_marshal(layer, kSetExclusiveZone, -1);  // under the panels too: the whole output, whatever they reserve
    wl_proxy_marshal(layer, kSetKeyboardInteractivity, 0u);
    wl_surface_set_buffer_scale(surface, scale());  // HiDPI: a pixel of ours on each of the output's
    wl_surface_commit(surface);  // no buffer yet: asks for the first configure
    while (!configured && !closed) {
        if (wl_display_dispatch(display) < 0) throw std::runtime_error("the Wayland compositor went away");
    }
    if (closed || logicalWidth <= 0 || logicalHeight <= 0) {
        throw std::runtime_error("the Wayland compositor gave the wallpaper no room on " + output->name);
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
    EGLConfig config = nullptr;
    EGLint count = 0;
    if (!eglChooseConfig(eglDisplay, configAttributes, &config, 1, &count) || count < 1) {
        throw std::runtime_error(std::string("EGL has no ") + asked + " configuration with a depth buffer on this display");
    }
    const EGLint core[] = {EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3, EGL_CONTEXT_OPENGL_PROFILE_MASK,
                           EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
    const EGLint gles[] = {EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE};
    context = eglCreateContext(eglDisplay, config, EGL_NO_CONTEXT, es ? gles : core);
    if (context == EGL_NO_CONTEXT) throw std::runtime_error(std::string("no ") + asked + " context could be made with EGL");
    eglWindow = wl_egl_window_create(surface, logicalWidth * scale(), logicalHeight * scale());
    eglSurface = eglCreateWindowSurface(eglDisplay, config, reinterpret_cast<EGLNativeWindowType>(eglWindow), nullptr);
    if (eglSurface == EGL_NO_SURFACE || !eglMakeCurrent(eglDisplay, eglSurface, eglSurface, context)) {
        throw std::runtime_error("EGL cannot draw into the wallpaper's surface");
    }
    eglSwapInterval(eglDisplay, 1);  // the compositor's pace: a frame when it wants one
    gl = engine::loadGl(reinterpret_cast<engine::GlProcLoader>(eglGetProcAddress), profile);
}

} // namespace

struct LayerSurface::Impl {
    Connection c;
};

LayerSurface::LayerSurface(engine::GlProfile profile, const std::string& outputName) : impl_(std::make_unique<Impl>()) {
    Connection& s = impl_->c;
    s.display = wl_display_connect(nullptr);
    if (!s.display) {
        const char* name = std::getenv("WAYLAND_DISPLAY");
        throw std::runtime_error(std::string("cannot reach the Wayland compositor (WAYLAND_DISPLAY=") + (name ? name : "") + ")");
    }
    s.bindGlobals();
    s.chooseOutput(outputName);
    s.makeLayer();
    s.makeContext(profile);
}

LayerSurface::~LayerSurface() = default;

int LayerSurface::width() const { return impl_->c.logicalWidth * impl_->c.scale(); }
int LayerSurface::height() const { return impl_->c.logicalHeight * impl_->c.scale(); }
const engine::GlInfo& LayerSurface::gl() const { return impl_->c.gl; }
std::string LayerSurface::outputName() const { return impl_->c.output->name; }

bool LayerSurface::dispatch() {
    wl_display* display = impl_->c.display;
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
    return !impl_->c.closed;
}

void LayerSurface::swap() { eglSwapBuffers(impl_->c.eglDisplay, impl_->c.eglSurface); }

#else  // no layer shell in this build

struct LayerSurface::Impl {
    engine::GlInfo gl;
};

LayerSurface::LayerSurface(engine::GlProfile, const std::string&) {
    throw std::runtime_error("this zcity was built without Wayland's layer shell (wayland-client, wayland-egl and EGL), "
                             "so it cannot be a Wayland wallpaper");
}
LayerSurface::~LayerSurface() = default;
int LayerSurface::width() const { return 0; }
int LayerSurface::height() const { return 0; }
const engine::GlInfo& LayerSurface::gl() const { return impl_->gl; }
std::string LayerSurface::outputName() const { return ""; }
bool LayerSurface::dispatch() { return false; }
void LayerSurface::swap() {}

#endif

} // namespace app
