// Option parsing, without running a process.
#include "cli/Options.hpp"
#include "cli/PageLink.hpp"
#include "cli/PanelRows.hpp"
#include "modes/Modes.hpp"
#include "cli/SavedSettings.hpp"
#include "cli/SettingTable.hpp"
#include "scene/Presets.hpp"

#include <doctest/doctest.h>

#include <fstream>
#include <initializer_list>
#include <iterator>
#include <sstream>
#include <map>
#include <string>
#include <vector>

namespace {

app::ParseResult parse(std::initializer_list<const char*> args) {
    std::vector<const char*> argv{"zcity"};
    argv.insert(argv.end(), args.begin(), args.end());
    return app::parseOptions(static_cast<int>(argv.size()), argv.data());
}

app::Options options(std::initializer_list<const char*> args) {
    const app::ParseResult result = parse(args);
    REQUIRE(std::holds_alternative<app::Options>(result));
    return std::get<app::Options>(result);
}

app::EarlyExit early(std::initializer_list<const char*> args) {
    const app::ParseResult result = parse(args);
    REQUIRE(std::holds_alternative<app::EarlyExit>(result));
    return std::get<app::EarlyExit>(result);
}

void checkUsageError(std::initializer_list<const char*> args, const std::string& mentions) {
    const app::EarlyExit e = early(args);
    CAPTURE(e.text);
    CHECK(e.code == 2);
    CHECK(e.text.find(mentions) != std::string::npos);
    CHECK(e.text.find('\n') == std::string::npos);  // one line
}

} // namespace

TEST_CASE("defaults: the seed 0xA749F86C, tidied, one city") {
    const app::Options o = options({"--stats"});
    CHECK(o.mode == app::Mode::stats);
    CHECK(o.scene.seed == 0xA749F86Cu);
    CHECK(o.scene.scene == app::Scene::tidied);
    CHECK(o.scene.grid == 1);
}

TEST_CASE("seeds in decimal or 0x hexadecimal, 0 to 4294967295") {
    CHECK(options({"--stats", "--seed", "0xA749F86C"}).scene.seed == 0xA749F86Cu);
    CHECK(options({"--stats", "--seed", "0Xa749f86c"}).scene.seed == 0xA749F86Cu);
    CHECK(options({"--stats", "--seed", "2806642796"}).scene.seed == 0xA749F86Cu);
    CHECK(options({"--stats", "--seed=0"}).scene.seed == 0u);
    CHECK(options({"--stats", "--seed", "4294967295"}).scene.seed == 4294967295u);
    CHECK(options({"--stats", "--seed", "0xFFFFFFFF"}).scene.seed == 4294967295u);
    CHECK(app::parseSeed("4294967296") == std::nullopt);
    CHECK(app::parseSeed("0x100000000") == std::nullopt);
    CHECK(app::parseSeed("-1") == std::nullopt);
    CHECK(app::parseSeed("+1") == std::nullopt);
    CHECK(app::parseSeed("12abc") == std::nullopt);
    CHECK(app::parseSeed("0x") == std::nullopt);
    CHECK(app::parseSeed("") == std::nullopt);
    CHECK(app::parseSeed(" 1") == std::nullopt);
    CHECK(app::parseSeed("99999999999999999999999") == std::nullopt);
}

TEST_CASE("variants, grids and the dump path") {
    CHECK(options({"--stats", "--variant", "t2"}).scene.scene == app::Scene::t2);
    CHECK(options({"--stats", "--variant", "tidied"}).scene.scene == app::Scene::tidied);
    CHECK(options({"--stats", "--variant", "zterrain"}).scene.scene == app::Scene::zterrain);
    CHECK(options({"--variant", "terrain", "--terrain", "fixed", "--terrain-layout", "rings"}).scene.terrain ==
          zs::TerrainMode::fixed);
    CHECK(options({"--variant", "terrain", "--terrain-layout", "rings"}).scene.layout == app::TerrainLayout::rings);
    CHECK(options({"--stats", "--grid", "5"}).scene.grid == 5);
    CHECK(options({"--stats", "--grid", "201"}).scene.grid == 201);
    const app::Options dump = options({"--dump-boxes", "-", "--variant", "t2"});
    CHECK(dump.mode == app::Mode::dumpBoxes);
    CHECK(dump.output.path == "-");
}

TEST_CASE("bad input is one line naming the problem, exit code 2") {
    checkUsageError({"--bogus"}, "--bogus");
    checkUsageError({"--stats", "--seed"}, "--seed");
    checkUsageError({"--stats", "--seed", "banana"}, "banana");
    checkUsageError({"--stats", "--seed", "4294967296"}, "4294967296");
    checkUsageError({"--stats", "--seed", "-5"}, "--seed");
    checkUsageError({"--stats", "--variant", "t3"}, "t3");
    checkUsageError({"--terrain", "smooth"}, "smooth");
    checkUsageError({"--terrain-layout", "spiral"}, "spiral");
    checkUsageError({"--stats", "--variant", "zterrain", "--grid", "3"}, "--grid");
    checkUsageError({"--dump-boxes", "-", "--variant", "terrain"}, "terrain");
    checkUsageError({"--height", "1"}, "--height");
    checkUsageError({"--height", "1", "x"}, "--height");
    checkUsageError({"--height", "nan", "0"}, "--height");
    checkUsageError({"--height", "1e39", "0"}, "--height");
    checkUsageError({"--stats", "--grid", "4"}, "odd");
    checkUsageError({"--stats", "--grid", "0"}, "positive");
    checkUsageError({"--stats", "--grid", "-3"}, "--grid");
    checkUsageError({"--stats", "--grid", "203"}, "too large");
    checkUsageError({"--stats", "--grid", "9999999999999"}, "--grid");
    checkUsageError({"--stats", "--grid", "3.5"}, "3.5");
    checkUsageError({"--dump-boxes"}, "--dump-boxes");
    checkUsageError({"--stats", "--dump-boxes", "x.csv"}, "--stats");
}

