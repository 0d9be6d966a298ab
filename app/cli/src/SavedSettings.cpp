#include "cli/SavedSettings.hpp"

#include "cli/SettingTable.hpp"

#include "engine/FlyCamera.hpp"

#include <cmath>
#include <locale>
#include <sstream>

namespace app {
namespace {

constexpr const char* kHeader = "# zcity settings: written on exit, read on start; the command line wins";

template <typename Number>
bool parseNumber(std::string_view text, Number& value) {
    std::istringstream in{std::string(text)};
    in.imbue(std::locale::classic());
    in >> value;
    return !in.fail() && in.peek() == std::char_traits<char>::eof();
}

} // namespace

std::string formatSettings(const SavedSettings& s) {
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << kHeader << '\n';
    if (s.x && s.y) out << "window_x=" << *s.x << "\nwindow_y=" << *s.y << '\n';
    if (s.width && s.height) out << "window_width=" << *s.width << "\nwindow_height=" << *s.height << '\n';
    if (s.viewDistance) out << "view_distance=" << numberText(*s.viewDistance) << '\n';
    if (s.scene) out << "scene=" << sceneName(*s.scene) << '\n';
    if (s.looks && !chosenLooks(*s.looks).empty()) out << "looks=" << chosenLooks(*s.looks) << '\n';
    for (const auto& [name, value] : s.rows) out << name << '=' << value << '\n';
    return out.str();
}

const std::string* SavedSettings::row(std::string_view name) const {
    for (const auto& saved : rows) {
        if (saved.first == name) return &saved.second;
    }
    return nullptr;
}

namespace {

// One line's setting into `s`; the reason it is bad, or "".
std::string readLine(std::string_view line, SavedSettings& s) {
    const auto equals = line.find('=');
    if (equals == std::string_view::npos) return "not key=value";
    const std::string key(trimmed(line.substr(0, equals)));
    const std::string value(trimmed(line.substr(equals + 1)));
    int whole = 0;
    if (key == "window_x" || key == "window_y") {
        if (!parseNumber(value, whole) || std::abs(whole) > 100000) return "not a whole number of pixels";
        (key == "window_x" ? s.x : s.y) = whole;
    } else if (key == "window_width" || key == "window_height") {
        if (!parseNumber(value, whole) || whole < 1 || whole > kMaxSavedWindowSide) {
            return "a window side is 1 to " + std::to_string(kMaxSavedWindowSide) + " pixels";
        }
        (key == "window_width" ? s.width : s.height) = whole;
    } else if (key == "view_distance" || key == "view-distance") {
        Options read;  // the setting's own row: one range, one message, the command line's
        if (const std::string refused = readSetting(*settingNamed("view-distance"), value, read); !refused.empty()) return refused;
        s.viewDistance = read.world.viewDistance;
    } else if (key == "scene" || key == "variant") {  // "variant" is what zcity 0.1 wrote
        Options read;
        if (const std::string refused = readSetting(*settingNamed("scene"), value, read); !refused.empty()) return refused;
        s.scene = read.scene.scene;
    } else if (key == "looks") {
        const std::optional<LookChoice> looks = parseLooks(value);
        if (!looks) return "not a list of " + lookNames();
        s.looks = looks;
    } else if (const SettingRow* row = settingNamed(key); row && row->panel && row->panel->kept) {
        Options read;  // the setting's own row: one range, one message, the command line's
        if (const std::string refused = readSetting(*row, value, read); !refused.empty()) return refused;
        if (s.row(row->name)) return "a second " + row->name + "= line; the first stands";
        s.rows.emplace_back(row->name, value);
    } else {
        return "an unknown key";
    }
    return "";
}

} // namespace

SavedSettings parseSettings(std::string_view text, std::string& problem) {
    problem.clear();
    SavedSettings s;
    std::istringstream lines{std::string(text)};
    std::string line;
    for (int number = 1; std::getline(lines, line); number++) {
        const std::string_view content = trimmed(line);
        if (content.empty() || content[0] == '#') continue;
        const std::string bad = readLine(content, s);
        if (!bad.empty() && problem.empty()) problem = "line " + std::to_string(number) + ": " + bad;
    }
    // A size needs both sides, a place both coordinates: half of one is none.
    if (!s.width || !s.height) s.width = s.height = std::nullopt;
    if (!s.x || !s.y) s.x = s.y = std::nullopt;
    return s;
}

} // namespace app
