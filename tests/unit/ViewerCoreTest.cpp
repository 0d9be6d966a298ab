// The viewer core without a window: every action of the table, every change of camera mode, the
// fog in every scene, the looks, the seed history — through a view that draws nothing and a
// host that records what the core asked of it.
#include "scene/SceneKind.hpp"
#include "cli/PageLink.hpp"
#include "cli/PanelRows.hpp"
#include "viewer/RenderSize.hpp"
#include "viewer/ScreensaverMotion.hpp"
#include "viewer/ViewerCore.hpp"
#include "viewer/Settings.hpp"

#include "scene/Looks.hpp"
#include "scene/NightCity.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace {

// A view with no GPU: a city's counts in its title, a street to walk in the night scenes, a
// view distance in the world.
class FakeView final : public app::View {
public:
    FakeView(const app::SceneSettings& scene, const app::WorldSettings& world) : scene_(scene), world_(world) {
        if (app::kindOf(scene.scene).walkable() && !world.enabled) obstacles_ = std::make_unique<engine::Obstacles>();
        if (world.enabled) distance_ = world.viewDistance;
    }
    void update(const engine::CameraPose&, const engine::Frame&, double elapsedMs) override { updatedMs += elapsedMs; }
    void draw(const engine::Frame&, const engine::CameraPose&) override {}
    std::string titleLine() const override { return "Fake: seed " + std::to_string(scene_.seed); }
    app::ViewFigures figures() const override { return {}; }
    std::optional<double> viewDistance() const override { return distance_; }
    void setViewDistance(double distance) override { distance_ = distance; }
    const engine::Obstacles* walkObstacles() const override { return obstacles_.get(); }
    bool hasCars() const override { return scene_.scene == app::Scene::pixelcity; }

    double updatedMs = 0;

private:
    app::SceneSettings scene_;
    app::WorldSettings world_;
    std::optional<double> distance_;
    std::unique_ptr<engine::Obstacles> obstacles_;
};

class FakeHost final : public app::ViewerHost {
public:
    void toggleFullscreen() override { fullscreenToggles++; }
    void openSeedBox(std::uint32_t seed) override { seedBoxSeeds.push_back(seed); }
    void closeSeedBox() override { seedBoxClosed++; }
    bool hasOverlay() const override { return true; }
    void savePicture() override { pictures++; }

    int fullscreenToggles = 0, seedBoxClosed = 0, pictures = 0;
    std::vector<std::uint32_t> seedBoxSeeds;
};

struct Viewer {
    explicit Viewer(app::ViewerState start = app::ViewerState{})
        : core(start, [this](const app::SceneSettings& scene, const app::WorldSettings& world,
                             const engine::NightStyle& look) {
              loads++;
              looks.push_back(look);
              return std::make_unique<FakeView>(scene, world);
          }, host, app::panelRows()) {
        core.loadScene();
    }
    FakeHost host;
    int loads = 0;
    std::vector<engine::NightStyle> looks;  // each view's first look, as the maker was told it
    app::ViewerCore core;
};

app::ViewerState inScene(app::Scene scene, bool world = false) {
    app::ViewerState state;
    state.scene.scene = scene;
    state.world.enabled = world;
    state.pose = app::sceneInfo(scene).startPose;
    return state;
}

} // namespace

