#include "view/WorldView.hpp"

#include "engine/BoxGeometry.hpp"


namespace app {
namespace {

engine::StreamerSettings streamerSettings(const SceneSettings& scene, const WorldSettings& world) {
    engine::StreamerSettings settings;
    settings.seed = scene.seed;
    settings.variant = cityVariant(scene.scene).value_or(zs::Variant::tidied);
    settings.viewDistance = world.viewDistance;
    settings.budgetBytes = world.cacheBudget;
    settings.workers = world.workerThreads();
    return settings;
}

} // namespace

WorldView::WorldView(const engine::Programs& programs, const SceneSettings& scene, const WorldSettings& world)
    : streamer_(streamerSettings(scene, world)), renderer_(programs, streamer_.arenaBoxes()) {}

void WorldView::update(const engine::CameraPose& pose, const engine::Frame& frame) {
    plan_ = streamer_.plan(pose, frame.width, frame.height);
    uploadedBoxes_ = 0;
    for (const engine::Upload& upload : plan_.uploads) {
        renderer_.upload(upload.firstBox, upload.records);
        uploadedBoxes_ += upload.records.size();
    }
}

void WorldView::settle(const engine::CameraPose& pose, const engine::Frame& frame) {
    // Each round takes in what the workers grew and asks for the rest; a city that cannot fit
    // the budget is never drawn, so the rounds are bounded.
    for (int round = 0; round < 10000; round++) {
        update(pose, frame);
        if (plan_.citiesDrawn >= plan_.citiesInView) return;
        streamer_.waitForWorkers();
        if (uploadedBoxes_ == 0 && streamer_.stats().pending == 0 && round > 2) return;
    }
}

void WorldView::draw(const engine::Frame& frame, const engine::CameraPose& pose) {
    renderer_.draw(frame, engine::rotationProjection(frame, pose), plan_.draws);
}

std::string WorldView::titleLine() const {
    const engine::StreamerStats s = streamer_.stats();
    return "World: " + std::to_string(plan_.citiesDrawn) + " cities, " + std::to_string(plan_.boxesDrawn) +
           " boxes, cache " + std::to_string(s.cacheBytes >> 20) + "/" + std::to_string(s.cacheBudget >> 20) + " MB";
}

ViewFigures WorldView::figures() const {
    const engine::StreamerStats s = streamer_.stats();
    ViewFigures f;
    f.boxesDrawn = plan_.boxesDrawn;
    f.verticesDrawn = plan_.boxesDrawn * engine::kVerticesPerBox;
    f.partsInView = plan_.citiesInView;
    f.partsDrawn = plan_.citiesDrawn;
    f.uploadedBoxes = uploadedBoxes_;
    f.cacheBytes = s.cacheBytes;
    f.cacheBudget = s.cacheBudget;
    f.cachedParts = s.cachedCities;
    f.pendingParts = s.pending;
    f.generatedParts = s.citiesGenerated;
    f.evictedParts = s.citiesEvicted;
    f.gpuBytes = renderer_.gpuBytes();
    return f;
}

} // namespace app
