#include "cli/ScreensaverFile.hpp"

#include "cli/SettingTable.hpp"

#include <set>
#include <sstream>

namespace app {
namespace {

constexpr const char* kHeader =
    "# zcity's screensaver, as its settings dialogue left it: read by --screensaver, /s and /p; the command line wins";

// One line into the options; the reason it was skipped, or "".
std::string applyLine(std::string_view line, Options& o, std::set<std::string>& seen) {
    const auto equals = line.find('=');
    if (equals == std::string_view::npos) return "not NAME=VALUE";
    const std::string name(trimmed(line.substr(0, equals)));
    const std::string_view value = trimmed(line.substr(equals + 1));
    const SettingRow* row = settingNamed(name);
    if (!row || (row->doors & kScreensaverFileDoor) == 0) return "\"" + name + "\" is not a setting of the screensaver's";
    if (seen.count(row->name) > 0) return row->name + " is given twice; the first stands";
    if (o.said(row->name)) return "";  // the command line says (a --preset's rows among it)
    Options changed = o;
    const std::string refused = readSetting(*row, value, changed);
    if (!refused.empty()) return refused;
    // A value that does not go with what the command line gave (delay= beside --max-fps) is left
    // out: the rules are asked as if the line were given with it.
    changed.given.insert(row->name);
    if (const auto problem = optionsProblem(changed); problem && !optionsProblem(o)) return *problem;
    changed.given.erase(row->name);
    seen.insert(row->name);  // taken: a later line for it is the second
    o = changed;
    return "";
}

} // namespace

std::vector<std::string> applyScreensaverFile(std::string_view text, Options& o) {
    std::vector<std::string> notes;
    std::set<std::string> seen;
    std::istringstream lines{std::string(text)};
    std::string line;
    for (int number = 1; std::getline(lines, line); number++) {
        const std::string_view content = trimmed(line);
        if (content.empty() || content[0] == '#') continue;
        const std::string skipped = applyLine(content, o, seen);
        if (!skipped.empty()) notes.push_back("line " + std::to_string(number) + ": " + skipped);
    }
    return notes;
}

std::string screensaverFileText(const Options& o) {
    std::string text = std::string(kHeader) + "\n";
    for (const SettingRow& row : settingTable()) {
        if ((row.doors & kScreensaverFileDoor) == 0 || !row.applies(o)) continue;
        if (const std::optional<std::string> value = row.write(o)) text += row.name + "=" + *value + "\n";
    }
    return text;
}

} // namespace app