TEST_CASE("viewer core: every row of the action table does what its help says") {
    std::set<std::string_view> seen;
    for (const app::ActionRow& row : app::ViewerCore::actionTable()) {
        CAPTURE(row.name);
        CHECK(seen.insert(row.name).second);  // one row an action
        if (row.name == "looks") {
            CHECK(!row.run);  // the look table's rows
            continue;
        }
        CHECK(static_cast<bool>(row.run));
        CHECK_FALSE(row.keys[0].empty());
        CHECK_FALSE(row.keysShown.empty());
    }
    CHECK(seen.size() == 22);

    Viewer v;
    v.core.press("Escape");
    CHECK(v.core.quit());

    Viewer scenes;
    scenes.core.press("V");
    CHECK(scenes.core.state().scene.scene == app::Scene::t2);
    CHECK(scenes.loads == 2);

    Viewer seeds;
    seeds.core.press("N");
    CHECK(seeds.core.state().scene.seed == app::kDefaultSeed + 1);
    seeds.core.previousSeed();
    CHECK(seeds.core.state().scene.seed == app::kDefaultSeed);
    CHECK(seeds.host.seedBoxSeeds == std::vector<std::uint32_t>{app::kDefaultSeed});

    Viewer reset;
    reset.core.turn(100, 0);
    CHECK(reset.core.state().pose.yawDegrees != doctest::Approx(20));
    reset.core.press("R");
    CHECK(reset.core.state().pose.yawDegrees == doctest::Approx(20));

    Viewer host;
    host.core.press("F11");
    host.core.press("f");  // letters in either case
    host.core.press("F12");
    host.core.press("P");
    host.core.press("Return");
    CHECK(host.host.fullscreenToggles == 2);
    CHECK(host.host.pictures == 2);
    CHECK(host.host.seedBoxSeeds == std::vector<std::uint32_t>{app::kDefaultSeed});

    Viewer fast;
    fast.core.press("T");
    CHECK(fast.core.state().speedScale == 30);
    fast.core.press("T");
    CHECK(fast.core.state().speedScale == 1);

    Viewer palette;
    for (const engine::Palette expected : {engine::Palette::ega, engine::Palette::cga, engine::Palette::none}) {
        palette.core.press("Y");
        CHECK(palette.core.state().palette == expected);
    }

    Viewer floor;
    floor.core.press("U");
    CHECK_FALSE(floor.core.state().floor);

    Viewer text;
    text.core.press("F1");
    CHECK(text.core.state().help);
    text.core.press("?");
    CHECK_FALSE(text.core.state().help);
    text.core.press("F3");
    CHECK_FALSE(text.core.state().status);
    CHECK(text.core.overlayContent(16).statusLine.empty());

    Viewer world(inScene(app::Scene::tidied, true));
    const double before = *world.core.view().viewDistance();
    world.core.press("PageUp");
    CHECK(*world.core.view().viewDistance() == doctest::Approx(before * 1.25));
    world.core.press("-");
    CHECK(*world.core.view().viewDistance() == doctest::Approx(before));
    Viewer noWorld;
    noWorld.core.press("PageUp");
    CHECK_FALSE(noWorld.core.view().viewDistance().has_value());
    CHECK(noWorld.core.overlayContent(16).messages.back().text == "PageUp: the view distance is for --world");

    Viewer unbound;
    unbound.core.press("W");  // a held flight key: no action
    unbound.core.press("Q");
    CHECK(unbound.core.state().scene.scene == app::Scene::tidied);
    CHECK_FALSE(unbound.core.quit());
}

