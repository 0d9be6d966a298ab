// app::applyScreensaverFile, screensaverFileText — the screensaver's settings file
// (screensaver.ini, written by its settings dialogue): a NAME=VALUE line for each setting of the
// table (cli/SettingTable.hpp) whose door is the screensaver's file, read by the same row that
// reads --NAME. A file is settings, not a command line: a line that is damaged, out of range,
// given twice, or that does not go with what the command line gave is skipped with one note,
// never an exit, and what the command line gave wins, line by line. --screensaver, Windows' /s
// and /p read it; xscreensaver's hack (-window-id, -root) takes its settings as options from
// xscreensaver itself. Pure: the file is read and written by platform/SettingsFile.
#pragma once

#include "cli/Options.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace app {

// The file's settings into `o` where the command line (and its preset) said nothing; a note for
// each line skipped ("line 3: --delay \"lots\" is not 0 to 1000000 microseconds").
std::vector<std::string> applyScreensaverFile(std::string_view text, Options& o);

// The file the dialogue saves: the screensaver's settings of `options`, a line each, every one
// that applies and differs from its default (the scene always).
std::string screensaverFileText(const Options& options);

} // namespace app
