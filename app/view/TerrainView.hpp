// app::TerrainView — the fractal ground under the camera (app::GroundMesh), drawn as triangles.
// Needs a current OpenGL 3.3 core context.
#pragma once

#include "view/GroundMesh.hpp"
#include "view/View.hpp"

#include "engine/MeshRenderer.hpp"

namespace app {

class TerrainView final : public View {
public:
    TerrainView(const engine::Programs& programs, const SceneSettings& settings);

    void update(const engine::CameraPose& pose, const engine::Frame& frame) override;
    void draw(const engine::Frame& frame, const engine::CameraPose& pose) override;
    std::string titleLine() const override { return ground_.titleLine(); }
    ViewFigures figures() const override;

private:
    GroundMesh ground_;
    engine::MeshRenderer renderer_;
};

} // namespace app
