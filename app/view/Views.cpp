// makeView: the one place that knows which view shows which scene; drawPicture.
#include "view/BoxSceneView.hpp"
#include "view/TerrainView.hpp"
#include "view/WorldView.hpp"

#include "engine/OffscreenTarget.hpp"

namespace app {

engine::Image drawPicture(View& view, const engine::Frame& frame, const engine::CameraPose& pose) {
    engine::OffscreenTarget target(frame.width, frame.height);
    {
        const auto bound = target.bind();
        engine::beginFrame(frame);
        view.draw(frame, pose);
    }
    return target.read();
}

std::unique_ptr<View> makeView(const engine::Programs& programs, const SceneSettings& scene, const WorldSettings& world) {
    if (world.enabled) return std::make_unique<WorldView>(programs, scene, world);
    switch (sceneInfo(scene.scene).content) {
    case SceneContent::city:
    case SceneContent::boxList: return std::make_unique<BoxSceneView>(programs, scene);
    case SceneContent::ground: return std::make_unique<TerrainView>(programs, scene);
    }
    return std::make_unique<BoxSceneView>(programs, scene);
}

} // namespace app
