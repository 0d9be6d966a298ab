#include "cli/ScreensaverFile.hpp"

#include "scene/Looks.hpp"

#include <cstdio>
#include <sstream>

namespace app {
namespace {

constexpr const char* kHeader =
    "# zcity's screensaver, as its settings dialogue left it: read by --screensaver, /s and /p; the command line wins";

// The settings a file may hold, as the options they are.
struct Key {
    std::string_view name;  // the line's key and the option's name: "delay" is --delay
    bool Options::Given::*given;
    bool flag;  // --fps: a line "fps=1" is the option alone, "fps=0" none
};
constexpr Key kKeys[] = {
    {"scene", &Options::Given::scene, false}, {"seed", &Options::Given::seed, false},
    {"look", &Options::Given::look, false},   {"delay", &Options::Given::delay, false},
    {"speed", &Options::Given::speed, false}, {"scale", &Options::Given::scale, false},
    {"rebuild", &Options::Given::rebuild, false}, {"fps", &Options::Given::fps, true},
};

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
    return text;
}

// One line's words, checked by the parser itself as a screensaver's option; or why not.
std::string lineWords(std::string_view line, const Options::Given& given, std::vector<std::string>& words) {
    const auto equals = line.find('=');
    if (equals == std::string_view::npos) return "not key=value";
    const std::string_view key = trimmed(line.substr(0, equals));
    const std::string value(trimmed(line.substr(equals + 1)));
    for (const Key& k : kKeys) {
        if (k.name != key) continue;
        if (given.*(k.given)) return "";  // the command line says
        std::vector<std::string> mine{"--" + std::string(key)};
        if (!k.flag) mine.push_back(value);
        if (k.flag && value != "0" && value != "1") return "fps is 0 or 1";
        if (k.flag && value == "0") return "";
        std::vector<const char*> argv{"zcity", "--screensaver"};
        for (const std::string& word : mine) argv.push_back(word.c_str());
        const ParseResult checked = parseOptions(static_cast<int>(argv.size()), argv.data());
        if (const auto* refused = std::get_if<EarlyExit>(&checked)) return refused->text.substr(7);  // less "zcity: "
        words.insert(words.end(), mine.begin(), mine.end());
        return "";
    }
    return "an unknown key";
}

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

} // namespace

ScreensaverFileOptions screensaverFileOptions(std::string_view text, const Options::Given& given) {
    ScreensaverFileOptions read;
    std::istringstream lines{std::string(text)};
    std::string line;
    for (int number = 1; std::getline(lines, line); number++) {
        const std::string_view content = trimmed(line);
        if (content.empty() || content[0] == '#') continue;
        const std::string bad = lineWords(content, given, read.words);
        if (!bad.empty() && read.problem.empty()) read.problem = "line " + std::to_string(number) + ": " + bad;
    }
    return read;
}

std::string screensaverFileText(const Options& o) {
    std::string text = std::string(kHeader) + "\n";
    text += "scene=" + std::string(sceneName(o.scene.scene)) + "\n";
    if (o.given.seed) text += "seed=" + seedText(o.scene.seed) + "\n";
    if (o.given.look) text += "look=" + lookList(o.looks, o.scene.scene, false) + "\n";
    text += "delay=" + number(o.window.delayMicroseconds) + "\n";
    text += "speed=" + number(o.screensaverSettings.speed) + "\n";
    text += "scale=" + number(o.window.scale) + "\n";
    text += "rebuild=" + number(o.screensaverSettings.rebuildSeconds) + "\n";
    text += std::string("fps=") + (o.screensaverSettings.showFps ? "1" : "0") + "\n";
    return text;
}

} // namespace app
