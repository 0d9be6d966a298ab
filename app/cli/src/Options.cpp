#include "cli/Options.hpp"

#include "viewer/Actions.hpp"
#include "cli/SavedSettings.hpp"
#include "scene/NightCity.hpp"
#include "scene/Presets.hpp"
#include "scene/SceneKind.hpp"

#include "formats/FileNames.hpp"

#include "zsystem/Grid.hpp"

#include <CLI/CLI.hpp>

#include <cctype>
#include <cmath>
#include <limits>
#include <vector>

namespace app {
namespace {

EarlyExit usageError(const std::string& problem) {
    return EarlyExit{kUsageError, "zcity: " + problem + " (see zcity --help)"};
}

// Thrown from an option's check, caught with CLI11's own errors: one line, exit code 2.
CLI::ValidationError problem(const std::string& text) { return CLI::ValidationError(text); }

// A number from `low` to `high`, both included, or nothing: most options' parser.
auto numberFrom(double low, double high) {
    return [low, high](std::string_view text) {
        const auto number = parseNumber(text);
        return number && *number >= low && *number <= high ? number : std::nullopt;
    };
}

// --NAME VALUE, whose text `parse` turns into a value for `store`; a text it refuses is one line
// naming the option, the text and what was expected.
template <typename Parse, typename Store>
CLI::Option* addValue(CLI::App& cli, const std::string& names, const std::string& typeName, const std::string& help,
                      Parse parse, const std::string& expected, Store store) {
    const std::string name = names.substr(0, names.find(','));
    return cli
        .add_option_function<std::string>(
            names,
            [=](const std::string& text) {
                const auto value = parse(text);
                if (!value) throw problem(name + " \"" + text + "\" " + expected);
                store(*value);
            },
            help)
        ->type_name(typeName);
}

std::optional<long long> parsePositive(std::string_view text, long long most) {
    const auto value = parseInteger(text);
    if (!value || *value < 1 || *value > most) return std::nullopt;
    return value;
}

std::string sceneHelp() {
    std::string text = "The scene:";
    for (const SceneInfo& info : sceneTable()) text += " " + std::string(info.name) + " (" + std::string(info.summary) + "),";
    text.back() = '.';
    return text + " --variant is its first name";
}

void declareScene(CLI::App& cli, SceneSettings& scene) {
    addValue(cli, "--seed", "S", "City seed, decimal or 0x hex (default 0xA749F86C)", parseSeed,
             "is not a number from 0 to 4294967295 (decimal or 0x hex)", [&scene](std::uint32_t seed) { scene.seed = seed; });
    addValue(cli, "--scene,--variant", "NAME", sceneHelp(), parseScene, "is not " + sceneNames(),
             [&scene](Scene s) { scene.scene = s; });
    addValue(cli, "--terrain", "MODE", "faithful (the seed's Terrain_GetHeight, default) or fixed (whole plane, bilinear)",
             zs::parseTerrainMode, "is not faithful or fixed", [&scene](zs::TerrainMode mode) { scene.terrain = mode; });
    addValue(cli, "--terrain-layout", "NAME", "grid (Terrain_Draw's 81x81 squares, default) or rings (Terrain_GetPoint)",
             parseTerrainLayout, "is not grid or rings", [&scene](TerrainLayout layout) { scene.layout = layout; });
    addValue(cli, "--sign", "TEXT",
             "A sign of your own among the seed's names, on the first skyscraper (pixelcity, redux): up to 14 letters, "
             "digits, spaces, & - or .",
             [](const std::string& text) { return signTextFits(text) ? std::optional<std::string>(text) : std::nullopt; },
             "is not 1 to 14 letters, digits, spaces, & - or .", [&scene](const std::string& text) { scene.signText = text; });
    addValue(cli, "--city-size", "CELLS",
             "Pixel City's side in cells: the original's 1024 (default) up to 4096, 16 times its buildings",
             [](std::string_view text) {
                 const auto size = parseInteger(text);
                 return size && zs::pixelcity::worldSizeFits(*size) ? size : std::nullopt;
             },
             "is not a whole number from 1024 to 4096",
             [&scene](long long size) { scene.citySize = static_cast<int>(size); });
    cli.add_option_function<std::string>(
           "--grid",
           [&scene](const std::string& text) {
               const auto grid = parseInteger(text);
               if (!grid) throw problem("--grid \"" + text + "\" is not a whole number");
               if (*grid <= 0) throw problem("--grid must be a positive odd number, not " + text);
               if (*grid % 2 == 0) throw problem("--grid must be odd so the grid is centred on the origin, not " + text);
               if (*grid > zs::kMaxGridSide) {
                   throw problem("--grid " + text + " is too large to generate in memory (at most " +
                                 std::to_string(zs::kMaxGridSide) + ")");
               }
               scene.grid = static_cast<int>(*grid);
           },
           "An odd N: the N x N cities of GameDraw's loop, centred on the origin (default 1)")
        ->type_name("N");
}

void declareWorld(CLI::App& cli, WorldSettings& world) {
    cli.add_flag("--world", world.enabled,
                 "An endless world streamed as you fly: every city (i, j) of GameDraw's loop; with pixelcity or redux, "
                 "an endless night of their cities");
    addValue(
        cli, "--view-distance", "UNITS",
        "How far the world is drawn, up to the 30,000 far plane (default 8000; the window's on a GPU: 30000)",
        numberFrom(1, kMaxViewDistance),
        "is not 1 to 30000 (the far plane)", [&world](double d) { world.viewDistance = d; });
    addValue(
        cli, "--cache-budget", "SIZE", "The world's cache and GPU arena, bytes with K, M or G (default 256M)",
        [](std::string_view text) {
            const auto bytes = parseBytes(text);
            return bytes && *bytes >= (std::size_t{1} << 20) ? bytes : std::nullopt;
        },
        "is not a size of 1M or more (like 256M or 2G)", [&world](std::size_t bytes) { world.cacheBudget = bytes; });
    addValue(
        cli, "--detail", "PIXELS",
        "The world's level of detail: boxes at least this many pixels across are drawn (default 1.5); 0 draws every box",
        numberFrom(0, 100),
        "is not 0 to 100 pixels", [&world](double pixels) { world.detailPixels = pixels; });
    addValue(
        cli, "--workers", "N", "Threads that grow cities for the world (default: from the cores)",
        [](std::string_view text) { return parsePositive(text, 64); }, "is not 1 to 64",
        [&world](long long n) { world.workers = static_cast<int>(n); });
}

void declareWindow(CLI::App& cli, WindowSettings& window, std::optional<engine::CameraPose>& camera) {
    addValue(cli, "--size", "WxH", "Window or picture size in pixels (default 1280x720)", parseSize,
             "is not WIDTHxHEIGHT with each side 1 to " + std::to_string(kMaxPictureSide),
             [&window](Size size) { window.size = size; });
    addValue(cli, "--camera", "X,Y,Z,YAW,PITCH", "Start pose, degrees (default: the scene's, 0,200,0,20,-50 for a city)",
             parseCamera, "is not five numbers x,y,z,yaw,pitch with x, y and z within 1e15 (where the world ends)",
             [&camera](engine::CameraPose pose) { camera = pose; });
    addValue(
        cli, "--max-fps", "N", "Cap the frame rate (default: the display's refresh rate where there is no vsync)",
        numberFrom(1, 1000),
        "is not 1 to 1000 frames a second", [&window](double fps) { window.maxFps = fps; });
    cli.add_flag("--fullscreen", window.fullscreen, "Open a borderless window the size of the desktop, as the original did");
    addValue(
        cli, "--gl", "core|es",
        "The OpenGL the window and pictures draw with: core (OpenGL 3.3 core) or es (OpenGL ES 3.0, as boards "
        "without desktop OpenGL have); default: core, and es where core cannot be had",
        [](std::string_view text) -> std::optional<engine::GlProfile> {
            if (text == "core") return engine::GlProfile::core;
            if (text == "es") return engine::GlProfile::es;
            return std::nullopt;
        },
        "is not core or es", [&window](engine::GlProfile profile) { window.gl = profile; });
}

// The modes: each option that names one sets it, with its file.
struct ModeOptions {
    std::vector<CLI::Option*> given;  // every mode option, to count those used
    std::vector<std::string> heightTexts;
};

// A value that starts with - is the next option, taken because this one's value was left out
// (--dump-boxes --stats, --dump-boxes= --seed=1): a missing value, never a file name. A file
// whose name starts with - is still reachable as ./-name.
bool missingValue(const std::string& text) { return text.empty() || (text.front() == '-' && text != "-"); }

std::string missingLine(const std::string& name, const std::string& missing, const std::string& text) {
    std::string line = name + " needs " + missing;
    if (text == "-") return line + "; it cannot write to standard output";
    if (!text.empty()) line += ", not the option \"" + text + "\" (./" + text + " names a file)";
    return line;
}

// --NAME FILE for a mode that writes FILE; `toStdout`: "-" is standard output.
CLI::Option* addFileMode(CLI::App& cli, Options& o, Mode mode, const std::string& name, const std::string& help,
                         const std::string& missing, bool toStdout) {
    return cli
        .add_option_function<std::string>(
            name,
            [&o, mode, name, missing, toStdout](const std::string& path) {
                if (missingValue(path) || (path == "-" && !toStdout)) throw problem(missingLine(name, missing, path));
                o.mode = mode;
                o.output.path = path;
            },
            help)
        ->type_name("FILE");
}

// --flight's value: line:UNITS, a speed along the start heading, or a file of poses.
void setFlight(Options& o, const std::string& text) {
    o.mode = Mode::flightLog;
    o.world.enabled = true;
    if (text.rfind("line:", 0) == 0) {
        const auto speed = parseNumber(std::string_view(text).substr(5));
        if (!speed || *speed < 0) throw problem("--flight \"" + text + "\": line: needs a speed of 0 or more units a frame");
        o.flight.unitsPerFrame = *speed;
    } else if (missingValue(text)) {
        throw problem(missingLine("--flight", "line:UNITS or a file of poses", text));
    } else {
        o.flight.posesFile = text;
    }
}

void declareModes(CLI::App& cli, Options& o, ModeOptions& modes) {
    modes.given.push_back(cli.add_flag_callback(
        "--stats", [&o] { o.mode = Mode::stats; }, "Print the originals' title line, e.g. \"City: 213 buildings, 656 cubes\""));
    modes.given.push_back(addFileMode(cli, o, Mode::dumpBoxes, "--dump-boxes",
                                      "Write the boxes as CSV (x1,y1,z1,x2,y2,z2,r,g,b) in generation order (pixelcity: every piece, "
                                      "one line each); - is standard output",
                                      "a file name, or - for standard output", true));
    modes.given.push_back(addFileMode(cli, o, Mode::screenshot, "--screenshot",
                                      "Render one frame without a display and write it as PNG (- is standard output)",
                                      "a .png file name, or - for standard output", true));
    modes.given.push_back(addFileMode(cli, o, Mode::exportMesh, "--export",
                                      "Write the scene's triangles as glTF 2.0 (.glb, vertex colours) or OBJ (.obj and .mtl)",
                                      "a .glb or .obj file name", false));
    modes.given.push_back(addFileMode(cli, o, Mode::plan, "--plan",
                                      "Draw the suburb cuts, blocks and buildings from above as SVG (pixelcity: streets, zones, "
                                      "footprints); - is standard output",
                                      "a .svg file name (redux: or .png), or - for standard output", true));
    modes.given.push_back(cli.add_flag_callback(
        "--screensaver", [&o] { o.screensaver = true; },
        "Full screen, the automatic camera, a new city every 120 s; any key or mouse movement quits "
        "(pixelcity unless --scene says)"));
    modes.given.push_back(cli.add_flag_callback(
        "--screensaver-settings", [&o] { o.mode = Mode::screensaverSettings; },
        "The screensaver's settings dialogue (Windows: /c): scene, look, seed, frame rate, speed, resolution, a new "
        "city how often; saved where --screensaver reads them"));
    modes.given.push_back(cli.add_option("--height", modes.heightTexts, "Print the terrain's height at (X, Z)")
                              ->type_name("X Z")
                              ->expected(2));
    modes.given.push_back(cli.add_option_function<std::string>(
                                 "--flight", [&o](const std::string& text) { setFlight(o, text); },
                                 "Fly the world headless and print each frame's costs: line:UNITS (a straight line, UNITS a "
                                 "frame, along the start heading) or a file of x y z yaw pitch lines")
                              ->type_name("PATH"));
}

// The screensaver's settings, in xscreensaver's words (its GL hacks' --delay, --fps, --speed),
// and how big a window's frames are rendered.
void declareScreensaver(CLI::App& cli, Options& o) {
    addValue(
        cli, "--delay", "MICROSECONDS",
        "The screensaver's frame delay, xscreensaver's way: at most 1000000/MICROSECONDS frames a second (default "
        "33333: 30; 0: as fast as the display)",
        numberFrom(0, 1e6),
        "is not 0 to 1000000 microseconds", [&o](double delay) { o.window.delayMicroseconds = delay; });
    cli.add_flag("--fps", o.screensaverSettings.showFps, "The screensaver's frame rate, drawn in its picture");
    addValue(
        cli, "--speed", "FACTOR", "The automatic camera's pace, 0.1 to 10 times the original's (default 1)",
        numberFrom(0.1, 10),
        "is not 0.1 to 10", [&o](double speed) { o.screensaverSettings.speed = speed; });
    addValue(
        cli, "--rebuild", "SECONDS", "The screensaver's new city this often, 10 to 86400 s (default 120, the original's; 0: never)",
        [](std::string_view text) {
            const auto seconds = parseNumber(text);
            return seconds && (*seconds == 0 || (*seconds >= 10 && *seconds <= 86400)) ? seconds : std::nullopt;
        },
        "is not 0 or 10 to 86400 seconds", [&o](double seconds) { o.screensaverSettings.rebuildSeconds = seconds; });
    addValue(
        cli, "--scale", "FRACTION",
        "The window's frames rendered at this fraction of its size, 0.1 to 1, and shown scaled up (for a slow GPU)",
        numberFrom(0.1, 1),
        "is not 0.1 to 1", [&o](double scale) { o.window.scale = scale; });
}

// What the modes' pictures and files hold: the flight's length, the plan view, the looks, the
// colours, the overlay, the dump's column.
void declareModeDetails(CLI::App& cli, Options& o, int& looksGiven) {
    addValue(
        cli, "--frames", "N", "How many frames --flight flies (default 600)",
        [](std::string_view text) { return parsePositive(text, 10000000); }, "is not 1 to 10000000",
        [&o](long long n) { o.flight.frames = static_cast<int>(n); });
    addValue(
        cli, "--ortho", "UNITS",
        "With --screenshot: an orthographic view this many units across (straight down: --camera X,Y,Z,0,-90)",
        [](std::string_view text) {
            const auto width = parseNumber(text);
            return width && *width > 0 && *width <= 1e7 ? width : std::nullopt;
        },
        "is not a width in units", [&o](double width) { o.output.orthoWidth = width; });
    addValue(cli, "--look", "LIST", lookHelp(), parseLooks,
             "is not a list of " + lookNames() + " (or no-fog, no-bloom...)", [&o, &looksGiven](const LookChoice& looks) {
                 looksGiven++;
                 o.looks.night = looks.night;
                 if (looks.fog) o.looks.fog = looks.fog;  // what --fog or --no-fog said stands unless this says
             })
        ->trigger_on_parse();  // --look, --fog and --no-fog set the one fog: the last given wins
    addValue(
        cli, "--fov", "DEGREES",
        "The vertical field of view, 10 to 120 degrees (default: the originals' 60; pixelcity's own lens is 60 / aspect, "
        "33.75 at 16:9, and its modern look's 60)",
        numberFrom(engine::kLeastFieldOfView, engine::kMostFieldOfView),
        "is not 10 to 120 degrees", [&o](double degrees) { o.looks.fieldOfView = degrees; });
    std::string cameraWords;
    for (const std::string& word : cameraChoiceWords()) cameraWords += (cameraWords.empty() ? "" : ", ") + word;
    addValue(cli, "--camera-mode", "NAME",
             "How the camera starts: fly (the default), automatic (the automatic camera's cycle, O), or the cycle from one "
             "of its modes: " + cameraWords.substr(std::string("fly, automatic, ").size()) +
                 " (the follow modes are the modern look's); with --screenshot, that mode's first pose",
             parseCameraChoice, "is not " + cameraWords, [&o](const CameraChoice& choice) { o.cameraChoice = choice; });
    addValue(cli, "--sky", "COLOUR",
             "The night cities' sky: " + namesOf(skyColourTable()) +
                 " or six hex digits, #203050 (default: the look's own, black by night, blue by day)",
             parseSkyColour, "is not " + namesOf(skyColourTable()) + " or six hex digits (#203050)",
             [&o](const glm::vec3& sky) { o.looks.sky = sky; });
    addValue(cli, "--palette", "NAME",
             "The colour crush over any scene: ega (16 colours) or cga (4), Bayer-dithered; none (the default)",
             [](std::string_view text) { return engine::parsePalette(text); }, "is not none, ega or cga",
             [&o](engine::Palette palette) { o.palette = palette; });
    cli.add_flag("--no-floor", o.noFloor, "Let the fly camera go below the cities' ground (U toggles it in the window)");
    cli.add_flag_callback(
        "--fog", [&o] { o.looks.fog = true; },
        "Distance fog that fades to the sky before the view's end, in any scene (G toggles it; on by default in "
        "--world and pixelcity)")
        ->trigger_on_parse();
    cli.add_flag_callback("--no-fog", [&o] { o.looks.fog = false; }, "No distance fog, in any scene")->trigger_on_parse();
    cli.add_flag("--overlay", o.overlay,
                 "With --screenshot: draw the on-screen status line into the picture (the window shows it; F1 helps)");
    cli.add_flag("--walk", o.walk, "Start on foot at street level (redux): WASD or the arrows walk, the mouse looks");
    cli.add_flag("--materials", o.output.materialColumn,
                 "With --dump-boxes: a tenth column naming what each box is (street, building-body, ...)");
}

} // namespace

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

// The mode the options name, and the rules between options once every value has passed its own
// check: the problem, if any.
std::optional<std::string> ruleProblem(Options& o, const ModeOptions& modes) {
    int given = 0;
    for (const CLI::Option* option : modes.given) given += option->count() > 0 ? 1 : 0;
    if (given > 1) {
        return "--stats, --dump-boxes, --screenshot, --height, --flight, --export, --plan, --screensaver and "
               "--screensaver-settings cannot be used together";
    }
    if (!modes.heightTexts.empty()) {
        o.mode = Mode::height;
        const auto x = parseNumber(modes.heightTexts.at(0));
        const auto z = parseNumber(modes.heightTexts.at(1));
        const double most = std::numeric_limits<float>::max();
        if (!x || !z || std::fabs(*x) > most || std::fabs(*z) > most) {
            return "--height \"" + modes.heightTexts[0] + " " + modes.heightTexts[1] + "\" is not two numbers X Z";
        }
        o.heightX = static_cast<float>(*x);
        o.heightZ = static_cast<float>(*z);
    }
    return optionsProblem(o);
}

} // namespace