TEST_CASE("the viewer is the default; pictures take a size and a camera") {
    const app::Options viewer = options({});
    CHECK(viewer.mode == app::Mode::viewer);
    CHECK(viewer.window.size.width == 1280);
    CHECK(viewer.window.size.height == 720);
    CHECK(!viewer.camera.has_value());
    CHECK(!viewer.window.fullscreen);
    CHECK(options({"--fullscreen"}).window.fullscreen);
    CHECK(options({"--debug-state"}).debugState);

    const app::Options shot = options({"--screenshot", "a.png", "--size", "640x360", "--camera", "1,2.5,-3,90,-45.5"});
    CHECK(shot.mode == app::Mode::screenshot);
    CHECK(shot.output.path == "a.png");
    CHECK(shot.window.size.width == 640);
    CHECK(shot.window.size.height == 360);
    REQUIRE(shot.camera.has_value());
    CHECK(shot.camera->position == glm::dvec3(1, 2.5, -3));
    CHECK(shot.camera->yawDegrees == 90);
    CHECK(shot.camera->pitchDegrees == -45.5);
}

TEST_CASE("bad sizes and cameras") {
    for (const char* size : {"0x5", "5x0", "-5x5", "5", "5x5x5", "axb", "16385x10", "10x", "x10", " 5x5"}) {
        CAPTURE(size);
        CHECK(!app::parseSize(size).has_value());
    }
    CHECK(app::parseSize("16384x1").has_value());
    for (const char* camera : {"1,2,3", "1,2,3,4,5,6", "1,2,3,4,x", "1,2,3,4,", "nan,0,0,0,0", "inf,0,0,0,0",
                               "1e999,0,0,0,0", "1,,3,4,5", " 1,2,3,4,5"}) {
        CAPTURE(camera);
        CHECK(!app::parseCamera(camera).has_value());
    }
    checkUsageError({"--screenshot", "a.png", "--size", "0x5"}, "--size");
    checkUsageError({"--screenshot", "a.png", "--camera", "1,2,3"}, "--camera");
    checkUsageError({"--screenshot", "a.png", "--stats"}, "together");
    checkUsageError({"--screenshot"}, "--screenshot");
}

TEST_CASE("--height takes two numbers, negative ones too") {
    const app::Options h = options({"--height", "5", "5"});
    CHECK(h.mode == app::Mode::height);
    CHECK(h.heightX == 5.0f);
    const app::Options negative = options({"--height", "-5.5", "-20", "--terrain", "fixed"});
    CHECK(negative.heightX == -5.5f);
    CHECK(negative.heightZ == -20.0f);
    CHECK(negative.scene.terrain == zs::TerrainMode::fixed);
}

TEST_CASE("the world's options") {
    const app::Options world = options({"--world", "--view-distance", "12000", "--cache-budget", "1G", "--workers", "3"});
    CHECK(world.world.enabled);
    CHECK(world.mode == app::Mode::viewer);
    CHECK(world.world.viewDistance == 12000);
    CHECK(world.world.cacheBudget == (std::size_t{1} << 30));
    CHECK(world.world.workers == 3);
    const app::Options flight = options({"--flight", "line:200", "--frames", "1000"});
    CHECK(flight.mode == app::Mode::flightLog);
    CHECK(flight.world.enabled);
    CHECK(flight.flight.unitsPerFrame == 200.0);
    CHECK(flight.flight.frames == 1000);
    CHECK(options({"--flight", "poses.txt"}).flight.posesFile == "poses.txt");
    // parseBytes: tests/unit/ParseBytesTest.cpp, run on x86-64 here and on wasm32 under node.
    checkUsageError({"--look", "fog", "--look", "flat"}, "--look");  // given twice, as no other option may be
    // xscreensaver's settings: the screensaver's own, in their ranges, one frame cap at a time.
    const app::Options saver = options({"--screensaver", "--delay", "100000", "--fps", "--speed", "2.5", "--rebuild", "0",
                                        "--scale", "0.5"});
    CHECK(saver.window.delayMicroseconds == 100000);
    CHECK(saver.screensaverSettings.showFps);
    CHECK(saver.screensaverSettings.speed == 2.5);
    CHECK(saver.screensaverSettings.rebuildSeconds == 0);
    CHECK(saver.window.scale == 0.5);
    CHECK(app::startState(saver).screensaver.speed == 2.5);
    CHECK(options({"-window-id", "0x400001", "--rebuild", "60"}).screensaverSettings.rebuildSeconds == 60);
    checkUsageError({"--delay", "20000"}, "--delay");  // the window's cap is --max-fps
    checkUsageError({"--fps"}, "--fps");
    checkUsageError({"--screensaver", "--delay", "1000", "--max-fps", "30"}, "--max-fps");
    checkUsageError({"--screensaver", "--rebuild", "5"}, "--rebuild");
    checkUsageError({"--screensaver", "--speed", "0"}, "--speed");
    checkUsageError({"--scale", "0.05"}, "--scale");
    checkUsageError({"--screenshot", "a.png", "--scale", "0.5"}, "--scale");
    checkUsageError({"/c", "--stats"}, "/c");                         // /c shows the settings, and nothing else
    checkUsageError({"--world", "--variant", "terrain"}, "--world");
    checkUsageError({"--world", "--grid", "5"}, "--world");
    checkUsageError({"--view-distance", "30001"}, "--view-distance");
    checkUsageError({"--cache-budget", "512K"}, "--cache-budget");
    checkUsageError({"--flight", "line:"}, "--flight");
    checkUsageError({"--flight", "line:1", "--stats"}, "together");
}

