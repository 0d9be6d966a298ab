// app::writePng — an image to a PNG file (libpng), whole or not at all.
// Throws std::runtime_error with one line naming the path and the reason; on failure no
// partial file is left and an existing file is untouched.
#pragma once

#include "engine/Image.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace app {

std::vector<std::uint8_t> encodePng(const engine::Image& image);
void writePng(const std::string& path, const engine::Image& image);

} // namespace app
