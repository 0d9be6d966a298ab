#include "platform/KeyTable.hpp"

#include "scene/Looks.hpp"

namespace app {

std::string keyName(SDL_Keycode key) { return SDL_GetKeyName(key); }

Action actionForKey(SDL_Keycode key) {
    const std::string name = keyName(key);
    if (lookForKeyName(name)) return Action::toggleLook;
    const ActionRow* row = actionForKeyName(name);
    return row ? row->action : Action::none;
}

const LookRow* lookOfKey(SDL_Keycode key) { return lookForKeyName(keyName(key)); }

bool isFlightKey(SDL_Keycode key) { return isFlightKeyName(keyName(key)); }

std::vector<SDL_Keycode> boundKeys() {
    std::vector<SDL_Keycode> keys;
    for (const std::string& name : boundKeyNames()) keys.push_back(SDL_GetKeyFromName(name.c_str()));
    return keys;
}

} // namespace app
