// app::TerrainView — the fractal ground under the camera (app::GroundMesh), drawn as triangles.
// Needs a current OpenGL 3.3 core context.
#pragma once

#include "scene/GroundMesh.hpp"
#include "views/View.hpp"

#include "engine/MeshRenderer.hpp"

namespace app {

class TerrainView final : public View {
public:
    TerrainView(const engine::Programs& programs, const SceneSettings& settings);

    void update(const engine::CameraPose& pose, const engine::Frame& frame, double elapsedMs) override;
    void draw(const engine::Frame& frame, const engine::CameraPose& pose) override;
    std::string titleLine() const override { return ground_.titleLine(); }
    ViewFigures figures() const override;
    // The same place, where the ground is drawn (x and z of 40 or more), come down to eye
    // height over the ground and looking a little down at it where it was not.
    engine::CameraPose landingPose(const engine::CameraPose& from, const engine::CameraPose& start) const override;

private:
    const engine::Programs& programs_;
    SceneSettings settings_;
    GroundMesh ground_;
    engine::MeshRenderer renderer_;
};

} // namespace app
