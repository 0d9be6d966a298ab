// app::heldKeyTable — the keys read as held each frame for the keyboard flight (WASD or the
// arrows, E or Space up, Q or C down, Shift faster): one row a direction, with its keys as SDL's
// scancodes name them (the window) and as the browser's KeyboardEvent.code does (the page), and
// its bit in the page's held mask, and its line of the key help. The window, the page, its pad,
// the help and the tests all read it; no
// action may be bound to these keys (isFlightKeyName). Pure values: no SDL, no DOM.
#pragma once

#include "scene/TableRows.hpp"

#include "engine/FlyCamera.hpp"

#include <array>
#include <string_view>

namespace app {

struct HeldKeyRow {
    std::string_view name;                     // "forward": the page's pad buttons say which (data-held)
    bool engine::FlyKeys::*field;              // what holding it moves
    std::array<std::string_view, 2> sdlNames;  // SDL_GetScancodeFromName's names: "W", "Up", "Left Shift"
    std::array<std::string_view, 2> domCodes;  // the page's KeyboardEvent.code: "KeyW", "ArrowUp", "ShiftLeft"
    std::string_view keysShown;                // the help's words for its keys: "W or Up"
    std::string_view help;                     // the help's line: "fly (or walk) forwards while held"
};
using HeldKeyRows = TableRows<HeldKeyRow>;
HeldKeyRows heldKeyTable();

// A row's bit in the page's held mask: 1 << its place in the table.
int heldKeyBit(const HeldKeyRow& row);
// The flight keys a held mask says.
engine::FlyKeys flyKeysOfBits(int bits);

} // namespace app
