// Pixel City's costs: the whole city ready on one core (plan and buildings, the nine window
// sheets, the sky, the logo sheet and the bake), each part alone, and the CPU side of a frame
// (culling, this moment's glows, the cars) from the start pose and on the orbit.
// Run: build/tests/bench/zcity_night_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only
// The frame benchmark needs a GL 3.3 core context; without a display it uses SDL's offscreen driver.
#include "platform/GlWindow.hpp"
#include "scene/Daylight.hpp"
#include "scene/Looks.hpp"
#include "scene/NightCity.hpp"
#include "scene/Scenes.hpp"
#include "views/View.hpp"

#include "engine/AutoCamera.hpp"
#include "engine/ClockTime.hpp"
#include "engine/NightMesh.hpp"
#include "engine/NightSky.hpp"
#include "engine/OffscreenTarget.hpp"
#include "engine/Programs.hpp"
#include "engine/Traffic.hpp"
#include "engine/FrameGl.hpp"
#include "engine/NightRenderer.hpp"
#include "zsystem/PixelCity.hpp"
#include "zsystem/Redux.hpp"

#include "zsystem/NightWorld.hpp"

#include <benchmark/benchmark.h>

#include <array>
#include <chrono>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

namespace {

constexpr std::uint32_t kSeed = 0xA749F86Cu;

engine::CameraPose startPose() { return app::sceneInfo(app::Scene::pixelcity).startPose; }
engine::CameraPose orbitPose() {
    return engine::autoCameraPose(engine::AutoCameraMode::orbitIn, 20, zs::pixelcity::Zone{240, 240, 750, 750});
}

void BM_NightCityReady(benchmark::State& state) {
    for (auto _ : state) {
        app::NightCity night = app::growNightCity(kSeed);
        benchmark::DoNotOptimize(night.mesh.opaque.data());
        state.counters["city_ms"] = night.times.cityMs;
        state.counters["sheets_ms"] = night.times.sheetsMs;
        state.counters["sky_ms"] = night.times.skyMs;
        state.counters["logos_ms"] = night.times.logosMs;
        state.counters["bake_ms"] = night.times.bakeMs;
    }
}
BENCHMARK(BM_NightCityReady)->Unit(benchmark::kMillisecond);

void BM_GrowPixelCity(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(zs::pixelcity::growPixelCity(kSeed).walls.data());
}
BENCHMARK(BM_GrowPixelCity)->Unit(benchmark::kMillisecond);

// One tile of the endless night as a worker makes it: grown from its address by the object
// functions, then baked. What the prefetch ring must allow for.
void BM_NightTile(benchmark::State& state) {
    const zs::NightWorld world = state.range(0) ? zs::reduxWorld(kSeed) : zs::pixelCityWorld(kSeed);
    std::int64_t i = 0;
    std::size_t bytes = 0;
    for (auto _ : state) {
        zs::NightParts parts;
        zs::appendSubtree(world.universe(i++, 3), parts);
        const engine::NightMesh mesh = engine::bakeNightMesh(parts.city);
        bytes = engine::nightMeshBytes(mesh);
    }
    state.counters["mesh_mb"] = static_cast<double>(bytes) / (1 << 20);
    state.SetLabel(state.range(0) ? "redux" : "pixelcity");
}
BENCHMARK(BM_NightTile)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_WindowSheets(benchmark::State& state) {
    for (auto _ : state) {
        benchmark::DoNotOptimize(zs::pixelcity::growWindowSheets(kSeed, zs::pixelcity::SheetRules::original).data());
    }
}
BENCHMARK(BM_WindowSheets)->Unit(benchmark::kMillisecond);

void BM_BakeNightMesh(benchmark::State& state) {
    const zs::pixelcity::PixelCity city = zs::pixelcity::growPixelCity(kSeed);
    for (auto _ : state) benchmark::DoNotOptimize(engine::bakeNightMesh(city).opaque.data());
}
BENCHMARK(BM_BakeNightMesh)->Unit(benchmark::kMillisecond);

// The original's visibility test, for comparison: every cell within 3 of the camera's, and the
// others whose nearest corner lies within 45 degrees of the heading (no pitch, no distance).
std::size_t originalRuleVertices(const engine::NightMesh& mesh, const engine::CameraPose& pose) {
    const double yaw = pose.yawDegrees * 3.14159265358979 / 180;
    const glm::dvec2 heading(-std::sin(yaw), -std::cos(yaw));
    const int camX = int(pose.position.x / engine::kNightCellUnits), camZ = int(pose.position.z / engine::kNightCellUnits);
    std::size_t vertices = 0;
    for (int z = 0; z < engine::kNightGridCells; z++) {
        for (int x = 0; x < engine::kNightGridCells; x++) {
            bool visible = std::abs(x - camX) <= 3 && std::abs(z - camZ) <= 3;
            for (int corner = 0; corner < 4 && !visible; corner++) {
                const glm::dvec2 c((x + (corner & 1)) * engine::kNightCellUnits, (z + (corner >> 1)) * engine::kNightCellUnits);
                const glm::dvec2 to = c - glm::dvec2(pose.position.x, pose.position.z);
                visible = glm::length(to) > 0 && glm::dot(glm::normalize(to), heading) >= std::cos(3.14159265358979 / 4);
            }
            const engine::NightCell& cell = mesh.cells[std::size_t(z * engine::kNightGridCells + x)];
            if (visible) vertices += cell.opaqueCount + cell.glowCount;
        }
    }
    return vertices;
}

// The CPU work of a frame before any GL call: cells to draw, glows, cars (Arg: 0 start, 1 orbit).
void BM_NightFrameCpu(benchmark::State& state) {
    const app::NightCity night = app::growNightCity(kSeed);
    const engine::Frame frame = engine::makeFrame(1280, 720);
    const engine::CameraPose pose = state.range(0) == 0 ? startPose() : orbitPose();
    engine::Traffic traffic(night.city.plan, kSeed);
    for (int k = 0; k < 100; k++) traffic.advance(200, pose);
    double ms = 0;
    std::size_t vertices = 0, cellsDrawn = 0;
    for (auto _ : state) {
        const std::vector<int> cells = engine::visibleNightCells(night.mesh, frame, pose, engine::kNightFogEnd);
        traffic.advance(16.7, pose);
        std::vector<engine::CarLights> cars;
        for (const engine::Car& car : traffic.cars()) cars.push_back(engine::CarLights{car.position, car.direction});
        const std::vector<engine::NightVertex> glows = engine::bakeGlows(night.city.lights, cars, pose, ms += 16.7);
        benchmark::DoNotOptimize(glows.data());
        vertices = glows.size();
        cellsDrawn = cells.size();
        for (int c : cells) vertices += night.mesh.cells[std::size_t(c)].opaqueCount + night.mesh.cells[std::size_t(c)].glowCount;
    }
    state.counters["cells"] = static_cast<double>(cellsDrawn);
    state.counters["vertices"] = static_cast<double>(vertices);
    state.counters["cars"] = static_cast<double>(traffic.cars().size());
    state.counters["original_rule_vertices"] = static_cast<double>(originalRuleVertices(night.mesh, pose));
}
BENCHMARK(BM_NightFrameCpu)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// Redux's plan, stage by stage on one core: streets, markers, cleaning, the block walks, the
// sites and the furniture (the counters are each stage's milliseconds in the last iteration).
void BM_ReduxPlan(benchmark::State& state) {
    std::size_t sites = 0;
    for (auto _ : state) {
        const auto time = [](auto&& work, double& ms) {
            const auto start = std::chrono::steady_clock::now();
            auto result = work();
            ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
            return result;
        };
        double streetsMs = 0, markersMs = 0, cleanMs = 0, walkMs = 0, sitesMs = 0, furnitureMs = 0;
        zs::Rand rand(kSeed);  // the seeds as growPlan draws them, so this is its city
        const std::uint32_t streetSeed = rand.drawSeed();
        const std::uint32_t furnitureSeed = rand.drawSeed();
        zs::Rand streetRand(streetSeed), furnitureRand(furnitureSeed);
        const auto streets = time([&] { return zs::redux::growStreets(streetRand); }, streetsMs);
        const auto placed = time([&] { return zs::redux::placeMarkers(streets); }, markersMs);
        const auto markers = time([&] { return zs::redux::cleanMarkers(streets, placed); }, cleanMs);
        const auto blocks = time([&] { return zs::redux::walkBlocks(markers); }, walkMs);
        const auto grown = time([&] { return zs::redux::growSites(blocks, streets); }, sitesMs);
        const auto furniture = time([&] { return zs::redux::placeFurniture(markers, furnitureRand); }, furnitureMs);
        benchmark::DoNotOptimize(furniture.data());
        sites = grown.size();
        state.counters["streets_ms"] = streetsMs;
        state.counters["markers_ms"] = markersMs;
        state.counters["clean_ms"] = cleanMs;
        state.counters["walk_ms"] = walkMs;
        state.counters["sites_ms"] = sitesMs;
        state.counters["furniture_ms"] = furnitureMs;
    }
    state.counters["sites"] = static_cast<double>(sites);
}
BENCHMARK(BM_ReduxPlan)->Unit(benchmark::kMillisecond);

// The whole Redux scene ready on the CPU: plan, buildings on the sites, sheets, sky, signs, bake.
void BM_ReduxReady(benchmark::State& state) {
    for (auto _ : state) {
        app::NightCity night = app::growNightCity(kSeed, app::Kind::redux);
        benchmark::DoNotOptimize(night.mesh.opaque.data());
        state.counters["plan_ms"] = night.times.planMs;
        state.counters["buildings_ms"] = night.times.cityMs;
        state.counters["sheets_ms"] = night.times.sheetsMs;
        state.counters["bake_ms"] = night.times.bakeMs;
        state.counters["vertices"] = static_cast<double>(night.mesh.opaque.size());
    }
}
BENCHMARK(BM_ReduxReady)->Unit(benchmark::kMillisecond);

// What a Redux frame draws: at street level (Arg 0, a walker on a sidewalk, the street fog) and
// from above (Arg 1, the scene's start pose).
void BM_ReduxFrameCpu(benchmark::State& state) {
    const app::NightCity night = app::growNightCity(kSeed, app::Kind::redux);
    const engine::Frame frame = engine::makeFrame(1280, 720);
    engine::CameraPose pose = app::sceneInfo(app::Scene::redux).startPose;
    double fogEnd = engine::kNightFogEnd;
    if (state.range(0) == 0) {
        const zs::redux::Marker& m = night.reduxPlan->markers[night.reduxPlan->markers.size() / 2];
        pose = engine::CameraPose{{m.position.x, 0.425, m.position.z}, 0, 0};
        pose.yawDegrees = std::atan2(-m.direction.x, -m.direction.z) * 180 / 3.14159265358979;
        fogEnd = 240;  // PixelCityView's street fog
    }
    std::size_t vertices = 0, cellsDrawn = 0;
    for (auto _ : state) {
        const std::vector<int> cells = engine::visibleNightCells(night.mesh, frame, pose, fogEnd);
        benchmark::DoNotOptimize(cells.data());
        cellsDrawn = cells.size();
        vertices = night.mesh.ground.size();
        for (int c : cells) vertices += night.mesh.cells[std::size_t(c)].opaqueCount + night.mesh.cells[std::size_t(c)].glowCount;
    }
    state.counters["cells"] = static_cast<double>(cellsDrawn);
    state.counters["vertices"] = static_cast<double>(vertices);
}
BENCHMARK(BM_ReduxFrameCpu)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// CPU time on the render thread for a whole frame (Args: pose 0 start, 1 orbit; bloom 1 on, 0 off);
// on llvmpipe the GPU's work happens inside the calls, so this is the frame on this machine.
void BM_NightFrame(benchmark::State& state) {
    try {
        const app::HeadlessGl context;
        {
            const engine::Programs programs;
            app::SceneSettings settings;
            settings.scene = app::Scene::pixelcity;
            const std::unique_ptr<app::View> view = app::makeView(programs, settings, app::WorldSettings{}, engine::NightStyle{});
            engine::OffscreenTarget target(1280, 720);
            const auto bound = target.bind();
            engine::FrameStyle style;
            style.night.bloom = state.range(1) != 0;
            const engine::Frame frame = engine::makeFrame(1280, 720, style);
            const engine::CameraPose pose = state.range(0) == 0 ? startPose() : orbitPose();
            view->settle(pose, frame);
            for (auto _ : state) {
                engine::beginFrame(frame);
                view->draw(frame, pose);
                engine::waitForGpu();
            }
            state.counters["vertices"] = static_cast<double>(view->figures().verticesDrawn);
            state.counters["draw_calls"] = static_cast<double>(view->figures().drawCalls);
            state.counters["cells"] = static_cast<double>(view->figures().tilesDrawn);
        }
    } catch (const std::exception& e) {
        state.SkipWithError(e.what());
    }
}
BENCHMARK(BM_NightFrame)->Args({0, 1})->Args({1, 1})->Args({0, 0})->Unit(benchmark::kMillisecond);

// Where a night frame goes (docs/performance.md): the scene's own look (Pixel City's fog and
// bloom, Redux's), seed 6 as the issues measure. Args: scene (0 pixelcity, 1 redux), pose (0 the
// start, 1 the original's overview, 14 degrees down), bloom (1 the look's own, 0 off), width
// (the height at 16:9), the clock (0 none: the original's night; 1 solar noon, 2 civil dusk, the
// street lights just on: the gallery's Paris, 21 June), and the frame (0 a screenshot's, which
// keeps alpha; 1 a window's, RGB: Pixel City's bloom draws the night into a picture of its own
// first, then puts it into the frame: NightRenderer's two ways). BM_NightLook times whole frames, each waited for; BM_NightPasses also
// waits after every pass (NightRenderer::timePasses), its counters each pass's ms, so they add
// up to a little more than BM_NightLook's frame.
struct NightLookBench {
    app::HeadlessGl context;
    engine::Programs programs;
    app::NightCity night;
    engine::NightRenderer renderer;
    engine::Frame frame;
    engine::CameraPose pose;
    std::vector<int> cells, silhouettes;
    std::vector<engine::NightVertex> glows;
    engine::OffscreenTarget target;

