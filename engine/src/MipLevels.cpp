// engine::bakeMipLevels — 2 x 2 box averages, level after level.
#include "engine/MipLevels.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace engine {
namespace {

// One level down. An odd side's last row or column is averaged with itself (clamped), as a
// side of 1 is.
Image halved(const Image& above) {
    Image below;
    below.width = std::max(1, above.width / 2);
    below.height = std::max(1, above.height / 2);
    below.rgba.resize(std::size_t(below.width) * std::size_t(below.height) * 4);
    auto at = [&above](int x, int y, int channel) {
        x = std::min(x, above.width - 1);
        y = std::min(y, above.height - 1);
        return unsigned(above.rgba[(std::size_t(y) * std::size_t(above.width) + std::size_t(x)) * 4 + std::size_t(channel)]);
    };
    for (int y = 0; y < below.height; y++) {
        for (int x = 0; x < below.width; x++) {
            for (int c = 0; c < 4; c++) {
                const unsigned sum = at(2 * x, 2 * y, c) + at(2 * x + 1, 2 * y, c) + at(2 * x, 2 * y + 1, c) +
                                     at(2 * x + 1, 2 * y + 1, c);
                below.rgba[(std::size_t(y) * std::size_t(below.width) + std::size_t(x)) * 4 + std::size_t(c)] =
                    std::uint8_t((sum + 2) / 4);
            }
        }
    }
    return below;
}

} // namespace

std::vector<Image> bakeMipLevels(const Image& image) {
    std::vector<Image> levels;
    if (image.width <= 0 || image.height <= 0 || (image.width == 1 && image.height == 1)) return levels;
    Image next = halved(image);
    while (true) {
        const bool last = next.width == 1 && next.height == 1;
        levels.push_back(std::move(next));
        if (last) break;
        next = halved(levels.back());
    }
    return levels;
}

} // namespace engine
