#include "platform/KeyTable.hpp"

#include "view/Scenes.hpp"

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
    {SDLK_F11, Action::toggleFullscreen, "F11", "borderless full-desktop window, or back"},
    {SDLK_f, Action::toggleFullscreen, "F", "the same"},
    {SDLK_F12, Action::screenshot, "F12", "save the view as zcity-SEED-N.png in the working folder"},
    {SDLK_p, Action::screenshot, "P", "the same"},
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
    {SDLK_i, Action::toggleBloom, "I", "pixelcity: bloom, on or off"},
    {SDLK_g, Action::toggleFog, "G", "pixelcity: fog, on or off"},
    {SDLK_x, Action::toggleFlatWalls, "X", "pixelcity: flat walls (solid pale walls, no sky), on or off"},
    {SDLK_z, Action::toggleWireframe, "Z", "pixelcity: wireframe over the picture, on or off"},
    {SDLK_l, Action::toggleLetterbox, "L", "pixelcity: letterbox (the middle two thirds), on or off"},
    {SDLK_y, Action::nextPalette, "Y", "the colour crush: off, EGA's 16 colours, CGA's 4 (dithered), off"},
    {SDLK_j, Action::toggleWalk, "J", "walk at street level (WASD or arrows, Shift runs), or fly again"},
    {SDLK_u, Action::toggleFloor, "U", "the floor under the fly camera in the cities, off or on (on at start)"},
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
        return "next scene: " + sceneNames("then") + " (the camera stays)";
    }
    return binding.meaning;
}

} // namespace

Action actionForKey(SDL_Keycode key) {
    for (const KeyBinding& binding : kBindings) {
        if (binding.key == key) return binding.action;
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
    for (const KeyBinding& binding : kBindings) keys.push_back(binding.key);
    return keys;
}

std::string keyHelp() {
    std::string text;
    for (const HeldKeys& held : kHeldKeys) {
        std::string name = held.name;
        name.resize(17, ' ');
        text += "  " + name + held.meaning + "\n";
    }
    for (const KeyBinding& binding : kBindings) {
        if (*binding.name == '\0') continue;  // a second key for a line already written
        std::string name = binding.name;
        name.resize(17, ' ');
        text += "  " + name + meaning(binding) + "\n";
    }
    return text;
}

} // namespace app
