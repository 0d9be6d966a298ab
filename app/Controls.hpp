// app::commandForKey — what the viewer's keys do.
// Pure mapping from SDL key codes to commands: testable without a window.
#pragma once

#include <SDL.h>

#include <string>

namespace app {

enum class Command {
    none,
    quit,              // Esc, as in the originals
    nextScene,         // tidied, t2, zterrain, terrain: regenerate and re-bake, keep the camera
    newSeed,           // the seed plus one: GameDraw's commented-out k++
    resetCamera,       // back to (0, 200, 0), yaw 20, pitch -50
    toggleFullscreen,  // the original's borderless full-desktop window, or back
    screenshot,        // write the current view as a PNG in the working folder
    newSeedEachFrame,  // k++ on every frame, as GameDraw's commented-out line would (on or off)
    fastFlight,        // 30 times the seed's speed, for crossing the world (on or off)
    viewFarther,       // the world's view distance, up to the far plane
    viewNearer,
};

Command commandForKey(SDL_Keycode key);

// The key list for --help and the README, one key a line.
std::string keyHelp();

} // namespace app
