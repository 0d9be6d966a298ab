#include "viewer/Actions.hpp"

#include "viewer/HeldKeys.hpp"
#include "viewer/ViewerCore.hpp"
#include "scene/Looks.hpp"
#include "scene/Scenes.hpp"

#include <cctype>
#include <iterator>

namespace app {
namespace {

bool sameKey(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t k = 0; k < a.size(); k++) {
        if (std::toupper(static_cast<unsigned char>(a[k])) != std::toupper(static_cast<unsigned char>(b[k]))) return false;
    }
    return true;
}

std::string meaning(const ActionRow& row, HelpFor reader) {
    if (reader == HelpFor::page && !row.pageHelp.empty()) return std::string(row.pageHelp);
    return row.describe ? row.describe() : std::string(row.help);
}

std::string lookKeyName(const LookRow& look) {
    return std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(look.key))));
}

} // namespace

const ActionRow* actionForKeyName(std::string_view key) {
    for (const ActionRow& row : ViewerCore::actionTable()) {
        for (std::string_view name : row.keys) {
            if (!name.empty() && sameKey(name, key)) return &row;
        }
    }
    return nullptr;
}

const LookRow* lookForKeyName(std::string_view key) {
    return key.size() == 1 ? lookForKey(static_cast<char>(std::tolower(static_cast<unsigned char>(key[0])))) : nullptr;
}

bool isFlightKeyName(std::string_view key) {
    for (const HeldKeyRow& row : heldKeyTable()) {
        for (std::string_view flight : row.sdlNames) {
            if (sameKey(flight, key)) return true;
        }
    }
    return false;
}

std::vector<std::string> boundKeyNames() {
    std::vector<std::string> keys;
    for (const ActionRow& row : ViewerCore::actionTable()) {
        if (!row.run) {  // the looks' place
            for (const LookRow& look : lookTable()) keys.push_back(lookKeyName(look));
        }
        for (std::string_view name : row.keys) {
            if (!name.empty()) keys.emplace_back(name);
        }
    }
    return keys;
}

std::vector<HelpRow> mouseHelpRows(HelpFor reader) {
    const std::string senses = "0.2 degrees a pixel (" + sceneNamesWith(engine::PitchSense::mouseDownTiltsUp) +
                               ": mouse down tilts up, like a stick; " +
                               sceneNamesWith(engine::PitchSense::mouseDownTiltsDown) + ": down, as each original did)";
    // A page's canvas is the whole page: it turns on a drag (or with the pointer locked), never
    // on the way to the bar.
    return {
        {reader == HelpFor::page ? "mouse, dragged" : "mouse",
         reader == HelpFor::page ? "look around (Lock pointer: without a button), " + senses : "look around, " + senses},
        {"left button", "fly forwards while held, 30 units a second"},
        {"right button", "fly backwards while held"},
        reader == HelpFor::page
            ? HelpRow{"touch", "a finger dragged looks around; the pad flies (forwards, back, up, down) while held; "
                               "in this help, tap a row to do it"}
            : HelpRow{"touch", "a finger down flies forwards; dragging turns"},
    };
}

std::vector<HelpRow> keyHelpRows(HelpFor reader) {
    std::vector<HelpRow> rows;
    // The keys that move while held (read each frame, not as presses): the held-key table's.
    for (const HeldKeyRow& held : heldKeyTable()) rows.push_back(HelpRow{std::string(held.keysShown), std::string(held.help)});
    for (const ActionRow& row : ViewerCore::actionTable()) {
        if (!row.run) {  // the looks' place: the look table's rows, each with its key
            for (const LookRow& look : lookTable()) {
                rows.push_back(HelpRow{lookKeyName(look), std::string(look.help), lookKeyName(look)});
            }
            continue;
        }
        rows.push_back(HelpRow{std::string(row.keysShown), meaning(row, reader), row.pagePresses ? std::string(row.keys[0]) : ""});
    }
    return rows;
}

std::string keyHelp() {
    std::string text;
    for (const HelpRow& row : keyHelpRows()) {
        std::string name = row.keys;
        name.resize(17, ' ');
        text += "  " + name + row.meaning + "\n";
    }
    return text;
}

} // namespace app
