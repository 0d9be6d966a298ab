// makeView: the one place that knows which view shows which scene; drawPicture.
#include "views/BoxSceneView.hpp"
#include "views/NightWorldView.hpp"
#include "views/PixelCityView.hpp"
#include "views/TerrainView.hpp"
#include "views/WorldView.hpp"

#include "engine/ColourCrush.hpp"
#include "engine/OffscreenTarget.hpp"

#include <stdexcept>
#include <system_error>
#include "engine/FrameGl.hpp"

namespace app {

engine::Image drawPicture(View& view, const engine::Programs& programs, const engine::Frame& frame,
                          const engine::CameraPose& pose, const std::function<void(const engine::Frame&)>& overlay) {
    engine::OffscreenTarget target(frame.width, frame.height);
    {
        const auto bound = target.bind();
        engine::beginFrame(frame);
        view.draw(frame, pose);
        engine::ColourCrush crush;
        crush.apply(programs, frame);
        if (overlay) overlay(frame);
    }
    return target.read();
}

void addStreamerFigures(ViewFigures& f, const engine::StreamerStats& s) {
    f.cacheBytes = s.cacheBytes;
    f.cacheBudget = s.cacheBudget;
    f.cachedTiles = s.cachedTiles;
    f.pendingTiles = s.pending;
    f.tilesGenerated = s.tilesGenerated;
    f.tilesEvicted = s.tilesEvicted;
}

engine::CameraPose View::autoCameraPose(engine::AutoCameraMode mode, double seconds) const {
    // Pixel City's modes round the origin: a square 500 across centred there, the orbits too.
    constexpr int kHalf = 250;
    return engine::autoCameraPose(mode, seconds, zs::pixelcity::Zone{-kHalf, -kHalf, kHalf, kHalf}, 0);
}

engine::CameraPose standingPose(const View& view, const engine::CameraPose& from) {
    const engine::Obstacles* obstacles = view.walkObstacles();
    if (!obstacles) return from;
    engine::WalkState state = engine::startWalking(view.walkStart(from), *obstacles);
    // Fall in the walker's own 200 ms steps until standing: 30 s covers a fall from 1,000 units.
    for (int step = 0; step < 150 && !state.onGround; step++) {
        state = engine::walked(state, engine::WalkInput{}, engine::kMaxStepMilliseconds, *obstacles);
    }
    return state.pose;
}

EarlyCity startGrowing(const SceneSettings& scene, const WorldSettings& world, const engine::NightStyle& look) {
    EarlyCity early;
    early.scene = scene;
#ifndef __EMSCRIPTEN__
    const Kind kind = sceneInfo(scene.scene).kind;
    if (world.enabled || (kind != Kind::pixelCity && kind != Kind::redux)) return early;
    try {
        const zs::pixelcity::SheetRules rules = sheetRulesFor(kind, look);
        early.city = std::async(std::launch::async, [scene, kind, rules] { return growNightCity(scene, kind, rules); });
    } catch (const std::system_error&) {
        // No thread to be had (a process limit): makeView grows it, as without this.
    }
#else
    (void)scene;
    (void)world;
    (void)look;
#endif
    return early;
}

namespace {

// What growNightCity reads of the settings, so what makes two cities the same.
bool growsTheSame(const SceneSettings& a, const SceneSettings& b) {
    return a.scene == b.scene && a.seed == b.seed && a.signText == b.signText && a.citySize == b.citySize;
}

} // namespace

std::unique_ptr<View> makeView(const engine::Programs& programs, const SceneSettings& scene, const WorldSettings& world,
                               const engine::NightStyle& look,
                               const std::function<void(double)>& progress, EarlyCity early) {
    // A city of other settings is let go, its thread waited for (std::async's future joins it).
    if (early.city.valid() && (world.enabled || !growsTheSame(early.scene, scene))) early.city = {};
    // --world only where the kind has an endless world: the command line and the viewer's V see to it.
    switch (sceneInfo(scene.scene).kind) {  // no default: a new kind is a compile error here until it has a view
    case Kind::city:
        if (world.enabled) return std::make_unique<WorldView>(programs, scene, world);
        return std::make_unique<BoxSceneView>(programs, scene, progress);
    case Kind::boxList: return std::make_unique<BoxSceneView>(programs, scene, progress);
    case Kind::ground: return std::make_unique<TerrainView>(programs, scene);
    case Kind::pixelCity:
        programs.startNightCompile();  // a browser's GPU process compiles them while the city grows
        if (world.enabled) return std::make_unique<NightWorldView>(programs, scene, world, Kind::pixelCity, look);
        if (early.city.valid()) return std::make_unique<PixelCityView>(programs, early.city.get(), scene.seed);
        return std::make_unique<PixelCityView>(programs, scene, Kind::pixelCity, look);
    case Kind::redux:
        programs.startNightCompile();
        if (world.enabled) return std::make_unique<NightWorldView>(programs, scene, world, Kind::redux, look);
        if (early.city.valid()) return std::make_unique<PixelCityView>(programs, early.city.get(), scene.seed);
        return std::make_unique<PixelCityView>(programs, scene, Kind::redux, look);
    }
    throw std::logic_error("a scene of no kind");  // only a value cast from outside the enum
}

} // namespace app
