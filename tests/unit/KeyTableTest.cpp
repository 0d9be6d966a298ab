#include "platform/KeyTable.hpp"
#include "scene/Looks.hpp"

#include <doctest/doctest.h>

#include <utility>

#include <fstream>
#include <initializer_list>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

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


TEST_CASE("Pixel City's keys clash with nothing: one key one action, none the keyboard flight's") {
    CHECK(app::actionForKey(SDLK_o) == app::Action::autoCamera);
    CHECK(app::actionForKey(SDLK_b) == app::Action::nextCameraMode);
    // The looks' keys come from the look table, each naming its row.
    for (const std::pair<SDL_Keycode, const char*>& look : {std::pair<SDL_Keycode, const char*>{SDLK_i, "bloom"},
                                                             {SDLK_g, "fog"}, {SDLK_x, "flat"}, {SDLK_z, "wireframe"},
                                                             {SDLK_l, "letterbox"}}) {
        const SDL_Keycode key = look.first;
        const std::string name = look.second;
        CAPTURE(name);
        CHECK(app::actionForKey(key) == app::Action::toggleLook);
        REQUIRE(app::lookOfKey(key) != nullptr);
        CHECK(app::lookOfKey(key)->name == name);
    }
    CHECK(app::lookOfKey(SDLK_v) == nullptr);
    CHECK(app::lookOfKey(SDLK_F1) == nullptr);
    const std::vector<SDL_Keycode> keys = app::boundKeys();
    for (std::size_t k = 0; k < keys.size(); k++) {
        CAPTURE(k);
        CHECK(keys[k] != SDLK_UNKNOWN);  // the table's names are SDL's: each one is a key
        CHECK(app::keyName(keys[k]) == app::boundKeyNames()[k]);
        CHECK_FALSE(app::isFlightKey(keys[k]));
        for (std::size_t j = k + 1; j < keys.size(); j++) CHECK(keys[j] != keys[k]);
    }
    const std::string help = app::keyHelp();
    for (const char* key : {"O ", "B ", "I ", "G ", "X ", "Z ", "L "}) CHECK(help.find(std::string("  ") + key) != std::string::npos);
}

TEST_CASE("the README's key list names every key of the table") {
    std::ifstream file(std::string(ZCITY_SOURCE_DIR) + "/README.md");
    REQUIRE(file);
    const std::string readme((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    std::istringstream help(app::keyHelp());
    std::string line;
    int keys = 0;
    while (std::getline(help, line)) {
        std::string name = line.substr(2, 17);
        name = name.substr(0, name.find(" or "));
        name = name.substr(0, name.find(' '));
        CAPTURE(name);
        CHECK(readme.find("`" + name + "`") != std::string::npos);
        keys++;
    }
    CHECK(keys >= 18);
}
