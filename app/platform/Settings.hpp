// app::SavedSettings — what the viewer remembers between runs: the window's size and place,
// the view distance and the scene shown, in a small key=value file in the platform's usual
// place for it (SDL_GetPrefPath: ~/.local/share/zcity on Linux, Application Support on macOS,
// AppData on Windows). What the command line says wins. A damaged file is ignored with a
// one-line warning, never a crash; the file is written whole or not at all.
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
// nullopt, with the reason in `problem`, when the text is damaged.
std::optional<SavedSettings> parseSettings(std::string_view text, std::string& problem);

// The settings file's path, or "" where the platform gives no place for it. Uses SDL.
std::string settingsPath();

// Reads the file; a missing file is no settings, a damaged one is no settings and a warning.
SavedSettings loadSettings(const std::string& path, std::string& warning);
// Writes the file; returns a warning on failure (the program goes on).
std::string saveSettings(const std::string& path, const SavedSettings& settings);

} // namespace app
