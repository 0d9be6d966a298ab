// app::SceneSettings and app::WorldSettings — what a scene is grown from, and how the endless
// world streams it: the scene's own settings, which the command line, the saved settings and the
// viewer's keys all read and change. Plain values; no I/O.
#pragma once

#include "view/Scenes.hpp"

#include "zsystem/Terrain.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace app {

constexpr std::uint32_t kDefaultSeed = 0xA749F86C;  // the seed fixed in GameDraw

enum class TerrainLayout { grid, rings };  // Terrain_Draw's squares, or Terrain_GetPoint's rings

std::optional<TerrainLayout> parseTerrainLayout(std::string_view name);
std::string_view terrainLayoutName(TerrainLayout layout);

struct SceneSettings {
    Scene scene = Scene::tidied;
    std::uint32_t seed = kDefaultSeed;
    int grid = 1;  // the N x N cities of GameDraw's loop (city scenes)
    zs::TerrainMode terrain = zs::TerrainMode::faithful;
    TerrainLayout layout = TerrainLayout::grid;
};

constexpr double kMaxViewDistance = 30000;  // the far plane

// --world: every city (i, j), streamed.
struct WorldSettings {
    bool enabled = false;
    double viewDistance = 4000;                        // up to the far plane
    std::size_t cacheBudget = std::size_t{256} << 20;  // bytes: the cache, and the GPU arena
    int workers = 0;                                   // threads growing cities; 0: from the cores

    // The threads to start: `workers`, or the cores less one for the render thread, at most 4.
    int workerThreads() const;
};

} // namespace app
