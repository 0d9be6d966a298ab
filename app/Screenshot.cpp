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

int runScreenshot(const Options& options) {
    try {
        OutputFile file(options.outputPath);  // a path that cannot be written fails before any work
        preferOffscreenDriverWithoutDisplay();
        SdlVideo video;
        GlWindow window({"zcity", 64, 64, false, true});
        const int width = options.size.width, height = options.size.height;
        {
            const engine::CameraPose pose = options.camera.value_or(startPose(options.scene));
            if (options.world) {
                WorldView world(options);
                engine::OffscreenTarget target(width, height);
                target.bind();
                world.drawComplete(pose, width, height);
                const std::vector<std::uint8_t> png = encodePng(target.read());
                target.unbind();
                file.write(std::string_view(reinterpret_cast<const char*>(png.data()), png.size()));
                file.commit();
                if (options.outputPath != "-") {
                    std::printf("zcity: wrote %s (%dx%d, %s)\n", options.outputPath.c_str(), width, height,
                                world.titleLine().c_str());
                }
                return 0;
            }
            SceneContent scene(sceneSettings(options));
            scene.follow(pose);
            engine::MeshRenderer renderer;
            renderer.upload(scene.vertices());
            engine::OffscreenTarget target(width, height);
            target.bind();
            renderer.drawFrame(engine::viewProjectionMatrix(pose, width, height, options.orthoWidth.value_or(0)), width, height);
            const engine::Image image = target.read();
            target.unbind();
            const std::vector<std::uint8_t> png = encodePng(image);
            file.write(std::string_view(reinterpret_cast<const char*>(png.data()), png.size()));
            file.commit();
            if (options.outputPath != "-") {
                std::printf("zcity: wrote %s (%dx%d, %s)\n", options.outputPath.c_str(), width, height,
                            scene.titleLine().c_str());
            }
        }
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "zcity: %s\n", e.what());
        return 1;
    }
}

} // namespace app
