#include "Controls.hpp"

namespace app {
namespace {

struct KeyBinding {
    SDL_Keycode key;
    Command command;
    const char* name;
    const char* meaning;
};

constexpr KeyBinding kBindings[] = {
    {SDLK_ESCAPE, Command::quit, "Esc", "quit"},
    {SDLK_v, Command::nextScene, "V", "next program: tidied, t2, zterrain, terrain (the camera stays)"},
    {SDLK_n, Command::newSeed, "N", "a new city: the seed plus one (GameDraw's commented-out k++)"},
    {SDLK_r, Command::resetCamera, "R", "back to the start pose"},
    {SDLK_F11, Command::toggleFullscreen, "F11", "borderless full-desktop window, or back"},
    {SDLK_f, Command::toggleFullscreen, "F", "the same"},
    {SDLK_F12, Command::screenshot, "F12", "save the view as zcity-SEED-N.png in the working folder"},
    {SDLK_p, Command::screenshot, "P", "the same"},
    {SDLK_k, Command::newSeedEachFrame, "K", "a new city every frame (k++ in GameDraw), on or off"},
    {SDLK_t, Command::fastFlight, "T", "fly 30 times faster (900 units a second), on or off"},
    {SDLK_PAGEUP, Command::viewFarther, "PageUp or =", "world: see further (up to the 30,000 far plane)"},
    {SDLK_EQUALS, Command::viewFarther, "", ""},
    {SDLK_PAGEDOWN, Command::viewNearer, "PageDown or -", "world: see less far"},
    {SDLK_MINUS, Command::viewNearer, "", ""},
};

} // namespace

Command commandForKey(SDL_Keycode key) {
    for (const KeyBinding& binding : kBindings) {
        if (binding.key == key) return binding.command;
    }
    return Command::none;
}

std::string keyHelp() {
    std::string text;
    for (const KeyBinding& binding : kBindings) {
        if (*binding.name == '\0') continue;  // a second key for a line already written
        std::string name = binding.name;
        name.resize(17, ' ');
        text += "  " + name + binding.meaning + "\n";
    }
    return text;
}

} // namespace app
