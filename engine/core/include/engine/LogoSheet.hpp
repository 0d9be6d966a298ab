// engine::bakeLogoSheet and engine::logoRow — the sheet of rooftop sign words and where each
// word sits on it.
//
// The sheet is 512 x 512: 16 rows of 32 pixels, one word each, word 0 on the top row. Letters
// are white with alpha = coverage (colour = alpha, premultiplied, so the sheet both adds as a
// glow and blends as "over"); the rest is (0, 0, 0, 0). They come from a small 5 x 7 bitmap font
// of our own, drawn 3 pixels to a font pixel (smaller for a word too long for the row), each word
// centred in its row. Rows run from v = 0 upward as OpenGL uploads them, like the window sheets:
// image row 0 is v = 0, the bottom of the texture, and the letters stand upright when v grows up
// the sign. The font has A-Z (lower case is drawn as upper), 0-9, space, '&', '-' and '.'; any
// other character is drawn as a space (logoGlyphExists tells which exist).
// Pure CPU work: never touches the graphics API, never reads files.
#pragma once

#include "engine/Image.hpp"
#include "engine/NightMesh.hpp"
#include "zsystem/PixelCity.hpp"

#include <string>
#include <vector>

namespace engine {

constexpr int kLogoSheetPixels = 512;
constexpr int kLogoSheetRows = zs::pixelcity::kLogoCount;         // 16 words
constexpr int kLogoRowPixels = kLogoSheetPixels / kLogoSheetRows;  // 32

// A rectangle of the sheet in texture coordinates, named as NightMesh's LogoPlace: u1 at the
// sign's left edge, u2 at its right, v1 at its bottom and v2 at its top.
struct LogoRow {
    float u1 = 0, v1 = 0, u2 = 1, v2 = 1;

    // Its width over its height in sheet pixels: what a sign quad needs to keep the letters'
    // proportions.
    float aspect() const { return (u2 - u1) / (v2 - v1); }
};

// Words past the 16th are left out; missing ones leave their rows empty.
Image bakeLogoSheet(const std::vector<std::string>& words);

// Row `word`'s whole band (u from 0 to 1).
LogoRow logoRow(int word);
// Just the letters `text` makes in row `word` (as bakeLogoSheet draws it), with one font pixel
// of margin round them; the whole band when nothing would be drawn.
LogoRow logoRow(int word, const std::string& text);

// Where each of `words` sits on the sheet bakeLogoSheet(words) makes: what bakeNightMesh needs
// to show a sign's word (its letters, not its whole band).
std::vector<LogoPlace> logoPlaces(const std::vector<std::string>& words);

bool logoGlyphExists(char c);

} // namespace engine
