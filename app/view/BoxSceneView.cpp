#include "view/BoxSceneView.hpp"

#include "view/Clock.hpp"
#include "view/SceneBoxes.hpp"

#include "engine/BoxGeometry.hpp"

#include <chrono>

namespace app {

// Grows the scene a city at a time, baking each city's records as it comes, so the boxes of a
// whole grid are never held at once.
BoxSceneView::Content BoxSceneView::grow(const SceneSettings& settings) {
    Content content;
    const auto start = std::chrono::steady_clock::now();
    double bakeMs = 0;
    const CityStats stats = forEachBoxList(settings, [&](const std::vector<zs::Box>& boxes) {
        const auto bakeStart = std::chrono::steady_clock::now();
        engine::bakeBoxRecords(boxes, 0, 0, content.records);
        bakeMs += millisecondsSince(bakeStart);
    });
    ViewFigures& f = content.figures;
    f.buildings = stats.buildings;
    f.cubes = stats.cubes;
    f.boxesDrawn = content.records.size();
    f.verticesDrawn = content.records.size() * engine::kVerticesPerBox;
    f.partsInView = f.partsDrawn = 1;
    f.bakeMs = bakeMs;
    f.generateMs = millisecondsSince(start) - bakeMs;
    return content;
}

BoxSceneView::BoxSceneView(const engine::Programs& programs, const SceneSettings& settings)
    : BoxSceneView(programs, grow(settings)) {}

BoxSceneView::BoxSceneView(const engine::Programs& programs, Content&& content)
    : renderer_(programs, content.records.size()),
      ranges_{engine::BoxRange{0, content.records.size(), glm::vec3(0)}},
      figures_(content.figures) {
    renderer_.upload(0, content.records);
    figures_.uploadedBoxes = content.records.size();
    figures_.gpuBytes = renderer_.gpuBytes();
}

void BoxSceneView::draw(const engine::Frame& frame, const engine::CameraPose& pose) {
    // The seeds' matrices, camera and all, over positions relative to 0: the picture the
    // originals' glVertex calls made.
    renderer_.draw(frame, engine::viewProjection(frame, pose), ranges_);
}

std::string BoxSceneView::titleLine() const { return cityTitle(CityStats{figures_.buildings, figures_.cubes}); }

} // namespace app