TEST_CASE("--scene names the scene; --variant, its first name, still works") {
    CHECK(options({"--stats", "--scene", "t2"}).scene.scene == app::Scene::t2);
    CHECK(options({"--stats", "--variant", "t2"}).scene.scene == app::Scene::t2);
    CHECK(options({"--scene", "zterrain"}).said("scene"));
    CHECK(options({"--variant", "zterrain"}).said("scene"));
    CHECK(!options({}).said("scene"));
    checkUsageError({"--scene", "t3"}, "tidied, t2, zterrain, terrain, pixelcity or redux");
}

TEST_CASE("the rules between options: each in one place, each one line") {
    CHECK(options({"--dump-boxes", "-", "--materials"}).output.materialColumn);
    checkUsageError({"--stats", "--materials"}, "--materials is for --dump-boxes");
    checkUsageError({"--screenshot", "a.png", "--world", "--ortho", "500"}, "--ortho");
    checkUsageError({"--stats", "--ortho", "500"}, "--ortho is for --screenshot");
    checkUsageError({"--plan", "a.svg", "--scene", "zterrain"}, "--plan");
    checkUsageError({"--export", "a.stl"}, ".glb");
    checkUsageError({"--dump-boxes="}, "--dump-boxes");
}

TEST_CASE("--help and --version print to standard output and succeed") {
    const app::EarlyExit help = early({"--help"});
    CHECK(help.code == 0);
    CHECK(help.text.find("--seed") != std::string::npos);
    for (const char* word : {"--dump-boxes", "--screenshot", "--size", "--camera", "--fullscreen", "Esc", "F12"}) {
        CHECK(help.text.find(word) != std::string::npos);
    }
    const app::EarlyExit version = early({"--version"});
    CHECK(version.code == 0);
    CHECK(version.text.find("zcity") == 0);
}

TEST_CASE("the night cities' options: --look, --palette, --walk, --screensaver") {
    const app::Options look = options({"--screenshot", "a.png", "--scene", "pixelcity", "--look", "no-fog,wireframe"});
    CHECK(look.looks.fog == false);
    CHECK(look.looks.night.bloom);
    CHECK(look.looks.night.wireframe);
    CHECK_FALSE(look.looks.night.flatWalls);
    // The one fog: --fog and --look's fog set the same field; --look without it leaves --fog's word.
    CHECK(options({"--screenshot", "a.png", "--fog", "--look", "flat"}).looks.fog == true);
    CHECK(options({"--screenshot", "a.png", "--no-fog", "--look", "flat"}).looks.fog == false);
    CHECK(options({"--screenshot", "a.png", "--fog", "--look", "no-fog"}).looks.fog == false);  // the last wins
    CHECK(options({"--screenshot", "a.png", "--look", "no-fog", "--fog"}).looks.fog == true);
    CHECK_FALSE(options({"--screenshot", "a.png", "--look", "flat"}).looks.fog.has_value());
    // --look's fog is a look like the others, taken where no picture is drawn as they are; --fog
    // and --no-fog there are a mistake said in one line.
    CHECK(options({"--stats", "--look", "no-fog"}).mode == app::Mode::stats);
    checkUsageError({"--stats", "--no-fog"}, "--fog and --no-fog are for");
    checkUsageError({"--look", "sparkly"}, "--look");
    checkUsageError({"--look", "fog,,bloom"}, "--look");
    // An empty list or item is an error like any other, never taken silently.
    for (const char* empty : {"", "flat,", ",flat", ",", "no-", "flat,no-"}) {
        CAPTURE(empty);
        checkUsageError({"--screenshot", "a.png", "--scene", "pixelcity", "--look", empty}, "--look");
    }

    CHECK(options({"--screenshot", "a.png", "--palette", "ega"}).palette == engine::Palette::ega);
    CHECK(options({"--palette", "cga"}).palette == engine::Palette::cga);
    CHECK(options({}).palette == engine::Palette::none);
    checkUsageError({"--palette", "vga"}, "--palette");

    CHECK(options({"--scene", "redux", "--walk"}).walk);
    CHECK(options({"--screenshot", "a.png", "--scene", "pixelcity", "--walk"}).walk);
    checkUsageError({"--walk", "--no-settings"}, "--walk");  // tidied has no street to walk
    checkUsageError({"--walk", "--reset-settings"}, "--walk");
    checkUsageError({"--walk", "--scene", "tidied"}, "--walk");
    checkUsageError({"--walk", "--screenshot", "a.png"}, "--walk");  // a picture reads no settings
    // The window may still find a night scene in the settings file: it decides (restoreSaved).
    CHECK(options({"--walk"}).problemInOwnScene.find("--walk is for the night cities") != std::string::npos);
    CHECK(options({"--scene", "redux", "--walk"}).problemInOwnScene.empty());
    // A problem no scene can mend is refused at once.
    checkUsageError({"--walk", "--world"}, "--walk");
    checkUsageError({"--grid", "4"}, "--grid");
    checkUsageError({"--scene", "redux", "--walk", "--stats"}, "--walk");
    checkUsageError({"--scene", "redux", "--walk", "--screensaver"}, "--screensaver");

    const app::Options saver = options({"--screensaver"});
    CHECK(saver.screensaver);
    CHECK(saver.window.fullscreen);
    CHECK(saver.scene.scene == app::Scene::pixelcity);
    CHECK(options({"--screensaver", "--scene", "t2"}).scene.scene == app::Scene::t2);
    checkUsageError({"--screensaver", "--stats"}, "together");

    CHECK(options({"--scene", "redux", "--plan", "r.png"}).mode == app::Mode::plan);
    checkUsageError({"--plan", "r.png"}, "redux");
    checkUsageError({"--scene", "terrain", "--plan", "t.svg"}, "--plan");
    checkUsageError({"--scene", "pixelcity", "--dump-boxes", "-", "--materials"}, "--materials");
}

