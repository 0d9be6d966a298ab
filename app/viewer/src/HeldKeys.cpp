#include "viewer/HeldKeys.hpp"

#include <iterator>

namespace app {
namespace {

using engine::FlyKeys;

// The order is the page's held mask's: forward is bit 1, fast bit 64.
constexpr HeldKeyRow kHeldKeys[] = {
    {"forward", &FlyKeys::forward, {"W", "Up"}, {"KeyW", "ArrowUp"}},
    {"back", &FlyKeys::back, {"S", "Down"}, {"KeyS", "ArrowDown"}},
    {"left", &FlyKeys::left, {"A", "Left"}, {"KeyA", "ArrowLeft"}},
    {"right", &FlyKeys::right, {"D", "Right"}, {"KeyD", "ArrowRight"}},
    {"up", &FlyKeys::up, {"E", "Space"}, {"KeyE", "Space"}},
    {"down", &FlyKeys::down, {"Q", "C"}, {"KeyQ", "KeyC"}},
    {"fast", &FlyKeys::fast, {"Left Shift", "Right Shift"}, {"ShiftLeft", "ShiftRight"}},
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
