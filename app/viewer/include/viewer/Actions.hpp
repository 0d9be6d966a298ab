// app::Action and the action table — everything a key does in the viewer, one row each: the key
// names, the help line, and what it does to the viewer core. --help, the README's key list, the
// on-screen help panel and every shell (the SDL window; a page's keyboard) read the rows, so a
// new key is a row here and the core's own code. The looks' keys come from the look table
// (scene/Looks.hpp). Keys are named as SDL names them ("V", "F1", "PageUp", "Return"); a shell
// whose platform names them otherwise maps its names to these. No SDL, no GL.
#pragma once

#include "scene/TableRows.hpp"
#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace app {

class ViewerCore;
struct LookRow;

enum class Action {
    none,
    quit,              // Esc, as in the originals
    nextScene,         // the next scene of the table's cycle: regrown, the camera stays
    newSeed,           // the seed plus one: GameDraw's commented-out k++
    resetCamera,       // back to the scene's start pose
    toggleFullscreen,  // the original's borderless full-desktop window, or back
    screenshot,        // write the current view as a PNG in the working folder
    newSeedEachFrame,  // k++ on every frame, as GameDraw's commented-out line would (on or off)
    fastFlight,        // 30 times the seeds' speed, for crossing the world (on or off)
    viewFarther,       // the world's view distance, up to the far plane
    viewNearer,
    autoCamera,        // Pixel City's automatic camera over the scene, on or off (the original's C)
    nextCameraMode,    // the automatic camera's next mode (the original's B)
    toggleLook,        // a look of the look table, on or off: the key says which
    nextPalette,       // the colour crush over any scene: off, EGA, CGA (Redux's idea)
    toggleWalk,        // on foot at street level, or back to the fly camera (Redux)
    toggleFloor,       // the floor that keeps the fly camera above the city's ground, on or off
    toggleHelp,        // the on-screen help: every key and mouse action
    toggleStatus,      // the on-screen status line, shown or hidden
    seedBox,           // the seed box: type a seed, or a random one, or the one before
};

struct ActionRow {
    Action action;
    std::array<std::string_view, 4> keys;  // SDL's names of its keys; "" for none
    std::string_view keysShown;            // in the help: "F11 or F"
    std::string_view help;                 // "" where the help is made from another table (the scenes)
    void (*run)(ViewerCore& core);         // what it does
};

// Every row, in the help's order.
using ActionRows = TableRows<ActionRow>;
ActionRows actionTable();

// What a key does: its row, or nullptr (a look's key: lookForKeyName). Letters in either case.
const ActionRow* actionForKeyName(std::string_view key);
// The look a key toggles, or nullptr.
const LookRow* lookForKeyName(std::string_view key);

// The keys of the keyboard flight, read as held each frame (no action may be bound to them),
// in SDL's names.
bool isFlightKeyName(std::string_view key);
// Every key bound to an action or a look, in the help's order.
std::vector<std::string> boundKeyNames();

// One line of the help: the keys (or mouse action) and what they do.
struct HelpRow {
    std::string keys;
    std::string meaning;
};
// The mouse, the held keys and the table's keys, in the order the help shows them: what --help,
// the README's list and the on-screen help panel are all made from.
std::vector<HelpRow> mouseHelpRows();
std::vector<HelpRow> keyHelpRows();

// The key list for --help and the README, one key a line.
std::string keyHelp();

} // namespace app
