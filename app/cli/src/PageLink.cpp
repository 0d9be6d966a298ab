#include "cli/PageLink.hpp"

#include "cli/SavedSettings.hpp"  // SavedSettings alone: a page saves none

#include "engine/Palette.hpp"

#include <array>
#include <cstdio>

namespace app {
namespace {

// The command line's flags, which a link gives as key=1 (or key alone).
constexpr std::array<std::string_view, 5> kFlags = {"world", "walk", "fog", "no-fog", "no-floor"};

bool isFlag(std::string_view key) {
    for (const std::string_view flag : kFlags) {
        if (key == flag) return true;
    }
    return false;
}

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// %XX decoded; a % not followed by two hex digits is kept as it is.
std::string percentDecoded(std::string_view text) {
    std::string out;
    for (std::size_t k = 0; k < text.size(); k++) {
        if (text[k] == '%' && k + 2 < text.size() && hexDigit(text[k + 1]) >= 0 && hexDigit(text[k + 2]) >= 0) {
            out += static_cast<char>(hexDigit(text[k + 1]) * 16 + hexDigit(text[k + 2]));
            k += 2;
        } else {
            out += text[k];
        }
    }
    return out;
}

// What a value needs to stay one item of a link: its % & = # + and spaces as %XX.
std::string percentEncoded(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '%' || c == '&' || c == '=' || c == '#' || c == '+' || c == ' ') {
            char escaped[4];
            std::snprintf(escaped, sizeof escaped, "%%%02X", static_cast<unsigned char>(c));
            out += escaped;
        } else {
            out += c;
        }
    }
    return out;
}

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string s = text;
    while (!s.empty() && s.back() == '0') s.pop_back();  // 200.00 -> 200, 1.50 -> 1.5
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s == "-0" ? "0" : s;
}

} // namespace

namespace {

struct LinkItem {
    std::string key, value;
    bool hasValue = false;
};

// The fragment's key=value items, %XX decoded, in order.
std::vector<LinkItem> linkItems(std::string_view fragment) {
    if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
    std::vector<LinkItem> items;
    while (!fragment.empty()) {
        const std::size_t end = fragment.find('&');
        const std::string_view item = fragment.substr(0, end);
        fragment = end == std::string_view::npos ? std::string_view() : fragment.substr(end + 1);
        if (item.empty()) continue;
        const std::size_t equals = item.find('=');
        const bool hasValue = equals != std::string_view::npos;
        items.push_back({percentDecoded(item.substr(0, equals)), hasValue ? percentDecoded(item.substr(equals + 1)) : "",
                         hasValue});
    }
    return items;
}

// The items as the command line's words.
std::vector<std::string> wordsOf(const std::vector<LinkItem>& items) {
    std::vector<std::string> words;
    for (const LinkItem& item : items) {
        if (item.key == "ui") continue;  // the page's own, not the command line's
        if (isFlag(item.key) || !item.hasValue) {  // a flag, or a key alone: as the flag --key
            if (item.value != "0") words.push_back("--" + item.key);
            continue;
        }
        words.push_back("--" + item.key);
        words.push_back(item.value);
    }
    return words;
}

} // namespace

std::vector<std::string> linkArguments(std::string_view fragment) { return wordsOf(linkItems(fragment)); }

std::string shownLine(std::string_view text) {
    std::string out;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        out += byte < 0x20 || byte == 0x7F ? '?' : c;
    }
    if (out.size() <= kShownLineBytes) return out;
    std::size_t cut = kShownLineBytes - 3;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) cut--;  // not inside a character
    return out.substr(0, cut) + "...";
}

namespace {

PageLink parsedLink(std::string_view fragment) {
    PageLink link;
    const std::vector<LinkItem> items = linkItems(fragment);
    for (const LinkItem& item : items) {
        if (item.key == "ui") link.ui = item.value != "0";
    }
    std::vector<std::string> words = wordsOf(items);
    words.insert(words.begin(), "zcity");
    std::vector<const char*> argv;
    for (const std::string& word : words) argv.push_back(word.c_str());
    const ParseResult parsed = parseOptions(static_cast<int>(argv.size()), argv.data());
    if (const auto* early = std::get_if<EarlyExit>(&parsed)) {
        link.problem = early->code == 0 ? "zcity: a link opens the viewer: --help and --version are for the command line"
                                        : early->text;
        return link;
    }
    Options options = std::get<Options>(parsed);
    if (options.mode != Mode::viewer || options.screensaver || options.host.kind != ScreensaverHost::Kind::none) {
        link.problem = "zcity: a link opens the viewer; the other modes are for the command line";
        return link;
    }
    try {
        link.options = restoreSaved(options, SavedSettings{}).options;  // a page saves no settings
    } catch (const UsageError& e) {
        link.problem = e.what();  // the command line's line, "zcity: ..."
    }
    return link;
}

} // namespace

PageLink parseLink(std::string_view fragment) {
    PageLink link = parsedLink(fragment);
    link.problem = shownLine(link.problem);
    return link;
}

std::string linkFragment(const ViewerState& state, bool ui, double scale) {
    const Scene scene = state.scene.scene;
    const engine::CameraPose& pose = state.pose;
    std::string out = "seed=" + seedText(state.scene.seed) + "&scene=" + std::string(sceneName(scene)) + "&camera=" +
                      number(pose.position.x) + "," + number(pose.position.y) + "," + number(pose.position.z) + "," +
                      number(pose.yawDegrees) + "," + number(pose.pitchDegrees);
    std::string looks;
    for (const LookRow& row : lookTable()) {
        const bool on = lookOn(row, state.looks, scene, state.world.enabled);
        if (on == lookOn(row, LookChoice{}, scene, state.world.enabled)) continue;
        looks += (looks.empty() ? "" : ",") + std::string(on ? "" : "no-") + std::string(row.name);
    }
    if (!looks.empty()) out += "&look=" + looks;
    if (state.palette != engine::Palette::none) out += "&palette=" + std::string(engine::paletteName(state.palette));
    if (state.looks.fieldOfView) out += "&fov=" + number(*state.looks.fieldOfView);
    if (state.looks.sky) out += "&sky=" + skyColourText(*state.looks.sky);
    if (!state.scene.signText.empty()) out += "&sign=" + percentEncoded(state.scene.signText);
    if (state.scene.citySize != zs::pixelcity::kWorldSize) out += "&city-size=" + std::to_string(state.scene.citySize);
    if (state.scene.grid > 1) out += "&grid=" + std::to_string(state.scene.grid);
    if (state.world.enabled) out += "&world=1";
    if (state.mode == CameraMode::walk) out += "&walk=1";
    if (state.mode == CameraMode::automatic) out += "&camera-mode=automatic";
    if (scale != 0) out += "&scale=" + number(scale);
    if (!ui) out += "&ui=0";
    return out;
}

} // namespace app
