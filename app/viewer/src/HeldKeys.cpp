#include "viewer/HeldKeys.hpp"

#include <iterator>

namespace app {
namespace {

using engine::FlyKeys;

// The order is the page's held mask's: forward is bit 1, fast bit 64.
constexpr HeldKeyRow kHeldKeys[] = {
    {"forward", &FlyKeys::forward, {"W", "Up"}, {"KeyW", "ArrowUp"}, "W or Up", "fly (or walk) forwards while held"},
    {"back", &FlyKeys::back, {"S", "Down"}, {"KeyS", "ArrowDown"}, "S or Down", "fly (or walk) back while held"},
    {"left", &FlyKeys::left, {"A", "Left"}, {"KeyA", "ArrowLeft"}, "A or Left", "fly (or walk) left while held"},
    {"right", &FlyKeys::right, {"D", "Right"}, {"KeyD", "ArrowRight"}, "D or Right", "fly (or walk) right while held"},
    {"up", &FlyKeys::up, {"E", "Space"}, {"KeyE", "Space"}, "E or Space", "fly up while held"},
    {"down", &FlyKeys::down, {"Q", "C"}, {"KeyQ", "KeyC"}, "Q or C", "fly down while held"},
    {"fast", &FlyKeys::fast, {"Left Shift", "Right Shift"}, {"ShiftLeft", "ShiftRight"}, "Shift",
     "with those: 4 times faster (walking: run)"},
};

} // namespace

HeldKeyRows heldKeyTable() { return HeldKeyRows{std::begin(kHeldKeys), std::end(kHeldKeys)}; }

int heldKeyBit(const HeldKeyRow& row) { return 1 << (&row - std::begin(kHeldKeys)); }

engine::FlyKeys flyKeysOfBits(int bits) {
    engine::FlyKeys keys;
    for (const HeldKeyRow& row : kHeldKeys) keys.*row.field = (bits & heldKeyBit(row)) != 0;
    return keys;
}

} // namespace app
