#include "SceneContent.hpp"

#include "Milliseconds.hpp"
#include "Options.hpp"

#include "engine/TerrainMesh.hpp"
#include "zsystem/Grid.hpp"
#include "zsystem/Zterrain.hpp"

#include <chrono>

namespace app {
SceneSettings sceneSettings(const Options& options) {
    return SceneSettings{options.scene, options.seed, options.grid, options.terrain, options.terrainLayout};
}

SceneContent::SceneContent(const SceneSettings& settings) : settings_(settings), patch_(settings.terrain) {
    if (settings.scene == Scene::terrain) return;  // made by follow()

    const auto start = std::chrono::steady_clock::now();
    const auto variant = cityVariant(settings.scene);
    const zs::City boxes = variant ? zs::growGrid(settings.seed, settings.grid, *variant) : zs::growZterrain();
    generateMs_ = millisecondsSince(start);
    stats_ = CityStats{boxes.buildings, static_cast<std::int64_t>(boxes.boxes.size())};

    const auto bakeStart = std::chrono::steady_clock::now();
    vertices_ = engine::bakeBoxes(boxes.boxes);
    bakeMs_ = millisecondsSince(bakeStart);
}

bool SceneContent::follow(const engine::CameraPose& pose) {
    if (settings_.scene != Scene::terrain) return false;
    const auto start = std::chrono::steady_clock::now();
    if (settings_.layout == TerrainLayout::rings) {
        // The rings move with the camera, so every frame is new.
        vertices_.clear();
        engine::bakeTerrainRings(static_cast<float>(pose.position.x), static_cast<float>(pose.position.z),
                                 settings_.terrain, vertices_);
        heightsComputed_ = zs::kTerrainRings * (zs::kTerrainSpokes + 1);
    } else {
        heightsComputed_ = patch_.centreOn(pose.position.x, pose.position.z);
        if (heightsComputed_ == 0) return false;
        vertices_.clear();
        engine::bakeTerrainPatch(patch_, vertices_);
    }
    squares_ = static_cast<int>(vertices_.size() / 6);
    bakeMs_ = millisecondsSince(start);
    return true;
}

std::string SceneContent::titleLine() const {
    if (settings_.scene == Scene::terrain) {
        return "Terrain: " + std::to_string(squares_) + " squares, " +
               std::string(zs::terrainModeName(settings_.terrain)) + ", " +
               std::string(terrainLayoutName(settings_.layout));
    }
    return cityTitle(stats_);
}

} // namespace app
