// zcity on a Wayland desktop's own layers (platform/LayerSurface.hpp), the viewer core drawn in
// them: --wallpaper in the background layer, under every window; --screensaver in the overlay,
// over every window and panel, the keyboard its own, until a key, a button, the wheel or more than
// a nudge of the pointer. On X11 both are the window's shell's (modes/Viewer.cpp): the wallpaper
// on the root window as xscreensaver's -root, the screensaver a full-screen window.
// Neither reads or saves settings beyond the screensaver's file; SIGTERM or Ctrl+C ends either
// (formats/Interrupt.hpp), as xscreensaver and swayidle end a hack.
#include "modes/Modes.hpp"

#include "cli/PanelRows.hpp"

#include "platform/LayerSurface.hpp"
#include "scene/Clock.hpp"
#include "viewer/ScreensaverMotion.hpp"
#include "viewer/ViewerCore.hpp"
#include "views/View.hpp"

#include "engine/OffscreenTarget.hpp"
#include "engine/Programs.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
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

// --displays each: a core, and so a city, of its own on each output: the next seeds after the
// first's, as xscreensaver's hack on each monitor would grow its own.
std::vector<std::unique_ptr<ViewerCore>> makeCores(const Options& options, const engine::Programs& programs,
                                                   ViewerHost& host, int outputs, EarlyCity early) {
    std::vector<std::unique_ptr<ViewerCore>> cores;
    const int count = options.window.displays == Displays::each ? outputs : 1;
    for (int k = 0; k < count; k++) {
        ViewerState state = startState(options);
        state.scene.seed += static_cast<std::uint32_t>(k);
        cores.push_back(std::make_unique<ViewerCore>(state, viewMaker(programs, k == 0 ? std::move(early) : EarlyCity{}),
                                                     host, panelRows(), options.debugState && k == 0));
        cores.back()->loadScene();
    }
    return cores;
}

// --displays span: one picture over the outputs' layout, each output drawing its part of it.
engine::Frame partOfSpan(const LayerSurface& surface, int k, const engine::FrameStyle& style) {
    int left = 0, top = 0, right = 0, bottom = 0;
    for (int j = 0; j < surface.count(); j++) {
        const LayerSurface::Place p = surface.place(j);
        left = j ? std::min(left, p.left) : p.left;
        top = j ? std::min(top, p.top) : p.top;
        right = j ? std::max(right, p.left + p.width) : p.left + p.width;
        bottom = j ? std::max(bottom, p.top + p.height) : p.top + p.height;
    }
    const LayerSurface::Place p = surface.place(k);
    engine::Frame part = engine::framePart(engine::makeFrame(right - left, bottom - top, style), p.left - left, p.top - top,
                                           p.width, p.height);
    part.width = surface.width(k);  // the output's pixels: its scale times its size in the layout
    part.height = surface.height(k);
    return part;
}

// Whether another output shown has the size of output k: then same's picture is drawn once,
// into `shared`, and copied to each output of that size.
bool sizeShared(const LayerSurface& surface, int k) {
    for (int j = 0; j < surface.count(); j++) {
        if (j != k && surface.shown(j) && surface.width(j) == surface.width(k) && surface.height(j) == surface.height(k)) return true;
    }
    return false;
}

// One moment on every output: the first draw moves the clock and the camera, the others draw
// that moment again at their own size (same: drawn once for outputs of one size, the picture
// copied to the rest, as one context's framebuffer can be to each surface), or their part of
// one picture (span), or their own core's frame (each).
void drawOutputs(LayerSurface& surface, std::vector<std::unique_ptr<ViewerCore>>& cores, Displays displays,
                 const engine::Programs& programs, double elapsedMs, std::optional<engine::OffscreenTarget>& shared) {
    if (displays == Displays::span) cores.front()->advance(elapsedMs, {});
    bool moved = false;
    std::optional<std::pair<int, int>> sharedDrawn;  // the size of the picture `shared` holds this frame
    for (int k = 0; k < surface.count(); k++) {
        if (!surface.shown(k)) continue;
        surface.makeCurrent(k);
        ViewerCore& core = *cores[displays == Displays::each ? static_cast<std::size_t>(k) : 0];
        const bool first = !moved || displays == Displays::each;
        const int width = surface.width(k), height = surface.height(k);
        if (displays == Displays::span) {
            core.draw(programs, partOfSpan(surface, k, core.frameStyle()), first ? elapsedMs : 0);
        } else if (displays == Displays::same && sizeShared(surface, k)) {
            if (sharedDrawn != std::pair{width, height}) {
                if (!shared || shared->width() != width || shared->height() != height) shared.emplace(width, height);
                const auto bound = shared->bind();
                core.frame(programs, width, height, first ? elapsedMs : 0, {});
                sharedDrawn = std::pair{width, height};
            }
            shared->showIn(0, 0, width, height);
        } else {
            core.frame(programs, width, height, first ? elapsedMs : 0, {});
        }
        moved = true;
        surface.swap(k);
    }
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
    std::vector<std::unique_ptr<ViewerCore>> cores = makeCores(options, programs, host, surface.count(), std::move(early));
    ViewerCore& first = *cores.front();
    // The screensaver's pace (--delay, --max-fps: 30 by default), and the compositor's: the first
    // surface's swap waits for it to want a frame.
    const double capFps = askedFrameCap(options);
    InputWatch watch;
    std::optional<engine::OffscreenTarget> shared;  // --displays same: the picture outputs of one size share
    Clock::time_point last = Clock::now();
    std::string lastState;
    while (!first.quit() && surface.dispatch() && !(overlay && watch.wantsQuit(surface.input()))) {
        if (capFps > 0) {
            const double leftMs = 1000.0 / capFps - millisecondsSince(last);
            if (leftMs >= 1) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(leftMs));
        }
        const Clock::time_point now = Clock::now();
        drawOutputs(surface, cores, displays, programs, std::chrono::duration<double, std::milli>(now - last).count(),
                    shared);
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
