// The colour crush's tables and reference pixel (engine/Palette.hpp): the palettes are the
// ones named, a crushed pixel is always a palette colour, greys dither in the right shares,
// the pattern is the screen's and not the camera's, and the shader gets every table entry.
#include "engine/Palette.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

using engine::Palette;
using engine::Rgb8;

namespace {

const Palette kPalettes[] = {Palette::ega, Palette::cga};

bool inPalette(const Rgb8& colour, Palette palette) {
    const std::vector<Rgb8> colours = engine::paletteColours(palette);
    return std::find(colours.begin(), colours.end(), colour) != colours.end();
}

// How many of a 4 x 4 tile's pixels each output colour takes, for one input colour.
std::map<Rgb8, int> tileShares(const Rgb8& input, Palette palette) {
    std::map<Rgb8, int> shares;
    for (int y = 0; y < 4; y++) {
        for (int x = 0; x < 4; x++) shares[engine::crushPixel(input, x, y, palette)]++;
    }
    return shares;
}

double luminance(const Rgb8& c) { return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]; }

} // namespace

TEST_CASE("the EGA has its 16 standard colours and the CGA palette 1 its 4") {
    const std::vector<Rgb8> ega = engine::paletteColours(Palette::ega);
    REQUIRE(ega.size() == 16);
    CHECK(std::set<Rgb8>(ega.begin(), ega.end()).size() == 16);
    for (const Rgb8& c : ega) {
        for (const int channel : c) CHECK((channel == 0x00 || channel == 0x55 || channel == 0xAA || channel == 0xFF));
    }
    CHECK(ega[0] == Rgb8{0, 0, 0});
    CHECK(ega[6] == Rgb8{0xAA, 0x55, 0x00});  // brown, not dark yellow
    CHECK(ega[7] == Rgb8{0xAA, 0xAA, 0xAA});
    CHECK(ega[8] == Rgb8{0x55, 0x55, 0x55});
    CHECK(ega[14] == Rgb8{0xFF, 0xFF, 0x55});
    CHECK(ega[15] == Rgb8{0xFF, 0xFF, 0xFF});

    const std::vector<Rgb8> cga = engine::paletteColours(Palette::cga);
    REQUIRE(cga.size() == 4);
    CHECK(std::set<Rgb8>(cga.begin(), cga.end()).size() == 4);
    CHECK(cga == std::vector<Rgb8>{{0, 0, 0}, {0x55, 0xFF, 0xFF}, {0xFF, 0x55, 0xFF}, {0xFF, 0xFF, 0xFF}});

    CHECK(engine::paletteColours(Palette::none).empty());
}

TEST_CASE("the Bayer matrix holds each threshold once a 4 x 4 tile") {
    std::set<int> seen;
    for (int y = 0; y < 4; y++) {
        for (int x = 0; x < 4; x++) seen.insert(engine::bayerIndex(x, y));
    }
    CHECK(seen.size() == 16);
    CHECK(*seen.begin() == 0);
    CHECK(*seen.rbegin() == 15);
}

TEST_CASE("a crushed pixel is always a palette colour") {
    for (const Palette palette : kPalettes) {
        std::set<Rgb8> used;
        for (int r = 0; r < 256; r += 15) {
            for (int g = 0; g < 256; g += 15) {
                for (int b = 0; b < 256; b += 15) {
                    const Rgb8 input{std::uint8_t(r), std::uint8_t(g), std::uint8_t(b)};
                    for (int k = 0; k < 16; k++) {
                        const Rgb8 out = engine::crushPixel(input, k % 4, k / 4, palette);
                        CHECK(inPalette(out, palette));
                        used.insert(out);
                    }
                }
            }
        }
        CAPTURE(engine::paletteName(palette));
        CHECK(used.size() == engine::paletteColours(palette).size());  // and every one of them gets used
    }
}

TEST_CASE("palette colours stay themselves at every pixel") {
    for (const Palette palette : kPalettes) {
        for (const Rgb8& c : engine::paletteColours(palette)) {
            for (int y = 0; y < 8; y++) {
                for (int x = 0; x < 8; x++) CHECK(engine::crushPixel(c, x, y, palette) == c);
            }
        }
    }
}

