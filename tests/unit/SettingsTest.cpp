#include "cli/SavedSettings.hpp"
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
        CHECK_FALSE(app::applySetting(state, "fov", junk));
        CHECK(!state.looks.fieldOfView);
    }
    CHECK(app::applySetting(state, "sign", "ZCITY"));
    CHECK(app::applySetting(state, "city-size", "2048"));
    state.scene.scene = app::Scene::tidied;  // a day scene: no sign, no larger city
    CHECK_FALSE(app::applySetting(state, "sign", "OTHER"));
    CHECK_FALSE(app::applySetting(state, "city-size", "4096"));
    CHECK(state.scene.signText == "ZCITY");  // kept for when a night scene shows again
}
