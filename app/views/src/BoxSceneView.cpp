#include "views/BoxSceneView.hpp"

#include "scene/Clock.hpp"
#include "scene/SceneBoxes.hpp"

#include "engine/BoxGeometry.hpp"
#include "engine/FrameGl.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace app {

// Grows the scene a city at a time, baking each city's records as it comes, so the boxes of a
// whole grid are never held at once.
BoxSceneView::Content BoxSceneView::grow(const SceneSettings& settings, const std::function<void(double)>& progress) {
    Content content;
    const auto start = std::chrono::steady_clock::now();
    double bakeMs = 0;
    const double lists = static_cast<double>(settings.grid) * settings.grid;  // a box list scene has one
    double listsDone = 0;
    const CityStats stats = forEachBoxList(settings, [&](const std::vector<zs::Box>& boxes) {
        if (progress) progress(listsDone++ / lists);
        const auto bakeStart = std::chrono::steady_clock::now();
        engine::bakeBoxRecords(boxes, 0, 0, content.records);
        for (const zs::Box& b : boxes) {
            const double x = std::max(std::abs(b.x1), std::abs(b.x2)), z = std::max(std::abs(b.z1), std::abs(b.z2));
            content.radius = std::max(content.radius, std::hypot(x, z));
        }
        bakeMs += millisecondsSince(bakeStart);
    });
    ViewFigures& f = content.figures;
    f.buildings = stats.buildings;
    f.cubes = stats.cubes;
    f.boxesDrawn = content.records.size();
    f.verticesDrawn = content.records.size() * engine::kVerticesPerBox;
    f.tilesInView = f.tilesDrawn = 1;
    f.bakeMs = bakeMs;
    f.generateMs = millisecondsSince(start) - bakeMs;
    return content;
}

BoxSceneView::BoxSceneView(const engine::Programs& programs, const SceneSettings& settings,
                           const std::function<void(double)>& progress)
    : BoxSceneView(programs, grow(settings, progress)) {}

BoxSceneView::BoxSceneView(const engine::Programs& programs, Content&& content)
    : programs_(programs),
      renderer_(programs, content.records.size()),
      ranges_{engine::BoxRange{0, content.records.size(), glm::vec3(0)}},
      figures_(content.figures),
      radius_(content.radius) {
    renderer_.upload(0, content.records);
    figures_.uploadedBoxes = content.records.size();
    figures_.gpuBytes = renderer_.gpuBytes();
}

void BoxSceneView::draw(const engine::Frame& frame, const engine::CameraPose& pose) {
    // The originals' matrices, camera and all, over positions relative to 0: the picture the
    // originals' glVertex calls made.
    engine::DistanceFog fog;
    if (frame.style.fog) {
        // Clear over the scene, hazy past it: a city's far side is a little paler than its near
        // one, and a grid's far cities melt into the sky. Ours: no original had fog.
        fog = engine::DistanceFog{static_cast<float>(radius_ * 0.5), static_cast<float>(radius_ * 4 + 1500)};
    }
    renderer_.draw(frame, engine::viewProjection(frame, pose), ranges_, glm::vec3(pose.position), fog);
    if (frame.style.fog) engine::drawDaySky(programs_, frame, pose);  // behind: where no box is
}

engine::CameraPose BoxSceneView::landingPose(const engine::CameraPose& from, const engine::CameraPose& start) const {
    // Within 1,500 units of the boxes and no higher than 3,000: a city is a few dozen pixels
    // wide and more from there, so the picture has something in it whichever way it looks.
    const glm::dvec3& p = from.position;
    const bool near = std::hypot(p.x, p.z) <= radius_ + 1500 && p.y > -50 && p.y < 3000;
    return near ? from : start;
}

std::string BoxSceneView::titleLine() const { return cityTitle(CityStats{figures_.buildings, figures_.cubes}); }

} // namespace app