TEST_CASE("mid-grey dithers half and half between the EGA's two greys") {
    const std::map<Rgb8, int> shares = tileShares({128, 128, 128}, Palette::ega);
    REQUIRE(shares.size() == 2);
    CHECK(shares.at({0x55, 0x55, 0x55}) == 8);
    CHECK(shares.at({0xAA, 0xAA, 0xAA}) == 8);

    // A quarter of the way from dark grey to light grey: about a quarter light.
    const std::map<Rgb8, int> quarter = tileShares({106, 106, 106}, Palette::ega);
    REQUIRE(quarter.size() == 2);
    CHECK(quarter.at({0xAA, 0xAA, 0xAA}) >= 3);
    CHECK(quarter.at({0xAA, 0xAA, 0xAA}) <= 5);
}

TEST_CASE("a grey ramp keeps its brightness on average, and in order") {
    for (const Palette palette : kPalettes) {
        CAPTURE(engine::paletteName(palette));
        double previous = -1;
        for (int grey = 0; grey < 256; grey += 5) {
            double sum = 0;
            for (const auto& [colour, count] : tileShares({std::uint8_t(grey), std::uint8_t(grey), std::uint8_t(grey)}, palette)) {
                sum += luminance(colour) * count;
            }
            const double average = sum / 16;
            CAPTURE(grey);
            CHECK(average >= previous);  // a brighter grey never comes out darker
            // Roughly right: EGA greys are a third apart, and the CGA reaches white through cyan.
            CHECK(std::abs(average - grey) <= (palette == Palette::ega ? 6 : 48));
            previous = average;
        }
    }
    // The CGA's mid-grey is a real mix, not one flat colour.
    CHECK(tileShares({128, 128, 128}, Palette::cga).size() >= 2);
}

TEST_CASE("the pattern belongs to the screen: only (x mod 4, y mod 4) and the colour decide") {
    const Rgb8 inputs[] = {{128, 128, 128}, {30, 60, 200}, {250, 180, 90}, {12, 12, 12}, {200, 40, 160}};
    for (const Palette palette : kPalettes) {
        for (const Rgb8& input : inputs) {
            for (int y = 0; y < 4; y++) {
                for (int x = 0; x < 4; x++) {
                    const Rgb8 base = engine::crushPixel(input, x, y, palette);
                    // Far across a big frame, where a moving camera would put the same wall.
                    for (const int dx : {4, 64, 1916}) {
                        for (const int dy : {0, 8, 1076}) {
                            CHECK(engine::crushPixel(input, x + dx, y + dy, palette) == base);
                        }
                    }
                    CHECK(engine::crushPixel(input, x, y, palette) == base);  // and the same every time
                }
            }
        }
    }
}

TEST_CASE("no palette leaves the pixel alone") {
    const Rgb8 c{12, 34, 56};
    CHECK(engine::crushPixel(c, 3, 5, Palette::none) == c);
}

TEST_CASE("palette names round-trip") {
    for (const Palette palette : {Palette::none, Palette::ega, Palette::cga}) {
        CHECK(engine::parsePalette(engine::paletteName(palette)) == palette);
    }
    CHECK(engine::parsePalette("off") == Palette::none);
    CHECK_FALSE(engine::parsePalette("vga").has_value());
    CHECK_FALSE(engine::parsePalette("").has_value());
    CHECK_FALSE(engine::parsePalette("EGA").has_value());
}

TEST_CASE("the shader's constants hold every palette colour and the Bayer matrix") {
    for (const Palette palette : kPalettes) {
        const std::string glsl = engine::paletteShaderGlsl(palette);
        const std::vector<Rgb8> colours = engine::paletteColours(palette);
        CHECK(glsl.find("const int kPaletteSize = " + std::to_string(colours.size()) + ";") != std::string::npos);
        for (const Rgb8& c : colours) {
            char entry[40];
            std::snprintf(entry, sizeof entry, "ivec3(%d, %d, %d)", c[0], c[1], c[2]);
            CAPTURE(entry);
            CHECK(glsl.find(entry) != std::string::npos);
        }
        CHECK(glsl.find("const int kDitherSpread = " + std::to_string(engine::ditherSpread(palette)) + ";") !=
              std::string::npos);
        std::string bayer = "const int kBayer[16] = int[16](";
        for (int k = 0; k < 16; k++) bayer += (k ? ", " : "") + std::to_string(engine::bayerIndex(k % 4, k / 4));
        CHECK(glsl.find(bayer + ");") != std::string::npos);
    }
    CHECK_THROWS_AS(engine::paletteShaderGlsl(Palette::none), std::invalid_argument);
}