TEST_CASE("viewer core: one camera mode at a time") {
    Viewer v(inScene(app::Scene::redux));
    CHECK(v.core.state().mode == app::CameraMode::fly);
    v.core.press("O");
    CHECK(v.core.state().mode == app::CameraMode::automatic);
    v.core.press("J");  // walking takes over from the automatic camera
    CHECK(v.core.state().mode == app::CameraMode::walk);
    v.core.press("B");  // the next automatic mode turns it on, and the walk off
    CHECK(v.core.state().mode == app::CameraMode::automatic);
    CHECK(v.core.state().autoSeconds == doctest::Approx(15));
    v.core.press("O");
    CHECK(v.core.state().mode == app::CameraMode::fly);
    v.core.press("K");
    CHECK(v.core.state().mode == app::CameraMode::newCityEachFrame);
    const int loads = v.loads;
    v.core.advance(16, engine::FlyKeys{});
    v.core.advance(16, engine::FlyKeys{});
    CHECK(v.loads == loads + 2);  // a new city each frame
    CHECK(v.core.state().scene.seed == app::kDefaultSeed + 2);
    v.core.press("J");
    CHECK(v.core.state().mode == app::CameraMode::walk);
    v.core.press("J");
    CHECK(v.core.state().mode == app::CameraMode::fly);
    // A walk survives a new seed (the scene regrown), and ends with the scene's switch or R.
    v.core.press("J");
    v.core.press("N");
    CHECK(v.core.state().mode == app::CameraMode::walk);
    v.core.press("R");
    CHECK(v.core.state().mode == app::CameraMode::fly);

    // Where there is no street, J says so and flies on.
    Viewer day;
    day.core.press("J");
    CHECK(day.core.state().mode == app::CameraMode::fly);
    CHECK(day.core.overlayContent(16).messages.back().text.find("no street to walk in tidied") != std::string::npos);
    // K is refused in the world, which keeps its cities.
    Viewer world(inScene(app::Scene::tidied, true));
    world.core.press("K");
    CHECK(world.core.state().mode == app::CameraMode::fly);

    // The screensaver flies itself, a new city every 120 s, and fades at the cut.
    app::ViewerState saver = inScene(app::Scene::pixelcity);
    saver.mode = app::CameraMode::screensaver;
    Viewer s(saver);
    for (int frame = 0; frame < 601; frame++) s.core.advance(200, engine::FlyKeys{});
    CHECK(s.core.state().scene.seed == app::kDefaultSeed + 1);
    CHECK(app::ViewerCore::screensaverBrightness(60) == doctest::Approx(1));
    CHECK(app::ViewerCore::screensaverBrightness(0) == doctest::Approx(0));
    CHECK(app::ViewerCore::screensaverBrightness(119.25) == doctest::Approx(0.5));

    // --rebuild 30 and --speed 2: a new city every 30 s of the frames' time, the automatic camera
    // twice the pace; --rebuild 0: the same city for ever, faded in once.
    saver.screensaver.rebuildSeconds = 30;
    saver.screensaver.speed = 2;
    Viewer quick(saver);
    for (int frame = 0; frame < 151; frame++) quick.core.advance(200, engine::FlyKeys{});  // 30.2 s
    CHECK(quick.core.state().scene.seed == app::kDefaultSeed + 1);
    CHECK(quick.core.state().autoSeconds == doctest::Approx(60.4));
    CHECK(app::ViewerCore::screensaverBrightness(29.25, 30) == doctest::Approx(0.5));
    saver.screensaver.rebuildSeconds = 0;
    Viewer still(saver);
    for (int frame = 0; frame < 1000; frame++) still.core.advance(200, engine::FlyKeys{});
    CHECK(still.core.state().scene.seed == app::kDefaultSeed);
    CHECK(app::ViewerCore::screensaverBrightness(200, 0) == doctest::Approx(1));
}

TEST_CASE("viewer core: the camera moves by the frames' time, in steps of at most 200 ms") {
    Viewer v;
    engine::FlyKeys forward;
    forward.forward = true;
    v.core.advance(1000, forward);  // one long frame: the originals' 30 units a second, capped
    const double moved = glm::length(v.core.state().pose.position - glm::dvec3(0, 200, 0));
    CHECK(moved == doctest::Approx(30 * 0.2).epsilon(0.01));
    CHECK(v.core.seconds() == doctest::Approx(1));  // the messages' clock runs on the frames' own time
    v.core.setThrust(engine::Thrust::forwards);
    const glm::dvec3 at = v.core.state().pose.position;
    v.core.advance(100, engine::FlyKeys{});
    CHECK(glm::length(v.core.state().pose.position - at) == doctest::Approx(3).epsilon(0.01));
}

TEST_CASE("viewer core: the fog in every scene, resolved once, and G in each") {
    const app::LookRow& fog = *app::lookForKey('g');
    for (const app::SceneInfo& info : app::sceneTable()) {
        for (const bool world : {false, true}) {
            if (world && !app::kindOf(info.scene).endlessWorld()) continue;
            CAPTURE(info.name);
            CAPTURE(world);
            Viewer v(inScene(info.scene, world));
            const bool expected = app::kindOf(info.scene).night() || world;  // the night's black fog; the world's haze
            CHECK(v.core.fogOn() == expected);
            CHECK(v.core.frameStyle().fog == expected);
            v.core.press("G");
            CHECK(v.core.frameStyle().fog == !expected);
            CHECK(app::lookOn(fog, v.core.state().looks, info.scene, world) == !expected);
            CHECK(v.core.overlayContent(16).messages.back().text == std::string("fog ") + (expected ? "off" : "on"));
        }
    }
    // The person's choice holds across scenes: fog off in Pixel City stays off in Redux.
    Viewer v(inScene(app::Scene::pixelcity));
    v.core.press("G");
    v.core.press("V");
    CHECK(v.core.state().scene.scene == app::Scene::redux);
    CHECK_FALSE(v.core.fogOn());
}

