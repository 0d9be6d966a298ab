// app::actionForKey and friends — SDL's key codes onto the viewer's action table
// (viewer/Actions.hpp), through SDL's own key names, which the table is written in: the window's
// one piece of key mapping. For the shell and the key table's tests.
#pragma once

#include "viewer/Actions.hpp"

#include <SDL.h>

#include <string>
#include <vector>

namespace app {

// SDL's name of the key ("V", "F1", "PageUp"): what ViewerCore::press takes.
std::string keyName(SDL_Keycode key);

Action actionForKey(SDL_Keycode key);
// The look a key toggles (Action::toggleLook), or nullptr.
const LookRow* lookOfKey(SDL_Keycode key);
// The keys of the keyboard flight, read as held each frame: no action may be bound to them.
bool isFlightKey(SDL_Keycode key);
// Every key bound to an action or a look, in the table's order.
std::vector<SDL_Keycode> boundKeys();

} // namespace app
