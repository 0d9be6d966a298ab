#include "platform/KeyTable.hpp"
#include "scene/OverlayText.hpp"
#include "viewer/Actions.hpp"

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <utility>

TEST_CASE("the status line names the seed, the scene, the place, the heading, the frame time and the world") {
    app::StatusFigures s;
    s.seed = 0xA749F86C;
    s.scene = "tidied";
    s.pose = engine::CameraPose{{12.4, 200, -40}, 20, -50};
    s.frameMs = 16.7;
    s.fps = 59.9;
    s.view.buildings = 213;
    s.view.cubes = 656;
    const std::string city = app::statusLine(s);
    CHECK(city == "seed 0xA749F86C  tidied  x 12 y 200 z -40  heading 20 N pitch -50\n16.7 ms 60 fps  buildings 213  boxes 656");

    s.world = true;
    s.viewDistance = 4000;
    s.view.tilesDrawn = 70;
    s.view.tilesInView = 74;
    s.view.boxesDrawn = 54455;
    s.view.cacheBytes = 12u << 20;
    s.view.cacheBudget = 256u << 20;
    const std::string world = app::statusLine(s);
    CHECK(world.find("tidied world") != std::string::npos);
    CHECK(world.find("view 4000  cities 70/74  boxes 54455  cache 12/256 MB") != std::string::npos);
    s.frameMs = 0;  // a picture: no frame time to tell
    CHECK(app::statusLine(s).find("fps") == std::string::npos);

    s.seeded = false;  // the terrain: no seed to show
    CHECK(app::statusLine(s).rfind("seed", 0) == std::string::npos);
}

TEST_CASE("headings: the originals' yaw turns left from north") {
    CHECK(app::compassPoint(0) == "N");
    CHECK(app::compassPoint(90) == "W");
    CHECK(app::compassPoint(180) == "S");
    CHECK(app::compassPoint(-90) == "E");
    CHECK(app::compassPoint(720 + 45) == "NW");
    CHECK(app::compassPoint(-22) == "N");
    CHECK(app::compassPoint(-23) == "NE");
}

TEST_CASE("the loading line shows while the world's cities in view are growing") {
    app::ViewFigures f;
    f.tilesInView = 74;
    f.tilesDrawn = 12;
    CHECK(app::loadingLine(f, true) == std::string("Growing the world: 12 of 74 cities in view ready"));
    CHECK_FALSE(app::loadingLine(f, false));  // a scene is grown before its first frame
    f.tilesDrawn = 74;
    CHECK_FALSE(app::loadingLine(f, true));
}

TEST_CASE("messages stay three seconds, fade over one, and no more than four show") {
    app::Messages messages;
    messages.post("fog on", 10);
    REQUIRE(messages.visible(12).size() == 1);
    CHECK(messages.visible(12)[0].alpha == 1.0f);
    CHECK(messages.visible(13.5)[0].alpha == doctest::Approx(0.5));
    CHECK(messages.visible(14.01).empty());

    for (int k = 0; k < 6; k++) messages.post("message " + std::to_string(k), 20);
    const auto shown = messages.visible(20);
    REQUIRE(shown.size() == app::Messages::kMostShown);
    CHECK(shown.front().text == "message 2");
    CHECK(shown.back().text == "message 5");

    messages.post("message 3", 21);  // again: once, and fresh
    const auto again = messages.visible(21);
    CHECK(again.size() == 4);
    CHECK(again.back().text == "message 3");
}

TEST_CASE("the seed box's previous seed goes back through the seeds shown") {
    app::SeedHistory seeds(1);
    CHECK_FALSE(seeds.previous());
    seeds.moveTo(2);
    seeds.moveTo(2);  // the same seed again is no step
    seeds.moveTo(77);
    CHECK(seeds.previous() == 2u);
    CHECK(seeds.previous() == 1u);
    CHECK_FALSE(seeds.previous());
    CHECK(seeds.current() == 1u);
}

TEST_CASE("the help panel and --help are made from the same rows") {
    const std::string help = app::keyHelp();
    int rows = 0;
    for (const app::HelpRow& row : app::keyHelpRows()) {
        CAPTURE(row.keys);
        CHECK(help.find(row.keys) != std::string::npos);
        CHECK(help.find(row.meaning) != std::string::npos);
        rows++;
    }
    CHECK(rows >= 25);
    for (const auto& keyAndAction : {std::pair<SDL_Keycode, std::string_view>{SDLK_F1, "help"}, {SDLK_h, "help"},
                                     {SDLK_QUESTION, "help"}, {SDLK_F3, "status"}, {SDLK_RETURN, "seed-box"}}) {
        const std::string_view action = keyAndAction.second;  // a copy: clang's C++17 lambdas (CAPTURE) take no bindings
        CAPTURE(action);
        REQUIRE(app::actionForKeyName(app::keyName(keyAndAction.first)) != nullptr);
        CHECK(app::actionForKeyName(app::keyName(keyAndAction.first))->name == action);
    }
    CHECK(app::mouseHelpRows().size() == 4);
}