TEST_CASE("viewer core: the looks come from the look table") {
    Viewer v(inScene(app::Scene::pixelcity));
    CHECK(v.core.looksText() == "fog,bloom");
    v.core.press("I");
    CHECK(v.core.looksText() == "fog");
    v.core.press("X");
    v.core.press("Z");
    v.core.press("L");
    CHECK(v.core.looksText() == "fog,flat,wireframe,letterbox");
    const engine::FrameStyle style = v.core.frameStyle();
    CHECK(style.night.flatWalls);
    CHECK(style.night.wireframe);
    CHECK(style.night.letterbox);
    CHECK_FALSE(style.night.bloom);
    // In a day scene a night look says whose it is.
    Viewer day;
    day.core.press("X");
    CHECK(day.core.overlayContent(16).messages.back().text == "flat walls on (a night city's look: pixelcity, redux)");
    // Every look has a key, a word for --look and a line of help, and --look reads every word.
    for (const app::LookRow& row : app::lookTable()) {
        CAPTURE(row.name);
        CHECK(app::lookForKeyName(std::string(1, row.key)) == &row);
        CHECK(app::keyHelp().find(std::string(row.help)) != std::string::npos);
        const auto parsed = app::parseLooks("no-" + std::string(row.name));
        REQUIRE(parsed);
        CHECK_FALSE(app::lookOn(row, *parsed, app::Scene::pixelcity, false));
    }
}

TEST_CASE("viewer core: the title and the debug state are made from the state") {
    Viewer v;
    CHECK(v.core.title(60) == "Fake: seed " + std::to_string(app::kDefaultSeed) + " - seed 0xA749F86C - tidied - 60 fps");
    CHECK(v.core.debugStateLine().find("scene=tidied") != std::string::npos);
    CHECK(v.core.debugStateLine().find("walk=0 floor=1 fog=0") != std::string::npos);
    Viewer night(inScene(app::Scene::zterrain));
    CHECK(night.core.title(30).find(" - seed 0x") == std::string::npos);  // zterrain is not seeded
}

TEST_CASE("a window's frames: its size, or smaller and scaled up (--scale, the driver, a 4K screen's pixels)") {
    const app::RenderSize same = app::renderSize(1280, 720, 1, 16384);
    CHECK((same.width == 1280 && same.height == 720 && !same.scaled));
    const app::RenderSize half = app::renderSize(1280, 720, 0.5, 16384);
    CHECK((half.width == 640 && half.height == 360 && half.scaled));
    // A host's window of 16384 x 16384 (xscreensaver's can be any size): a 4K screen's pixels.
    const app::RenderSize huge = app::renderSize(16384, 16384, 1, 16384);
    CHECK(huge.scaled);
    CHECK(static_cast<double>(huge.width) * huge.height <= app::kMaxRenderPixels);
    CHECK(huge.width == huge.height);
    const app::RenderSize uhd = app::renderSize(3840, 2160, 1, 16384);
    CHECK(!uhd.scaled);
    CHECK(app::renderSize(0, 720, 1, 16384).width == 0);  // minimised
}

TEST_CASE("viewer core: the modern look adds the three follow-a-car modes to the cycle; the original's keeps eight") {
    Viewer original(inScene(app::Scene::pixelcity));
    for (int k = 0; k < 8; k++) original.core.press("B");
    CHECK(original.core.state().autoSeconds == doctest::Approx(0));  // round the original's 120 s
    app::ViewerState start = inScene(app::Scene::pixelcity);
    start.looks.night.modern = true;
    Viewer modern(start);
    for (int k = 0; k < 8; k++) modern.core.press("B");
    CHECK(modern.core.state().autoSeconds == doctest::Approx(120));  // follow-behind
    CHECK(engine::autoCameraModeAt(modern.core.state().autoSeconds, engine::kAutoCameraModesWithCars) ==
          engine::AutoCameraMode::followBehind);
    for (int k = 0; k < 3; k++) modern.core.press("B");
    CHECK(modern.core.state().autoSeconds == doctest::Approx(0));  // 165 s round
    Viewer tidied(inScene(app::Scene::tidied));  // no cars: the original's eight
    for (int k = 0; k < 8; k++) tidied.core.press("B");
    CHECK(tidied.core.state().autoSeconds == doctest::Approx(0));
}

