// app::SceneContent — what a scene draws, grown and baked on the CPU, ready for upload.
//
// The city scenes (and zterrain) are grown once into a box list and baked. The terrain follows
// the camera: follow() re-centres its patch and re-bakes only when the camera has crossed into
// another square, computing only the heights of the new edge (zs::TerrainPatch).
// No windows, no GL: the viewer uploads vertices() when follow() says they changed.
#pragma once

#include "CityStats.hpp"
#include "Scene.hpp"

#include "engine/BoxMesh.hpp"
#include "zsystem/TerrainPatch.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace app {

struct SceneSettings {
    Scene scene = Scene::tidied;
    std::uint32_t seed = 0xA749F86C;
    int grid = 1;
    zs::TerrainMode terrain = zs::TerrainMode::faithful;
    TerrainLayout layout = TerrainLayout::grid;
};

struct Options;
SceneSettings sceneSettings(const Options& options);

class SceneContent {
public:
    explicit SceneContent(const SceneSettings& settings);

    // Brings what depends on the camera up to date; true when vertices() changed.
    bool follow(const engine::CameraPose& pose);

    const std::vector<engine::Vertex>& vertices() const { return vertices_; }
    const SceneSettings& settings() const { return settings_; }
    // The title's first part: the originals' "City: 213 buildings, 656 cubes", or for the
    // terrain its squares and mode.
    std::string titleLine() const;
    const CityStats& stats() const { return stats_; }

    double generateMs() const { return generateMs_; }
    double bakeMs() const { return bakeMs_; }
    int heightsComputed() const { return heightsComputed_; }  // by the last follow()

private:
    SceneSettings settings_;
    CityStats stats_;
    std::vector<engine::Vertex> vertices_;
    zs::TerrainPatch patch_;
    double generateMs_ = 0, bakeMs_ = 0;
    int heightsComputed_ = 0;
    int squares_ = 0;
};

} // namespace app
