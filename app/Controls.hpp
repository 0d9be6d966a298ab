// app::commandForKey and friends — what the viewer's keys do, and how the variant steers the mouse.
// Pure mapping from SDL key codes to commands: testable without a window.
#pragma once

#include "engine/FlyCamera.hpp"
#include "zsystem/Variant.hpp"

#include <SDL.h>

#include <string>

namespace app {

enum class Command {
    none,
    quit,              // Esc, as in the originals
    toggleVariant,     // tidied <-> t2: regenerate and re-bake, keep the camera
    newSeed,           // the seed plus one: GameDraw's commented-out k++
    resetCamera,       // back to (0, 200, 0), yaw 20, pitch -50
    toggleFullscreen,  // the original's borderless full-desktop window, or back
    screenshot,        // write the current view as a PNG in the working folder
};

Command commandForKey(SDL_Keycode key);

// The key list for --help and the README, one key a line.
std::string keyHelp();

// tidied: mouse down tilts the view up (r2 -= (midy - y)); t2: down (r2 += (midy - y)).
engine::PitchSense pitchSenseFor(zs::Variant variant);

zs::Variant nextVariant(zs::Variant variant);

} // namespace app
