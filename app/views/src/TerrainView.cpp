#include "views/TerrainView.hpp"

#include "zsystem/Terrain.hpp"
#include "engine/FrameGl.hpp"

#include <algorithm>

namespace app {

namespace {

// The ground reaches 40 squares (the grid) or 47 units (the rings) from the camera: the fog is
// whole a little before, so its edge never shows against the sky.
constexpr float kFogStart = 20, kFogEnd = 39;

} // namespace

TerrainView::TerrainView(const engine::Programs& programs, const SceneSettings& settings)
    : programs_(programs), settings_(settings), ground_(settings), renderer_(programs) {}

engine::CameraPose TerrainView::landingPose(const engine::CameraPose& from, const engine::CameraPose& start) const {
    // The seed's Terrain_DrawSquare skips squares below 0, and the 81 squares reach 40 from the
    // eye: at 40 or more the ground is drawn all round. Eye height and pitch: the start pose's.
    constexpr double kReach = 40, kHighest = 80;
    engine::CameraPose pose = from;
    pose.position.x = std::max(pose.position.x, kReach);
    pose.position.z = std::max(pose.position.z, kReach);
    const double ground = zs::terrainHeight(static_cast<float>(pose.position.x), static_cast<float>(pose.position.z),
                                            settings_.terrain);
    if (pose.position.y < ground + 2 || pose.position.y > ground + kHighest) {
        pose.position.y = ground + start.position.y;
        pose.pitchDegrees = start.pitchDegrees;
    }
    if (pose.pitchDegrees > 5 || pose.pitchDegrees < -70) pose.pitchDegrees = start.pitchDegrees;
    return pose;
}

void TerrainView::update(const engine::CameraPose& pose, const engine::Frame&, double) {
    if (ground_.follow(pose)) renderer_.upload(ground_.vertices());
}

void TerrainView::draw(const engine::Frame& frame, const engine::CameraPose& pose) {
    engine::DistanceFog fog;
    if (frame.style.fog) {
        fog = engine::DistanceFog{kFogStart, kFogEnd};
    }
    renderer_.draw(frame, engine::viewProjection(frame, pose), glm::vec3(pose.position), fog);
    // Behind the ground, its horizon below the horizon too: the ground's edge melts away.
    if (frame.style.fog) engine::drawDaySky(programs_, frame, pose, engine::kSkyHorizon);
}

ViewFigures TerrainView::figures() const {
    ViewFigures f;
    f.verticesDrawn = ground_.vertices().size();
    f.tilesInView = f.tilesDrawn = 1;
    f.bakeMs = ground_.bakeMs();
    f.gpuBytes = ground_.vertices().size() * sizeof(engine::Vertex);
    return f;
}

} // namespace app
