#include "Screenshot.hpp"

#include "GlWindow.hpp"
#include "OutputFile.hpp"
#include "PngFile.hpp"
#include "SceneContent.hpp"
#include "WorldView.hpp"

#include "engine/MeshRenderer.hpp"
#include "engine/OffscreenTarget.hpp"

#include <cstdio>
#include <exception>

namespace app {
namespace {

// Draws the options' scene from `pose` into the bound target; returns the title's counts.
std::string drawScene(const Options& options, const engine::CameraPose& pose, int width, int height) {
    if (options.world) {
        WorldView world(options);
        world.drawComplete(pose, width, height);  // every city in view, not just the first ready
        return world.titleLine();
    }
    SceneContent scene(sceneSettings(options));
    scene.follow(pose);
    engine::MeshRenderer renderer;
    renderer.upload(scene.vertices());
    renderer.drawFrame(engine::viewProjectionMatrix(pose, width, height, options.orthoWidth.value_or(0)), width, height);
    return scene.titleLine();
}

} // namespace

int runScreenshot(const Options& options) {
    try {
        OutputFile file(options.outputPath);  // a path that cannot be written fails before any work
        preferOffscreenDriverWithoutDisplay();
        SdlVideo video;
        GlWindow window({"zcity", 64, 64, false, true});
        const int width = options.size.width, height = options.size.height;
        std::string counts;
        {  // GL objects go before the window does
            engine::OffscreenTarget target(width, height);
            target.bind();
            counts = drawScene(options, options.camera.value_or(startPose(options.scene)), width, height);
            const std::vector<std::uint8_t> png = encodePng(target.read());
            target.unbind();
            file.write(std::string_view(reinterpret_cast<const char*>(png.data()), png.size()));
        }
        file.commit();
        if (options.outputPath != "-") {
            std::printf("zcity: wrote %s (%dx%d, %s)\n", options.outputPath.c_str(), width, height, counts.c_str());
        }
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "zcity: %s\n", e.what());
        return 1;
    }
}

} // namespace app