    explicit NightLookBench(const benchmark::State& state)
        : night(app::growNightCity(6, state.range(0) == 0 ? app::Kind::pixelCity : app::Kind::redux)),
          renderer(programs, night.mesh, night.sheets, night.sky, night.logos,
                   glm::vec3(night.city.bloomColour.r, night.city.bloomColour.g, night.city.bloomColour.b)),
          target(static_cast<int>(state.range(3)), static_cast<int>(state.range(3) * 9 / 16),
                 state.range(5) != 0 ? engine::OffscreenTarget::Alpha::none : engine::OffscreenTarget::Alpha::kept) {
        const app::Scene scene = state.range(0) == 0 ? app::Scene::pixelcity : app::Scene::redux;
        app::LookChoice looks;
        static constexpr const char* kClocks[] = {"", "2026-06-21T13:52+02:00", "2026-06-21T22:48+02:00"};
        if (state.range(4) != 0) {
            engine::ClockTime clock;
            engine::readClockTime(kClocks[state.range(4)], clock);
            looks.clock = clock;
            looks.place = app::Place{48.86, 2.35};
        }
        engine::FrameStyle style = app::lookStyle(scene, false, looks, engine::Palette{}, app::MachineTime{});
        style.night.bloom = style.night.bloom && state.range(2) != 0;
        frame = engine::makeFrame(static_cast<int>(state.range(3)), static_cast<int>(state.range(3) * 9 / 16), style);
        pose = state.range(1) == 1 ? engine::CameraPose{{512, 130, 900}, 0, -14} : app::sceneInfo(scene).startPose;
        cells = engine::visibleNightCells(night.mesh, frame, pose, style.night.fogEnd);
        silhouettes = engine::silhouetteNightCells(night.mesh.cells, frame, pose, style.night.fogEnd,
                                                   engine::skyBandFootDrop(style.night.modern, pose.position.y));
        glows = engine::bakeGlows(night.city.lights, {}, pose, 0, style.night);
    }
    std::string label(const benchmark::State& state) const {
        return std::string(state.range(0) == 0 ? "pixelcity" : "redux") + (state.range(1) ? " overview" : " start") +
               (state.range(2) ? "" : " no-bloom") + (state.range(4) == 1 ? " noon" : state.range(4) == 2 ? " dusk" : "") +
               (state.range(5) ? " window" : "");
    }
};

void BM_NightLook(benchmark::State& state) {
    try {
        NightLookBench b(state);
        const auto bound = b.target.bind();
        engine::NightDrawFigures drawn;
        for (auto _ : state) {
            engine::beginFrame(b.frame);
            drawn = b.renderer.draw(b.frame, b.pose, b.cells, b.glows, b.silhouettes);
            engine::waitForGpu();
        }
        state.counters["draw_calls"] = drawn.drawCalls;
        state.counters["vertices"] = static_cast<double>(drawn.vertices);
        state.SetLabel(b.label(state));
    } catch (const std::exception& e) {
        state.SkipWithError(e.what());
    }
}

void BM_NightPasses(benchmark::State& state) {
    try {
        NightLookBench b(state);
        b.renderer.timePasses(true);
        const auto bound = b.target.bind();
        constexpr std::size_t kPasses = static_cast<std::size_t>(engine::NightPass::count);
        std::array<double, kPasses> sums{};
        int frames = 0;
        for (auto _ : state) {
            engine::beginFrame(b.frame);
            const engine::NightDrawFigures drawn = b.renderer.draw(b.frame, b.pose, b.cells, b.glows, b.silhouettes);
            engine::waitForGpu();
            for (std::size_t k = 0; k < kPasses; k++) sums[k] += drawn.passMs[k];
            frames++;
        }
        for (std::size_t k = 0; k < kPasses; k++) {
            if (sums[k] > 0.05 * frames) state.counters[engine::nightPassName(static_cast<engine::NightPass>(k))] = sums[k] / frames;
        }
        state.SetLabel(b.label(state));
    } catch (const std::exception& e) {
        state.SkipWithError(e.what());
    }
}

void nightLookArgs(benchmark::internal::Benchmark* b) {
    b->Args({0, 0, 1, 1280, 0, 0})->Args({0, 1, 1, 1280, 0, 0})->Args({1, 0, 1, 1280, 0, 0})->Args({0, 0, 0, 1280, 0, 0});
    b->Args({0, 0, 1, 640, 0, 0})->Args({0, 1, 1, 1280, 1, 0})->Args({0, 1, 1, 1280, 2, 0});
    b->Args({0, 0, 1, 1280, 0, 1})->Args({0, 1, 1, 1280, 0, 1});
    b->Unit(benchmark::kMillisecond)->UseRealTime();
}
BENCHMARK(BM_NightLook)->Apply(nightLookArgs);
BENCHMARK(BM_NightPasses)->Apply(nightLookArgs);

} // namespace

BENCHMARK_MAIN();
