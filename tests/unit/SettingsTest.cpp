#include "cli/SettingTable.hpp"
#include "cli/SavedSettings.hpp"
#include "cli/PanelRows.hpp"
#include "viewer/Settings.hpp"

#include <doctest/doctest.h>

TEST_CASE("settings: written and read back") {
    app::SavedSettings s;
    s.x = 10;
    s.y = -20;
    s.width = 800;
    s.height = 600;
    s.viewDistance = 12500.5;
    s.scene = app::Scene::zterrain;
    std::string problem;
    const auto back = app::parseSettings(app::formatSettings(s), problem);
    CHECK(problem.empty());
    CHECK(back.x == 10);
    CHECK(back.y == -20);
    CHECK(back.width == 800);
    CHECK(back.height == 600);
    CHECK(back.viewDistance == 12500.5);
    CHECK(back.scene == app::Scene::zterrain);
    CHECK(!app::parseSettings("", problem).scene);  // nothing saved yet is fine
    CHECK(problem.empty());
    CHECK(app::parseSettings("# a comment\r\n\r\nvariant=t2\r\n", problem).scene == app::Scene::t2);
    CHECK(app::parseSettings("  scene = pixelcity  \nview_distance= 500", problem).scene == app::Scene::pixelcity);
    CHECK(problem.empty());
}

TEST_CASE("a damaged line is skipped with the reason; the good lines are kept") {
    for (const char* damaged : {"window_width=0", "window_width=wide", "view_distance=99999", "variant=t9",
                                "colour=blue", "just words", "window_x=1e9", "\x01\x02\x03",
                                "window_width=20000"}) {
        CAPTURE(damaged);
        std::string problem;
        const app::SavedSettings s = app::parseSettings(std::string(damaged) + "\nscene=t2\nview_distance=700", problem);
        CHECK(problem.find("line 1") == 0);
        CHECK(s.scene == app::Scene::t2);
        CHECK(s.viewDistance == 700);
        CHECK(!s.width);
    }
}

TEST_CASE("the panel's rows refuse what the command line refuses: nan, and values out of their scene") {
    app::ViewerState state;
    state.scene.scene = app::Scene::pixelcity;
    for (const char* junk : {"nan", "-nan", "inf", "1e999", "", "45x"}) {
        CAPTURE(junk);
        CHECK_FALSE(app::applySetting(app::panelRows(), state, "fov", junk));
        CHECK(!state.looks.fieldOfView);
    }
    CHECK(app::applySetting(app::panelRows(), state, "sign", "ZCITY"));
    CHECK(app::applySetting(app::panelRows(), state, "city-size", "2048"));
    state.scene.scene = app::Scene::tidied;  // a day scene: no sign, no larger city
    CHECK_FALSE(app::applySetting(app::panelRows(), state, "sign", "OTHER"));
    CHECK_FALSE(app::applySetting(app::panelRows(), state, "city-size", "4096"));
    CHECK(state.scene.signText == "ZCITY");  // kept for when a night scene shows again
}

TEST_CASE("the panel's rows are the setting table's: each choice one the command line takes, each offered where it applies") {
    app::ViewerState night;
    night.scene.scene = app::Scene::pixelcity;
    std::size_t fromTable = 0;
    for (const app::SettingShown& shown : app::shownSettings(app::panelRows(), night)) {
        CAPTURE(shown.name);
        if (shown.kind == app::SettingKind::toggle) {  // a look's toggle: the look table's, read by --look
            CHECK(app::parseLooks(shown.name));
            CHECK(app::parseLooks("no-" + shown.name));
            continue;
        }
        const app::SettingRow* row = app::settingNamed(shown.name);
        fromTable++;
        REQUIRE(row->panel);
        CHECK(shown.label == row->panel->label);
        for (const std::string& choice : shown.choices) {
            if (choice.empty()) continue;  // a preset's "choose one"
            CAPTURE(choice);
            app::Options o;
            o.scene.scene = app::Scene::pixelcity;
            CHECK(app::readSetting(*row, choice, o).empty());
        }
        if (shown.kind == app::SettingKind::degrees) {
            CHECK(shown.low == engine::kLeastFieldOfView);
            CHECK(shown.high == engine::kMostFieldOfView);
        }
    }
    CHECK(fromTable == 7);  // preset, palette, sky, sign, fov, camera-mode, city-size
    // Out of scope, not offered: a sign and a larger city by day, a larger city in the world, the
    // camera's mode in the screensaver, which flies its own.
    const auto offered = [](const app::ViewerState& state, const std::string& name) {
        for (const app::SettingShown& shown : app::shownSettings(app::panelRows(), state)) {
            if (shown.name == name) return true;
        }
        return false;
    };
    CHECK(offered(night, "sign"));
    CHECK(offered(night, "city-size"));
    CHECK(offered(night, "camera-mode"));
    app::ViewerState day;
    CHECK_FALSE(offered(day, "sign"));
    CHECK_FALSE(offered(day, "city-size"));
    app::ViewerState world = night;
    world.world.enabled = true;
    CHECK_FALSE(offered(world, "city-size"));
    app::ViewerState saver = night;
    saver.mode = app::CameraMode::screensaver;
    CHECK_FALSE(offered(saver, "camera-mode"));
    CHECK_FALSE(app::applySetting(app::panelRows(), saver, "camera-mode", "fly"));
    CHECK(saver.mode == app::CameraMode::screensaver);
}

TEST_CASE("the panel's field of view keeps a link's half degree, and 0 gives the scene its own lens") {
    app::ViewerState state;
    state.scene.scene = app::Scene::pixelcity;
    REQUIRE(app::applySetting(app::panelRows(), state, "fov", "45.5"));
    for (const app::SettingShown& shown : app::shownSettings(app::panelRows(), state)) {
        if (shown.name == "fov") CHECK(shown.value == "45.5");  // it showed 46
    }
    REQUIRE(app::applySetting(app::panelRows(), state, "fov", "0"));
    CHECK_FALSE(state.looks.fieldOfView);
}
