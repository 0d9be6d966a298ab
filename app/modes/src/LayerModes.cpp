// zcity on a Wayland desktop's own layers (platform/LayerSurface.hpp), the viewer core drawn in
// them: --wallpaper in the background layer, under every window; --screensaver in the overlay,
// over every window and panel, the keyboard its own, until a key, a button, the wheel or more than
// a nudge of the pointer. On X11 both are the window's shell's (modes/Viewer.cpp): the wallpaper
// on the root window as xscreensaver's -root, the screensaver a full-screen window.
// Neither reads or saves settings beyond the screensaver's file; SIGTERM or Ctrl+C ends either
// (formats/Interrupt.hpp), as xscreensaver and swayidle end a hack.
#include "modes/Modes.hpp"

#include "platform/LayerSurface.hpp"
#include "viewer/ViewerCore.hpp"
#include "views/View.hpp"

#include "engine/Programs.hpp"

#include <chrono>
#include <cstdio>
#include <thread>

namespace app {
namespace {

// The same as the SDL screensaver's (modes/Viewer.cpp): the first half second's motion is the
// surface appearing under the pointer, not the user; then 8 pixels of travel is a nudge.
constexpr double kSettleMs = 500;
constexpr double kNudge = 8;

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

double millisecondsSince(Clock::time_point from) {
    return std::chrono::duration<double, std::milli>(Clock::now() - from).count();
}

// The screensaver's reasons to end: anything but the pointer's travel at once; the travel once
// settled, counted from where it stood then.
class InputWatch {
public:
    bool wantsQuit(const LayerInput& input) {
        if (input.keys > 0 || input.buttons > 0 || input.wheelSteps > 0) return true;
        if (millisecondsSince(shown_) < kSettleMs) {
            settledTravel_ = input.pointerTravel;
            return false;
        }
        return input.pointerTravel - settledTravel_ > kNudge;
    }

private:
    Clock::time_point shown_ = Clock::now();
    double settledTravel_ = 0;
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

} // namespace

int runOnLayer(const Options& options, bool overlay) {
    LayerSurface surface(overlay ? LayerSurface::Layer::overlay : LayerSurface::Layer::background,
                         options.window.gl.value_or(engine::GlProfile::core), options.window.waylandOutput);
    if (options.debugState) printLayers(surface, overlay);
    const engine::Programs programs;
    LayerHost host;
    ViewerCore core(startState(options), [&programs](const SceneSettings& scene, const WorldSettings& world) {
        return makeView(programs, scene, world);
    }, host, options.debugState);
    core.loadScene();
    // The screensaver's pace (--delay, --max-fps: 30 by default), and the compositor's: the first
    // surface's swap waits for it to want a frame.
    const double capFps = askedFrameCap(options);
    InputWatch watch;
    Clock::time_point last = Clock::now();
    std::string lastState;
    while (!core.quit() && surface.dispatch() && !(overlay && watch.wantsQuit(surface.input()))) {
        if (capFps > 0) {
            const double leftMs = 1000.0 / capFps - millisecondsSince(last);
            if (leftMs >= 1) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(leftMs));
        }
        const Clock::time_point now = Clock::now();
        double elapsedMs = std::chrono::duration<double, std::milli>(now - last).count();
        last = now;
        // The same view on every output: the first frame moves the clock and the camera, the
        // others draw that moment again at their own size.
        for (int k = 0; k < surface.count(); k++) {
            if (!surface.shown(k)) continue;
            surface.makeCurrent(k);
            core.frame(programs, surface.width(k), surface.height(k), elapsedMs, {});
            surface.swap(k);
            elapsedMs = 0;
        }
        if (options.debugState && core.debugStateLine() != lastState) {
            lastState = core.debugStateLine();
            std::printf("%s\n", lastState.c_str());
            std::fflush(stdout);
        }
    }
    return 0;
}

} // namespace app
