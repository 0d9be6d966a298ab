// The engine's costs: baking boxes into vertices (CPU), and the CPU time to submit a frame.
// Run: build/tests/bench/zcity_engine_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only
// The frame benchmark needs a GL 3.3 core context; without a display it uses SDL's offscreen driver.
#include "SceneContent.hpp"
#include "GlWindow.hpp"

#include "engine/BoxMesh.hpp"
#include "engine/MeshRenderer.hpp"
#include "engine/FlyCamera.hpp"
#include "engine/OffscreenTarget.hpp"
#include "zsystem/Grid.hpp"

#include <benchmark/benchmark.h>

#include <memory>

namespace {

constexpr std::uint32_t kSeed = 0xA749F86Cu;

void BM_BakeCity(benchmark::State& state) {
    const zs::City city = zs::growGrid(kSeed, static_cast<int>(state.range(0)), zs::Variant::tidied);
    std::vector<engine::Vertex> vertices;
    for (auto _ : state) {
        vertices.clear();
        engine::bakeBoxes(city.boxes, vertices);
        benchmark::DoNotOptimize(vertices.data());
    }
    state.counters["boxes/s"] = benchmark::Counter(static_cast<double>(city.boxes.size()),
                                                   benchmark::Counter::kIsIterationInvariantRate);
    state.counters["bytes/box"] = static_cast<double>(engine::kVerticesPerBox * sizeof(engine::Vertex));
}
BENCHMARK(BM_BakeCity)->Arg(1)->Arg(21);

// CPU time on the render thread to submit one frame of the default city (viewport, clear,
// uniform, one draw call); the GPU's own time is excluded by waiting outside the timing.
void BM_SubmitFrame(benchmark::State& state) {
    try {
        app::preferOffscreenDriverWithoutDisplay();
        app::SdlVideo video;
        app::GlWindow window({"zcity bench", 64, 64, false, true});
        {
            const app::SceneContent scene({app::Scene::tidied, kSeed, static_cast<int>(state.range(0))});
            engine::MeshRenderer renderer;
            renderer.upload(scene.vertices());
            engine::OffscreenTarget target(1280, 720);
            target.bind();
            const glm::mat4 viewProjection = engine::viewProjectionMatrix(engine::CameraPose{}, 1280, 720);
            for (auto _ : state) {
                renderer.drawFrame(viewProjection, 1280, 720);
                state.PauseTiming();
                engine::waitForGpu();
                state.ResumeTiming();
            }
            state.counters["boxes"] = static_cast<double>(scene.stats().cubes);
        }
    } catch (const std::exception& e) {
        state.SkipWithError(e.what());
    }
}
BENCHMARK(BM_SubmitFrame)->Arg(1)->Arg(5)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
