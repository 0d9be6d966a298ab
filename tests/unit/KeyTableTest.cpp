#include "platform/KeyTable.hpp"
#include "scene/Looks.hpp"
#include "viewer/HeldKeys.hpp"
#include "viewer/ViewerCore.hpp"

#include <doctest/doctest.h>

#include <utility>

#include <fstream>
#include <initializer_list>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

// The name of the action a key (in SDL's naming) runs: "" for none, "look" for a look's key.
std::string actionOf(SDL_Keycode key) {
    const std::string name = app::keyName(key);
    if (app::lookForKeyName(name)) return "look";
    const app::ActionRow* row = app::actionForKeyName(name);
    return row ? std::string(row->name) : "";
}

} // namespace

TEST_CASE("the keys") {
    CHECK(actionOf(SDLK_ESCAPE) == "quit");
    CHECK(actionOf(SDLK_v) == "next-scene");
    CHECK(actionOf(SDLK_n) == "new-seed");
    CHECK(actionOf(SDLK_r) == "reset-camera");
    CHECK(actionOf(SDLK_F11) == "fullscreen");
    CHECK(actionOf(SDLK_F12) == "picture");
    CHECK(actionOf(SDLK_a) == "");
    const std::string help = app::keyHelp();
    for (const char* key : {"Esc", "V", "N", "R", "F11", "F12"}) CHECK(help.find(key) != std::string::npos);
}

TEST_CASE("Pixel City's keys clash with nothing: one key one action, none the keyboard flight's") {
    CHECK(actionOf(SDLK_o) == "automatic-camera");
    CHECK(actionOf(SDLK_b) == "next-automatic-mode");
    // The looks' keys come from the look table, each naming its row.
    for (const std::pair<SDL_Keycode, const char*>& look : {std::pair<SDL_Keycode, const char*>{SDLK_i, "bloom"},
                                                             {SDLK_g, "fog"}, {SDLK_x, "flat"}, {SDLK_z, "wireframe"},
                                                             {SDLK_l, "letterbox"}}) {
        const std::string name = look.second;
        CAPTURE(name);
        CHECK(actionOf(look.first) == "look");
        REQUIRE(app::lookForKeyName(app::keyName(look.first)) != nullptr);
        CHECK(app::lookForKeyName(app::keyName(look.first))->name == name);
    }
    CHECK(app::lookForKeyName("V") == nullptr);
    CHECK(app::lookForKeyName("F1") == nullptr);
    const std::vector<std::string> names = app::boundKeyNames();
    for (std::size_t k = 0; k < names.size(); k++) {
        CAPTURE(names[k]);
        const SDL_Keycode key = SDL_GetKeyFromName(names[k].c_str());
        CHECK(key != SDLK_UNKNOWN);  // the table's names are SDL's: each one is a key
        CHECK(app::keyName(key) == names[k]);
        CHECK_FALSE(app::isFlightKeyName(names[k]));
        for (std::size_t j = k + 1; j < names.size(); j++) CHECK(SDL_GetKeyFromName(names[j].c_str()) != key);
    }
    std::set<std::string_view> actions;
    for (const app::ActionRow& row : app::ViewerCore::actionTable()) CHECK(actions.insert(row.name).second);  // one name each
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

TEST_CASE("a page's help is the same rows in the page's words where the page differs") {
    const std::vector<app::HelpRow> program = app::keyHelpRows(), page = app::keyHelpRows(app::HelpFor::page);
    REQUIRE(page.size() == program.size());
    int differing = 0;
    for (std::size_t k = 0; k < page.size(); k++) {
        CAPTURE(page[k].keys);
        CHECK(page[k].keys == program[k].keys);  // one table: the same keys in the same order
        differing += page[k].meaning != program[k].meaning;
        // A page cannot quit, has no window of its own and no working folder.
        CHECK(page[k].meaning != "quit");
        CHECK(page[k].meaning.find("working folder") == std::string::npos);
        CHECK(page[k].meaning.find("full-desktop window") == std::string::npos);
    }
    CHECK(differing == 3);  // Esc, F11 and F12
    CHECK(app::mouseHelpRows(app::HelpFor::page).front().keys == "mouse, dragged");
    CHECK(app::mouseHelpRows().front().keys == "mouse");
}

TEST_CASE("a tap on a page's help row presses a key that does that row, and only rows of the table press") {
    int pressable = 0;
    for (const app::HelpRow& row : app::keyHelpRows(app::HelpFor::page)) {
        CAPTURE(row.keys);
        if (row.press.empty()) {
            // the held keys (the pad's), Esc, which a page does not quit with, and F2, the
            // window's settings panel (a page's settings are its help's rows)
            CHECK((row.keys == "Esc" || row.meaning.find("while held") != std::string::npos ||
                   row.keys == "Shift" || row.keys == "F2"));
            continue;
        }
        pressable++;
        // the key pressed is this row's: its action's, or its look's
        const app::ActionRow* action = app::actionForKeyName(row.press);
        if (action) CHECK(action->keysShown == row.keys);
        else CHECK(app::lookForKeyName(row.press) != nullptr);
        CHECK_FALSE(app::isFlightKeyName(row.press));
    }
    CHECK(pressable >= 20);  // every action and look: scenes, looks, camera modes, walking, seed, picture, help
    for (const app::HelpRow& row : app::mouseHelpRows(app::HelpFor::page)) CHECK(row.press.empty());
}

TEST_CASE("the held keys: one table, SDL's scancodes and the page's codes, a bit each") {
    std::set<int> bits;
    std::set<std::string> names;
    for (const app::HeldKeyRow& row : app::heldKeyTable()) {
        CAPTURE(row.name);
        CHECK(bits.insert(app::heldKeyBit(row)).second);
        for (const std::string_view name : row.sdlNames) {
            CHECK(SDL_GetScancodeFromName(std::string(name).c_str()) != SDL_SCANCODE_UNKNOWN);  // SDL's own names
            CHECK(app::isFlightKeyName(name));
            CHECK(app::actionForKeyName(name) == nullptr);  // no action on a held key
            CHECK(names.insert(std::string(name)).second);
        }
        // The mask's bit moves exactly this row's field.
        const engine::FlyKeys one = app::flyKeysOfBits(app::heldKeyBit(row));
        CHECK(one.*row.field);
        CHECK(app::flyKeysOfBits(0).*row.field == false);
        const engine::FlyKeys all = app::flyKeysOfBits(~0);
        CHECK(all.*row.field);
    }
    CHECK(bits.size() == 7);
}