TEST_CASE("a file option never takes the next option as its file") {
    checkUsageError({"--dump-boxes", "--stats"}, "not the option \"--stats\"");
    checkUsageError({"--screenshot", "--world"}, "--screenshot needs");
    checkUsageError({"--plan", "--no-settings"}, "--plan needs");
    checkUsageError({"--dump-boxes=", "--seed=-1"}, "--dump-boxes needs");
    checkUsageError({"--export", "-x.glb"}, "--export needs");
    checkUsageError({"--export", "-"}, "standard output");
    checkUsageError({"--flight", "--stats"}, "--flight needs");
    CHECK(options({"--dump-boxes", "./-x.csv"}).output.path == "./-x.csv");
    CHECK(options({"--screenshot", "-"}).output.path == "-");
    CHECK(options({"--plan", "-"}).output.path == "-");
    // Numbers may still be negative.
    CHECK(options({"--screenshot", "a.png", "--camera", "-1,2,-3,-90,-45"}).camera->position.x == -1);
    CHECK(options({"--height", "-1", "-2"}).heightZ == -2.0f);
}

TEST_CASE("the extension says the format") {
    CHECK(options({"--screenshot", "a.PNG"}).output.path == "a.PNG");
    CHECK(options({"--plan", "a.SVG"}).output.path == "a.SVG");
    CHECK(options({"--plan", "a.png", "--scene", "redux"}).output.path == "a.png");
    CHECK(options({"--dump-boxes", "boxes.txt"}).output.path == "boxes.txt");
    checkUsageError({"--screenshot", "a.jpg"}, ".png");
    checkUsageError({"--screenshot", "a"}, ".png");
    checkUsageError({"--plan", "a.png"}, "redux");
    checkUsageError({"--plan", "a.txt"}, ".svg");
}

TEST_CASE("--ortho is refused with --world in every order") {
    checkUsageError({"--world", "--ortho", "500", "--screenshot", "a.png"}, "--ortho");
    checkUsageError({"--ortho", "500", "--screenshot", "a.png", "--world"}, "--ortho");
    checkUsageError({"--screenshot", "a.png", "--ortho", "500", "--world"}, "--ortho");
    CHECK(options({"--screenshot", "a.png", "--ortho", "500"}).output.orthoWidth == 500.0);
}

TEST_CASE("cameras stay where the world can address them") {
    CHECK(app::parseCamera("1e15,0,-1e15,0,0").has_value());
    CHECK(!app::parseCamera("1.1e15,0,0,0,0").has_value());
    CHECK(!app::parseCamera("0,0,-9.3e18,0,0").has_value());
    checkUsageError({"--screenshot", "a.png", "--camera", "9.3e18,0,0,0,0"}, "1e15");
    std::string error;
    CHECK(app::parseFlightPoses("1e15 0 -1e15 0 0\n", error).has_value());
    CHECK(!app::parseFlightPoses("0 0 0 0 0\n9.3e18 0 0 0 0\n", error).has_value());
    CHECK(error.find("line 2") != std::string::npos);
}

TEST_CASE("--city-size: 1024 to 4096 cells, one Pixel City's") {
    CHECK(options({"--scene", "pixelcity", "--city-size", "4096"}).scene.citySize == 4096);
    CHECK(options({"--scene", "pixelcity"}).scene.citySize == 1024);
    checkUsageError({"--scene", "pixelcity", "--city-size", "1023"}, "is not a whole number from 1024 to 4096");
    checkUsageError({"--scene", "pixelcity", "--city-size", "4097"}, "from 1024 to 4096");
    checkUsageError({"--scene", "pixelcity", "--city-size", "4294968320"}, "from 1024 to 4096");  // wraps to 1024 as an int
    checkUsageError({"--scene", "pixelcity", "--city-size", "big"}, "--city-size");
    checkUsageError({"--scene", "tidied", "--city-size", "2048"}, "--city-size is for pixelcity");
    checkUsageError({"--scene", "redux", "--city-size", "2048"}, "not redux");
    checkUsageError({"--scene", "pixelcity", "--world", "--city-size", "2048"}, "endless night's cities keep the original's");
    // The original's size given is the default: nothing to refuse anywhere.
    CHECK(options({"--scene", "redux", "--city-size", "1024"}).scene.citySize == 1024);
}

TEST_CASE("--cache-budget holds at least one screen at the view distance") {
    checkUsageError({"--world", "--cache-budget", "1M"}, "at least 11M");  // the default 8,000
    checkUsageError({"--world", "--cache-budget", "1M", "--view-distance", "4000"}, "at least 4M");
    checkUsageError({"--world", "--cache-budget", "100M", "--view-distance", "30000"}, "at least 142M");
    CHECK(options({"--world", "--cache-budget", "4M", "--view-distance", "4000"}).world.cacheBudget == (std::size_t{4} << 20));
    CHECK(options({"--flight", "line:60", "--cache-budget", "2M", "--view-distance", "1500"}).world.cacheBudget ==
          (std::size_t{2} << 20));
    CHECK(options({"--world", "--view-distance", "30000"}).world.viewDistance == 30000);  // the default 256M holds it
}

