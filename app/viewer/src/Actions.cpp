#include "viewer/Actions.hpp"

#include "viewer/ViewerCore.hpp"
#include "scene/Looks.hpp"
#include "scene/Scenes.hpp"

#include <cctype>
#include <iterator>

namespace app {
namespace {

// Pixel City's keys are the original's own letters where they are free; its E, T, W and C went
// to the keyboard flight (Q/E, WASD, Space/C) and to T's fast flight, so those moved. The looks'
// keys (G, I, X, Z, L) are the look table's and show in the help where the toggleLook row is.
constexpr ActionRow kActions[] = {
    {Action::quit, {"Escape"}, "Esc", "quit", [](ViewerCore& c) { c.requestQuit(); }},
    {Action::nextScene, {"V"}, "V", "", [](ViewerCore& c) { c.nextScene(); }},
    {Action::newSeed, {"N"}, "N", "a new city: the seed plus one (GameDraw's commented-out k++)",
     [](ViewerCore& c) { c.newSeed(); }},
    {Action::resetCamera, {"R"}, "R", "back to the start pose", [](ViewerCore& c) { c.resetCamera(); }},
    {Action::toggleFullscreen, {"F11", "F"}, "F11 or F", "borderless full-desktop window, or back",
     [](ViewerCore& c) { c.toggleFullscreen(); }},
    {Action::screenshot, {"F12", "P"}, "F12 or P", "save the view as zcity-SEED-N.png in the working folder",
     [](ViewerCore& c) { c.screenshot(); }},
    {Action::newSeedEachFrame, {"K"}, "K", "a new city every frame (k++ in GameDraw), on or off",
     [](ViewerCore& c) { c.toggleNewCityEachFrame(); }},
    {Action::fastFlight, {"T"}, "T", "fly 30 times faster (900 units a second), on or off",
     [](ViewerCore& c) { c.toggleFastFlight(); }},
    {Action::viewFarther, {"PageUp", "="}, "PageUp or =", "world: see further (up to the 30,000 far plane)",
     [](ViewerCore& c) { c.changeViewDistance(true); }},
    {Action::viewNearer, {"PageDown", "-"}, "PageDown or -", "world: see less far",
     [](ViewerCore& c) { c.changeViewDistance(false); }},
    {Action::autoCamera, {"O"}, "O", "automatic camera (Pixel City's eight modes, 15 s each), on or off",
     [](ViewerCore& c) { c.toggleAutoCamera(); }},
    {Action::nextCameraMode, {"B"}, "B", "automatic camera: the next mode (turns it on)",
     [](ViewerCore& c) { c.nextCameraMode(); }},
    {Action::toggleLook, {}, "", "", nullptr},  // here in the help: the look table's rows, each with its key
    {Action::nextPalette, {"Y"}, "Y", "the colour crush: off, EGA's 16 colours, CGA's 4 (dithered), off",
     [](ViewerCore& c) { c.nextPalette(); }},
    {Action::toggleWalk, {"J"}, "J", "walk at street level (WASD or arrows, Shift runs), or fly again",
     [](ViewerCore& c) { c.toggleWalk(); }},
    {Action::toggleFloor, {"U"}, "U", "the floor under the fly camera in the cities, off or on (on at start)",
     [](ViewerCore& c) { c.toggleFloor(); }},
    {Action::toggleHelp, {"F1", "H", "/", "?"}, "F1 or H", "this help on screen (? too), shown or hidden",  // ? is Shift and / on most layouts
     [](ViewerCore& c) { c.toggleHelp(); }},
    {Action::toggleStatus, {"F3"}, "F3", "the status line (seed, place, frame time, cache), shown or hidden",
     [](ViewerCore& c) { c.toggleStatus(); }},
    {Action::seedBox, {"Return"}, "Enter", "the seed box: type a seed, or take a random or the previous one",
     [](ViewerCore& c) { c.openSeedBox(); }},
};

constexpr std::string_view kFlightKeys[] = {"W",     "A", "S", "D",          "Up",         "Down", "Left",
                                            "Right", "Q", "E", "Space",      "C",          "Left Shift",
                                            "Right Shift"};

// The keys that move while held (read each frame, not as presses), for the help.
struct HeldKeys {
    const char* name;
    const char* meaning;
};
constexpr HeldKeys kHeldKeys[] = {
    {"W A S D or arrows", "fly (or walk) forwards, left, back, right while held"},
    {"E or Space", "fly up while held"},
    {"Q or C", "fly down while held"},
    {"Shift", "with those: 4 times faster (walking: run)"},
};

bool sameKey(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t k = 0; k < a.size(); k++) {
        if (std::toupper(static_cast<unsigned char>(a[k])) != std::toupper(static_cast<unsigned char>(b[k]))) return false;
    }
    return true;
}

std::string meaning(const ActionRow& row) {
    if (row.action == Action::nextScene) {
        return "next scene: " + sceneNames("then") + " (the camera stays where it sees something)";
    }
    return std::string(row.help);
}

std::string lookKeyName(const LookRow& look) {
    return std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(look.key))));
}

} // namespace

ActionRows actionTable() { return ActionRows{std::begin(kActions), std::end(kActions)}; }

const ActionRow* actionForKeyName(std::string_view key) {
    for (const ActionRow& row : kActions) {
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
    for (std::string_view flight : kFlightKeys) {
        if (sameKey(flight, key)) return true;
    }
    return false;
}

std::vector<std::string> boundKeyNames() {
    std::vector<std::string> keys;
    for (const ActionRow& row : kActions) {
        if (row.action == Action::toggleLook) {
            for (const LookRow& look : lookTable()) keys.push_back(lookKeyName(look));
        }
        for (std::string_view name : row.keys) {
            if (!name.empty()) keys.emplace_back(name);
        }
    }
    return keys;
}

std::vector<HelpRow> mouseHelpRows() {
    return {
        {"mouse", "look around, 0.2 degrees a pixel (" + sceneNamesWith(engine::PitchSense::mouseDownTiltsUp) +
                      ": mouse down tilts up, like a stick; " + sceneNamesWith(engine::PitchSense::mouseDownTiltsDown) +
                      ": down, as each original did)"},
        {"left button", "fly forwards while held, 30 units a second"},
        {"right button", "fly backwards while held"},
        {"touch", "a finger down flies forwards; dragging turns"},
    };
}

std::vector<HelpRow> keyHelpRows() {
    std::vector<HelpRow> rows;
    for (const HeldKeys& held : kHeldKeys) rows.push_back(HelpRow{held.name, held.meaning});
    for (const ActionRow& row : kActions) {
        if (row.action == Action::toggleLook) {
            for (const LookRow& look : lookTable()) rows.push_back(HelpRow{lookKeyName(look), std::string(look.help)});
            continue;
        }
        rows.push_back(HelpRow{std::string(row.keysShown), meaning(row)});
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
