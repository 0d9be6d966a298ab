#include "platform/KeyTable.hpp"

#include <doctest/doctest.h>

#include <initializer_list>

TEST_CASE("the keys") {
    CHECK(app::actionForKey(SDLK_ESCAPE) == app::Action::quit);
    CHECK(app::actionForKey(SDLK_v) == app::Action::nextScene);
    CHECK(app::actionForKey(SDLK_n) == app::Action::newSeed);
    CHECK(app::actionForKey(SDLK_r) == app::Action::resetCamera);
    CHECK(app::actionForKey(SDLK_F11) == app::Action::toggleFullscreen);
    CHECK(app::actionForKey(SDLK_F12) == app::Action::screenshot);
    CHECK(app::actionForKey(SDLK_a) == app::Action::none);
    const std::string help = app::keyHelp();
    for (const char* key : {"Esc", "V", "N", "R", "F11", "F12"}) CHECK(help.find(key) != std::string::npos);
}

