#include "platform/Settings.hpp"

#include "formats/OutputFile.hpp"

#include <SDL.h>

#include <charconv>
#include <cmath>
#include <fstream>
#include <locale>
#include <sstream>

namespace app {
namespace {

constexpr const char* kHeader = "# zcity settings: written on exit, read on start; the command line wins";
constexpr std::size_t kMaxFileBytes = 4096;  // anything bigger is not ours

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
    if (s.viewDistance) out << "view_distance=" << *s.viewDistance << '\n';
    if (s.scene) out << "scene=" << sceneName(*s.scene) << '\n';
    return out.str();
}

std::optional<SavedSettings> parseSettings(std::string_view text, std::string& problem) {
    SavedSettings s;
    std::istringstream lines{std::string(text)};
    std::string line;
    for (int number = 1; std::getline(lines, line); number++) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        const auto equals = line.find('=');
        const std::string key = line.substr(0, equals);
        const std::string value = equals == std::string::npos ? "" : line.substr(equals + 1);
        int whole = 0;
        double real = 0;
        const auto bad = [&](const std::string& what) {
            problem = "line " + std::to_string(number) + ": " + what;
            return std::nullopt;
        };
        if (equals == std::string::npos) return bad("not key=value");
        if (key == "window_x" || key == "window_y" || key == "window_width" || key == "window_height") {
            if (!parseNumber(value, whole) || std::abs(whole) > 100000) return bad("not a whole number of pixels");
            if ((key == "window_width" || key == "window_height") && whole < 1) return bad("a window must have a size");
            (key == "window_x" ? s.x : key == "window_y" ? s.y : key == "window_width" ? s.width : s.height) = whole;
        } else if (key == "view_distance") {
            if (!parseNumber(value, real) || !(real >= 1 && real <= 30000)) return bad("a view distance is 1 to 30000");
            s.viewDistance = real;
        } else if (key == "scene" || key == "variant") {  // "variant" is what zcity 0.1 wrote
            s.scene = parseScene(value);
            if (!s.scene) return bad("not " + sceneNames());
        } else {
            return bad("an unknown key");
        }
    }
    return s;
}

std::string settingsPath() {
    char* folder = SDL_GetPrefPath("zcity", "zcity");  // creates the folder
    if (!folder) return "";
    std::string path = std::string(folder) + "settings.ini";
    SDL_free(folder);
    return path;
}

SavedSettings loadSettings(const std::string& path, std::string& warning) {
    warning.clear();
    if (path.empty()) return {};
    std::ifstream file(path, std::ios::binary);
    if (!file) return {};  // none yet
    std::string text(kMaxFileBytes + 1, '\0');
    file.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(file.gcount()));
    std::string problem = "larger than a settings file can be";
    const auto parsed = text.size() <= kMaxFileBytes ? parseSettings(text, problem) : std::nullopt;
    if (!parsed) {
        warning = "ignoring the damaged settings file " + path + " (" + problem + ")";
        return {};
    }
    return *parsed;
}

std::string saveSettings(const std::string& path, const SavedSettings& settings) {
    if (path.empty()) return "";
    try {
        OutputFile file(path);
        file.write(formatSettings(settings));
        file.commit();
        return "";
    } catch (const std::exception& e) {
        return std::string("settings not saved: ") + e.what();
    }
}

} // namespace app
