// app::settingsPath, loadSettings and saveSettings — the viewer's settings file, in the
// platform's usual place for it (SDL_GetPrefPath: ~/.local/share/zcity on Linux, Application
// Support on macOS, AppData on Windows). A file that cannot be read, or is not a regular file (a
// FIFO would hang a read), is warned about and left alone; a settings file that is a symlink is
// written through the link; the file is written whole or not at all. What it holds, and how
// its text reads, is cli/SavedSettings.hpp's.
#pragma once

#include "cli/SavedSettings.hpp"

#include <string>

namespace app {

// The settings file's path, or "" where the platform gives no place for it. Uses SDL.
std::string settingsPath();

// What loading found: the settings, a one-line warning or "", and whether the file may be
// written at exit (not when it could not be read or is not a regular file).
struct LoadedSettings {
    SavedSettings settings;
    std::string warning;
    bool writable = true;
};
LoadedSettings loadSettings(const std::string& path);
// Writes the file; returns a warning on failure (the program goes on).
std::string saveSettings(const std::string& path, const SavedSettings& settings);

} // namespace app