TEST_CASE("viewer core: a view is made knowing its first look, so it grows that look's window sheets once") {
    app::ViewerState start = inScene(app::Scene::pixelcity);
    start.looks.night.modern = true;
    Viewer modern(start);
    REQUIRE(modern.looks.size() == 1);
    CHECK(modern.looks.back().modern);
    CHECK(app::sheetRulesFor(app::Kind::pixelCity, modern.looks.back()) == zs::pixelcity::SheetRules::zcity);
    modern.core.press("M");  // the original's look
    modern.core.press("N");  // a new city, made in it
    REQUIRE(modern.looks.size() == 2);
    CHECK_FALSE(modern.looks.back().modern);
    CHECK(app::sheetRulesFor(app::Kind::pixelCity, modern.looks.back()) == zs::pixelcity::SheetRules::original);
}

TEST_CASE("viewer core: the settings table sets what the keys, presets and options set") {
    Viewer v(inScene(app::Scene::pixelcity));
    v.core.press("F2");
    REQUIRE(v.core.state().settings);
    const app::OverlayContent content = v.core.overlayContent(16);
    REQUIRE(content.settings);
    std::vector<std::string> names;
    for (const app::SettingShown& row : *content.settings) names.push_back(row.name);
    for (const char* name : {"preset", "fog", "bloom", "modern", "day", "palette", "sky", "sign", "fov", "camera-mode", "city-size"}) {
        CHECK(std::find(names.begin(), names.end(), name) != names.end());
    }
    for (const app::LookRow& look : app::lookTable()) CHECK(std::count(names.begin(), names.end(), std::string(look.name)) == 1);

    v.core.answerSetting({"bloom", "0"});
    CHECK_FALSE(v.core.state().looks.night.bloom);
    v.core.answerSetting({"palette", "ega"});
    CHECK(v.core.state().palette == engine::Palette::ega);
    v.core.answerSetting({"fov", "45"});
    CHECK(v.core.frameStyle().lens.verticalDegrees(16.0 / 9) == doctest::Approx(45));
    v.core.answerSetting({"fov", "0"});  // the scene's own lens again: Pixel City's 60 / aspect
    CHECK(v.core.frameStyle().lens.verticalDegrees(16.0 / 9) == doctest::Approx(33.75));
    v.core.answerSetting({"fov", "500"});  // refused: nothing changes
    v.core.answerSetting({"palette", "sepia"});
    CHECK(v.core.state().palette == engine::Palette::ega);
    CHECK_FALSE(v.core.state().looks.fieldOfView);
    v.core.answerSetting({"preset", "wide"});
    CHECK(v.core.state().looks.night.modern);
    CHECK(v.core.state().looks.fieldOfView.value_or(0) == 90);
    CHECK(v.core.state().palette == engine::Palette::none);
    v.core.answerSetting({"sky", "dusk"});
    CHECK(v.core.frameStyle().clearColour == *app::parseSkyColour("dusk"));
    v.core.answerSetting({"sky", "mauve"});  // refused
    CHECK(v.core.state().looks.sky == app::parseSkyColour("dusk"));
    v.core.answerSetting({"sky", "#0a0b0c"});  // a link's hex digits: shown as one more choice
    const std::vector<app::SettingShown> shown = app::shownSettings(app::panelRows(), v.core.state());
    const auto skyRow = std::find_if(shown.begin(), shown.end(), [](const app::SettingShown& row) { return row.name == "sky"; });
    REQUIRE(skyRow != shown.end());
    CHECK(skyRow->value == "0a0b0c");
    CHECK(skyRow->choices.back() == "0a0b0c");
    v.core.answerSetting({"sky", "default"});
    CHECK_FALSE(v.core.state().looks.sky);
    CHECK(v.core.frameStyle().clearColour == glm::vec3(0));
    const int loads = v.loads;
    v.core.answerSetting({"sign", "ZCITY & CO."});  // the city grown again with the sign
    CHECK(v.core.state().scene.signText == "ZCITY & CO.");
    CHECK(v.loads == loads + 1);
    v.core.answerSetting({"sign", "way too long for a sign"});  // refused: nothing grows
    v.core.answerSetting({"sign", "ZCITY & CO."});  // the same text: nothing grows
    CHECK(v.loads == loads + 1);
    v.core.answerSetting({"sign", ""});  // the seed's names alone again
    CHECK(v.core.state().scene.signText.empty());
    CHECK(v.loads == loads + 2);
    v.core.answerSetting({"city-size", "2048"});  // grown again, and seen from its own start
    CHECK(v.core.state().scene.citySize == 2048);
    CHECK(v.loads == loads + 3);
    CHECK(v.core.state().pose.position == glm::dvec3(1024, 60, 1274));
    v.core.answerSetting({"city-size", "1000"});  // refused: nothing grows
    v.core.answerSetting({"city-size", "2048"});  // the same size: nothing grows
    CHECK(v.loads == loads + 3);
    v.core.answerSetting({"city-size", "1024"});
    CHECK(v.loads == loads + 4);
    v.core.answerSetting({"camera-mode", "orbit-in"});  // the automatic camera, from its second mode
    CHECK(v.core.state().mode == app::CameraMode::automatic);
    CHECK(v.core.state().autoSeconds == doctest::Approx(15));
    v.core.answerSetting({"camera-mode", "fly"});
    CHECK(v.core.state().mode == app::CameraMode::fly);
    v.core.answerSetting({"preset", "original"});
    v.core.answerSetting({"camera-mode", "follow-behind"});  // the modern look's mode: it turns the look on
    CHECK(v.core.state().looks.night.modern);
    CHECK(v.core.state().autoSeconds == doctest::Approx(120));
    v.core.answerSetting({"preset", "tour"});  // a preset's camera: the cycle from its start
    CHECK_FALSE(v.core.state().looks.night.modern);
    CHECK(v.core.state().autoSeconds == doctest::Approx(0));
    v.core.answerSetting({"camera-mode", "spiral"});  // refused
    CHECK(v.core.state().mode == app::CameraMode::automatic);
    // Every row's value now is one it takes back.
    for (const app::SettingShown& row : app::shownSettings(app::panelRows(), v.core.state())) {
        if (row.name == "preset") continue;  // applied, not kept
        app::ViewerState copy = v.core.state();
        CAPTURE(row.name);
        CHECK(app::applySetting(app::panelRows(), copy, row.name, row.value));
    }
    v.core.answerSetting({"", "", true});
    CHECK_FALSE(v.core.state().settings);
}

