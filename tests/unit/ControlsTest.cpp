#include "Controls.hpp"

#include <doctest/doctest.h>

#include <initializer_list>

TEST_CASE("the keys") {
    CHECK(app::commandForKey(SDLK_ESCAPE) == app::Command::quit);
    CHECK(app::commandForKey(SDLK_v) == app::Command::nextScene);
    CHECK(app::commandForKey(SDLK_n) == app::Command::newSeed);
    CHECK(app::commandForKey(SDLK_r) == app::Command::resetCamera);
    CHECK(app::commandForKey(SDLK_F11) == app::Command::toggleFullscreen);
    CHECK(app::commandForKey(SDLK_F12) == app::Command::screenshot);
    CHECK(app::commandForKey(SDLK_a) == app::Command::none);
    const std::string help = app::keyHelp();
    for (const char* key : {"Esc", "V", "N", "R", "F11", "F12"}) CHECK(help.find(key) != std::string::npos);
}