namespace {

app::SavedSettings savedScene(app::Scene scene) {
    app::SavedSettings saved;
    saved.scene = scene;
    return saved;
}

} // namespace

TEST_CASE("saved settings never override the command line") {
    // No saved scene: the command line's.
    CHECK(app::restoreSaved(options({}), app::SavedSettings{}).options.scene.scene == app::Scene::tidied);
    // The saved scene where nothing on the command line says otherwise.
    const app::Restored t2 = app::restoreSaved(options({}), savedScene(app::Scene::t2));
    CHECK(t2.options.scene.scene == app::Scene::t2);
    CHECK(t2.sceneRestored);
    // --scene wins.
    CHECK(app::restoreSaved(options({"--scene", "zterrain"}), savedScene(app::Scene::t2)).options.scene.scene ==
          app::Scene::zterrain);
    // --grid 5 after a night in pixelcity: the 5x5 grid of tidied, not Pixel City.
    const app::Restored grid = app::restoreSaved(options({"--grid", "5"}), savedScene(app::Scene::pixelcity));
    CHECK(grid.options.scene.scene == app::Scene::tidied);
    CHECK(grid.options.scene.grid == 5);
    CHECK_FALSE(grid.sceneRestored);
    // ... and after t2, the grid of t2: every option holds there.
    CHECK(app::restoreSaved(options({"--grid", "5"}), savedScene(app::Scene::t2)).options.scene.scene == app::Scene::t2);
    // --walk after a run in redux walks in redux; after one in tidied it is the usage error.
    const app::Restored walk = app::restoreSaved(options({"--walk"}), savedScene(app::Scene::redux));
    CHECK(walk.options.scene.scene == app::Scene::redux);
    CHECK(walk.options.walk);
    CHECK(walk.options.problemInOwnScene.empty());
    CHECK_THROWS_WITH_AS(app::restoreSaved(options({"--walk"}), savedScene(app::Scene::t2)),
                         doctest::Contains("--walk is for the night cities"), app::UsageError);
    CHECK_THROWS_AS(app::restoreSaved(options({"--walk"}), app::SavedSettings{}), app::UsageError);
    // --world keeps to the world of cities: a saved night is not taken into it.
    CHECK(app::restoreSaved(options({"--world"}), savedScene(app::Scene::pixelcity)).options.scene.scene ==
          app::Scene::tidied);
    CHECK(app::restoreSaved(options({"--world"}), savedScene(app::Scene::t2)).options.scene.scene == app::Scene::t2);
}

TEST_CASE("a saved view distance is restored only where the cache budget holds it") {
    app::SavedSettings saved;
    saved.viewDistance = 30000;
    // 30,000 needs 142M: the default 256M holds it.
    CHECK(app::restoreSaved(options({"--world"}), saved).options.world.viewDistance == 30000);
    // 11M does not: the command line's budget wins, and the window says why.
    const app::Restored small = app::restoreSaved(options({"--world", "--cache-budget", "11M"}), saved);
    CHECK(small.options.world.viewDistance == app::kDefaultViewDistance);
    CHECK(small.note.find("needs --cache-budget 142M") != std::string::npos);
    CHECK_FALSE(app::optionsProblem(small.options).has_value());
    // --view-distance wins over the saved one.
    CHECK(app::restoreSaved(options({"--world", "--view-distance", "4000"}), saved).options.world.viewDistance == 4000);
}

TEST_CASE("window ids: decimal or 0x hex, never 0") {
    CHECK(app::parseWindowId("1234") == 1234u);
    CHECK(app::parseWindowId("0x400001") == 0x400001u);
    CHECK(app::parseWindowId("0X400001") == 0x400001u);
    CHECK(app::parseWindowId("18446744073709551615") == 18446744073709551615u);  // a 64-bit HWND
    CHECK(app::parseWindowId("0") == std::nullopt);  // X's None, a null HWND
    CHECK(app::parseWindowId("") == std::nullopt);
    CHECK(app::parseWindowId("0x") == std::nullopt);
    CHECK(app::parseWindowId("-5") == std::nullopt);
    CHECK(app::parseWindowId("+5") == std::nullopt);
    CHECK(app::parseWindowId("12a") == std::nullopt);
    CHECK(app::parseWindowId("18446744073709551616") == std::nullopt);
}

