// The engine's costs: baking boxes into records (what is drawn) and into triangles (what is
// exported) on the CPU, and the CPU time to submit a frame.
// Run: build/tests/bench/zcity_engine_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only
// The frame benchmark needs a GL 3.3 core context; without a display it uses SDL's offscreen driver.
#include "platform/GlWindow.hpp"
#include "platform/Overlay.hpp"
#include "views/View.hpp"

#include "engine/BoxMesh.hpp"
#include "engine/BoxRecord.hpp"
#include "engine/FlyCamera.hpp"
#include "engine/OffscreenTarget.hpp"
#include "engine/Programs.hpp"
#include "engine/FrameGl.hpp"
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

void BM_BakeRecords(benchmark::State& state) {
    const zs::City city = zs::growGrid(kSeed, static_cast<int>(state.range(0)), zs::Variant::tidied);
    std::vector<engine::BoxRecord> records;
    for (auto _ : state) {
        records.clear();
        engine::bakeBoxRecords(city.boxes, 0, 0, records);
        benchmark::DoNotOptimize(records.data());
    }
    state.counters["boxes/s"] = benchmark::Counter(static_cast<double>(city.boxes.size()),
                                                   benchmark::Counter::kIsIterationInvariantRate);
    state.counters["bytes/box"] = static_cast<double>(sizeof(engine::BoxRecord));
}
BENCHMARK(BM_BakeRecords)->Arg(1)->Arg(21);

// CPU time on the render thread to submit one frame of the default city (begin the frame, one
// instanced draw of its records); the GPU's own time is excluded by waiting outside the timing.
// On llvmpipe the vertex shading happens inside the draw call, so this counts it too.
void BM_SubmitFrame(benchmark::State& state) {
    try {
        const app::HeadlessGl context;
        {
            const engine::Programs programs;
            app::SceneSettings settings;
            settings.grid = static_cast<int>(state.range(0));
            const std::unique_ptr<app::View> view = app::makeView(programs, settings, app::WorldSettings{}, engine::NightStyle{});
            engine::OffscreenTarget target(1280, 720);
            const auto bound = target.bind();
            const engine::Frame frame = engine::makeFrame(1280, 720);
            const engine::CameraPose pose;
            view->update(pose, frame, 0);
            for (auto _ : state) {
                engine::beginFrame(frame);
                view->draw(frame, pose);
                state.PauseTiming();
                engine::waitForGpu();
                state.ResumeTiming();
            }
            state.counters["boxes"] = static_cast<double>(view->figures().cubes);
        }
    } catch (const std::exception& e) {
        state.SkipWithError(e.what());
    }
}
BENCHMARK(BM_SubmitFrame)->Arg(1)->Arg(5)->Unit(benchmark::kMicrosecond);

// A grid's picture, as --screenshot makes it: every city grown, baked and uploaded, then one
// 320x180 frame drawn and read back. Its cost must grow with the cities (N x N), not their
// square: it did, through an exact reserve per city that copied the whole grid's records each
// time (--grid 61: 190 s). The complexity fit reports the exponent Google Benchmark finds.
void BM_GridPicture(benchmark::State& state) {
    try {
        const app::HeadlessGl context;
        const engine::Programs programs;
        app::SceneSettings settings;
        settings.grid = static_cast<int>(state.range(0));
        const engine::Frame frame = engine::makeFrame(320, 180);
        for (auto _ : state) {
            const std::unique_ptr<app::View> view = app::makeView(programs, settings, app::WorldSettings{}, engine::NightStyle{});
            const engine::Image picture = app::drawPicture(*view, programs, frame, engine::CameraPose{});
            benchmark::DoNotOptimize(picture.rgba.data());
        }
        state.SetComplexityN(state.range(0) * state.range(0));
        state.counters["cities"] = static_cast<double>(state.range(0) * state.range(0));
    } catch (const std::exception& e) {
        state.SkipWithError(e.what());
    }
}
BENCHMARK(BM_GridPicture)->Arg(11)->Arg(21)->Arg(31)->Arg(61)->Unit(benchmark::kMillisecond)->Complexity();

// The overlay's CPU cost a frame: ImGui's NewFrame, the panels, Render into draw lists (what the
// viewer adds to every frame before any GL). Arg 0: the status line and two messages; arg 1: the
// help panel too (the worst case). The bound: 0.3 ms.
app::OverlayContent overlayContent(bool help) {
    app::OverlayContent content;
    content.help = help;
    app::StatusFigures status;
    status.seed = kSeed;
    status.scene = "tidied";
    status.frameMs = 16.7;
    status.fps = 60;
    status.world = true;
    status.viewDistance = 4000;
    content.statusLine = app::statusLine(status);
    content.loading = "Growing the world: 12 of 74 cities in view ready";
    content.messages = {{"fog on", 1.0f}, {"PageUp: the view distance is for --world", 0.5f}};
    return content;
}

void BM_OverlayFrameCpu(benchmark::State& state) {
    app::OverlayPanels panels;
    const app::OverlayContent content = overlayContent(state.range(0) != 0);
    for (auto _ : state) {
        const app::SeedRequest request = panels.build(content, 1280, 720, 1.0 / 60);
        benchmark::DoNotOptimize(request);
    }
}
BENCHMARK(BM_OverlayFrameCpu)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// The same with the GL draw of it, on the render thread (llvmpipe rasterises inside the call).
void BM_OverlayFrameGl(benchmark::State& state) {
    try {
        const app::HeadlessGl context;
        {
            engine::OffscreenTarget target(1280, 720);
            const auto bound = target.bind();
            const engine::Frame frame = engine::makeFrame(1280, 720);
            app::Overlay overlay(nullptr);
            const app::OverlayContent content = overlayContent(state.range(0) != 0);
            for (auto _ : state) {
                engine::beginFrame(frame);
                overlay.draw(frame, content, 1.0 / 60);
                state.PauseTiming();
                engine::waitForGpu();
                state.ResumeTiming();
            }
        }
    } catch (const std::exception& e) {
        state.SkipWithError(e.what());
    }
}
BENCHMARK(BM_OverlayFrameGl)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
