// engine::Image — RGBA8 pixels, top row first, as read back from a frame.
// Plain data: no graphics API, no file formats.
#pragma once

#include <cstdint>
#include <vector>

namespace engine {

struct Image {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba;  // width * height * 4 bytes, rows top to bottom
};

} // namespace engine