TEST_CASE("xscreensaver's hack: -window-id ID and -root, with one dash or two") {
    using Kind = app::ScreensaverHost::Kind;
    for (const char* flag : {"-window-id", "--window-id"}) {
        const app::Options o = options({flag, "0x400001"});
        CHECK(o.host.kind == Kind::x11Window);
        CHECK(o.host.id == 0x400001u);
        CHECK(o.mode == app::Mode::viewer);
        CHECK(o.screensaver);                            // the automatic camera, a new city every 120 s
        CHECK_FALSE(o.window.fullscreen);                // the host's window is the host's size
        CHECK(o.scene.scene == app::Scene::pixelcity);   // Pixel City, as it was
    }
    CHECK(options({"--window-id=4194305"}).host.id == 4194305u);
    CHECK(options({"-window-id=4194305"}).host.id == 4194305u);
    for (const char* flag : {"-root", "--root"}) {
        const app::Options o = options({flag});
        CHECK(o.host.kind == Kind::x11Root);
        CHECK(o.screensaver);
        CHECK(o.scene.scene == app::Scene::pixelcity);
    }
    // xscreensaver's settings preview adds -window-id to the config's -root: the window wins.
    CHECK(options({"-root", "-window-id", "77"}).host.kind == Kind::x11Window);
    CHECK(options({"-root", "--scene", "redux"}).scene.scene == app::Scene::redux);
    CHECK(options({}).host.kind == Kind::none);
    checkUsageError({"-window-id", "abc"}, "\"abc\" is not a window id");
    checkUsageError({"-window-id", "0"}, "\"0\" is not a window id");
    checkUsageError({"-window-id"}, "--window-id");
    checkUsageError({"-root", "--stats"}, "--root");
    checkUsageError({"-window-id", "5", "--screenshot", "a.png"}, "--window-id");
    checkUsageError({"-root", "--walk", "--scene", "redux"}, "--walk");
    // One dash is xscreensaver's convention for its hacks' options: every screensaver setting of the
    // table takes it, as people type them into ~/.xscreensaver; other single-dash words stay errors.
    const app::Options hack = options({"-root", "-delay", "40000", "-fps", "-scale", "0.5", "-speed=2", "-seed", "5"});
    CHECK(hack.window.delayMicroseconds == 40000);
    CHECK(hack.screensaverSettings.showFps);
    CHECK(hack.window.scale == 0.5);
    CHECK(hack.screensaverSettings.speed == 2);
    CHECK(hack.scene.seed == 5u);
    checkUsageError({"-root", "-stats"}, "-stats");
    checkUsageError({"-root", "-camera", "1,2,3,4,5"}, "-camera");
}

TEST_CASE("Windows' screensaver arguments, first: /s, /p HWND, /c") {
    using Kind = app::ScreensaverHost::Kind;
    for (const char* flag : {"/s", "/S"}) {
        const app::Options o = options({flag});
        CHECK(o.screensaver);
        CHECK(o.window.fullscreen);  // as --screensaver
        CHECK(o.host.kind == Kind::none);
        CHECK(o.scene.scene == app::Scene::pixelcity);
    }
    for (const auto& args : {std::vector<const char*>{"/p", "1234"}, std::vector<const char*>{"/p:1234"},
                             std::vector<const char*>{"/P", "1234"}, std::vector<const char*>{"/P:1234"}}) {
        std::vector<const char*> argv{"zcity"};
        argv.insert(argv.end(), args.begin(), args.end());
        const app::ParseResult result = app::parseOptions(static_cast<int>(argv.size()), argv.data());
        REQUIRE(std::holds_alternative<app::Options>(result));
        const app::Options& o = std::get<app::Options>(result);
        CHECK(o.host.kind == Kind::windowsPreview);
        CHECK(o.host.id == 1234u);
        CHECK(o.screensaver);
        CHECK_FALSE(o.window.fullscreen);
    }
    CHECK(options({"/c"}).mode == app::Mode::screensaverSettings);
    CHECK(options({"/C"}).mode == app::Mode::screensaverSettings);
    CHECK(options({"/c:5678"}).mode == app::Mode::screensaverSettings);
    checkUsageError({"/p"}, "/p needs the preview window's handle");
    checkUsageError({"/p:"}, "/p needs the preview window's handle");
    checkUsageError({"/p", "x"}, "/p \"x\" is not a window handle");
    checkUsageError({"/c:x"}, "/c \"x\" is not a window handle");
    checkUsageError({"/s:5"}, "/s takes no window");
    // Only as the first argument: later, /s is no option of zcity's.
    checkUsageError({"--seed", "5", "/s"}, "/s");
    // A path that starts with a slash is not one of them.
    checkUsageError({"/saver"}, "/saver");
}

