// zcity --screenshot: one frame, rendered into an RGBA8 framebuffer object and written as PNG,
// with no display needed (SDL's offscreen driver when there is none).
#include "modes/Modes.hpp"

#include "formats/OutputFile.hpp"
#include "formats/PngFile.hpp"
#include "platform/GlWindow.hpp"
#include "platform/Overlay.hpp"
#include "platform/Progress.hpp"
#include "views/View.hpp"

#include "engine/Programs.hpp"

#include <cstdio>
#include <optional>

namespace app {

int runScreenshot(const Options& options) {
    OutputFile file(options.output.path);  // a path that cannot be written fails before any work
    // A big grid takes a while: a line says first what it needs, and the bar how many of its
    // cities are grown. The world's warm-up cannot say how far it is; its bar only shows that it works.
    const std::string needs = pictureNeeds(options.scene);
    if (!needs.empty() && !options.quiet) std::fprintf(stderr, "zcity: %s\n", needs.c_str());
    Progress progress("rendering " + options.output.path, options.quiet);
    const engine::FrameStyle style =
        lookStyle(options.scene.scene, options.world.enabled, options.looks, options.palette,
                  readMachineTime(machineSecondsNow()));
    EarlyCity early = startGrowing(options.scene, options.world, style.night);  // beside the driver's loading
    const HeadlessGl context(options.window.gl);
    const Size size = options.window.size;
    const engine::Frame frame = engine::makeFrame(size.width, size.height, style, options.output.orthoWidth.value_or(0));
    engine::CameraPose pose = startCamera(options);
    std::vector<std::uint8_t> png;
    std::string counts;
    {  // GL objects go before the context does
        const engine::Programs programs;
        const std::unique_ptr<View> view = makeView(programs, options.scene, options.world, style.night,
                                                   [&progress](double fraction) { progress.set(fraction); },
                                                   std::move(early));
        if (options.walk) pose = standingPose(*view, pose);  // on the sidewalk nearest the camera
        if (!options.camera && options.cameraChoice && options.cameraChoice->automatic) {  // the mode's first pose
            const engine::AutoCameraMode mode = options.cameraChoice->from;
            pose = view->autoCameraPose(mode, engine::autoCameraModeStart(mode));
        }
        view->settle(pose, frame);  // the world: every city in view, not just the first ready
        // --overlay: the status line as the window would show it (no frame time: nothing ran).
        std::optional<Overlay> overlay;
        if (options.overlay) overlay.emplace(nullptr);
        const auto drawOverlay = [&](const engine::Frame& f) {
            StatusFigures status;
            status.seed = options.scene.seed;
            status.seeded = isSeeded(options.scene.scene);
            status.scene = std::string(sceneName(options.scene.scene));
            status.pose = pose;
            status.viewDistance = view->viewDistance();
            status.view = view->figures();
            status.world = options.world.enabled;
            OverlayContent content;
            content.statusLine = statusLine(status);
            overlay->draw(f, content, 0);
        };
        png = encodePng(drawPicture(*view, programs, frame, pose, overlay ? std::function<void(const engine::Frame&)>(drawOverlay) : nullptr),
                        pictureProvenance(options.scene, pose));
        counts = view->titleLine();
    }
    file.write(std::string_view(reinterpret_cast<const char*>(png.data()), png.size()));
    file.commit();
    progress.finish();
    if (options.output.path != "-") {
        printLine("zcity: wrote " + options.output.path + " (" + std::to_string(size.width) + "x" +
                  std::to_string(size.height) + ", " + counts + ")");
    }
    return 0;
}

} // namespace app
