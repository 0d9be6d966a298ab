// app::runScreensaverDialog — the screensaver's settings dialogue: Windows' /c (the screensaver
// settings' button) and zcity --screensaver-settings elsewhere. A small window of Dear ImGui's
// with the settings zcity.xml gives xscreensaver — the scene, the look, the seed, the frame
// rate, the camera's speed, the resolution, how often a new city comes, the frame rate shown —
// starting from what the settings file holds; Save writes them there (screensaver.ini, which
// --screensaver, /s and /p read), Cancel, Esc or closing the window leaves it as it was.
// Without Dear ImGui (Homebrew's build) it says where the file is, in one line, and exits 1.
#pragma once

#include "cli/Options.hpp"

namespace app {

// `options`: the mode's, with the settings file's already read in (main). The exit code.
int runScreensaverDialog(const Options& options);

} // namespace app
