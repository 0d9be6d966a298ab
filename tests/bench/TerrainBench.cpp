// The terrain's costs: heights per second, the original's per-frame work, and ours while flying.
// Run: build/tests/bench/zcity_terrain_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include "scene/GroundMesh.hpp"

#include "zsystem/Terrain.hpp"

#include <benchmark/benchmark.h>

namespace {

void BM_TerrainHeight(benchmark::State& state) {
    const auto mode = static_cast<zs::TerrainMode>(state.range(0));
    float x = 0.37f;
    for (auto _ : state) {
        benchmark::DoNotOptimize(zs::terrainHeight(x, 41.5f, mode));
        x += 0.25f;
        if (x > 1000) x = 0.37f;
    }
    state.counters["heights/s"] = benchmark::Counter(1, benchmark::Counter::kIsIterationInvariantRate);
    state.SetLabel(std::string(zs::terrainModeName(mode)));
}
BENCHMARK(BM_TerrainHeight)->Arg(static_cast<int>(zs::TerrainMode::faithful))->Arg(static_cast<int>(zs::TerrainMode::fixed));

// The seed's Terrain_Draw: four heights for each of 81x81 squares, every frame.
void BM_OriginalTerrainFrame(benchmark::State& state) {
    for (auto _ : state) {
        float sum = 0;
        for (int j = 0; j < 81; j++) {
            for (int i = 0; i < 81; i++) {
                const float x = static_cast<float>(5 + i), z = static_cast<float>(35 + j);
                sum += zs::terrainHeight(x, z) + zs::terrainHeight(x + 1, z) + zs::terrainHeight(x + 1, z + 1) +
                       zs::terrainHeight(x, z + 1);
            }
        }
        benchmark::DoNotOptimize(sum);
    }
    state.SetLabel("26,244 heights");
}
BENCHMARK(BM_OriginalTerrainFrame)->Unit(benchmark::kMillisecond);

// Ours, one frame at a time while flying diagonally at the seed's 30 units a second and 60
// frames a second (half a unit a frame): keep the patch, compute the new edge, re-bake.
void BM_TerrainFrameFlying(benchmark::State& state) {
    app::SceneSettings settings;
    settings.scene = app::Scene::terrain;
    settings.terrain = static_cast<zs::TerrainMode>(state.range(0));
    app::GroundMesh terrain(settings);
    engine::CameraPose pose{{45, 28, 75}, 45, -25};
    terrain.follow(pose);
    std::int64_t heights = 0;
    for (auto _ : state) {
        pose.position.x += 0.5 * 0.7071;
        pose.position.z += 0.5 * 0.7071;
        terrain.follow(pose);
        heights += terrain.heightsComputed();
    }
    state.counters["heights/frame"] = benchmark::Counter(static_cast<double>(heights), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_TerrainFrameFlying)->Arg(static_cast<int>(zs::TerrainMode::faithful))->Arg(static_cast<int>(zs::TerrainMode::fixed))->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
