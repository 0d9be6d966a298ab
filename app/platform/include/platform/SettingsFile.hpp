// app::settingsPath, loadSettings and saveSettings — the viewer's settings file (and the
// screensaver's, read and written as text), in the platform's usual place for it (SDL_GetPrefPath: ~/.local/share/zcity on Linux, Application
// Support on macOS, AppData on Windows). A file that cannot be read, or is not a regular file (a
// FIFO would hang a read), is warned about and left alone; a settings file that is a symlink is
// written through the link; the file is written whole or not at all. What it holds, and how
// its text reads, is cli/SavedSettings.hpp's.
#pragma once

#include "cli/SavedSettings.hpp"

#include <string>

namespace app {

// A settings file's path (the window's settings.ini, the screensaver's screensaver.ini), or ""
// where the platform gives no place for it. Uses SDL.
std::string settingsPath(const char* name = "settings.ini");

// A settings file's text as read: "" where there is none yet; a one-line warning, and not to be
// written at exit, where it cannot be read, is not a regular file or is too big to be ours.
struct SettingsText {
    std::string text;
    std::string warning;
    bool writable = true;
};
SettingsText readSettingsText(const std::string& path);
// Writes it whole or not at all; returns a warning on failure (the program goes on).
std::string writeSettingsText(const std::string& path, const std::string& text);

// The window's settings: what loading found, and whether the file may be written at exit.
struct LoadedSettings {
    SavedSettings settings;
    std::string warning;
    bool writable = true;
};
LoadedSettings loadSettings(const std::string& path);
std::string saveSettings(const std::string& path, const SavedSettings& settings);

} // namespace app
