// engine::Palette — the colour crush's palettes (the IBM EGA's 16 colours, a 4-colour CGA one),
// its 4 x 4 Bayer matrix, a reference of what shaders/crush.frag does to a pixel, and the GLSL
// constants that shader is compiled with, so every table exists once, here.
//
// The method, shared exactly by crushPixel and the shader, all in integers so both give the same
// answer on every GPU (no float ties between two palette colours resolved differently):
//   1. the pixel's channels as 8-bit levels v (0..255);
//   2. one offset for all three channels from the Bayer matrix at (x mod 4, y mod 4):
//      spread x (2b - 15) / 32 for the matrix entry b (0..15), so the 16 offsets are spread evenly
//      over one palette step, centred on 0 (within +-spread x 15/32, less than half a step, so a
//      palette colour always stays itself);
//   3. the palette colour nearest to v + offset in plain RGB distance (squared, in 1/32 levels);
//      on a tie the first in the table wins.
// The pattern depends only on the pixel's place on the screen and its colour, never on time or
// the camera: a wall that stands still on the screen keeps its dither while the camera turns.
// Pure CPU work: never touches the graphics API.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

enum class Palette { none, ega, cga };

using Rgb8 = std::array<std::uint8_t, 3>;

// "none", "ega", "cga": what parsePalette reads back.
const char* paletteName(Palette palette);
// "none" or "off", "ega", "cga" (lower case, as typed on the command line); nothing otherwise.
std::optional<Palette> parsePalette(std::string_view name);

// The palette's colours in table order (empty for none):
//   EGA: the IBM EGA's default 16, the same as CGA's text colours: each channel 0x00, 0x55, 0xAA
//        or 0xFF, low intensity from {0, 0xAA}, high intensity 0x55 added, and brown (6) the one
//        exception, 0xAA5500 rather than dark yellow 0xAAAA00.
//   CGA: palette 1 at high intensity, the classic: black, light cyan 0x55FFFF, light magenta
//        0xFF55FF, white.
std::vector<Rgb8> paletteColours(Palette palette);

// How far the dither offsets reach, in 8-bit levels across all 16 of them: one palette step.
// EGA 85 (its levels are a third apart); CGA 170 (its nearest colours, cyan and white, are
// 0x55 and 0xFF in red: two EGA steps). 0 for none.
int ditherSpread(Palette palette);

// The 4 x 4 Bayer matrix entry (0..15) for pixel (x, y): its order spreads each threshold as far
// from the last as a 4 x 4 tile allows, so any share of the tile looks like an even texture.
int bayerIndex(int x, int y);

// What shaders/crush.frag writes at pixel (x, y) (gl_FragCoord's: x from the left, y from the
// bottom row) for a frame colour `rgb`. `none` returns rgb unchanged.
Rgb8 crushPixel(Rgb8 rgb, int x, int y, Palette palette);

// The constants shaders/crush.frag needs, as GLSL 3.30: kPaletteSize, kPalette (ivec3 levels),
// kDitherSpread, kOffsetDivisor (32) and kBayer (int[16], row y mod 4 then column x mod 4). Throws
// std::invalid_argument for none, which has no table and no shader.
std::string paletteShaderGlsl(Palette palette);

} // namespace engine
