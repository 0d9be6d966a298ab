// app::SavedSettings — what the viewer remembers between runs: the window's size and place,
// the view distance and the scene shown, in a small key=value file in the platform's usual
// place for it (SDL_GetPrefPath: ~/.local/share/zcity on Linux, Application Support on macOS,
// AppData on Windows). What the command line says wins. Nothing in the file can lock a person
// out: a bad line is skipped with a one-line warning and the good lines kept; a file that cannot
// be read, or is not a regular file (a FIFO would hang a read), is warned about and left alone;
// a settings file that is a symlink is written through the link; the file is written whole or
// not at all.
#pragma once

#include "view/Scenes.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace app {

struct SavedSettings {
    std::optional<int> x, y, width, height;  // the window, in screen coordinates
    std::optional<double> viewDistance;
    std::optional<Scene> scene;
};

std::string formatSettings(const SavedSettings& settings);
// The good lines' settings; `problem` names the first bad line ("" when there is none).
// `key = value` with spaces around the = is read as key=value.
SavedSettings parseSettings(std::string_view text, std::string& problem);

// The largest window a saved size may ask for: SDL refuses bigger (and a window that cannot open
// would lock the viewer out on every start).
constexpr int kMaxSavedWindowSide = 16384;

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
