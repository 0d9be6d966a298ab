// zs::pixelcity::growWindowSheets and litShare — Pixel City's nine window textures, painted on
// the CPU from the city's seed.
//
// Each sheet is 512 x 512 RGBA8 holding 64 x 64 window cells of 8 x 8 pixels on black: one
// window shape per sheet, lit in runs along each floor, every window shaded by a dark gradient
// rising from its sill (furniture, blinds) and the lit ones speckled with the colours of what
// is inside. The numbers are the original's (docs/originals.md, section C); the
// code and the shape table are ours. Two rules for the speckle and the gradient (SheetRules):
// the original's, and ours. Pixels are worked in integers, so the bytes are the same on
// every compiler; one random draw a statement, so they do not depend on evaluation order.
#include "zsystem/PixelCity.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <utility>
#include <vector>

namespace zs::pixelcity {
namespace {

constexpr int kWindowCount = kWindowsPerSheet * kWindowsPerSheet;  // 4096 a sheet
constexpr int kBandFloors = 8;  // the lit pattern changes its habits every 8 floors

// The sheets' generators come from their own stream of the city's seed ("WIND" in ASCII), so
// they never share draws with the plan.
constexpr std::uint32_t kSheetStream = 0x57494E44u;

// Lit share: a band is lit 1 run in d, with d = 2, 3, 4 at odds 1/4, 1/2, 1/4, so on average
// (1/2 + 2 * 1/3 + 1/4) / 4 = 35.4% of the windows are lit.
constexpr double kExpectedLitShare = (1.0 / 2 + 2.0 / 3 + 1.0 / 4) / 4;
// One sheet has only 8 bands, so its share scatters by about +-3.5 points around that; every
// building of a kind wears the same sheet, so one unlucky sheet would make a ninth of the city
// visibly darker or brighter. A sheet keeps its lit pattern only when it lands within 1 point
// of the mean (about one pattern in five does; each costs some 2,000 draws). The pattern's
// rules stay the original's; only its outliers are thrown away.
constexpr int kLitTarget = int(kExpectedLitShare * kWindowCount + 0.5);  // 1451
constexpr int kLitTolerance = kWindowCount / 100;                     // 40 windows, 1 point
constexpr int kMaxPatternTries = 64;  // 0.78^64: one sheet in 6 million runs out and keeps its closest

// Window colours in 0..255 (the original's 0..1 times 255).
constexpr int kLitGreyMin = 128;     // lit grey 0.5 ..
constexpr int kLitGreySpread = 128;  //   .. 1.0
constexpr int kLitShiftSpread = 47;  // plus 0 .. 0.18 on each channel (0.18 * 255 = 45.9)
constexpr int kUnlitGreySpread = 39; // unlit grey 0 .. 0.15 (38.25)

// Inside a lit window (ours): every pixel is mixed 0..4 sixteenths (at most a quarter) towards
// one of a dozen muted room colours (HSL saturation 0.3, lightness 0.5), so rooms differ faintly.
constexpr int kSpeckleHues = 12;
constexpr int kSpeckleMaxSixteenths = 5;  // draw(5): 0..4
// The original's: a point of a room colour on each inner pixel of a lit pane (its drawrect's
// GL_POINTS, left + 1 .. right - 2), blended at an opacity of rand(potential) / 144, potential
// being the window colour's mean on 0..255: for a lit window up to more than all of it
// (clamped), three quarters on average.
constexpr int kOriginalSpeckleDivisor = 144;

// The gradient: black, rising from the sill over the column's full height (one column in 6 stops
// between half and full height: a desk, a chair back). Its opacity is drawn at each end: 0..1 at
// the sill as the original's, and 0..1 at the top in the original's rules, but 0..1/2 in ours:
// the original's could black out a lit window altogether, so lit and unlit windows overlapped;
// ours keep at least half the light at the top of every lit window, where ceiling lights would be.
constexpr int kShortColumnOdds = 6;
constexpr int kSillOpacities = 256;  // 0..255
constexpr int kTopOpacities = 128;   // 0..127

// How much light gets past what stands in the window: a drawn blind (the original's 0.3), a
// thin mullion (half) and a four-pane window's heavier frame bars (a fifth).
constexpr int kBlindTenths = 3;
constexpr int kMullionTenths = 5;
constexpr int kFrameTenths = 2;
constexpr int kMaxBlindPixels = 5;  // a blind covers 0..5 of the 6 rows from the top

// litShare's test (ours). The top visible pixel of every column of a lit window keeps at least half its
// light, and that pixel's dimmest channel is at least 0.46 before (grey 0.5 mixed a quarter
// towards the speckle's darkest channel, 0.35): so a lit window always has a pixel of 0.23 or
// more. An unlit window never passes 0.15, mullions and blinds included. 0.2 lies between, so
// litShare counts exactly the windows the pattern lit, whatever the shape or the shading.
constexpr int kLitThreshold = 51;  // 0.2 * 255

// ---------------------------------------------------------------------------------------------
// Shapes. Each is an 8 x 8 cell drawn as text, top row first as it looks: '#' glass, 'm' a dim
// mullion, 'f' a dimmer frame bar, '.' the black wall. One per sheet, in the design's order.

using CellArt = std::array<const char*, kWindowPixels>;

constexpr std::array<CellArt, kSheetCount> kShapes = {{
    // 0: 6 x 6, a plain square window with a one-pixel wall all round
    {"........", ".######.", ".######.", ".######.", ".######.", ".######.", ".######.", "........"},
    // 1: 4 x 6, tall and narrow
    {"........", "..####..", "..####..", "..####..", "..####..", "..####..", "..####..", "........"},
    // 2: twin 2 x 5, a pair of slits a pixel apart, their tops level with the others'
    {"........", ".##.##..", ".##.##..", ".##.##..", ".##.##..", ".##.##..", "........", "........"},
    // 3: 6 x 6 with a blind of 0..5 rows drawn down from the top (added per window)
    {"........", ".######.", ".######.", ".######.", ".######.", ".######.", ".######.", "........"},
    // 4: 6 x 6 with two dim mullions: narrow side lights either side of a wider middle pane
    {"........", ".#m##m#.", ".#m##m#.", ".#m##m#.", ".#m##m#.", ".#m##m#.", ".#m##m#.", "........"},
    // 5: 6 x 5, a wide window with a deeper wall under the sill
    {"........", ".######.", ".######.", ".######.", ".######.", ".######.", "........", "........"},
    // 6: 5 x 6 four-pane: two transom panes over two taller ones, parted by frame bars
    {"........", "..##f##.", "..##f##.", "..fffff.", "..##f##.", "..##f##.", "..##f##.", "........"},
    // 7: 2 x 5, a single narrow slit
    {"........", "...##...", "...##...", "...##...", "...##...", "...##...", "........", "........"},
    // 8: 6 x 3, a horizontal strip
    {"........", "........", ".######.", ".######.", ".######.", "........", "........", "........"},
}};
constexpr int kBlindSheet = 3;

enum class Glass : std::uint8_t { none, pane, mullion, frame };

// A shape ready to paint: each pixel's kind with rows from the cell's bottom (v upward), and
// each column's lowest and highest glass rows (-1 where the column has none). A pane pixel is
// inner when glass is all round it: the original's speckle left a pane's edge pixels clean (a
// slit two pixels wide has none inside).
struct Shape {
    std::array<std::array<Glass, kWindowPixels>, kWindowPixels> glass{};  // [row from bottom][column]
    std::array<std::array<bool, kWindowPixels>, kWindowPixels> inner{};
    std::array<int, kWindowPixels> sill{};
    std::array<int, kWindowPixels> head{};
    int top = -1;  // the highest glass row of the window, where a blind starts
};

Glass glassOf(char c) {
    switch (c) {
    case '#': return Glass::pane;
    case 'm': return Glass::mullion;
    case 'f': return Glass::frame;
    default: return Glass::none;
    }
}

Shape makeShape(const CellArt& art) {
    Shape shape;
    for (int x = 0; x < kWindowPixels; x++) {
        shape.sill[std::size_t(x)] = -1;
        shape.head[std::size_t(x)] = -1;
    }
    for (int row = 0; row < kWindowPixels; row++) {
        const char* line = art[std::size_t(kWindowPixels - 1 - row)];  // art is top row first
        for (int x = 0; x < kWindowPixels; x++) {
            const Glass g = glassOf(line[x]);
            shape.glass[std::size_t(row)][std::size_t(x)] = g;
            if (g == Glass::none) continue;
            if (shape.sill[std::size_t(x)] < 0) shape.sill[std::size_t(x)] = row;
            shape.head[std::size_t(x)] = row;
            shape.top = std::max(shape.top, row);
        }
    }
    const auto glassAt = [&shape](int row, int x) {
        return row >= 0 && row < kWindowPixels && x >= 0 && x < kWindowPixels &&
               shape.glass[std::size_t(row)][std::size_t(x)] != Glass::none;
    };
    for (int row = 0; row < kWindowPixels; row++) {
        for (int x = 0; x < kWindowPixels; x++) {
            bool inner = shape.glass[std::size_t(row)][std::size_t(x)] == Glass::pane;
            for (int dy = -1; dy <= 1 && inner; dy++) {
                for (int dx = -1; dx <= 1 && inner; dx++) inner = glassAt(row + dy, x + dx);
            }
            shape.inner[std::size_t(row)][std::size_t(x)] = inner;
        }
    }
    return shape;
}

struct Colour {
    int r = 0, g = 0, b = 0;
};

// The muted room colours, converted once for all sheets (never per pixel).
using SpecklePalette = std::array<Colour, kSpeckleHues>;

SpecklePalette makeSpecklePalette() {
    SpecklePalette palette{};
    for (int i = 0; i < kSpeckleHues; i++) {
        const Rgb c = hslToRgb(float(i) / kSpeckleHues, 0.3f, 0.5f);
        palette[std::size_t(i)] = {int(c.r * 255 + 0.5f), int(c.g * 255 + 0.5f), int(c.b * 255 + 0.5f)};
    }
    return palette;
}

// ---------------------------------------------------------------------------------------------
// The lit pattern: one flag a window, index floor * 64 + column, floor 0 at the bottom.

using LitPattern = std::vector<bool>;

LitPattern drawLitPattern(Rand& rand) {
    LitPattern lit(kWindowCount, false);
    int runLength = 2, density = 2, runLeft = 0;
    bool on = false;
    for (int floor = 0; floor < kWindowsPerSheet; floor++) {
        if (floor % kBandFloors == 0) {
            runLength = 2 + below(rand, 9);  // 2..10
            const int firstCoin = below(rand, 2);
            const int secondCoin = below(rand, 2);
            density = 2 + firstCoin + secondCoin;  // 2, 3, 4 at 1/4, 1/2, 1/4
            runLeft = 0;
        }
        for (int column = 0; column < kWindowsPerSheet; column++) {
            if (runLeft < 1) {
                const int drawn = below(rand, runLength);
                runLeft = std::max(1, drawn);
                on = below(rand, density) == 0;
            }
            lit[std::size_t(floor * kWindowsPerSheet + column)] = on;
            runLeft--;
        }
    }
    return lit;
}

int countLit(const LitPattern& lit) { return int(std::count(lit.begin(), lit.end(), true)); }

LitPattern drawTypicalLitPattern(Rand& rand) {
    LitPattern best = drawLitPattern(rand);
    int bestMiss = std::abs(countLit(best) - kLitTarget);
    for (int tries = 1; tries < kMaxPatternTries && bestMiss > kLitTolerance; tries++) {
        LitPattern candidate = drawLitPattern(rand);
        const int miss = std::abs(countLit(candidate) - kLitTarget);
        if (miss < bestMiss) {
            best = std::move(candidate);
            bestMiss = miss;
        }
    }
    return best;
}

// ---------------------------------------------------------------------------------------------
// Painting one window.

int scaled(int value, int tenths) { return value * tenths / 10; }

// value * (255 - opacity) / 255, rounded: the black gradient laid over a pixel.
int darkened(int value, int opacity) { return (value * (255 - opacity) + 127) / 255; }

Colour drawLitColour(Rand& rand) {
    const int grey = kLitGreyMin + below(rand, kLitGreySpread);
    const int shiftR = below(rand, kLitShiftSpread);
    const int shiftG = below(rand, kLitShiftSpread);
    const int shiftB = below(rand, kLitShiftSpread);
    return {std::min(255, grey + shiftR), std::min(255, grey + shiftG), std::min(255, grey + shiftB)};
}

Colour drawUnlitColour(Rand& rand) {
    const int grey = below(rand, kUnlitGreySpread);
    return {grey, grey, grey};
}

// One floor of windows: the 8 pixel rows across the sheet, painted here and then appended, so
// each sheet's megabyte is written once, in order (no zero fill first, no second pass).
class FloorStrip {
public:
    FloorStrip() : rgba_(std::size_t(kWindowPixels) * kSheetPixels * 4) {}

