// app::View — what a scene looks like on screen: the one seam between what is drawn and who
// draws it.
//
// Five views implement it: BoxSceneView (a city, a grid, zterrain), TerrainView, PixelCityView
// (Pixel City and Redux), WorldView (the endless world of cities) and NightWorldView (the endless
// night); makeView picks one for a scene's kind. The viewer, the screenshot and the flight log
// use only this: they bring the view up to date for the camera, begin a frame, let the view draw
// into it, and read its title line and figures, never asking which kind of view it is.
// A view owns GPU resources: make it (makeView) with a current OpenGL context and destroy it
// before the context. It never opens windows, reads input or writes files.
#pragma once

#include "scene/NightCity.hpp"
#include "scene/SceneSettings.hpp"
#include "scene/ViewFigures.hpp"

#include "engine/AutoCamera.hpp"
#include "engine/FlyCamera.hpp"
#include "engine/Frame.hpp"
#include "engine/Image.hpp"
#include "engine/StreamerStats.hpp"
#include "engine/WalkCamera.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <string>

namespace engine {
class Programs;
}

namespace app {

// The streamed worlds' share of the figures: cache, grown, evicted, asked for.
void addStreamerFigures(ViewFigures& figures, const engine::StreamerStats& stats);

class View {
public:
    virtual ~View() = default;

    // Brings what is drawn up to date for this pose and frame size, `elapsedMs` after the last
    // frame (the caller's clock: the night's cars and blinkers move by it; no view keeps one of
    // its own): the terrain re-centres, the world culls, takes in what its workers grew and asks
    // for more. Once a frame, before draw().
    virtual void update(const engine::CameraPose& pose, const engine::Frame& frame, double elapsedMs) = 0;
    // For pictures: update() until everything in view is there (the world waits for its workers),
    // at a fixed moment of the night's clock, so one command line gives one picture.
    virtual void settle(const engine::CameraPose& pose, const engine::Frame& frame) { update(pose, frame, 0); }
    // Draws into the frame the caller began with engine::beginFrame; never clears.
    virtual void draw(const engine::Frame& frame, const engine::CameraPose& pose) = 0;

    // The title's first part: the originals' "City: 213 buildings, 656 cubes", or the terrain's
    // squares, or the world's cities and cache.
    virtual std::string titleLine() const = 0;
    virtual ViewFigures figures() const = 0;

    // How far the view reaches, where a person can change it (the world); nullopt elsewhere.
    virtual std::optional<double> viewDistance() const { return std::nullopt; }
    virtual void setViewDistance(double) {}

    // The automatic camera (the screensaver's, and the viewer's O key): Pixel City's eight modes
    // over this view's content. By default they circle the origin, where the originals' cities and
    // zterrain are centred, over a 500-unit square (the procedural city block's size).
    virtual engine::CameraPose autoCameraPose(engine::AutoCameraMode mode, double seconds) const;
    // Has it cars for the follow modes (engine::kAutoCameraModesWithCars)?
    virtual bool hasCars() const { return false; }

    // Where the camera lands when the viewer switches to this view from `from`: `from` itself
    // where it sees something of this scene, else somewhere that does (`start`, the scene's start
    // pose, or nearer: the terrain keeps the place and comes down to its ground).
    virtual engine::CameraPose landingPose(const engine::CameraPose& from, const engine::CameraPose& start) const {
        (void)start;
        return from;
    }

    // Walking at street level: the buildings a walker cannot enter, where the view has a street
    // to walk (the night cities); nullptr elsewhere.
    virtual const engine::Obstacles* walkObstacles() const { return nullptr; }
    // Where a walk begins near `from`: Redux puts the walker on the nearest sidewalk marker,
    // facing along it; elsewhere `from` itself (startWalking then steps out of any building).
    virtual engine::CameraPose walkStart(const engine::CameraPose& from) const { return from; }
};

// A walker put down near `from` and fallen to the ground (for pictures and --walk's first
// frame); `from` unchanged where the view has no street to walk.
engine::CameraPose standingPose(const View& view, const engine::CameraPose& from);

// One picture of the view from `pose`: an offscreen target of the frame's size, the frame begun
// in it, the view drawn, the frame's palette applied (the colour crush) and `overlay` drawn over
// it where given (the on-screen text, --overlay), read back (rows top to bottom). The view is
// drawn as it stands: call update() or settle() first.
engine::Image drawPicture(View& view, const engine::Programs& programs, const engine::Frame& frame,
                          const engine::CameraPose& pose,
                          const std::function<void(const engine::Frame&)>& overlay = nullptr);

// A night scene's one city (Pixel City's, Redux's; not their endless worlds), grown on a thread
// of its own from before there is a context, so that the growing overlaps the driver's loading
// and the window's making: the first picture's start, where both take tens of milliseconds.
// Empty for the other scenes, and in a page (a browser starts a thread only once the page's own
// thread returns to it). Start it, make the context, and hand it to makeView. `look`: the look
// the first frame is drawn in, whose window sheets it grows (sheetRulesFor).
struct EarlyCity {
    SceneSettings scene;  // what it grows from: a view of other settings grows its own
    std::future<NightCity> city;
};
EarlyCity startGrowing(const SceneSettings& scene, const WorldSettings& world, const engine::NightStyle& look);

// The view of the settings' scene (the endless world where `world` is enabled), using the
// context's compiled shaders. Throws std::runtime_error (engine::GlError) with one line.
// `look`: the look its first frame is drawn in, so a night city grows that look's window sheets
// (its views grow the other rules' when the look changes). `progress`, where given, hears how
// far a grid's growing is (0 to 1), city by city. `early`: what startGrowing began, taken
// (waited for) here where it grew this scene's city.
std::unique_ptr<View> makeView(const engine::Programs& programs, const SceneSettings& scene, const WorldSettings& world,
                               const engine::NightStyle& look, const std::function<void(double)>& progress = nullptr,
                               EarlyCity early = {});

} // namespace app
