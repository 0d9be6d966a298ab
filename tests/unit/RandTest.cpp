// Every figure the seeds publish about ZS_Rand.
#include "zsystem/Rand.hpp"

#include <doctest/doctest.h>

#include <array>
#include <initializer_list>

using zs::Rand;

// The generator is constexpr, so the first published figure holds at compile time too.
static_assert(Rand(0xA749F86Cu).draw(0) == 0x2EE8D588u, "the city's first draw");

TEST_CASE("creating from the city's seed 0xA749F86C fills the four words as in the seed's table") {
    const Rand::State s = Rand(0xA749F86Cu).state();
    CHECK(s.a == 0x2E5C2E9Du);
    CHECK(s.b == 0xF5DDE944u);
    CHECK(s.c == 0x197B8E9Du);
    CHECK(s.d == 0x835BED5Du);
}

TEST_CASE("creating from seed 1 gives a = 0x87123632, b = 3, c = 0x72319632, d = 0x24121530") {
    const Rand::State s = Rand(1).state();
    CHECK(s.a == 0x87123632u);
    CHECK(s.b == 3u);
    CHECK(s.c == 0x72319632u);
    CHECK(s.d == 0x24121530u);
}

TEST_CASE("seed 0 still starts with three non-zero words") {
    const Rand::State s = Rand(0).state();
    CHECK(s.a != 0u);
    CHECK(s.b == 0u);
    CHECK(s.c != 0u);
    CHECK(s.d != 0u);
}

TEST_CASE("the first call from 0xA749F86C, row by row as the seed's table") {
    Rand rand(0xA749F86Cu);
    const Rand::State before = rand.state();
    // The stir term, from the state the generator was created with.
    CHECK((before.c << 9) == 0xF71D3A00u);
    CHECK((before.a >> 7) == 0x005CB85Du);
    CHECK((before.d & before.a) == 0x02582C1Du);
    CHECK((before.c << 9) + (before.a >> 7) + (before.d & before.a) == 0xF9D21E7Au);
    CHECK((before.d ^ 0xF9D21E7Au) == 0x7A89F327u);

    const std::uint32_t result = rand.draw(0);
    const Rand::State after = rand.state();
    CHECK(after.a == 0xA94B233Fu);
    CHECK(after.b == 0x0C526DDCu);
    CHECK(after.c == 0x940581C4u);
    CHECK(after.d == 0xAF9D593Au);
    CHECK(after.a * 7u + after.c * 6u == 0x192F0151u);
    CHECK((after.b << 13) - (after.d >> 3) == 0x37C7D4D9u);
    CHECK(result == 0x2EE8D588u);
}

TEST_CASE("seed 1's first draw is 0xEBB93890, 3,954,784,400, so ZS_Rand(r, 100) gives 0") {
    CHECK(Rand(1).draw(0) == 0xEBB93890u);
    CHECK(Rand(1).draw(0) == 3954784400u);
    CHECK(Rand(1).draw(100) == 0u);
}

namespace {
std::array<std::uint32_t, 8> firstEightPercent(std::uint32_t seed) {
    Rand rand(seed);
    std::array<std::uint32_t, 8> draws{};
    for (auto& d : draws) d = rand.draw(100);
    return draws;
}
} // namespace

TEST_CASE("the first eight ZS_Rand(r, 100) for seeds 1 and 2") {
    // The seed prints 0, 74, 69, 33 for seed 1 and trims the rest of its table; the other
    // values are this implementation's, pinned so a regression shows.
    const auto one = firstEightPercent(1);
    CHECK(one[0] == 0u);
    CHECK(one[1] == 74u);
    CHECK(one[2] == 69u);
    CHECK(one[3] == 33u);
    CHECK(one == std::array<std::uint32_t, 8>{0, 74, 69, 33, 82, 53, 94, 13});
    CHECK(firstEightPercent(2) == std::array<std::uint32_t, 8>{37, 66, 80, 22, 19, 63, 42, 52});
    // "Make another generator from the seed 1 and it gives 0, 74, 69, 33 and the rest again."
    CHECK(firstEightPercent(1) == one);
}

TEST_CASE("a draw with a maximum is the raw draw reduced with %") {
    for (std::uint32_t seed : {0u, 1u, 2u, 0xA749F86Cu, 0xFFFFFFFFu}) {
        Rand raw(seed), limited(seed);
        for (int i = 0; i < 100; i++) {
            const std::uint32_t max = 1u + static_cast<std::uint32_t>(i) * 7919u;
            CHECK(limited.draw(max) == raw.draw(0) % max);
        }
    }
}

TEST_CASE("tween steps in millionths of the range, from min up to just under max") {
    Rand a(1), b(1);
    for (int i = 0; i < 1000; i++) {
        const double t = a.tween(10, 50);
        const std::uint32_t step = b.draw(1000000);
        CHECK(t == 10 + step * 0.000001 * 40.0);
        CHECK(t >= 10);
        CHECK(t < 50);
    }
}