namespace {

// What a mode's options say about its file and what goes with it.
std::optional<std::string> outputProblem(const Options& o) {
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
    if (o.given.fog && !draws) return "--fog and --no-fog are for the window, --screenshot and --flight";
    // The name says the format, so a viewer that trusts the extension opens the file.
    if (o.mode == Mode::plan && o.output.path != "-" && extension != ".svg" && extension != ".png") {
        return "--plan \"" + o.output.path + "\" needs a name ending .svg (" + scenesWhere(&SceneKind::plansAsPicture) +
               ": or .png)";
    }
    if (o.mode == Mode::screenshot && o.output.path != "-" && extension != ".png") {
        return "--screenshot \"" + o.output.path + "\" needs a name ending .png (it writes PNG only)";
    }
    if (o.host.kind != ScreensaverHost::Kind::none && o.mode != Mode::viewer) {
        return "--window-id, --root and /p show the screensaver in a host's window; they go with no other mode";
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
    if (o.scene.citySize != zs::pixelcity::kWorldSize && o.scene.scene != Scene::pixelcity) {
        return "--city-size is for pixelcity (Redux's streets are laid in the original's 1024), not " + scene;
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
    if (o.world.enabled && night && o.given.viewDistance) {
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
std::optional<std::string> screensaverProblem(const Options& o, const Options::Given& given) {
    const bool saver = o.screensaver || o.mode == Mode::screensaverSettings;
    if ((given.delay || given.fps || given.rebuild) && !saver) {
        return "--delay, --fps and --rebuild are the screensaver's (--screensaver, -window-id, -root, /s, /p)";
    }
    if (given.delay && o.window.maxFps > 0) return "--delay and --max-fps both cap the frame rate: give one";
    if ((given.scale || given.speed) && o.mode != Mode::viewer && o.mode != Mode::screensaverSettings) {
        return "--scale and --speed are for the window and the screensaver";
    }
    return std::nullopt;
}

} // namespace

std::optional<std::string> optionsProblem(const Options& o) {
    if (auto problem = outputProblem(o)) return problem;
    if (auto problem = kindProblem(o)) return problem;
    if (auto problem = worldProblem(o)) return problem;
    return screensaverProblem(o, o.given);
}

namespace {

// Could a scene the settings file restores still make these options right? Only in the window,
// reading the settings, with no --scene: `zcity --walk` after a run in redux walks in redux.
bool savedSceneMayDecide(const Options& o) {
    if (o.mode != Mode::viewer || !o.useSettings || o.resetSettings || o.screensaver || o.given.scene) return false;
    for (const SceneInfo& info : sceneTable()) {
        Options other = o;
        other.scene.scene = info.scene;
        if (!optionsProblem(other)) return true;
    }
    return false;
}

// Windows' screensaver arguments, which Windows gives as the first (and only) ones: /s (the
// screensaver, full screen), /p HWND (its preview in the settings dialogue), /c (its settings);
// the letter in either case, the window after a space or a colon (/p 1234, /p:1234, /c:1234).
struct WindowsScreensaverCall {
    char letter = 0;                         // 's', 'p' or 'c'
    std::optional<std::uint64_t> window;     // /p's preview, or /c's parent (unused: a message box needs none)
    int argumentsUsed = 1;                   // 2 for /p 1234
};

// nullopt: the first argument is none of Windows' screensaver arguments (parsed as zcity's own);
// otherwise the call, or the one line naming what is wrong with it.
std::optional<std::variant<WindowsScreensaverCall, std::string>> windowsScreensaverCall(int argc, const char* const* argv) {
    if (argc < 2) return std::nullopt;
    const std::string first = argv[1];
    if (first.size() < 2 || first[0] != '/') return std::nullopt;
    WindowsScreensaverCall call;
    call.letter = static_cast<char>(std::tolower(static_cast<unsigned char>(first[1])));
    if (call.letter != 's' && call.letter != 'p' && call.letter != 'c') return std::nullopt;
    const std::string flag = std::string("/") + call.letter;
    const bool colon = first.size() > 2 && first[2] == ':';
    if (first.size() > 2 && !colon) return std::nullopt;  // /path/to/something: not Windows' argument
    std::string windowText = colon ? first.substr(3) : "";
    if (!colon && call.letter == 'p' && argc > 2) {
        windowText = argv[2];
        call.argumentsUsed = 2;
    }
    if (call.letter == 'p' && windowText.empty()) {
        return std::string("/p needs the preview window's handle, a number: /p 1234 or /p:1234");
    }
    if (call.letter == 's' && colon) return std::string("/s takes no window: /s alone shows the screensaver");
    if (!windowText.empty()) {
        call.window = parseWindowId(windowText);
        if (!call.window) return flag + " \"" + windowText + "\" is not a window handle (a number, decimal or 0x hex)";
    }
    return call;
}

// xscreensaver's hacks take -window-id and -root with one dash, as X programs did; CLI11 reads
// long options with two.
std::string withTwoDashes(const std::string& argument) {
    if (argument == "-window-id" || argument == "-root") return "-" + argument;
    if (argument.rfind("-window-id=", 0) == 0) return "-" + argument;
    return argument;
}

std::string footer() {
    return "\nWithout --stats, --dump-boxes or --screenshot, zcity opens a window and flies over the city.\n\n"
           "Keys and mouse in the window:\n"
           "  mouse            look around, 0.2 degrees a pixel (" + sceneNamesWith(engine::PitchSense::mouseDownTiltsUp) +
           ": mouse down\n"
           "                   tilts up, like a stick; " + sceneNamesWith(engine::PitchSense::mouseDownTiltsDown) +
           ": down, as each original did)\n"
           "  left button      fly forwards while held, 30 units a second\n"
           "  right button     fly backwards while held\n"
           "  touch            a finger down flies forwards; dragging turns\n" +
           keyHelp() + "\nPresets (--preset NAME; a page's #preset=NAME). " + presetHelp() + "\n";
}

// --preset: a row of the preset table, applied after the parse under what was given itself.
void declarePreset(CLI::App& cli, const PresetRow*& preset) {
    addValue(cli, "--preset", "NAME", "Looks, colours, lens, sky and camera in one word: " + presetNames() + " (listed below)",
             [](std::string_view text) {
                 const PresetRow* row = presetNamed(text);
                 return row ? std::optional<const PresetRow*>(row) : std::nullopt;
             },
             "is not a preset (" + presetNames() + ")", [&preset](const PresetRow* row) { preset = row; });
}

// CLI11's words for an option given twice ("--fov: At Most 1 required but received 2") in ours;
// any other line as it is.
std::string parseErrorLine(const std::string& text) {
    const std::size_t twice = text.find(": At Most 1 required but received");
    if (twice == std::string::npos) return text;
    return text.substr(0, twice) + " is given once";
}

// What the command line said outright, which saved settings never override.
Options::Given givenOptions(const CLI::App& cli, int looksGiven, bool preset) {
    Options::Given given{cli.count("--size") > 0, cli.count("--scene") > 0, cli.count("--view-distance") > 0,
                          cli.count("--fog") + cli.count("--no-fog") > 0};
    given.delay = cli.count("--delay") > 0;
    given.fps = cli.count("--fps") > 0;
    given.rebuild = cli.count("--rebuild") > 0;
    given.scale = cli.count("--scale") > 0;
    given.speed = cli.count("--speed") > 0;
    given.seed = cli.count("--seed") > 0;
    given.look = looksGiven > 0;
    given.fov = cli.count("--fov") > 0;
    given.palette = cli.count("--palette") > 0;
    given.sky = cli.count("--sky") > 0;
    given.cameraMode = cli.count("--camera-mode") > 0;
    given.preset = preset;
    return given;
}

// The preset's looks, palette, lens, sky and camera, where --look, --fog, --palette, --fov, --sky
// and --camera-mode (o.given) said nothing.
void applyPreset(Options& o, const PresetRow& row) {
    const PresetChoice choice = presetChoice(row);
    if (!o.given.look) o.looks.night = choice.looks.night;
    if (!o.given.look && !o.given.fog) o.looks.fog = choice.looks.fog;
    if (!o.given.fov) o.looks.fieldOfView = choice.looks.fieldOfView;
    if (!o.given.palette) o.palette = choice.palette;
    if (!o.given.sky) o.looks.sky = choice.looks.sky;
    // A preset's camera where nothing else moves it: the screensaver and the walker move their own.
    if (!o.given.cameraMode && !row.camera.empty() && !o.screensaver && !o.walk) {
        o.cameraChoice = parseCameraChoice(row.camera);
    }
}

} // namespace

engine::CameraPose startCamera(const Options& options) {
    return options.camera.value_or(startPose(options.scene));
}

namespace {

// What the command line's own options put beside the parts' settings.
struct ProgramFlags {
    bool noSettings = false, root = false;
    std::optional<std::uint64_t> hostWindowId;  // --window-id
};

void declareProgram(CLI::App& cli, Options& o, ProgramFlags& flags) {
    cli.add_flag("--debug-state", o.debugState, "Print the viewer's state as it changes (for tests)");
    cli.add_flag("--no-settings", flags.noSettings,
                 "Neither read nor save the window size and place, view distance and scene (kept in SDL's pref path)");
    cli.add_flag("--reset-settings", o.resetSettings,
                 "Start from the defaults instead of the saved settings (this run's are saved on exit as usual)");
    cli.add_flag("--quiet", o.quiet,
                 "No progress bar on standard error (shown only on a terminal, for a job over about a second)");
    cli.set_version_flag("--version", std::string("zcity ") + ZCITY_VERSION);
    addValue(cli, "--window-id", "ID",
             "The screensaver in a window xscreensaver made (decimal or 0x hex; -window-id too), never one of its own; "
             "input is the host's, SIGTERM ends it",
             parseWindowId, "is not a window id (a number, decimal or 0x hex)",
             [&flags](std::uint64_t id) { flags.hostWindowId = id; });
    cli.add_flag("--root", flags.root,
                 "The screensaver on the root window, or in XSCREENSAVER_WINDOW where xscreensaver set it (-root too)");
}

// The words CLI11 reads: Windows' screensaver argument turned into --screensaver (or taken out,
// for /c), and xscreensaver's single-dash options given their second dash.
std::vector<std::string> argumentsForCli(int argc, const char* const* argv, const std::optional<WindowsScreensaverCall>& windows) {
    std::vector<std::string> arguments{argc > 0 ? argv[0] : "zcity"};
    for (int k = windows ? 1 + windows->argumentsUsed : 1; k < argc; k++) arguments.push_back(withTwoDashes(argv[k]));
    if (windows && windows->letter != 'c') arguments.insert(arguments.begin() + 1, "--screensaver");
    return arguments;
}

// Which host's window the screensaver draws in, if any, and what a screensaver means.
void settleScreensaver(Options& o, const ProgramFlags& flags, const std::optional<WindowsScreensaverCall>& windows) {
    if (flags.hostWindowId) {
        o.host = ScreensaverHost{ScreensaverHost::Kind::x11Window, *flags.hostWindowId};
    } else if (flags.root) {
        o.host = ScreensaverHost{ScreensaverHost::Kind::x11Root, 0};
    }
    if (windows && windows->letter == 'p') o.host = ScreensaverHost{ScreensaverHost::Kind::windowsPreview, *windows->window};
    if (windows && windows->letter == 'c') o.mode = Mode::screensaverSettings;
    if (o.host.kind != ScreensaverHost::Kind::none && o.mode == Mode::viewer) o.screensaver = true;
    if (o.screensaver) o.window.fullscreen = o.host.kind == ScreensaverHost::Kind::none;  // a host's window is the host's size
    if ((o.screensaver || o.mode == Mode::screensaverSettings) && !o.given.scene && !o.world.enabled) {
        o.scene.scene = Scene::pixelcity;  // the screensaver's scene, unless one is named
    }
}

} // namespace

ParseResult parseOptions(int argc, const char* const* argv) {
    CLI::App cli{"zcity: a city of boxes grown from one 32-bit seed, after the ZSystem test programs.", "zcity"};
    cli.get_formatter()->column_width(34);
    cli.footer(footer());
    Options o;
    ModeOptions modes;
    ProgramFlags flags;
    declareModes(cli, o, modes);
    int looksGiven = 0;  // --look is read as it comes (the last of it, --fog and --no-fog sets the fog): counted here
    declareModeDetails(cli, o, looksGiven);
    const PresetRow* preset = nullptr;
    declarePreset(cli, preset);
    declareScene(cli, o.scene);
    declareWindow(cli, o.window, o.camera);
    declareWorld(cli, o.world);
    declareProgram(cli, o, flags);
    declareScreensaver(cli, o);

    // Windows' /s, /p HWND or /c first; the rest, and xscreensaver's single-dash options, as zcity's.
    std::optional<WindowsScreensaverCall> windows;
    if (const auto call = windowsScreensaverCall(argc, argv)) {
        if (const auto* problemText = std::get_if<std::string>(&*call)) return usageError(*problemText);
        windows = std::get<WindowsScreensaverCall>(*call);
    }
    const std::vector<std::string> arguments = argumentsForCli(argc, argv, windows);
    std::vector<const char*> argumentPointers;
    for (const std::string& argument : arguments) argumentPointers.push_back(argument.c_str());
    try {
        cli.parse(static_cast<int>(argumentPointers.size()), argumentPointers.data());
    } catch (const CLI::CallForHelp&) {
        return EarlyExit{0, cli.help()};
    } catch (const CLI::CallForVersion& e) {
        return EarlyExit{0, std::string(e.what()) + "\n"};
    } catch (const CLI::ParseError& e) {
        return usageError(parseErrorLine(e.what()));
    }
    // Every option is given once, --look too.
    if (looksGiven > 1) return usageError("--look is given once, every look in its list (--look fog,flat)");
    o.given = givenOptions(cli, looksGiven, preset != nullptr);
    if (preset) applyPreset(o, *preset);
    if (windows && windows->letter == 'c' && o.mode != Mode::viewer) {
        return usageError("/c shows the screensaver's settings; it goes with no mode (--stats, --screenshot...)");
    }
    o.useSettings = !flags.noSettings;
    settleScreensaver(o, flags, windows);
    if (const auto problemText = ruleProblem(o, modes)) {
        if (optionsProblem(o) != problemText || !savedSceneMayDecide(o)) return usageError(*problemText);
        o.problemInOwnScene = *problemText;  // the viewer decides, once it has read the saved scene
    }
    return o;
}

namespace {

// The looks, lens and colours the last run left (the settings panel's), each where the command
// line says nothing of it: a --preset says all three in one word.
void restoreLooks(Options& o, const SavedSettings& saved) {
    if (o.given.preset) return;
    if (saved.looks) {
        if (!o.given.look) o.looks.night = saved.looks->night;
        if (!o.looks.fog) o.looks.fog = saved.looks->fog;  // --fog, --no-fog or a --look naming it win
        if (!o.given.fov) o.looks.fieldOfView = saved.looks->fieldOfView;
        if (!o.given.sky) o.looks.sky = saved.looks->sky;
    }
    if (saved.palette && !o.given.palette) o.palette = *saved.palette;
}

} // namespace

Restored restoreSaved(const Options& given, const SavedSettings& saved) {
    Restored r{given, false, ""};
    Options& o = r.options;
    // The scene the last run left, unless the command line names one or says something that
    // does not hold in it (--grid after a night in pixelcity); `zcity --world` is the world of
    // cities: a night scene saved from a session is not taken into it.
    if (!given.given.scene && saved.scene && *saved.scene != given.scene.scene &&
        (!given.world.enabled || kindOf(*saved.scene).gridded())) {  // the cities' world
        Options restored = o;
        restored.scene.scene = *saved.scene;
        if (!optionsProblem(restored)) {
            o = restored;
            r.sceneRestored = true;
        }
    }
    if (!r.sceneRestored && !given.problemInOwnScene.empty()) throw UsageError(usageError(given.problemInOwnScene).text);
    o.problemInOwnScene.clear();
    // The saved view distance, where this run's cache budget holds one screen of it.
    if (!given.given.viewDistance && saved.viewDistance && *saved.viewDistance != o.world.viewDistance) {
        Options restored = o;
        restored.world.viewDistance = *saved.viewDistance;
        if (!optionsProblem(restored)) {
            o = restored;
        } else if (o.world.enabled) {
            r.note = "the saved view distance " + std::to_string(static_cast<long long>(*saved.viewDistance)) +
                     " needs --cache-budget " + std::to_string(minimumCacheBudget(*saved.viewDistance) >> 20) +
                     "M or more; showing " + std::to_string(static_cast<long long>(o.world.viewDistance));
        }
    }
    restoreLooks(o, saved);
    return r;
}

ViewerState startState(const Options& given) {
    ViewerState state;
    state.scene = given.scene;
    state.world = given.world;
    state.pose = startCamera(given);
    state.looks = given.looks;
    state.floor = !given.noFloor;
    state.palette = given.palette;
    state.mode = given.screensaver ? CameraMode::screensaver : CameraMode::fly;
    state.screensaver = given.screensaverSettings;
    if (given.cameraChoice && !given.screensaver) applyCameraChoice(state, *given.cameraChoice);
    return state;
}

} // namespace app
