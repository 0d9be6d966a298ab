// app::screensaverFileOptions, screensaverFileText — the screensaver's settings file
// (screensaver.ini, written by its settings dialogue): a key=value line for each option chosen,
// read back as the very command-line options they are ("scene=redux" is --scene redux, "fps=1"
// is --fps), so one parser checks a file and a command line alike. --screensaver, Windows' /s
// and /p read it; xscreensaver's hack (-window-id, -root) takes its settings as options from
// xscreensaver itself. The command line wins. Pure: the file is read by platform/SettingsFile.
#pragma once

#include "cli/Options.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace app {

// The options the file's lines say, as words to parse after the command line's: a key the
// command line gave is left to it, a line that is not one of the settings, or whose value the
// option refuses, is skipped and the first such named in `problem` ("" when there is none).
struct ScreensaverFileOptions {
    std::vector<std::string> words;
    std::string problem;
};
ScreensaverFileOptions screensaverFileOptions(std::string_view text, const Options::Given& given);

// The file the dialogue saves: the settings of `options` (a screensaver's), a line each.
std::string screensaverFileText(const Options& options);

} // namespace app
