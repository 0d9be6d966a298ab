#include "scene/SceneSettings.hpp"

#include "scene/SceneKind.hpp"

#include "engine/TileWorkers.hpp"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <thread>

namespace app {

std::optional<TerrainLayout> parseTerrainLayout(std::string_view name) {
    if (name == "grid") return TerrainLayout::grid;
    if (name == "rings") return TerrainLayout::rings;
    return std::nullopt;
}

std::string seedText(std::uint32_t seed) {
    char text[16];
    std::snprintf(text, sizeof text, "0x%08" PRIX32, seed);
    return text;
}

engine::CameraPose startPose(const SceneSettings& scene) {
    engine::CameraPose pose = sceneInfo(scene.scene).startPose;
    if (kindOf(scene.scene).growsLarger()) {
        const double moved = (scene.citySize - zs::pixelcity::kWorldSize) / 2.0;
        pose.position += glm::dvec3(moved, 0, moved);
    }
    return pose;
}

std::string_view terrainLayoutName(TerrainLayout layout) { return layout == TerrainLayout::rings ? "rings" : "grid"; }

int WorldSettings::workerThreads() const {
    if (!engine::kThreadsAvailable) return 0;  // the threadless page: the frame grows its tiles
    if (workers > 0) return workers;
    // Leave a core for the render thread; Craft streams with four.
    const int cores = static_cast<int>(std::thread::hardware_concurrency());
    return std::clamp(cores - 1, 1, 4);
}

} // namespace app
