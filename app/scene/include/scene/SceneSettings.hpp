// app::SceneSettings and app::WorldSettings — what a scene is grown from, and how the endless
// world streams it: the scene's own settings, which the command line, the saved settings and the
// viewer's keys all read and change. Plain values; no I/O.
#pragma once

#include "scene/Scenes.hpp"

#include "zsystem/PixelCity.hpp"
#include "zsystem/Terrain.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace app {

constexpr std::uint32_t kDefaultSeed = 0xA749F86C;  // the seed fixed in GameDraw

// A seed as zcity writes it everywhere a person reads one: "0xA749F86C".
std::string seedText(std::uint32_t seed);

enum class TerrainLayout { grid, rings };  // Terrain_Draw's squares, or Terrain_GetPoint's rings

std::optional<TerrainLayout> parseTerrainLayout(std::string_view name);
std::string_view terrainLayoutName(TerrainLayout layout);

struct SceneSettings {
    Scene scene = Scene::tidied;
    std::uint32_t seed = kDefaultSeed;
    int grid = 1;  // the N x N cities of GameDraw's loop (city scenes)
    zs::TerrainMode terrain = zs::TerrainMode::faithful;
    TerrainLayout layout = TerrainLayout::grid;
    // --sign: a sign text of the person's own among the seed's names (the night cities); "" none
    std::string signText;
    // --city-size: Pixel City's side in cells, the original's 1024 up to 4096 (one city; the
    // endless night's tiles keep the original's)
    int citySize = zs::pixelcity::kWorldSize;
};

// The scene's start pose (SceneInfo's): over a larger Pixel City, as far from its middle as the
// original's is from the original's.
engine::CameraPose startPose(const SceneSettings& scene);

constexpr double kMaxViewDistance = 30000;  // the far plane
// The world's view distance unless told: what the level of detail lets this machine's llvmpipe
// draw at a frame rate a person can fly with (the window picks the far plane on a GPU).
constexpr double kDefaultViewDistance = 8000;

// --world: every city (i, j), streamed.
struct WorldSettings {
    bool enabled = false;
    double viewDistance = kDefaultViewDistance;        // up to the far plane
    std::size_t cacheBudget = std::size_t{256} << 20;  // bytes: the cache, and the GPU arena
    int workers = 0;                                   // threads growing cities; 0: from the cores
    double detailPixels = 1.5;                         // the level of detail (engine/DetailLevels.hpp); 0: every box

    // The threads to start: `workers`, or the cores less one for the render thread, at most 4;
    // 0 in a page built without threads (the frame grows its tiles: engine::TileWorkers).
    int workerThreads() const;
};

} // namespace app
