// The colour crush's tables and its reference pixel: see engine/Palette.hpp for the method.
#include "engine/Palette.hpp"

#include <stdexcept>

namespace engine {
namespace {

// In the IBM order, so index k is the EGA/CGA text colour k.
constexpr std::array<Rgb8, 16> kEga{{
    {0x00, 0x00, 0x00},  // black
    {0x00, 0x00, 0xAA},  // blue
    {0x00, 0xAA, 0x00},  // green
    {0x00, 0xAA, 0xAA},  // cyan
    {0xAA, 0x00, 0x00},  // red
    {0xAA, 0x00, 0xAA},  // magenta
    {0xAA, 0x55, 0x00},  // brown: the monitor's one exception, green halved
    {0xAA, 0xAA, 0xAA},  // light grey
    {0x55, 0x55, 0x55},  // dark grey
    {0x55, 0x55, 0xFF},  // light blue
    {0x55, 0xFF, 0x55},  // light green
    {0x55, 0xFF, 0xFF},  // light cyan
    {0xFF, 0x55, 0x55},  // light red
    {0xFF, 0x55, 0xFF},  // light magenta
    {0xFF, 0xFF, 0x55},  // yellow
    {0xFF, 0xFF, 0xFF},  // white
}};

// Palette 1, high intensity: the four colours most CGA games are remembered by.
constexpr std::array<Rgb8, 4> kCga{{
    {0x00, 0x00, 0x00},  // black (the background colour, left at its default)
    {0x55, 0xFF, 0xFF},  // light cyan
    {0xFF, 0x55, 0xFF},  // light magenta
    {0xFF, 0xFF, 0xFF},  // white
}};

// The classic recursive 4 x 4 Bayer matrix, row (y mod 4) by column (x mod 4).
constexpr std::array<int, 16> kBayer{{
    0, 8, 2, 10,
    12, 4, 14, 6,
    3, 11, 1, 9,
    15, 7, 13, 5,
}};

constexpr int kOffsetDivisor = 32;  // offsets are spread x (2b - 15) / 32: 1/32-level units keep them whole

// The table for a palette, as a pointer and a count (none: no colours).
struct Table {
    const Rgb8* colours;
    std::size_t size;
};
Table table(Palette palette) {
    switch (palette) {
    case Palette::ega: return {kEga.data(), kEga.size()};
    case Palette::cga: return {kCga.data(), kCga.size()};
    case Palette::none: break;
    }
    return {nullptr, 0};
}

int wrap4(int value) { return ((value % 4) + 4) % 4; }  // negative pixels too, though GL has none

} // namespace

const char* paletteName(Palette palette) {
    switch (palette) {
    case Palette::none: return "none";
    case Palette::ega: return "ega";
    case Palette::cga: return "cga";
    }
    return "none";
}

std::optional<Palette> parsePalette(std::string_view name) {
    if (name == "none" || name == "off") return Palette::none;
    if (name == "ega") return Palette::ega;
    if (name == "cga") return Palette::cga;
    return std::nullopt;
}

std::vector<Rgb8> paletteColours(Palette palette) {
    const Table t = table(palette);
    return std::vector<Rgb8>(t.colours, t.colours + t.size);
}

int ditherSpread(Palette palette) {
    switch (palette) {
    case Palette::ega: return 0x55;
    case Palette::cga: return 0xAA;  // the widest spread whose offsets (+-79.7) stay under half of it
    case Palette::none: break;
    }
    return 0;
}

int bayerIndex(int x, int y) { return kBayer[static_cast<std::size_t>(wrap4(y) * 4 + wrap4(x))]; }

Rgb8 crushPixel(Rgb8 rgb, int x, int y, Palette palette) {
    const Table t = table(palette);
    if (t.size == 0) return rgb;
    const int offset = ditherSpread(palette) * (2 * bayerIndex(x, y) - 15);
    // Squared distances in 1/32 levels, in int as the shader has them: at most
    // 3 x (32 x 255 + 170 x 15)^2, about 3.4e8, well inside 32 bits.
    std::size_t best = 0;
    int bestDistance = -1;
    for (std::size_t k = 0; k < t.size; k++) {
        int distance = 0;
        for (std::size_t c = 0; c < 3; c++) {
            const int d = kOffsetDivisor * (rgb[c] - t.colours[k][c]) + offset;
            distance += d * d;
        }
        if (bestDistance < 0 || distance < bestDistance) {  // strictly nearer: the first of a tie stays
            best = k;
            bestDistance = distance;
        }
    }
    return t.colours[best];
}

std::string paletteShaderGlsl(Palette palette) {
    const Table t = table(palette);
    if (t.size == 0) throw std::invalid_argument("the colour crush has no table for palette 'none'");
    const std::string size = std::to_string(t.size);
    std::string glsl = "const int kPaletteSize = " + size + ";\nconst ivec3 kPalette[" + size + "] = ivec3[" + size + "](";
    for (std::size_t k = 0; k < t.size; k++) {
        glsl += (k ? ", ivec3(" : "ivec3(") + std::to_string(t.colours[k][0]) + ", " + std::to_string(t.colours[k][1]) +
                ", " + std::to_string(t.colours[k][2]) + ")";
    }
    glsl += ");\nconst int kDitherSpread = " + std::to_string(ditherSpread(palette)) + ";\n";
    glsl += "const int kOffsetDivisor = " + std::to_string(kOffsetDivisor) + ";\n";
    glsl += "const int kBayer[16] = int[16](";
    for (std::size_t k = 0; k < kBayer.size(); k++) glsl += (k ? ", " : "") + std::to_string(kBayer[k]);
    return glsl + ");\n";
}

} // namespace engine
