#include "cli/PageLink.hpp"

#include "cli/PanelRows.hpp"
#include "cli/SavedSettings.hpp"  // SavedSettings alone: a page saves none
#include "cli/SettingTable.hpp"

#include <cstdio>

namespace app {
namespace {

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
        const SettingRow* row = settingNamed(item.key);
        if ((row && row->valueName.empty()) || !item.hasValue) {  // a switch, or a key alone: as the flag --key
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

// The settings a link may hold (the table's link door), for the line that refuses another.
std::string linkNames() {
    std::string names;
    for (const SettingRow& row : settingTable()) {
        if (row.doors & kLinkDoor) names += (names.empty() ? "" : ", ") + row.name;
    }
    return names + ", ui";
}

// A link holds the settings of the link door and the page's ui=, each a value the command line
// can be given whole: the first item that is not, in a line; "" when all are.
std::string refusedItem(const std::vector<LinkItem>& items) {
    for (const LinkItem& item : items) {
        if (item.key == "ui") continue;
        const SettingRow* row = settingNamed(item.key);
        if (!row || (row->doors & kLinkDoor) == 0) {
            return "a link opens the viewer with its settings, and \"" + item.key + "\" is none of them (" + linkNames() + ")";
        }
        if (item.value.find('\0') != std::string::npos) return "a link's " + item.key + "= holds a NUL character";
    }
    return "";
}

PageLink parsedLink(std::string_view fragment) {
    PageLink link;
    const std::vector<LinkItem> items = linkItems(fragment);
    for (const LinkItem& item : items) {
        if (item.key == "ui") link.ui = item.value != "0";
    }
    if (const std::string refused = refusedItem(items); !refused.empty()) {
        link.problem = "zcity: " + refused;
        return link;
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
    Options o = optionsOf(state);
    o.window.scale = scale > 0 ? scale : 1;
    std::string out;
    for (const SettingRow& row : settingTable()) {
        // Every setting of the link's door that applies here and differs from its default; one out
        // of scope (a sign in a day scene) is kept in the state and written once it applies again.
        if ((row.doors & kLinkDoor) == 0 || !row.applies(o)) continue;
        const std::optional<std::string> value = row.write(o);
        if (!value) continue;
        out += (out.empty() ? "" : "&") + row.name + "=" + percentEncoded(*value);
    }
    if (!ui) out += "&ui=0";
    return out;
}

} // namespace app
