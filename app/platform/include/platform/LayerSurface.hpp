// app::LayerSurface — zcity as a Wayland desktop's wallpaper: a surface of the wlr-layer-shell
// protocol in the compositor's background layer, under every window, covering one output, with
// an EGL context of its own made current and loaded into the engine.
//
// SDL 2 makes only ordinary windows (xdg-shell), which the compositor places, tiles and decorates
// as it likes; a wallpaper is a surface the compositor keeps under everything, as swaybg's and
// mpvpaper's are. wlroots' compositors (sway, Hyprland, river, labwc, Wayfire), KDE Plasma since
// 5.20, COSMIC and Mir offer the protocol; GNOME does not, and the constructor then says so.
// Built on Linux where wayland-client, wayland-egl and EGL are found (ZCITY_HAVE_LAYER_SHELL);
// elsewhere the constructor throws. It never reads input: a wallpaper takes none.
// Failures throw std::runtime_error with one line. Destroy every GL object of the engine first.
#pragma once

#include "engine/Gl.hpp"

#include <memory>
#include <string>

namespace app {

class LayerSurface {
public:
    // On the output named `outputName` (sway's names: HEADLESS-1, eDP-1), or the first the
    // compositor announces when it is empty.
    LayerSurface(engine::GlProfile profile, const std::string& outputName);
    ~LayerSurface();
    LayerSurface(const LayerSurface&) = delete;
    LayerSurface& operator=(const LayerSurface&) = delete;

    int width() const;   // pixels: the output's size in the compositor's units times its scale
    int height() const;
    const engine::GlInfo& gl() const;
    std::string outputName() const;

    // The compositor's events so far, without waiting (a new size, the output gone). False once
    // the compositor has closed the surface or the connection is lost: nothing more to draw.
    bool dispatch();
    // The frame to the compositor; waits, as vsync does, for it to want the next.
    void swap();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace app
