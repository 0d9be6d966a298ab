// app::writePng — an image to a PNG file (libpng), whole or not at all.
// Throws std::runtime_error with one line naming the path and the reason; on failure no
// partial file is left and an existing file is untouched.
#pragma once

#include "engine/Image.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace app {

// A PNG text chunk (tEXt): where a picture came from, so a file found later says how to make it
// again. Keywords are 1-79 Latin-1 characters ("Software", "zcity:seed"...).
struct PngText {
    std::string keyword, text;
};

std::vector<std::uint8_t> encodePng(const engine::Image& image, const std::vector<PngText>& text = {});
void writePng(const std::string& path, const engine::Image& image, const std::vector<PngText>& text = {});

// The first of stem-1.png, stem-2.png... that `taken` says is free: pictures never overwrite.
std::string nextFreeName(const std::string& stem, const std::function<bool(const std::string&)>& taken);

} // namespace app
