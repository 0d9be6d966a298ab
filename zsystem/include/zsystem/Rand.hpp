// zs::Rand — the seeded generator every ZSystem object draws from (the originals' ZS_Rand).
//
// Bit for bit the ZS_Rand of the ZSystem test programs: four unsigned 32-bit words filled
// from a seed, stirred and mixed on every draw, with all arithmetic wrapping at 32 bits.
// The original took an `int` seed and computed `seed * 3` on it, which is undefined
// behaviour on overflow in C++; here the seed is unsigned, giving the same bits defined.
//
// It never allocates, never touches shared state, and is cheap to copy: every object
// makes its own from its seed, so two generators can run on two threads.
#pragma once

#include <cstdint>

namespace zs {

class Rand {
public:
    struct State {
        std::uint32_t a, b, c, d;
    };

    explicit constexpr Rand(std::uint32_t seed) noexcept
        : state_{seed + 0x87123631u, seed * 3u, seed + 0x72319631u, seed ^ 0x24121531u} {}

    // A draw below `max`, or the whole 32-bit value when `max` is 0 (how parents make
    // seeds for their children).
    constexpr std::uint32_t draw(std::uint32_t max) noexcept {
        State& s = state_;
        s.d ^= (s.c << 9) + (s.a >> 7) + (s.d & s.a);
        s.a += s.b >> 1;
        s.b += s.c ^ 0xF0F0A05u;
        s.c += s.d;
        s.d += 0x35136613u;
        const std::uint32_t v = (s.a * 7u + s.c * 6u) ^ ((s.b << 13) - (s.d >> 3));
        return max == 0 ? v : v % max;
    }

    // A fresh seed for a subobject: ZS_Rand(rand, 0).
    constexpr std::uint32_t drawSeed() noexcept { return draw(0); }

    // ZS_Rand_Tween: from `min` up to just under `max`, in steps of a millionth of the range.
    // The expression keeps the original's order of operations, so the doubles match exactly.
    constexpr double tween(double min, double max) noexcept {
        return min + draw(1000000) * 0.000001 * (max - min);
    }

    constexpr State state() const noexcept { return state_; }

private:
    State state_;
};

} // namespace zs
