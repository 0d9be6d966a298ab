// The unbounded world's costs, with no GPU (the streamer's plan is plain data):
//  - render-thread CPU time to cull and choose a frame with some 10,000 cities in the cache;
//  - cities grown and baked per second by one worker;
//  - bytes a box on the GPU.
// Run: build/tests/bench/zcity_world_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include "engine/BoxRecord.hpp"
#include "engine/CityStreamer.hpp"
#include "zsystem/Grid.hpp"
#include "zsystem/CityObjects.hpp"

#include <benchmark/benchmark.h>

namespace {

constexpr std::uint32_t kSeed = 0xA749F86Cu;

// Fills the cache with everything within the far plane's 30,000 units that the camera can see
// from a few headings, then times plan() as the camera turns.
void BM_PlanFrame(benchmark::State& state) {
    engine::StreamerSettings settings;
    settings.viewDistance = 30000;
    settings.budgetBytes = std::size_t{1} << 30;
    settings.workers = 2;
    settings.uploadBoxesPerFrame = 1u << 22;
    engine::CityStreamer streamer(settings);
    engine::CameraPose pose{{0, 400, 0}, 0, -12};
    const int headings = static_cast<int>(state.range(0));
    for (int h = 0; h < headings; h++) {
        pose.yawDegrees = h * 360.0 / headings;
        for (int round = 0; round < 400; round++) {
            const engine::FramePlan plan = streamer.plan(pose, 1280, 720);
            if (plan.tilesDrawn == plan.tilesInView && round > 0) break;
            streamer.waitForWorkers();
        }
    }
    engine::FramePlan plan;
    for (auto _ : state) {
        pose.yawDegrees += 0.05;
        plan = streamer.plan(pose, 1280, 720);
        benchmark::DoNotOptimize(plan.draws.data());
    }
    state.counters["cached_cities"] = static_cast<double>(streamer.stats().cachedTiles);
    state.counters["cities_drawn"] = static_cast<double>(plan.tilesDrawn);
    state.counters["boxes_drawn"] = static_cast<double>(plan.boxesDrawn);
}
BENCHMARK(BM_PlanFrame)->Arg(1)->Arg(4)->Unit(benchmark::kMillisecond)->Iterations(200);

// What one worker does for each city: grow it from its address and bake its records.
void BM_GrowAndBakeCity(benchmark::State& state) {
    std::vector<zs::Box> boxes;
    std::vector<engine::BoxRecord> records;
    std::int64_t i = 0;
    for (auto _ : state) {
        boxes.clear();
        records.clear();
        const zs::CityObject city = zs::cityObject(kSeed, i % 101, i / 101, zs::Variant::tidied);
        zs::appendSubtree(city, boxes);
        engine::bakeBoxRecords(boxes, (city.params.area.x1 + city.params.area.x2) / 2, (city.params.area.z1 + city.params.area.z2) / 2, records);
        benchmark::DoNotOptimize(records.data());
        i++;
    }
    state.counters["cities/s"] = benchmark::Counter(1, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["gpu_bytes/box"] = static_cast<double>(sizeof(engine::BoxRecord));
}
BENCHMARK(BM_GrowAndBakeCity);

} // namespace

BENCHMARK_MAIN();
