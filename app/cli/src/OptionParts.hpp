// What the command line's files share: the screensaver hosts' spellings, the preset and the rules
// that parseOptions runs. Internal to zcity_cli; never included outside app/cli/src.
#pragma once

#include "cli/Options.hpp"
#include "scene/Presets.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace app {

// Windows' screensaver arguments, which Windows gives as the first (and only) ones: /s (the
// screensaver, full screen), /p HWND (its preview in the settings dialogue), /c (its settings);
// the letter in either case, the window after a space or a colon (/p 1234, /p:1234, /c:1234).
struct WindowsScreensaverCall {
    char letter = 0;                      // 's', 'p' or 'c'
    std::optional<std::uint64_t> window;  // /p's preview, or /c's parent (unused: a message box needs none)
    int argumentsUsed = 1;                // 2 for /p 1234
};

// nullopt: the first argument is none of Windows' screensaver arguments (parsed as zcity's own);
// otherwise the call, or the one line naming what is wrong with it.
std::optional<std::variant<WindowsScreensaverCall, std::string>> windowsScreensaverCall(int argc, const char* const* argv);

// The words CLI11 reads: Windows' screensaver argument turned into --screensaver (or taken out,
// for /c), and xscreensaver's one-dash spellings given their second dash.
std::vector<std::string> argumentsForCli(int argc, const char* const* argv, const std::optional<WindowsScreensaverCall>& windows);

// The usage error's one line: "zcity: PROBLEM (see zcity --help)", exit code 2.
EarlyExit usageError(const std::string& problem);

// Could a scene the settings file restores still make these options right?
bool savedSceneMayDecide(const Options& o);

// The preset's rows where the command line gave none of them, and where they apply (a preset's
// camera never reaches a mode that moves its own).
void applyPreset(Options& o, const PresetRow& row);

} // namespace app
