// app::BoxSceneView — a scene made of boxes, grown once: the originals' city (one, or a grid of
// them) or a box list such as zterrain's. Its boxes are baked into 32-byte records and drawn as
// a world of one part placed whole: records relative to 0, the camera in the matrix.
// Needs a current OpenGL 3.3 core context (it uploads on construction).
#pragma once

#include "views/View.hpp"

#include "engine/BoxRenderer.hpp"

#include <functional>
#include <vector>

namespace app {

class BoxSceneView final : public View {
public:
    // `progress`, where given, hears the fraction of a grid's cities grown and baked.
    BoxSceneView(const engine::Programs& programs, const SceneSettings& settings,
                 const std::function<void(double)>& progress = nullptr);

    void update(const engine::CameraPose&, const engine::Frame&, double) override {}
    void draw(const engine::Frame& frame, const engine::CameraPose& pose) override;
    std::string titleLine() const override;
    ViewFigures figures() const override { return figures_; }
    // The pose where it is over or near the boxes, else the start.
    engine::CameraPose landingPose(const engine::CameraPose& from, const engine::CameraPose& start) const override;

private:
    struct Content {
        std::vector<engine::BoxRecord> records;
        ViewFigures figures;
        double radius = 0;  // the furthest corner from the origin, horizontally: where the fog goes
    };
    static Content grow(const SceneSettings& settings, const std::function<void(double)>& progress);
    BoxSceneView(const engine::Programs& programs, Content&& content);

    const engine::Programs& programs_;
    engine::BoxRenderer renderer_;
    std::vector<engine::BoxRange> ranges_;
    ViewFigures figures_;
    double radius_;
};

} // namespace app
