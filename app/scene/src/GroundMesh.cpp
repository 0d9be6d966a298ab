#include "scene/GroundMesh.hpp"

#include "scene/Clock.hpp"

#include "engine/TerrainMesh.hpp"

#include <chrono>

namespace app {

bool GroundMesh::follow(const engine::CameraPose& pose) {
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
    bakeMs_ = millisecondsSince(start);
    return true;
}

std::string GroundMesh::titleLine() const {
    return "Terrain: " + std::to_string(vertices_.size() / 6) + " squares, " +
           std::string(zs::terrainModeName(settings_.terrain)) + ", " + std::string(terrainLayoutName(settings_.layout));
}

} // namespace app
