#include "WorldView.hpp"

#include "Milliseconds.hpp"

#include <algorithm>
#include <chrono>
#include <thread>

namespace app {
namespace {

using Clock = std::chrono::steady_clock;

engine::StreamerSettings streamerSettings(const Options& options) {
    engine::StreamerSettings settings;
    settings.seed = options.seed;
    settings.variant = cityVariant(options.scene).value_or(zs::Variant::tidied);
    settings.viewDistance = options.viewDistance;
    settings.budgetBytes = options.cacheBudget;
    settings.workers = options.workers > 0 ? options.workers : defaultWorkers();
    return settings;
}

} // namespace

int defaultWorkers() {
    // Leave a core for the render thread; Craft streams with four.
    const int cores = static_cast<int>(std::thread::hardware_concurrency());
    return std::clamp(cores - 1, 1, 4);
}

WorldView::WorldView(const Options& options)
    : streamer_(streamerSettings(options)), renderer_(streamer_.arenaBoxes(), engine::kMaxCitySlots) {}

void WorldView::drawFrame(const engine::CameraPose& pose, int width, int height) {
    const auto start = Clock::now();
    const engine::FramePlan plan = streamer_.plan(pose, width, height);
    last_.planMs = millisecondsSince(start);
    const auto submit = Clock::now();
    const glm::mat4 viewProjection(engine::projectionMatrix(width, height) * engine::viewRotation(pose));
    renderer_.drawFrame(plan, viewProjection, width, height);
    last_.submitMs = millisecondsSince(submit);
    last_.citiesInView = plan.citiesInView;
    last_.citiesDrawn = plan.citiesDrawn;
    last_.boxesDrawn = plan.boxesDrawn;
    last_.uploadedBoxes = 0;
    for (const engine::Upload& u : plan.uploads) last_.uploadedBoxes += u.records.size();
}

void WorldView::drawComplete(const engine::CameraPose& pose, int width, int height) {
    // Each round takes in what the workers grew and asks for the rest; a city that cannot fit
    // the budget is never drawn, so the rounds are bounded.
    for (int round = 0; round < 10000; round++) {
        drawFrame(pose, width, height);
        if (last_.citiesDrawn >= last_.citiesInView) return;
        streamer_.waitForWorkers();
        if (last_.uploadedBoxes == 0 && streamer_.stats().pending == 0 && round > 2) return;
    }
}

std::string WorldView::titleLine() const {
    const engine::StreamerStats s = streamer_.stats();
    return "World: " + std::to_string(last_.citiesDrawn) + " cities, " + std::to_string(last_.boxesDrawn) +
           " boxes, cache " + std::to_string(s.cacheBytes >> 20) + "/" + std::to_string(s.cacheBudget >> 20) + " MB";
}

} // namespace app
