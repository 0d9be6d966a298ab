// app::Action and the key table — what the viewer's keys do, in one table that --help, the
// README's list and the viewer all read.
// Pure mapping from SDL key codes to actions: testable without a window.
#pragma once

#include <SDL.h>

#include <string>

namespace app {

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
};

Action actionForKey(SDL_Keycode key);

// The key list for --help and the README, one key a line.
std::string keyHelp();

} // namespace app
