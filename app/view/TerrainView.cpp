#include "view/TerrainView.hpp"

namespace app {

TerrainView::TerrainView(const engine::Programs& programs, const SceneSettings& settings)
    : ground_(settings), renderer_(programs) {}

void TerrainView::update(const engine::CameraPose& pose, const engine::Frame&) {
    if (ground_.follow(pose)) renderer_.upload(ground_.vertices());
}

void TerrainView::draw(const engine::Frame& frame, const engine::CameraPose& pose) {
    renderer_.draw(frame, engine::viewProjection(frame, pose));
}

ViewFigures TerrainView::figures() const {
    ViewFigures f;
    f.verticesDrawn = ground_.vertices().size();
    f.partsInView = f.partsDrawn = 1;
    f.bakeMs = ground_.bakeMs();
    f.gpuBytes = ground_.vertices().size() * sizeof(engine::Vertex);
    return f;
}

} // namespace app
