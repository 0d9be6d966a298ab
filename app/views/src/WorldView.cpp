#include "views/WorldView.hpp"

#include "engine/BoxGeometry.hpp"
#include "engine/FrameGl.hpp"

#include <algorithm>

namespace app {
namespace {

engine::StreamerSettings streamerSettings(const SceneSettings& scene, const WorldSettings& world) {
    engine::StreamerSettings settings;
    settings.world = engine::cityBoxWorld(scene.seed, sceneInfo(scene.scene).cityVariant);
    settings.viewDistance = world.viewDistance;
    settings.budgetBytes = world.cacheBudget;
    settings.workers = world.workerThreads();
    settings.detailPixels = world.detailPixels;
    return settings;
}

// The GPU arena starts at 8 MB and doubles as the cache fills, up to the budget: allocating a
// 256 MB budget up front held the first frame back by 0.9 s on llvmpipe (6 s at 1 GB).
constexpr std::size_t kFirstArenaBoxes = (1u << 20) / sizeof(engine::BoxRecord);

std::size_t firstArenaBoxes(const engine::CityStreamer& streamer) {
    engine::BoxRenderer::checkArenaFits(streamer.arenaBoxes());  // a budget that can never fit fails now
    return std::min(kFirstArenaBoxes, streamer.arenaBoxes());
}

// A city's ground: its whole square as one slab in its blocks' base grey (each block of the
// seed's starts with a 0.1-high slab of 0.5 grey), relative to its centre. What stands in for a
// city still growing, so the frame shows where it will stand, never an empty sky.
engine::BoxRenderer standInRenderer(const engine::Programs& programs, double tileSize) {
    const double half = tileSize / 2;
    std::vector<engine::BoxRecord> records;
    engine::bakeBoxRecords({zs::Box{-half, 0, -half, half, 0.1, half, 0.5, 0.5, 0.5}}, 0, 0, records);
    engine::BoxRenderer renderer(programs, records.size(), engine::BoxFaces::visible);
    renderer.upload(0, records);
    return renderer;
}

// The fog, as fractions of the view distance: a city's nearest corner enters the cull at 1.
constexpr double kFogStart = 0.4, kFogEnd = 0.9;

} // namespace

WorldView::WorldView(const engine::Programs& programs, const SceneSettings& scene, const WorldSettings& world)
    : programs_(programs), streamer_(streamerSettings(scene, world)),
      renderer_(programs, firstArenaBoxes(streamer_), engine::BoxFaces::visible),
      standIn_(standInRenderer(programs, streamer_.lattice().size)) {}

void WorldView::update(const engine::CameraPose& pose, const engine::Frame& frame, double) {
    plan_ = streamer_.plan(pose, frame.width, frame.height, frame.style.lens);
    uploadedBoxes_ = 0;
    if (plan_.arenaBoxesUsed > renderer_.arenaBoxes()) {
        renderer_.reserve(std::min(std::max(plan_.arenaBoxesUsed, renderer_.arenaBoxes() * 2), streamer_.arenaBoxes()));
    }
    for (const engine::Upload& upload : plan_.uploads) {
        renderer_.upload(upload.firstBox, upload.records);
        uploadedBoxes_ += upload.records.size();
    }
}

void WorldView::settle(const engine::CameraPose& pose, const engine::Frame& frame) {
    // Each round takes in what the workers grew and asks for the rest; a city that cannot fit
    // the budget is never drawn, so the rounds are bounded.
    for (int round = 0; round < 10000; round++) {
        update(pose, frame, 0);
        if (plan_.tilesDrawn >= plan_.tilesInView) return;
        streamer_.waitForWorkers();
        if (uploadedBoxes_ == 0 && streamer_.stats().pending == 0 && round > 2) return;
    }
}

void WorldView::draw(const engine::Frame& frame, const engine::CameraPose& pose) {
    engine::DistanceFog fog;
    if (frame.style.fog) {
        // Whole before the view distance, where cities come and go: they appear inside the fog,
        // never as a hard edge against the sky.
        const double reach = streamer_.viewDistance();
        fog = engine::DistanceFog{static_cast<float>(reach * kFogStart), static_cast<float>(reach * kFogEnd)};
    }
    // Camera-relative positions: the eye is at 0.
    const glm::mat4 projection = engine::rotationProjection(frame, pose);
    renderer_.draw(frame, projection, plan_.draws, glm::vec3(0), fog);
    std::vector<engine::BoxRange> standIns;
    for (const glm::vec3& origin : plan_.standIns) standIns.push_back(engine::BoxRange{0, 1, origin});
    if (!standIns.empty()) standIn_.draw(frame, projection, standIns, glm::vec3(0), fog);
    if (frame.style.fog) engine::drawDaySky(programs_, frame, pose);  // behind: where no city is
}

std::string WorldView::titleLine() const {
    const engine::StreamerStats s = streamer_.stats();
    return "World: " + std::to_string(plan_.tilesDrawn) + " cities, " + std::to_string(plan_.boxesDrawn) +
           " boxes, cache " + std::to_string(s.cacheBytes >> 20) + "/" + std::to_string(s.cacheBudget >> 20) + " MB";
}

ViewFigures WorldView::figures() const {
    ViewFigures f;
    f.boxesDrawn = plan_.boxesDrawn;
    f.verticesDrawn = plan_.boxesDrawn * renderer_.verticesPerBox();
    f.drawCalls = static_cast<int>(plan_.draws.size());
    f.tilesInView = plan_.tilesInView;
    f.tilesDrawn = plan_.tilesDrawn;
    f.tilesStoodIn = static_cast<int>(plan_.standIns.size());
    f.uploadedBoxes = uploadedBoxes_;
    addStreamerFigures(f, streamer_.stats());
    f.gpuBytes = renderer_.gpuBytes();
    return f;
}

} // namespace app