TEST_CASE("links stay openable: a seeded walk of keys and panel rows, the fragment reopens the view after each step") {
    // Every key of the action table and the looks (but the ones that leave the page or ask the
    // host: quit, full screen, the seed box, a picture), and every panel row with its values.
    std::vector<std::string> keys;
    for (const app::ActionRow& row : app::ViewerCore::actionTable()) {
        if (!row.run || row.name == "quit" || row.name == "fullscreen" || row.name == "seed-box" || row.name == "screenshot") continue;
        if (!row.keys[0].empty()) keys.emplace_back(row.keys[0]);
    }
    for (const app::LookRow& look : app::lookTable()) keys.emplace_back(1, look.key);
    std::vector<app::SettingRequest> requests;
    for (const app::SettingShown& shown : app::shownSettings(app::panelRows(), app::ViewerState{})) {
        if (shown.kind == app::SettingKind::toggle) {
            requests.push_back({shown.name, "0"});
            requests.push_back({shown.name, "1"});
        } else if (shown.kind == app::SettingKind::text) {
            requests.push_back({shown.name, "ZCITY"});
            requests.push_back({shown.name, ""});
        } else {
            for (const std::string& choice : shown.choices) requests.push_back({shown.name, choice});
        }
    }
    REQUIRE(keys.size() > 10);
    REQUIRE(requests.size() > 20);
    for (const app::SceneInfo& info : app::sceneTable()) {
        CAPTURE(info.name);
        Viewer v(inScene(info.scene));
        std::uint32_t draw = 0x5EEDu + static_cast<std::uint32_t>(info.scene);
        for (int step = 0; step < 300; step++) {
            draw = draw * 1664525u + 1013904223u;  // one draw a step: the walk is the same on every run
            const std::uint32_t pick = draw >> 8;
            std::string did;
            if (pick % 3 == 0) {
                const app::SettingRequest& request = requests[pick / 3 % requests.size()];
                v.core.answerSetting(request);
                did = request.name + "=" + request.value;
            } else {
                did = keys[pick % keys.size()];
                v.core.press(did);
            }
            v.core.advance(16, engine::FlyKeys{});
            CAPTURE(step);
            CAPTURE(did);
            const std::string fragment = app::linkFragment(v.core.state(), true);
            const app::PageLink link = app::parseLink(fragment);
            CAPTURE(fragment);
            CAPTURE(link.problem);
            REQUIRE(link.problem.empty());
            // It reopens, as the shells start (the state, then on foot where it says walk), the same
            // scene, seed, world, camera and settings: the same fragment again.
            Viewer again(app::startState(link.options));
            if (link.options.walk) again.core.startWalking();
            CHECK(app::linkFragment(again.core.state(), true) == fragment);
        }
    }
}

