// zcity --wallpaper on Wayland: the viewer core drawn into a surface of the compositor's
// background layer (platform/LayerSurface.hpp), under every window. On X11 the wallpaper is the
// root window, drawn by the window's shell (modes/Viewer.cpp) as xscreensaver's -root is.
// It takes no input: the camera flies itself as the screensaver's does, or holds --camera's pose;
// SIGTERM or Ctrl+C ends it (formats/Interrupt.hpp), as xscreensaver ends a hack, saving nothing.
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

// A wallpaper has no full screen to toggle, no seed box, no overlay and takes no keys.
class WallpaperHost final : public ViewerHost {
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

} // namespace

int runWallpaper(const Options& options) {
    LayerSurface surface(options.window.gl.value_or(engine::GlProfile::core), "");
    if (options.debugState) {
        std::printf("gl %s on %s (driver wayland layer shell, output %s, %dx%d)\n", surface.gl().version.c_str(),
                    surface.gl().renderer.c_str(), surface.outputName().c_str(), surface.width(), surface.height());
        std::fflush(stdout);
    }
    const engine::Programs programs;
    WallpaperHost host;
    ViewerCore core(startState(options), [&programs](const SceneSettings& scene, const WorldSettings& world) {
        return makeView(programs, scene, world);
    }, host, options.debugState);
    core.loadScene();
    // The screensaver's pace (--delay, --max-fps: 30 by default), and the compositor's: the swap
    // waits for it to want a frame.
    const double capFps = askedFrameCap(options);
    Clock::time_point last = Clock::now();
    std::string lastState;
    while (!core.quit() && surface.dispatch()) {
        if (capFps > 0) {
            const double leftMs = 1000.0 / capFps - millisecondsSince(last);
            if (leftMs >= 1) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(leftMs));
        }
        const Clock::time_point now = Clock::now();
        core.frame(programs, surface.width(), surface.height(), std::chrono::duration<double, std::milli>(now - last).count(), {});
        last = now;
        surface.swap();
        if (options.debugState && core.debugStateLine() != lastState) {
            lastState = core.debugStateLine();
            std::printf("%s\n", lastState.c_str());
            std::fflush(stdout);
        }
    }
    return 0;
}

} // namespace app
