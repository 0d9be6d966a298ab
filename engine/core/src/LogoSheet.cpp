// engine::bakeLogoSheet — draws the sign words with an embedded 5 x 7 bitmap font.
//
// The font is ours, drawn below as text ('#' ink, '.' none), top row first. Letters are spaced
// by their inked columns plus one empty column, so an I or a '.' does not leave a hole in a word.
#include "engine/LogoSheet.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstddef>

namespace engine {
namespace {

constexpr int kGlyphWidth = 5;
constexpr int kGlyphHeight = 7;
constexpr int kSpaceColumns = 3;   // a space is 3 font pixels, a letter's gap 1
constexpr int kLetterGap = 1;
constexpr int kLargestScale = 3;   // 21 sheet pixels a letter in a 32-pixel row
constexpr int kSideMargin = 8;     // sheet pixels kept clear at each end of a row

struct Glyph {
    char c;
    std::array<const char*, kGlyphHeight> rows;
};

// clang-format off
constexpr std::array<Glyph, 40> kFont = {{
    {' ', {".....", ".....", ".....", ".....", ".....", ".....", "....."}},
    {'A', {".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"}},
    {'B', {"####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."}},
    {'C', {".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."}},
    {'D', {"####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."}},
    {'E', {"#####", "#....", "#....", "####.", "#....", "#....", "#####"}},
    {'F', {"#####", "#....", "#....", "####.", "#....", "#....", "#...."}},
    {'G', {".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"}},
    {'H', {"#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"}},
    {'I', {"###..", ".#...", ".#...", ".#...", ".#...", ".#...", "###.."}},
    {'J', {"..###", "...#.", "...#.", "...#.", "#..#.", "#..#.", ".##.."}},
    {'K', {"#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"}},
    {'L', {"#....", "#....", "#....", "#....", "#....", "#....", "#####"}},
    {'M', {"#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"}},
    {'N', {"#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"}},
    {'O', {".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."}},
    {'P', {"####.", "#...#", "#...#", "####.", "#....", "#....", "#...."}},
    {'Q', {".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"}},
    {'R', {"####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"}},
    {'S', {".####", "#....", "#....", ".###.", "....#", "....#", "####."}},
    {'T', {"#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."}},
    {'U', {"#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."}},
    {'V', {"#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."}},
    {'W', {"#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."}},
    {'X', {"#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"}},
    {'Y', {"#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."}},
    {'Z', {"#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"}},
    {'0', {".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."}},
    {'1', {".#...", "##...", ".#...", ".#...", ".#...", ".#...", "###.."}},
    {'2', {".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"}},
    {'3', {"####.", "....#", "....#", ".###.", "....#", "....#", "####."}},
    {'4', {"...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."}},
    {'5', {"#####", "#....", "####.", "....#", "....#", "#...#", ".###."}},
    {'6', {"..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."}},
    {'7', {"#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."}},
    {'8', {".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."}},
    {'9', {".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."}},
    {'&', {".##..", "#..#.", "#.#..", ".#...", "#.#.#", "#..#.", ".##.#"}},
    {'-', {".....", ".....", ".....", "####.", ".....", ".....", "....."}},
    {'.', {".....", ".....", ".....", ".....", ".....", "##...", "##..."}},
}};
// clang-format on

const Glyph* findGlyph(char c) {
    const char upper = char(std::toupper(static_cast<unsigned char>(c)));
    for (const Glyph& g : kFont) {
        if (g.c == upper) return &g;
    }
    return nullptr;
}

// The glyph's inked columns: [first, last], or an empty span for a space.
struct Ink {
    int first = 0, last = -1;
};

Ink inkOf(const Glyph& g) {
    Ink ink{kGlyphWidth, -1};
    for (const char* row : g.rows) {
        for (int x = 0; x < kGlyphWidth; x++) {
            if (row[x] != '#') continue;
            ink.first = std::min(ink.first, x);
            ink.last = std::max(ink.last, x);
        }
    }
    return ink;
}

// Font pixels across the whole text, with a gap between letters but none after the last.
int textColumns(const std::string& text) {
    int columns = 0;
    for (std::size_t i = 0; i < text.size(); i++) {
        const Glyph* g = findGlyph(text[i]);
        const Ink ink = g ? inkOf(*g) : Ink{};
        columns += ink.last >= ink.first ? ink.last - ink.first + 1 : kSpaceColumns;
        if (i + 1 < text.size()) columns += kLetterGap;
    }
    return columns;
}

// How a word lies in its row: the scale, where its left edge is and its width, in sheet pixels.
struct Layout {
    int scale = kLargestScale;
    int left = 0, width = 0;
    int bottom = 0;  // the letters' bottom row from the row band's bottom
};

Layout layOut(const std::string& text) {
    const int columns = textColumns(text);
    Layout layout;
    while (layout.scale > 1 && columns * layout.scale > kLogoSheetPixels - 2 * kSideMargin) layout.scale--;
    layout.width = std::min(columns * layout.scale, kLogoSheetPixels - 2 * kSideMargin);
    layout.left = (kLogoSheetPixels - layout.width) / 2;
    layout.bottom = (kLogoRowPixels - kGlyphHeight * layout.scale) / 2;
    return layout;
}

int bandBottom(int word) { return kLogoSheetPixels - kLogoRowPixels * (word + 1); }  // word 0 on top

void plot(Image& image, int x, int row) {
    if (x < kSideMargin || x >= kLogoSheetPixels - kSideMargin) return;  // a word too long is cut
    std::uint8_t* p = &image.rgba[(std::size_t(row) * kLogoSheetPixels + std::size_t(x)) * 4];
    p[0] = p[1] = p[2] = p[3] = 255;
}

void drawWord(Image& image, int word, const std::string& text) {
    const Layout layout = layOut(text);
    const int s = layout.scale;
    // Each font pixel one sheet pixel wider to the right (from scale 2): strokes of 4 pixels in
    // 21-pixel letters, about as bold as the original's Windows fonts in its 32-pixel rows, so
    // a sign still reads when mipmapped small (issue 23: its names read from farther than ours).
    const int bold = s >= 2 ? 1 : 0;
    int x = layout.left;
    for (char c : text) {
        const Glyph* g = findGlyph(c);
        const Ink ink = g ? inkOf(*g) : Ink{};
        if (ink.last < ink.first) {
            x += (kSpaceColumns + kLetterGap) * s;
            continue;
        }
        for (int gy = 0; gy < kGlyphHeight; gy++) {
            // glyph rows are top first; sheet rows grow upward
            const int rowBase = bandBottom(word) + layout.bottom + (kGlyphHeight - 1 - gy) * s;
            for (int gx = ink.first; gx <= ink.last; gx++) {
                if (g->rows[std::size_t(gy)][gx] != '#') continue;
                for (int dy = 0; dy < s; dy++) {
                    for (int dx = 0; dx < s + bold; dx++) plot(image, x + (gx - ink.first) * s + dx, rowBase + dy);
                }
            }
        }
        x += (ink.last - ink.first + 1 + kLetterGap) * s;
    }
}

float toU(int x) { return float(x) / kLogoSheetPixels; }

} // namespace

Image bakeLogoSheet(const std::vector<std::string>& words) {
    Image image;
    image.width = kLogoSheetPixels;
    image.height = kLogoSheetPixels;
    image.rgba.assign(std::size_t(kLogoSheetPixels) * kLogoSheetPixels * 4, 0);
    const int count = std::min(int(words.size()), kLogoSheetRows);
    for (int word = 0; word < count; word++) drawWord(image, word, words[std::size_t(word)]);
    return image;
}

LogoRow logoRow(int word) {
    const int bottom = bandBottom(word);
    return {0, toU(bottom), 1, toU(bottom + kLogoRowPixels)};
}

LogoRow logoRow(int word, const std::string& text) {
    const Layout layout = layOut(text);
    if (layout.width <= 0) return logoRow(word);
    const int s = layout.scale;
    const int bottom = bandBottom(word) + layout.bottom - s;
    const int top = bandBottom(word) + layout.bottom + kGlyphHeight * s + s;
    return {toU(layout.left - s), toU(bottom), toU(layout.left + layout.width + s), toU(top)};
}

bool logoGlyphExists(char c) { return findGlyph(c) != nullptr; }

std::vector<LogoPlace> logoPlaces(const std::vector<std::string>& words) {
    std::vector<LogoPlace> places;
    for (std::size_t word = 0; word < words.size(); word++) {
        const LogoRow row = logoRow(static_cast<int>(word), words[word]);
        places.push_back(LogoPlace{row.u1, row.v1, row.u2, row.v2});
    }
    return places;
}

} // namespace engine