TEST_CASE("] and [ step the night cities' time of day a quarter of an hour, and the link keeps it") {
    Viewer v;
    v.core.press("V");  // t2
    v.core.press("]");
    CHECK_FALSE(v.core.state().looks.clock.has_value());  // a day scene has no time of day
    while (!app::kindOf(v.core.state().scene.scene).night()) v.core.press("V");
    v.core.press("]");
    REQUIRE(v.core.state().looks.clock.has_value());
    const engine::ClockTime later = *v.core.state().looks.clock;
    CHECK(later.kind == engine::ClockKind::dateTime);
    v.core.press("[");
    v.core.press("[");
    const engine::ClockTime earlier = *v.core.state().looks.clock;
    const double step = engine::clockInstant(later, 0, 0, 0) - engine::clockInstant(earlier, 0, 0, 0);
    CHECK(step == doctest::Approx(30 * 60));
    const std::string fragment = app::linkFragment(v.core.state(), true);
    CHECK(fragment.find("time=" + engine::clockTimeText(earlier)) != std::string::npos);
    const app::PageLink back = app::parseLink("#" + fragment);
    CHECK(back.problem.empty());
    CHECK(back.options.looks.clock == earlier);
    // A day look turned on stops the clock; the clock stepped again turns the day look off.
    const app::LookRow* shadowed = nullptr;
    for (const app::LookRow& look : app::lookTable()) {
        if (look.name == "shadowed") shadowed = &look;
    }
    REQUIRE(shadowed);
    v.core.press(std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(shadowed->key)))));
    CHECK_FALSE(v.core.state().looks.clock.has_value());
    v.core.press("]");
    CHECK(v.core.state().looks.clock.has_value());
    CHECK_FALSE(v.core.state().looks.night.shadowed);
}

TEST_CASE("a clock at an instant reads back as that instant, across offsets and the calendar's edges") {
    for (const double instant : {0.0, 951782400.0, 1782050400.0, -86401.0, 4102444799.0}) {
        for (const int offset : {0, 120, -300, 840, -720}) {
            const engine::ClockTime clock = engine::clockAtInstant(instant, offset);
            CHECK(engine::clockInstant(clock, 0, 0, 0) == instant);
            engine::ClockTime again;
            CHECK(engine::readClockTime(engine::clockTimeText(clock), again).empty());
            CHECK(again == clock);
        }
    }
    CHECK(engine::civilFromDays(engine::daysFromCivil({2000, 2, 29})) == engine::CivilDate{2000, 2, 29});
    CHECK(engine::civilFromDays(-1) == engine::CivilDate{1969, 12, 31});
}

TEST_CASE("the screensaver's pointer: its first half second is not the user, then a nudge of 8 px is not either") {
    app::ScreensaverMotion motion;
    CHECK_FALSE(motion.ends(100, 0));    // the window appearing under the pointer
    CHECK_FALSE(motion.ends(300, 500));  // still the first half second
    CHECK_FALSE(motion.ends(308, 600));  // 8 px since: a nudge
    CHECK(motion.ends(309, 700));        // 9 px: the user
}

TEST_CASE("viewer core: start grows the scene, walks where asked and says the start's lines, in that order") {
    app::ViewerState redux = inScene(app::Scene::redux);
    FakeHost host;
    int loads = 0;
    app::ViewerCore core(redux, [&loads](const app::SceneSettings& scene, const app::WorldSettings& world,
                                         const engine::NightStyle&) {
        loads++;
        return std::make_unique<FakeView>(scene, world);
    }, host, app::panelRows());
    core.start({true, true, "the saved view distance needs more"});
    CHECK(loads == 1);
    CHECK(core.state().mode == app::CameraMode::walk);
    std::vector<std::string> said;
    for (const auto& shown : core.overlayContent(16).messages) said.push_back(shown.text);
    REQUIRE(said.size() >= 3);
    CHECK(said.front().find("scene redux, as the last run left it") == 0);
    CHECK(said.back() == "the saved view distance needs more");
}
