#include "cli/Options.hpp"

#include "OptionParts.hpp"

#include "scene/NightCity.hpp"
#include "scene/SceneKind.hpp"

#include "formats/FileNames.hpp"

#include <cmath>

namespace app {

// What one screen of the world holds at `viewDistance`, rounded up to whole megabytes: the
// cities a level view takes in (3,015 at 30,000, 74 at 4,000, measured; about 5e-6 a square
// unit, and 20 more near the eye) at 32 KB each (1,000 boxes of 32 bytes, a big city; 750 is
// the mean). Less, and the cache evicts what it is about to draw: a picture that settles by
// growing and evicting the same cities 640,000 times, and comes out empty.
std::size_t minimumCacheBudget(double viewDistance) {
    const double cities = 20 + 5e-6 * viewDistance * viewDistance;
    const double megabytes = std::ceil(cities * 32 * 1024 / (1 << 20));
    return static_cast<std::size_t>(megabytes) << 20;
}

namespace {

// ".obj", ".png", "out/.svg": a file name that is all extension, which the file system reads as a
// hidden file with none, so the extension checks below would name the wrong reason.
bool onlyAnExtension(const std::string& path) {
    const std::size_t slash = path.find_last_of("/\\");
    const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    return name.size() > 1 && name[0] == '.' && name.find('.', 1) == std::string::npos;
}

// What a mode's options say about its file and what goes with it.
std::optional<std::string> outputProblem(const Options& o) {
    const bool namesFile = o.mode == Mode::exportMesh || o.mode == Mode::screenshot || o.mode == Mode::plan;
    if (namesFile && o.output.path != "-" && onlyAnExtension(o.output.path)) {
        const char* option = o.mode == Mode::exportMesh ? "--export" : o.mode == Mode::screenshot ? "--screenshot" : "--plan";
        return std::string(option) + " \"" + o.output.path + "\" is only an extension: give the file a name (city" +
               o.output.path.substr(o.output.path.find_last_of('.')) + ")";
    }
    const std::string extension = lowerExtension(o.output.path);
    if (o.mode == Mode::exportMesh && extension != ".glb" && extension != ".obj") {
        return "--export \"" + o.output.path + "\" needs a name ending .glb (glTF) or .obj";
    }
    if (o.output.orthoWidth && o.mode != Mode::screenshot) return "--ortho is for --screenshot";
    if (o.output.orthoWidth && o.world.enabled) return "--ortho is for a scene, not --world (the world culls for a perspective view)";
    if (o.output.materialColumn && o.mode != Mode::dumpBoxes) return "--materials is for --dump-boxes";
    if (o.overlay && o.mode != Mode::screenshot && o.mode != Mode::viewer) return "--overlay is for the window and --screenshot";
    const bool draws = o.mode == Mode::screenshot || o.mode == Mode::viewer || o.mode == Mode::flightLog;
    if (o.window.gl && !draws) return "--gl is for what draws: the window, --screenshot and --flight";
    if ((o.said("fog") || o.said("no-fog")) && !draws) return "--fog and --no-fog are for the window, --screenshot and --flight";
    // The name says the format, so a viewer that trusts the extension opens the file.
    if (o.mode == Mode::plan && o.output.path != "-" && extension != ".svg" && extension != ".png") {
        return "--plan \"" + o.output.path + "\" needs a name ending .svg (" + scenesWhere(&SceneKind::plansAsPicture) +
               ": or .png)";
    }
    if (o.mode == Mode::screenshot && o.output.path != "-" && extension != ".png") {
        return "--screenshot \"" + o.output.path + "\" needs a name ending .png (it writes PNG only)";
    }
    if (o.said("output") && !(o.screensaver || o.host.kind == ScreensaverHost::Kind::wallpaper)) {
        return "--output picks the Wayland output of --wallpaper and --screensaver; give one of them";
    }
    if (o.said("output") && o.window.waylandOutput.empty()) return "--output needs an output's name (eDP-1)";
    if (o.said("output") && o.said("displays")) return "--output names one output; --displays is for several";
    if (o.host.kind != ScreensaverHost::Kind::none && o.mode != Mode::viewer) {
        return "--window-id, --root, --wallpaper and /p show the screensaver in a host's window; they go with no other mode";
    }
    return std::nullopt;
}

// What the scene's kind cannot do of what the options ask (scene/SceneKind.hpp).
std::optional<std::string> kindProblem(const Options& o) {
    const std::string scene(sceneName(o.scene.scene));
    const SceneKind& kind = kindOf(o.scene.scene);
    if (o.scene.grid != 1 && !kind.gridded()) {
        return "--grid is for the city scenes (" + scenesWhere(&SceneKind::gridded) + "), not " + scene;
    }
    if (o.world.enabled && (!kind.endlessWorld() || o.scene.grid != 1)) {
        return "--world makes an endless world of " + scenesWhere(&SceneKind::endlessWorld) + ", not of a grid or " + scene;
    }
    if (o.mode == Mode::plan && !kind.plans()) {
        return "--plan draws a city's plan (" + scenesWhere(&SceneKind::plans) + "), not " + scene;
    }
    if (o.mode == Mode::plan && lowerExtension(o.output.path) == ".png" && !kind.plansAsPicture()) {
        return "--plan \"" + o.output.path + "\": a .png plan is for " + scenesWhere(&SceneKind::plansAsPicture) +
               " (its plan is too big for SVG); the others write SVG";
    }
    if (o.mode == Mode::dumpBoxes && !kind.dumps()) {
        return "--dump-boxes lists the scenes of boxes or pieces (" + scenesWhere(&SceneKind::dumps) + "), not " + scene;
    }
    if (o.walk && !kind.walkable()) {
        return "--walk is for the night cities (" + scenesWhere(&SceneKind::walkable, ",") + "), not " + scene;
    }
    if (o.scene.citySize != zs::pixelcity::kWorldSize && !kind.growsLarger()) {
        return "--city-size is for " + scenesWhere(&SceneKind::growsLarger) + " (the others' streets are laid in the original's 1024), not " + scene;
    }
    if (o.looks.clock && !kind.night()) {
        return "--time is for the night cities (" + scenesWhere(&SceneKind::night, ",") + "), not " + scene;
    }
    if (o.looks.place && !o.looks.clock) return "--place says where --time's sun is seen from: it goes with --time";
    if (o.looks.clock && dayLookChosen(o.looks)) {
        return "--time makes the day and the night itself: no --look day or shadowed with it";
    }
    if (!o.scene.signText.empty() && !kind.night()) {
        return "--sign is for the night cities (" + scenesWhere(&SceneKind::night, ",") + "), not " + scene;
    }
    if (o.cameraChoice && o.cameraChoice->automatic && (o.screensaver || o.walk)) {
        return std::string(o.walk ? "--walk" : "--screensaver") + " moves the camera itself: no --camera-mode";
    }
    if (o.output.materialColumn && kind.night()) return "--materials is for the box scenes; " + scene + "'s dump names every piece";
    return std::nullopt;
}

// What the world, walking and the screensaver's options say together.
std::optional<std::string> worldProblem(const Options& o) {
    const bool night = kindOf(o.scene.scene).night();
    if (o.world.enabled && o.mode != Mode::viewer && o.mode != Mode::screenshot && o.mode != Mode::flightLog) {
        return "--world has no end to count or dump; use --grid N";
    }
    if (o.walk && o.mode != Mode::viewer && o.mode != Mode::screenshot) return "--walk is for the window and --screenshot";
    if (o.world.enabled && night && o.said("view-distance")) {
        return "--view-distance is for the world of cities; the night's fog sets how far it shows (--look no-fog)";
    }
    if (o.walk && o.world.enabled) return "--walk is for the scenes; the endless night (--world) is for flying";
    if (o.world.enabled && o.scene.citySize != zs::pixelcity::kWorldSize) {
        return "--city-size grows one city; the endless night's cities keep the original's 1024";
    }
    if (o.walk && o.screensaver) return "--walk and --screensaver cannot be used together (the screensaver flies itself)";
    // The endless night: up to four cities are within the fog at once, a baked city 8 to 20 MB
    // (measured, BM_NightTile: Pixel City's about 8, Redux's 20 with its ground and turned
    // solids), and the next ones grow ahead.
    constexpr std::size_t kNightMinimumBudget = std::size_t{128} << 20;
    if (o.world.enabled && night && o.world.cacheBudget < kNightMinimumBudget) {
        return "--cache-budget " + std::to_string(o.world.cacheBudget >> 20) + "M is less than the endless night needs: at least " +
               std::to_string(kNightMinimumBudget >> 20) + "M (four cities in view, the next ones growing)";
    }
    if (!(o.world.enabled && night) && o.world.cacheBudget < minimumCacheBudget(o.world.viewDistance)) {
        return "--cache-budget " + std::to_string(o.world.cacheBudget >> 20) + "M is less than one screen of the world needs at "
               "--view-distance " + std::to_string(static_cast<long long>(o.world.viewDistance)) + ": at least " +
               std::to_string(minimumCacheBudget(o.world.viewDistance) >> 20) + "M";
    }
    return std::nullopt;
}

// The screensaver's own options (--delay, --fps, --rebuild) only with a screensaver; the
// window's --scale and --speed where a window draws; one frame cap at a time.
std::optional<std::string> screensaverProblem(const Options& o) {
    const bool saver = o.screensaver || o.mode == Mode::screensaverSettings;
    if ((o.said("delay") || o.said("fps") || o.said("rebuild")) && !saver) {
        return "--delay, --fps and --rebuild are the screensaver's (--screensaver, -window-id, -root, /s, /p)";
    }
    if (o.said("delay") && o.window.maxFps > 0) return "--delay and --max-fps both cap the frame rate: give one";
    if ((o.said("scale") || o.said("speed")) && o.mode != Mode::viewer && o.mode != Mode::screensaverSettings) {
        return "--scale and --speed are for the window and the screensaver";
    }
    return std::nullopt;
}

} // namespace

std::optional<std::string> optionsProblem(const Options& o) {
    if (auto problem = outputProblem(o)) return problem;
    if (auto problem = kindProblem(o)) return problem;
    if (auto problem = worldProblem(o)) return problem;
    return screensaverProblem(o);
}

// Could a scene the settings file restores still make these options right? Only in the window,
// reading the settings, with no --scene: `zcity --walk` after a run in redux walks in redux.
bool savedSceneMayDecide(const Options& o) {
    if (o.mode != Mode::viewer || !o.useSettings || o.resetSettings || o.screensaver || o.said("scene")) return false;
    for (const SceneInfo& info : sceneTable()) {
        Options other = o;
        other.scene.scene = info.scene;
        if (!optionsProblem(other)) return true;
    }
    return false;
}

double askedFrameCap(const Options& o) {
    if (o.window.maxFps > 0) return o.window.maxFps;  // given outright: it wins over the delay's default
    if (o.screensaver && o.window.delayMicroseconds > 0) return 1e6 / o.window.delayMicroseconds;
    return 0;
}

} // namespace app
