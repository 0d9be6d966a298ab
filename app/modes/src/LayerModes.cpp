// zcity on a Wayland desktop's own layers (platform/LayerSurface.hpp), the viewer core drawn in
// them: --wallpaper in the background layer, under every window; --screensaver in the overlay,
// over every window and panel, the keyboard its own, until a key, a button, the wheel or more than
// a nudge of the pointer. On X11 both are the window's shell's (modes/Viewer.cpp): the wallpaper
// on the root window as xscreensaver's -root, the screensaver a full-screen window.
// Neither reads or saves settings beyond the screensaver's file; SIGTERM or Ctrl+C ends either
// (formats/Interrupt.hpp), as xscreensaver and swayidle end a hack.
#include "modes/Modes.hpp"

#include "DisplayFrames.hpp"

#include "cli/PanelRows.hpp"

#include "platform/LayerSurface.hpp"
#include "scene/Clock.hpp"
#include "viewer/ScreensaverMotion.hpp"
#include "viewer/ViewerCore.hpp"
#include "views/View.hpp"

#include "engine/OffscreenTarget.hpp"  // largestSide
#include "engine/Programs.hpp"

#include <chrono>
#include <cstdio>
#include <thread>
#include <utility>
#include <vector>

namespace app {
namespace {

// A layer has no full screen to toggle, no seed box, no overlay, and takes no keys of the viewer's.
class LayerHost final : public ViewerHost {
public:
    void toggleFullscreen() override {}
    void openSeedBox(std::uint32_t) override {}
    void closeSeedBox() override {}
    bool hasOverlay() const override { return false; }
    void savePicture() override {}
};

using Clock = std::chrono::steady_clock;

// The screensaver's reasons to end: a key, a button or the wheel at once; the pointer's travel
// as the window's screensaver counts it (viewer/ScreensaverMotion.hpp).
class InputWatch {
public:
    bool wantsQuit(const LayerInput& input) {
        if (input.keys > 0 || input.buttons > 0 || input.wheelSteps > 0) return true;
        return motion_.ends(input.pointerTravel, millisecondsSince(shown_));
    }

private:
    Clock::time_point shown_ = Clock::now();
    ScreensaverMotion motion_;
};

// What the first line of --debug-state says of the layers: the GL, and each output drawn.
void printLayers(const LayerSurface& surface, bool overlay) {
    std::string outputs;
    for (int k = 0; k < surface.count(); k++) {
        outputs += (k ? ", " : "") + surface.outputName(k) + " " + std::to_string(surface.width(k)) + "x" +
                   std::to_string(surface.height(k));
    }
    std::printf("gl %s on %s (driver wayland layer shell, %s layer, output %s)\n", surface.gl().version.c_str(),
                surface.gl().renderer.c_str(), overlay ? "overlay" : "background", outputs.c_str());
    std::fflush(stdout);
}

using Displays = WindowSettings::Displays;

// Each output's surface, where its output lies in the compositor's layout and its pixels;
// none for an output that has gone.
std::vector<DisplaySurface> displaySurfaces(const LayerSurface& surface) {
    std::vector<DisplaySurface> surfaces(static_cast<std::size_t>(surface.count()));
    for (int k = 0; k < surface.count(); k++) {
        if (!surface.shown(k)) continue;
        const LayerSurface::Place p = surface.place(k);
        surfaces[static_cast<std::size_t>(k)] = DisplaySurface{ScreenRect{p.left, p.top, p.width, p.height}, surface.width(k),
                                                               surface.height(k)};
    }
    return surfaces;
}

} // namespace

int runOnLayer(const Options& options, bool overlay, EarlyCity& early) {
    const Displays displays = options.window.displays;
    LayerSurface surface(overlay ? LayerSurface::Layer::overlay : LayerSurface::Layer::background,
                         options.window.gl.value_or(engine::GlProfile::core),
                         LayerSurface::Outputs{options.window.waylandOutput, displays == Displays::mainOnly});
    if (options.debugState) printLayers(surface, overlay);
    const engine::Programs programs;
    LayerHost host;
    const ViewerState start = startState(options);
    ViewerCore first(start, viewMaker(programs, std::move(early)), host, panelRows(), options.debugState);
    first.loadScene();
    // One moment on every output, as --displays says (each's other cities grown at its first frame).
    DisplayFrames frames(start, displays, programs, host, 1, engine::largestSide());
    // The screensaver's pace (--delay, --max-fps: 30 by default), and the compositor's: the first
    // surface's swap waits for it to want a frame.
    const double capFps = askedFrameCap(options);
    InputWatch watch;
    Clock::time_point last = Clock::now();
    std::string lastState;
    while (!first.quit() && surface.dispatch() && !(overlay && watch.wantsQuit(surface.input()))) {
        if (capFps > 0) {
            const double leftMs = 1000.0 / capFps - millisecondsSince(last);
            if (leftMs >= 1) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(leftMs));
        }
        const Clock::time_point now = Clock::now();
        frames.drawSurfaces(first, displaySurfaces(surface), [&](int k) { surface.makeCurrent(k); },
                            [&](int k) { surface.swap(k); }, std::chrono::duration<double, std::milli>(now - last).count(), {});
        last = now;
        if (options.debugState && first.debugStateLine() != lastState) {
            lastState = first.debugStateLine();
            std::printf("%s\n", lastState.c_str());
            std::fflush(stdout);
        }
    }
    return 0;
}

} // namespace app
