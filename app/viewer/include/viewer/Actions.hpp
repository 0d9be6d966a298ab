// app::ActionRow and the action table — everything a key does in the viewer, one row each: its
// name, the key names, the help line, and the viewer core's own code it runs. The table is the
// core's (ViewerCore::actionTable, in ViewerCore.cpp, beside the code each row runs): a new key
// is a row there and its code, nothing else. --help, the README's key list, the on-screen help
// panel and every shell (the SDL window; a page's keyboard) read the rows. The looks' keys come
// from the look table (scene/Looks.hpp). Keys are named as SDL names them ("V", "F1", "PageUp",
// "Return"); a shell whose platform names them otherwise maps its names to these. No SDL, no GL.
#pragma once

#include "scene/TableRows.hpp"
#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace app {

class ViewerCore;
struct LookRow;

struct ActionRow {
    std::string_view name;                 // what the action is called in tests and docs: "next-scene"
    std::array<std::string_view, 4> keys;  // SDL's names of its keys; "" for none
    std::string_view keysShown;            // in the help: "F11 or F"
    std::string_view help;                 // "" where describe() makes it from another table
    void (ViewerCore::*run)();             // the core's code; null for the looks' place in the help
    std::string (*describe)() = nullptr;   // the help made from another table (the scenes)
    std::string_view pageHelp = {};        // the help in a page, where a page does it otherwise ("" : help)
    bool pagePresses = true;               // a tap on its row in a page's help presses its key
};

using ActionRows = TableRows<ActionRow>;

// What a key does: its row, or nullptr (a look's key: lookForKeyName). Letters in either case.
const ActionRow* actionForKeyName(std::string_view key);
// The look a key toggles, or nullptr.
const LookRow* lookForKeyName(std::string_view key);

// The keys of the keyboard flight, read as held each frame (no action may be bound to them),
// in SDL's names.
bool isFlightKeyName(std::string_view key);
// Every key bound to an action or a look, in the help's order.
std::vector<std::string> boundKeyNames();

// One line of the help: the keys (or mouse action) and what they do, and the key a tap on the
// row presses in a page's help ("" where nothing can be pressed: the held keys, the mouse, and rows
// whose ActionRow::pagePresses is false: quit, the settings panel).
struct HelpRow {
    std::string keys;
    std::string meaning;
    std::string press = {};
};
// Whose help: the program's (--help, the README, the window's panel) or a web page's, whose
// rows say what the page does where it differs (Esc gives the pointer back; a picture is a
// download) from the same rows.
enum class HelpFor { program, page };
// The mouse, the held keys and the table's keys, in the order the help shows them: what --help,
// the README's list and the on-screen help panel are all made from.
std::vector<HelpRow> mouseHelpRows(HelpFor reader = HelpFor::program);
std::vector<HelpRow> keyHelpRows(HelpFor reader = HelpFor::program);

// The key list for --help and the README, one key a line.
std::string keyHelp();

} // namespace app
