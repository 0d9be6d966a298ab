#include "platform/KeyTable.hpp"

#include "view/Looks.hpp"
#include "view/Scenes.hpp"

#include <cctype>

namespace app {
namespace {

struct KeyBinding {
    SDL_Keycode key;
    Action action;
    const char* name;     // "" for a second key of the line above
    const char* meaning;  // "" where the meaning is made from a table (the scenes)
};

constexpr KeyBinding kBindings[] = {
    {SDLK_ESCAPE, Action::quit, "Esc", "quit"},
    {SDLK_v, Action::nextScene, "V", ""},
    {SDLK_n, Action::newSeed, "N", "a new city: the seed plus one (GameDraw's commented-out k++)"},
    {SDLK_r, Action::resetCamera, "R", "back to the start pose"},
    {SDLK_F11, Action::toggleFullscreen, "F11 or F", "borderless full-desktop window, or back"},
    {SDLK_f, Action::toggleFullscreen, "", ""},
    {SDLK_F12, Action::screenshot, "F12 or P", "save the view as zcity-SEED-N.png in the working folder"},
    {SDLK_p, Action::screenshot, "", ""},
    {SDLK_k, Action::newSeedEachFrame, "K", "a new city every frame (k++ in GameDraw), on or off"},
    {SDLK_t, Action::fastFlight, "T", "fly 30 times faster (900 units a second), on or off"},
    {SDLK_PAGEUP, Action::viewFarther, "PageUp or =", "world: see further (up to the 30,000 far plane)"},
    {SDLK_EQUALS, Action::viewFarther, "", ""},
    {SDLK_PAGEDOWN, Action::viewNearer, "PageDown or -", "world: see less far"},
    {SDLK_MINUS, Action::viewNearer, "", ""},
    // Pixel City's keys. The original's own letters where they are free; its E, T, W and C go to
    // the keyboard flight (Q/E, WASD, Space/C) and to T's fast flight, so those four moved.
    {SDLK_o, Action::autoCamera, "O", "automatic camera (Pixel City's eight modes, 15 s each), on or off"},
    {SDLK_b, Action::nextCameraMode, "B", "automatic camera: the next mode (turns it on)"},
    {SDLK_UNKNOWN, Action::toggleLook, "", ""},  // here in the help: the look table's rows, each with its key
    {SDLK_y, Action::nextPalette, "Y", "the colour crush: off, EGA's 16 colours, CGA's 4 (dithered), off"},
    {SDLK_j, Action::toggleWalk, "J", "walk at street level (WASD or arrows, Shift runs), or fly again"},
    {SDLK_u, Action::toggleFloor, "U", "the floor under the fly camera in the cities, off or on (on at start)"},
    {SDLK_F1, Action::toggleHelp, "F1 or H", "this help on screen (? too), shown or hidden"},
    {SDLK_h, Action::toggleHelp, "", ""},
    {SDLK_SLASH, Action::toggleHelp, "", ""},  // ? is Shift and / on most layouts
    {SDLK_QUESTION, Action::toggleHelp, "", ""},
    {SDLK_F3, Action::toggleStatus, "F3", "the status line (seed, place, frame time, cache), shown or hidden"},
    {SDLK_RETURN, Action::seedBox, "Enter", "the seed box: type a seed, or take a random or the previous one"},
};

constexpr SDL_Keycode kFlightKeys[] = {SDLK_w, SDLK_a, SDLK_s, SDLK_d, SDLK_UP, SDLK_DOWN, SDLK_LEFT, SDLK_RIGHT,
                                       SDLK_q, SDLK_e, SDLK_SPACE, SDLK_c, SDLK_LSHIFT, SDLK_RSHIFT};

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

std::string meaning(const KeyBinding& binding) {
    if (binding.action == Action::nextScene) {
        return "next scene: " + sceneNames("then") + " (the camera stays where it sees something)";
    }
    return binding.meaning;
}

} // namespace

const LookRow* lookOfKey(SDL_Keycode key) {
    // SDL's key codes for letters are the letters themselves, as the look table writes them.
    return key > 0 && key < 128 ? lookForKey(static_cast<char>(key)) : nullptr;
}

Action actionForKey(SDL_Keycode key) {
    if (lookOfKey(key)) return Action::toggleLook;
    for (const KeyBinding& binding : kBindings) {
        if (binding.key == key && binding.key != SDLK_UNKNOWN) return binding.action;
    }
    return Action::none;
}

bool isFlightKey(SDL_Keycode key) {
    for (SDL_Keycode flight : kFlightKeys) {
        if (flight == key) return true;
    }
    return false;
}

std::vector<SDL_Keycode> boundKeys() {
    std::vector<SDL_Keycode> keys;
    for (const KeyBinding& binding : kBindings) {
        if (binding.action != Action::toggleLook) {
            keys.push_back(binding.key);
            continue;
        }
        for (const LookRow& look : lookTable()) keys.push_back(static_cast<SDL_Keycode>(look.key));
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
    for (const KeyBinding& binding : kBindings) {
        if (binding.action == Action::toggleLook) {
            for (const LookRow& look : lookTable()) {
                const char key = static_cast<char>(std::toupper(static_cast<unsigned char>(look.key)));
                rows.push_back(HelpRow{std::string(1, key), std::string(look.help)});
            }
            continue;
        }
        if (*binding.name == '\0') continue;  // a second key for a line already written
        rows.push_back(HelpRow{binding.name, meaning(binding)});
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
