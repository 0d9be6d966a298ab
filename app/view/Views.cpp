// makeView: the one place that knows which view shows which scene.
#include "view/BoxSceneView.hpp"
#include "view/TerrainView.hpp"
#include "view/WorldView.hpp"

namespace app {

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
