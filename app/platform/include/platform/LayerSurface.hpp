// app::LayerSurface — zcity on a Wayland desktop's own layers: a surface of the wlr-layer-shell
// protocol covering each output (or the one named), in the compositor's background layer under every window (the
// wallpaper), or in its overlay layer over every window and panel with the keyboard to itself
// (the screensaver), with one EGL context of its own, loaded into the engine, that draws them all
// (made current with each in turn).
//
// SDL 2 makes only ordinary windows (xdg-shell), which the compositor places, tiles and decorates
// as it likes; a wallpaper is a surface the compositor keeps under everything, as swaybg's and
// mpvpaper's are. wlroots' compositors (sway, Hyprland, river, labwc, Wayfire), KDE Plasma since
// 5.20, COSMIC and Mir offer the protocol; GNOME does not, and the constructor then says so.
// Built on Linux where wayland-client, wayland-egl and EGL are found (ZCITY_HAVE_LAYER_SHELL);
// elsewhere the constructor throws. The background takes no input; the overlay counts what
// arrives (input()) and hides the pointer.
// Failures throw std::runtime_error with one line (NoLayerShell where the compositor has none).
// Destroy every GL object of the engine first.
#pragma once

#include "engine/Gl.hpp"

#include <memory>
#include <stdexcept>
#include <string>

namespace app {

// The compositor offers no layer shell (GNOME): the caller may fall back to an ordinary window.
struct NoLayerShell : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// What the overlay has received since it appeared: the screensaver's reasons to end.
struct LayerInput {
    int keys = 0, buttons = 0, wheelSteps = 0;
    double pointerTravel = 0;  // the pointer's path over the surface, |dx| + |dy| summed, in its units
};

class LayerSurface {
public:
    enum class Layer { background, overlay };

    // Which outputs: the one named (sway's names: HEADLESS-1, eDP-1), else every output the
    // compositor shows, or only the first it lists (`firstOnly`).
    struct Outputs {
        std::string name;
        bool firstOnly = false;
    };
    // Where an output sits in the compositor's layout, in its units (not pixels), y down.
    struct Place {
        int left = 0, top = 0, width = 0, height = 0;
    };

    LayerSurface(Layer layer, engine::GlProfile profile, const Outputs& outputs);
    ~LayerSurface();
    LayerSurface(const LayerSurface&) = delete;
    LayerSurface& operator=(const LayerSurface&) = delete;

    int count() const;  // the surfaces, one an output, in the compositor's order
    int width(int k) const;   // pixels: the output's size in the compositor's units times its scale
    int height(int k) const;
    bool shown(int k) const;  // false once its output has gone
    std::string outputName(int k) const;
    Place place(int k) const;
    const engine::GlInfo& gl() const;
    const LayerInput& input() const;

    // The compositor's events so far, without waiting (a new size, an output gone). False once
    // every surface is closed or the connection is lost: nothing more to draw.
    bool dispatch();
    void makeCurrent(int k);  // surface k is what the engine draws into next
    // Surface k's frame to the compositor; the first surface's waits, as vsync does, for the
    // compositor to want the next.
    void swap(int k);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace app
