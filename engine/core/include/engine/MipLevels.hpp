// engine::bakeMipLevels — a picture's mipmap chain, made on the CPU: each level a 2 x 2 box
// average of the one before, down to 1 x 1.
//
// Why not glGenerateMipmap: Mesa's llvmpipe generates mipmaps by drawing, and compiles a shader
// variant for every texture kind it does so for: at Pixel City's start that was a sixth of the
// whole run (issue 23). The averages here are what a GPU's box filter makes, rounded to nearest.
// Pure CPU work: never touches the graphics API.
#pragma once

#include "engine/Image.hpp"

#include <vector>

namespace engine {

// Levels 1, 2, ... of `image` (level 0 is the image itself), each half the size of the last in
// each direction that is still over 1. Empty for a 1 x 1 or empty image.
std::vector<Image> bakeMipLevels(const Image& image);

} // namespace engine
