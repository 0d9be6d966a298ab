// app::Action and the key table — what the viewer's keys do, in one table that --help, the
// README's list and the viewer all read.
// Pure mapping from SDL key codes to actions: testable without a window.
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

namespace app {

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
    toggleLook,        // a look of the look table (view/Looks.hpp), on or off: the key says which
    nextPalette,       // the colour crush over any scene: off, EGA, CGA (Redux's idea)
    toggleWalk,        // on foot at street level, or back to the fly camera (Redux)
    toggleFloor,       // the floor that keeps the fly camera above the city's ground, on or off
    toggleHelp,        // the on-screen help: every key and mouse action
    toggleStatus,      // the on-screen status line, shown or hidden
    seedBox,           // the seed box: type a seed, or a random one, or the one before
};

Action actionForKey(SDL_Keycode key);
// The look a key toggles (Action::toggleLook), or nullptr.
const LookRow* lookOfKey(SDL_Keycode key);

// The keys of the keyboard flight (WASD, the arrows, Q and E, Space and C, Shift), read as held
// each frame: no action may be bound to them. For the key table's test.
bool isFlightKey(SDL_Keycode key);
// Every key bound to an action, in the table's order.
std::vector<SDL_Keycode> boundKeys();

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
