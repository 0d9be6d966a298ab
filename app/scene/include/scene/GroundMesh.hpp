// app::GroundMesh — the terrain's triangles around the camera, kept as the camera moves.
//
// The 81x81 squares of Terrain_Draw around the camera (or the rings of Terrain_GetPoint),
// re-baked only when the camera crosses into another square, computing only the heights of the
// new edge (zs::TerrainPatch). What TerrainView draws and what --export writes for the terrain.
// Pure CPU work: no windows, no GL.
#pragma once

#include "scene/SceneSettings.hpp"

#include "engine/BoxMesh.hpp"
#include "engine/FlyCamera.hpp"
#include "zsystem/TerrainPatch.hpp"

#include <string>
#include <vector>

namespace app {

class GroundMesh {
public:
    explicit GroundMesh(const SceneSettings& settings) : settings_(settings), patch_(settings.terrain) {}

    // Brings the triangles up to date for the pose; true when vertices() changed.
    bool follow(const engine::CameraPose& pose);

    const std::vector<engine::Vertex>& vertices() const { return vertices_; }
    int heightsComputed() const { return heightsComputed_; }  // by the last follow()
    double bakeMs() const { return bakeMs_; }
    // "Terrain: 6561 squares, faithful, grid"
    std::string titleLine() const;

private:
    SceneSettings settings_;
    zs::TerrainPatch patch_;
    std::vector<engine::Vertex> vertices_;
    int heightsComputed_ = 0;
    double bakeMs_ = 0;
};

} // namespace app
