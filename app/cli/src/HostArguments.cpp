#include "OptionParts.hpp"

#include "cli/SettingTable.hpp"

#include <cctype>

namespace app {

std::optional<std::variant<WindowsScreensaverCall, std::string>> windowsScreensaverCall(int argc, const char* const* argv) {
    if (argc < 2) return std::nullopt;
    const std::string first = argv[1];
    if (first.size() < 2 || first[0] != '/') return std::nullopt;
    WindowsScreensaverCall call;
    call.letter = static_cast<char>(std::tolower(static_cast<unsigned char>(first[1])));
    if (call.letter != 's' && call.letter != 'p' && call.letter != 'c') return std::nullopt;
    const std::string flag = std::string("/") + call.letter;
    const bool colon = first.size() > 2 && first[2] == ':';
    if (first.size() > 2 && !colon) return std::nullopt;  // /path/to/something: not Windows' argument
    std::string windowText = colon ? first.substr(3) : "";
    if (!colon && call.letter == 'p' && argc > 2) {
        windowText = argv[2];
        call.argumentsUsed = 2;
    }
    if (call.letter == 'p' && windowText.empty()) {
        return std::string("/p needs the preview window's handle, a number: /p 1234 or /p:1234");
    }
    if (call.letter == 's' && colon) return std::string("/s takes no window: /s alone shows the screensaver");
    if (!windowText.empty()) {
        call.window = parseWindowId(windowText);
        if (!call.window) return flag + " \"" + windowText + "\" is not a window handle (a number, decimal or 0x hex)";
    }
    return call;
}

namespace {

// xscreensaver's hacks take their options with one dash, as X programs did (-root, -window-id ID,
// -delay 20000, -fps, -scale 0.5), and people type them so into ~/.xscreensaver; CLI11 reads long
// options with two. Every screensaver setting of the table has that spelling, -NAME=VALUE too.
bool xscreensaverWord(std::string_view name) {
    if (name == "root" || name == "window-id") return true;
    const SettingRow* row = settingNamed(name);
    return row && (row->doors & kScreensaverFileDoor) != 0;
}

std::string withTwoDashes(const std::string& argument) {
    if (argument.size() < 2 || argument[0] != '-' || argument[1] == '-') return argument;
    const std::string_view name = std::string_view(argument).substr(1, argument.find('=') - 1);
    return xscreensaverWord(name) ? "-" + argument : argument;
}

} // namespace

std::vector<std::string> argumentsForCli(int argc, const char* const* argv, const std::optional<WindowsScreensaverCall>& windows) {
    std::vector<std::string> arguments{argc > 0 ? argv[0] : "zcity"};
    for (int k = windows ? 1 + windows->argumentsUsed : 1; k < argc; k++) arguments.push_back(withTwoDashes(argv[k]));
    if (windows && windows->letter != 'c') arguments.insert(arguments.begin() + 1, "--screensaver");
    return arguments;
}

} // namespace app