    void clear() {  // black, opaque
        for (std::size_t i = 0; i < rgba_.size(); i += 4) {
            rgba_[i] = rgba_[i + 1] = rgba_[i + 2] = 0;
            rgba_[i + 3] = 255;
        }
    }
    void put(int x, int row, const Colour& c) {  // row 0 is the floor's bottom
        std::uint8_t* p = &rgba_[(std::size_t(row) * kSheetPixels + std::size_t(x)) * 4];
        p[0] = std::uint8_t(c.r);
        p[1] = std::uint8_t(c.g);
        p[2] = std::uint8_t(c.b);
    }
    void appendTo(std::vector<std::uint8_t>& out) const { out.insert(out.end(), rgba_.begin(), rgba_.end()); }

private:
    std::vector<std::uint8_t> rgba_;
};

// A column's black gradient (see kShortColumnOdds): from its sill up `length` rows, the opacity
// going from sillOpacity to topOpacity.
struct ColumnShade {
    int sill = 0, length = 0;
    int sillOpacity = 0, topOpacity = 0;

    int opacityAt(int row) const {
        const int k = row - sill;
        if (k < 0 || k >= length) return 0;
        if (length == 1) return sillOpacity;
        return sillOpacity + (topOpacity - sillOpacity) * k / (length - 1);
    }
};

ColumnShade drawColumnShade(const Shape& shape, int x, int blindFrom, SheetRules rules, Rand& rand) {
    ColumnShade shade;
    shade.sill = shape.sill[std::size_t(x)];
    if (shade.sill < 0) return shade;
    const int head = std::min(shape.head[std::size_t(x)], blindFrom - 1);
    const int visible = head - shade.sill + 1;  // rows of the column not behind the blind
    shade.length = visible;
    const bool shortColumn = below(rand, kShortColumnOdds) == 0;
    if (shortColumn) {
        const int extra = below(rand, visible - visible / 2 + 1);
        shade.length = visible / 2 + extra;
    }
    shade.sillOpacity = below(rand, kSillOpacities);
    shade.topOpacity = below(rand, rules == SheetRules::original ? kSillOpacities : kTopOpacities);
    return shade;
}

Colour mixed(const Colour& c, const Colour& room, int sixteenths) {
    return {(c.r * (16 - sixteenths) + room.r * sixteenths) / 16, (c.g * (16 - sixteenths) + room.g * sixteenths) / 16,
            (c.b * (16 - sixteenths) + room.b * sixteenths) / 16};
}

// The original's speckle on one inner pixel of a lit pane: its opacity, then its colour.
Colour originalSpeckle(const Colour& c, const Colour& colour, const SpecklePalette& palette, Rand& rand) {
    const int potential = (colour.r + colour.g + colour.b) / 3;
    const int opacity = below(rand, potential);
    const int hue = below(rand, kSpeckleHues);
    return mixed(c, palette[std::size_t(hue)], std::min(16, opacity * 16 / kOriginalSpeckleDivisor));
}

// One glass pixel's light before the gradient: the window's colour, dimmed behind mullions,
// frame bars and the blind, and (lit only) mixed towards a room colour by the rules' speckle.
Colour glassLight(Glass glass, bool behindBlind, bool inner, const Colour& colour, bool lit,
                  const SpecklePalette& palette, SheetRules rules, Rand& rand) {
    int tenths = glass == Glass::mullion ? kMullionTenths : glass == Glass::frame ? kFrameTenths : 10;
    if (behindBlind) tenths = kBlindTenths;
    Colour c{scaled(colour.r, tenths), scaled(colour.g, tenths), scaled(colour.b, tenths)};
    if (!lit) return c;
    if (rules == SheetRules::original) {
        // Its mullions, bars and blind were drawn over the pane after its speckle, dimmer than
        // the speckle's threshold (a mean over half): they stay clean.
        return inner && !behindBlind && glass == Glass::pane ? originalSpeckle(c, colour, palette, rand) : c;
    }
    const int speckle = below(rand, kSpeckleMaxSixteenths * kSpeckleHues);  // weight and hue in one draw
    return mixed(c, palette[std::size_t(speckle % kSpeckleHues)], speckle / kSpeckleHues);
}

void paintWindow(const Shape& shape, bool withBlind, bool lit, const SpecklePalette& palette, SheetRules rules,
                 int cellX, FloorStrip& strip, Rand& rand) {
    const Colour colour = lit ? drawLitColour(rand) : drawUnlitColour(rand);
    int blindFrom = kWindowPixels;  // the first row behind the blind; none by default
    if (withBlind) {
        const int blind = below(rand, kMaxBlindPixels + 1);
        blindFrom = shape.top + 1 - blind;
    }
    std::array<ColumnShade, kWindowPixels> shades;
    for (int x = 0; x < kWindowPixels; x++) shades[std::size_t(x)] = drawColumnShade(shape, x, blindFrom, rules, rand);
    for (int row = 0; row < kWindowPixels; row++) {
        for (int x = 0; x < kWindowPixels; x++) {
            const Glass glass = shape.glass[std::size_t(row)][std::size_t(x)];
            if (glass == Glass::none) continue;
            const bool inner = shape.inner[std::size_t(row)][std::size_t(x)];
            const Colour c = glassLight(glass, row >= blindFrom, inner, colour, lit, palette, rules, rand);
            const int opacity = shades[std::size_t(x)].opacityAt(row);
            const Colour shaded{darkened(c.r, opacity), darkened(c.g, opacity), darkened(c.b, opacity)};
            strip.put(cellX * kWindowPixels + x, row, shaded);
        }
    }
}

WindowSheet paintSheet(int index, const SpecklePalette& palette, SheetRules rules, Rand& rand) {
    const Shape shape = makeShape(kShapes[std::size_t(index)]);
    const LitPattern lit = drawTypicalLitPattern(rand);
    WindowSheet sheet;
    sheet.rgba.reserve(std::size_t(kSheetPixels) * kSheetPixels * 4);
    FloorStrip strip;
    for (int floor = 0; floor < kWindowsPerSheet; floor++) {
        strip.clear();
        for (int column = 0; column < kWindowsPerSheet; column++) {
            const bool on = lit[std::size_t(floor * kWindowsPerSheet + column)];
            paintWindow(shape, index == kBlindSheet, on, palette, rules, column, strip, rand);
        }
        strip.appendTo(sheet.rgba);
    }
    return sheet;
}

} // namespace

// Row 0 of each sheet's rgba is v = 0, the bottom of the texture as OpenGL uploads it, so floor
// 0 of the pattern is the bottom row of windows and every window stands the right way up when
// a wall's v grows with height.
std::vector<WindowSheet> growWindowSheets(std::uint32_t citySeed, SheetRules rules) {
    const SpecklePalette palette = makeSpecklePalette();
    Rand sheetSeeds(citySeed ^ kSheetStream);
    std::vector<WindowSheet> sheets;
    sheets.reserve(kSheetCount);
    for (int i = 0; i < kSheetCount; i++) {
        Rand rand(sheetSeeds.drawSeed());
        sheets.push_back(paintSheet(i, palette, rules, rand));
    }
    return sheets;
}

// A window counts as lit when its brightest pixel's brightest channel reaches 0.2 (see
// kLitThreshold): exact for every sheet this file paints, whatever the shape or the shading.
// (Not the centre pixel: the twin slits and the strip leave the cell's centre dark.)
double litShare(const WindowSheet& sheet) {
    if (sheet.rgba.size() != std::size_t(kSheetPixels) * kSheetPixels * 4) return 0;
    int lit = 0;
    for (int cellY = 0; cellY < kWindowsPerSheet; cellY++) {
        for (int cellX = 0; cellX < kWindowsPerSheet; cellX++) {
            int brightest = 0;
            for (int row = 0; row < kWindowPixels; row++) {
                const std::uint8_t* p =
                    &sheet.rgba[((std::size_t(cellY) * kWindowPixels + std::size_t(row)) * kSheetPixels +
                                 std::size_t(cellX) * kWindowPixels) * 4];
                for (int x = 0; x < kWindowPixels; x++, p += 4) {
                    brightest = std::max({brightest, int(p[0]), int(p[1]), int(p[2])});
                }
            }
            if (brightest >= kLitThreshold) lit++;
        }
    }
    return double(lit) / kWindowCount;
}

} // namespace zs::pixelcity
