// app::keyName — SDL's name of a key ("V", "F1", "PageUp"), which the viewer core's action table
// (viewer/Actions.hpp) is written in: the window's one piece of key mapping.
#pragma once

#include <SDL.h>

#include <string>

namespace app {

// What ViewerCore::press takes.
std::string keyName(SDL_Keycode key);

} // namespace app
