// engine::bakeMipLevels — 2 x 2 box averages, level after level.
#include "engine/MipLevels.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace engine {
namespace {

// One level down: floor(side / 2) each way, as OpenGL sizes levels. A side of 1 stays 1, its
// texels averaged with themselves; an odd side's last row or column is left out (zcity's
// pictures are powers of two, where neither happens but at the chain's thin end).
Image halved(const Image& above) {
    Image below;
    below.width = std::max(1, above.width / 2);
    below.height = std::max(1, above.height / 2);
    below.rgba.resize(std::size_t(below.width) * std::size_t(below.height) * 4);
    const std::size_t rowBytes = std::size_t(above.width) * 4;
    std::uint8_t* out = below.rgba.data();
    for (int y = 0; y < below.height; y++) {
        const std::uint8_t* top = above.rgba.data() + std::size_t(std::min(2 * y, above.height - 1)) * rowBytes;
        const std::uint8_t* bottom = above.rgba.data() + std::size_t(std::min(2 * y + 1, above.height - 1)) * rowBytes;
        for (int x = 0; x < below.width; x++) {
            const std::size_t left = std::size_t(std::min(2 * x, above.width - 1)) * 4;
            const std::size_t right = std::size_t(std::min(2 * x + 1, above.width - 1)) * 4;
            for (std::size_t c = 0; c < 4; c++) {
                const unsigned sum = unsigned(top[left + c]) + top[right + c] + bottom[left + c] + bottom[right + c];
                *out++ = std::uint8_t((sum + 2) / 4);
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
