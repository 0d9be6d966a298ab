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
        std::string name = binding.name;
        name.resize(17, ' ');
        text += "  " + name + binding.meaning + "\n";
    }
    return text;
}

} // namespace app
