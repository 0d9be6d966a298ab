// engine::bakeMipLevels: the chain's sizes, box averages rounded to nearest, sides of 1 and odd sides.
#include "engine/MipLevels.hpp"

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>

namespace {

engine::Image filled(int width, int height) {
    engine::Image image;
    image.width = width;
    image.height = height;
    image.rgba.resize(std::size_t(width) * std::size_t(height) * 4);
    for (std::size_t i = 0; i < image.rgba.size(); i++) image.rgba[i] = std::uint8_t((i * 37 + i / 7) % 256);
    return image;
}

int at(const engine::Image& image, int x, int y, int c) {
    return image.rgba[(std::size_t(y) * std::size_t(image.width) + std::size_t(x)) * 4 + std::size_t(c)];
}

} // namespace

TEST_CASE("mip levels halve each side down to 1 x 1") {
    const auto levels = engine::bakeMipLevels(filled(2048, 256));
    REQUIRE(levels.size() == 11);  // 1024x128 ... 8x1, 4x1, 2x1, 1x1
    CHECK(levels[0].width == 1024);
    CHECK(levels[0].height == 128);
    CHECK(levels[7].width == 8);
    CHECK(levels[7].height == 1);
    CHECK(levels.back().width == 1);
    CHECK(levels.back().height == 1);
    for (const engine::Image& level : levels) CHECK(level.rgba.size() == std::size_t(level.width) * std::size_t(level.height) * 4);
    CHECK(engine::bakeMipLevels(filled(1, 1)).empty());
    CHECK(engine::bakeMipLevels(engine::Image{}).empty());
}

TEST_CASE("each texel of a level is the rounded average of the four above it") {
    const engine::Image image = filled(8, 4);
    const auto levels = engine::bakeMipLevels(image);
    for (int y = 0; y < 2; y++) {
        for (int x = 0; x < 4; x++) {
            for (int c = 0; c < 4; c++) {
                const int sum = at(image, 2 * x, 2 * y, c) + at(image, 2 * x + 1, 2 * y, c) + at(image, 2 * x, 2 * y + 1, c) +
                                at(image, 2 * x + 1, 2 * y + 1, c);
                CHECK(at(levels[0], x, y, c) == (sum + 2) / 4);
            }
        }
    }
    // A flat picture stays flat, at every level.
    engine::Image grey = filled(64, 64);
    for (auto& b : grey.rgba) b = 77;
    for (const engine::Image& level : engine::bakeMipLevels(grey)) {
        for (const auto b : level.rgba) CHECK(b == 77);
    }
}

TEST_CASE("a side of 1 averages its texels with themselves; an odd side drops its last") {
    const engine::Image image = filled(3, 1);
    const auto levels = engine::bakeMipLevels(image);
    REQUIRE(levels.size() == 1);
    CHECK(levels[0].width == 1);
    CHECK(at(levels[0], 0, 0, 0) == (2 * at(image, 0, 0, 0) + 2 * at(image, 1, 0, 0) + 2) / 4);
}
