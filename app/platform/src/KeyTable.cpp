#include "platform/KeyTable.hpp"

namespace app {

std::string keyName(SDL_Keycode key) { return SDL_GetKeyName(key); }

} // namespace app
