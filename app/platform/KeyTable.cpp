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

std::string keyHelp() {
    std::string text;
    for (const KeyBinding& binding : kBindings) {
        if (*binding.name == '\0') continue;  // a second key for a line already written
        std::string name = binding.name;
        name.resize(17, ' ');
        text += "  " + name + meaning(binding) + "\n";
    }
    return text;
}

} // namespace app