TEST_CASE("the README's command line names every option --help lists") {
    std::ifstream file(std::string(ZCITY_SOURCE_DIR) + "/README.md");
    REQUIRE(file);
    const std::string readme((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    const app::EarlyExit help = early({"--help"});
    std::istringstream lines(help.text);
    std::string line;
    int options = 0;
    while (std::getline(lines, line)) {
        const std::size_t start = line.find_first_not_of(' ');
        if (start == std::string::npos || line.compare(start, 2, "--") != 0) continue;
        const std::string name = line.substr(start, line.find_first_of(" ,=", start) - start);
        CAPTURE(name);
        CHECK(readme.find("`" + name) != std::string::npos);
        options++;
    }
    CHECK(options >= 30);
}

TEST_CASE("--preset sets looks, palette and lens; what the command line says itself wins") {
    for (const app::PresetRow& row : app::presetTable()) {
        CAPTURE(row.name);
        const app::Options o = options({"--scene", "pixelcity", "--preset", std::string(row.name).c_str()});
        // Each pair is a row of the setting table (the preset's own over the base's), and the
        // preset leaves what that row alone says.
        std::map<std::string, std::string> said;
        for (std::string_view list : {app::kPresetBase, row.settings}) {
            while (!list.empty()) {
                const std::string_view pair = list.substr(0, list.find('&'));
                list.remove_prefix(std::min(list.size(), pair.size() + 1));
                const std::size_t equals = pair.find('=');
                REQUIRE(equals != std::string_view::npos);
                said[std::string(pair.substr(0, equals))] = std::string(pair.substr(equals + 1));
            }
        }
        for (const auto& pair : said) {  // no structured binding: clang's C++17 cannot capture one
            CAPTURE(pair.first);
            const app::SettingRow* setting = app::settingNamed(pair.first);
            REQUIRE(setting);
            app::Options alone = options({"--scene", "pixelcity"});
            REQUIRE(app::readSetting(*setting, pair.second, alone).empty());
            CHECK(setting->write(o) == setting->write(alone));
        }
    }
    CHECK(options({"--preset", "dusk", "--sky", "black"}).looks.sky == glm::vec3(0));
    // evening: the clock in the night cities, unless --time or a day look says otherwise; the day
    // scenes have no time of day to set.
    const app::Options evening = options({"--scene", "pixelcity", "--preset", "evening"});
    REQUIRE(evening.looks.clock.has_value());
    CHECK(evening.looks.clock->kind == engine::ClockKind::now);
    CHECK(options({"--scene", "redux", "--preset", "evening", "--time", "cycle:10"}).looks.clock->kind ==
          engine::ClockKind::cycle);
    CHECK_FALSE(options({"--scene", "pixelcity", "--preset", "evening", "--look", "day"}).looks.clock.has_value());
    CHECK_FALSE(options({"--preset", "evening"}).looks.clock.has_value());
    CHECK(options({"--screensaver", "--preset", "evening"}).looks.clock.has_value());
    const app::Options cinema = options({"--preset", "cinema"});
    CHECK(cinema.looks.night.letterbox);
    const app::Options own = options({"--preset", "cga", "--palette", "ega", "--look", "flat", "--fov", "45"});
    CHECK(own.palette == engine::Palette::ega);
    CHECK(own.looks.night.flatWalls);
    CHECK_FALSE(own.looks.night.modern);  // --look replaces the preset's looks
    CHECK(own.looks.fieldOfView.value_or(0) == 45);
    const app::Options clear = options({"--preset", "clear", "--fog"});
    CHECK(clear.looks.fog == std::optional<bool>(true));
    CHECK_FALSE(clear.looks.night.bloom);
    checkUsageError({"--preset", "sparkly"}, "--preset");
    checkUsageError({"--sky", "mauve"}, "--sky");
    checkUsageError({"--fov", "5"}, "--fov");
    checkUsageError({"--fov", "wide"}, "--fov");
    CHECK(early({"--help"}).text.find("telephoto: ") != std::string::npos);
}

TEST_CASE("saved looks, lens and colours fill in what the command line does not say") {
    std::string problem;
    const app::SavedSettings saved = app::parseSettings("looks=no-bloom,day,no-fog\nfov=45\npalette=ega\nsky=dusk\n", problem);
    CHECK(problem.empty());
    const app::Options restored = app::restoreSaved(options({"--scene", "pixelcity"}), saved).options;
    CHECK_FALSE(restored.looks.night.bloom);
    CHECK(restored.looks.night.day);
    CHECK(restored.looks.fog == false);
    CHECK(restored.looks.fieldOfView == 45);
    CHECK(restored.palette == engine::Palette::ega);
    CHECK(restored.looks.sky == app::parseSkyColour("dusk"));
    CHECK(app::restoreSaved(options({"--sky", "203050"}), saved).options.looks.sky == app::parseSkyColour("#203050"));
    // Each option wins over its own saved setting, and only over that one.
    const app::Options looked = app::restoreSaved(options({"--look", "wireframe", "--fov", "30"}), saved).options;
    CHECK(looked.looks.night.bloom);  // --look's list over the defaults, not over the saved looks
    CHECK(looked.looks.night.wireframe);
    CHECK(looked.looks.fog == false);  // --look did not name the fog
    CHECK(looked.looks.fieldOfView == 30);
    CHECK(looked.palette == engine::Palette::ega);
    CHECK(app::restoreSaved(options({"--fog"}), saved).options.looks.fog == true);
    CHECK(app::restoreSaved(options({"--palette", "none"}), saved).options.palette == engine::Palette::none);
    // A preset says the looks, the lens and the colours in one word: nothing saved is taken over it.
    const app::Options preset = app::restoreSaved(options({"--preset", "cinema"}), saved).options;
    CHECK(preset.looks.night.letterbox);
    CHECK(preset.looks.night.bloom);
    CHECK_FALSE(preset.looks.fieldOfView);
    CHECK(preset.palette == engine::Palette::none);
}

TEST_CASE("the looks, lens and colours are saved as the command line's words and read back") {
    app::ViewerState state;
    state.scene.scene = app::Scene::pixelcity;
    state.looks.night.bloom = false;
    state.looks.night.modern = true;
    state.looks.fieldOfView = 72.5;
    state.looks.sky = glm::vec3(0.125f, 0.1875f, 0.3125f);
    state.palette = engine::Palette::cga;
    state.scene.signText = "ZCITY & CO.";
    state.scene.citySize = 2048;
    app::SavedSettings settings;
    settings.looks = state.looks;
    settings.rows = app::keptSettings(state);  // the panel's kept rows, in their own words
    const std::string text = app::formatSettings(settings);
    for (const char* line : {"looks=no-bloom,modern\n", "fov=72.5\n", "sky=203050\n", "palette=cga\n", "sign=ZCITY & CO.\n",
                             "city-size=2048\n"}) {
        CAPTURE(line);
        CHECK(text.find(line) != std::string::npos);
    }
    std::string problem;
    const app::SavedSettings read = app::parseSettings(text, problem);
    CHECK(problem.empty());
    REQUIRE(read.looks);
    CHECK(app::chosenLooks(*read.looks) == "no-bloom,modern");
    CHECK_FALSE(read.looks->fog);
    CHECK(read.rows == settings.rows);
    // Restored, they are the state again, through the rows.
    const app::Options restored = app::restoreSaved(options({"--scene", "pixelcity"}), read).options;
    CHECK(restored.looks.fieldOfView == 72.5);
    CHECK(restored.palette == engine::Palette::cga);
    CHECK(restored.scene.signText == "ZCITY & CO.");
    CHECK(restored.scene.citySize == 2048);
    // Out of scope, a row is neither written nor restored: no sign or city size by day.
    app::ViewerState day = state;
    day.scene.scene = app::Scene::tidied;
    for (const auto& kept : app::keptSettings(day)) CHECK((kept.first != "sign" && kept.first != "city-size"));
    CHECK(app::restoreSaved(options({"--scene", "tidied"}), read).options.scene.signText.empty());
    // The defaults write no line; a bad value or a second line is skipped with its reason, the good lines kept.
    CHECK(app::formatSettings(app::SavedSettings{app::SavedSettings{}}).find("looks=") == std::string::npos);
    const app::SavedSettings bad = app::parseSettings("looks=bloom,sparkle\nfov=5\npalette=vga\nscene=t2\n", problem);
    CHECK(problem.find("line 1: not a list of fog, bloom") != std::string::npos);
    CHECK_FALSE(bad.looks);
    CHECK(bad.rows.empty());
    CHECK(bad.scene == app::Scene::t2);
    app::parseSettings("fov=5\n", problem);
    CHECK(problem == "line 1: --fov \"5\" is not 10 to 120 degrees, or 0 for the scene's own lens");  // the row's own line, as the command line says it
    CHECK(*app::parseSettings("fov=40\nfov=50\n", problem).row("fov") == "40");
    CHECK(problem == "line 2: a second fov= line; the first stands");
}

TEST_CASE("--camera-mode and a preset's camera start the automatic camera; the screensaver keeps its own") {
    CHECK_FALSE(options({}).cameraChoice);
    const app::Options orbit = options({"--scene", "pixelcity", "--camera-mode", "orbit-in"});
    REQUIRE(orbit.cameraChoice);
    CHECK(orbit.cameraChoice->from == engine::AutoCameraMode::orbitIn);
    const app::ViewerState state = app::startState(orbit);
    CHECK(state.mode == app::CameraMode::automatic);
    CHECK(state.autoSeconds == doctest::Approx(15));
    CHECK(app::startState(options({"--camera-mode", "fly"})).mode == app::CameraMode::fly);
    const app::ViewerState chase = app::startState(options({"--scene", "pixelcity", "--preset", "chase"}));
    CHECK(chase.mode == app::CameraMode::automatic);
    CHECK(chase.looks.night.modern);
    CHECK(chase.autoSeconds == doctest::Approx(engine::autoCameraModeStart(engine::AutoCameraMode::followBehind)));
    CHECK(app::startState(options({"--preset", "tour", "--camera-mode", "fly"})).mode == app::CameraMode::fly);
    CHECK(app::startState(options({"--screensaver", "--preset", "tour"})).mode == app::CameraMode::screensaver);
    checkUsageError({"--camera-mode", "spiral"}, "--camera-mode");
    checkUsageError({"--scene", "pixelcity", "--walk", "--camera-mode", "automatic"}, "--walk moves the camera itself");
    // A link reopens the automatic camera.
    CHECK(app::linkFragment(state, true).find("&camera-mode=automatic") != std::string::npos);
}

TEST_CASE("an option given twice is one plain line") {
    checkUsageError({"--fov", "30", "--fov", "40"}, "--fov is given once");
    checkUsageError({"--sky", "dusk", "--sky", "black"}, "--sky is given once");
}

TEST_CASE("a preset never makes a mode refuse an option nobody gave; /c takes no other mode") {
    // The screensaver and the walker move their own camera.
    CHECK(!options({"--preset", "tour", "-root"}).cameraChoice);
    CHECK(!options({"--preset", "chase", "-window-id", "5"}).cameraChoice);
    CHECK(!options({"--preset", "tour", "--screensaver"}).cameraChoice);
    CHECK(!options({"/s", "--preset", "chase"}).cameraChoice);
    CHECK(!options({"--preset", "tour", "--walk", "--scene", "redux"}).cameraChoice);
    CHECK(options({"--preset", "tour", "--scene", "pixelcity"}).cameraChoice->automatic);
    checkUsageError({"/c", "--screensaver"}, "/c shows the screensaver's settings");
    checkUsageError({"/c", "--stats"}, "/c shows the screensaver's settings");
}

TEST_CASE("a file name that is only an extension is refused for that reason") {
    checkUsageError({"--export", ".obj"}, "\".obj\" is only an extension: give the file a name (city.obj)");
    checkUsageError({"--screenshot", ".png"}, "\".png\" is only an extension");
    checkUsageError({"--plan", "out/.svg"}, "\"out/.svg\" is only an extension");
    CHECK(options({"--export", "out/.hidden.obj"}).output.path == "out/.hidden.obj");  // a name, hidden
}

TEST_CASE("--max-fps caps every mode that draws, the screensaver too; else the screensaver's delay") {
    CHECK(app::askedFrameCap(options({"--screensaver", "--max-fps", "2"})) == 2);
    CHECK(app::askedFrameCap(options({"-root", "--max-fps", "5"})) == 5);
    CHECK(app::askedFrameCap(options({"--max-fps", "24"})) == 24);
    CHECK(app::askedFrameCap(options({"--screensaver"})) == doctest::Approx(30).epsilon(0.001));
    CHECK(app::askedFrameCap(options({"--screensaver", "--delay", "100000"})) == doctest::Approx(10));
    CHECK(app::askedFrameCap(options({"--screensaver", "--delay", "0"})) == 0);
    CHECK(app::askedFrameCap(options({})) == 0);
}
