// The sky band (black at its top, glowing and with a skyline at the horizon) and the logo sheet
// (one word a row, nothing between rows, every letter in the font).
#include "engine/LogoSheet.hpp"
#include "engine/NightSky.hpp"
#include "zsystem/PixelCity.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace pc = zs::pixelcity;

namespace {

struct Pixel {
    int r = 0, g = 0, b = 0, a = 0;
    bool black() const { return r == 0 && g == 0 && b == 0; }
};

Pixel pixelAt(const engine::Image& image, int x, int row) {
    const std::uint8_t* p = &image.rgba[(std::size_t(row) * std::size_t(image.width) + std::size_t(x)) * 4];
    return {p[0], p[1], p[2], p[3]};
}

const pc::Rgb kAmberBloom = pc::hslToRgb(0.08f, 0.8f, 0.75f);
const pc::Rgb kRedBloom{1.0f, 0.5f, 0.5f};

// The length of the pure black run up from the horizon in column x.
int blackRunFromHorizon(const engine::Image& sky, int x) {
    int row = 0;
    while (row < sky.height && pixelAt(sky, x, row).black()) row++;
    return row;
}

} // namespace

TEST_CASE("the sky band is 2048 x 256 and opaque") {
    const engine::Image sky = engine::bakeNightSky(0xA749F86Cu, kAmberBloom);
    REQUIRE(sky.width == engine::kSkyWidth);
    REQUIRE(sky.height == engine::kSkyHeight);
    REQUIRE(sky.rgba.size() == std::size_t(2048) * 256 * 4);
    bool opaque = true;
    for (std::size_t i = 3; i < sky.rgba.size(); i += 4) opaque = opaque && sky.rgba[i] == 255;
    CHECK(opaque);
    CHECK(engine::kSkyBandDegrees == 16);
}

TEST_CASE("the band's top rows are pure black, so it meets the black sky above without a seam") {
    for (std::uint32_t seed : {0xA749F86Cu, 1u, 99u}) {
        CAPTURE(seed);
        const engine::Image sky = engine::bakeNightSky(seed, kRedBloom);
        bool black = true;
        for (int row = sky.height - engine::kSkyBlackTopRows; row < sky.height; row++) {
            for (int x = 0; x < sky.width; x++) black = black && pixelAt(sky, x, row).black();
        }
        CHECK(black);
    }
}

TEST_CASE("the horizon glows in the bloom colour, faded towards grey") {
    const engine::Image sky = engine::bakeNightSky(5u, kRedBloom);
    // Above the skyline's tallest block (1.2 degrees: 19 rows).
    int lit = 0, redder = 0;
    for (int x = 0; x < sky.width; x++) {
        const Pixel p = pixelAt(sky, x, 40);
        if (!p.black()) lit++;
        if (p.r > p.b) redder++;
    }
    CHECK(lit > sky.width / 2);
    CHECK(redder > sky.width / 2);
    // The glow is dim haze, not a lit wall: under 0.4 anywhere.
    int brightest = 0;
    for (int row = 0; row < sky.height; row++) {
        for (int x = 0; x < sky.width; x++) brightest = std::max(brightest, pixelAt(sky, x, row).r);
    }
    CHECK(brightest < 102);
    CHECK(brightest > 20);
}

TEST_CASE("a faux skyline of black blocks up to 1.2 degrees tall stands on the horizon") {
    // The original's: three draws of 0..7 of 512 rows (21 at most) at the foot of its band, 15.7
    // degrees tall on its screen; the city's own far buildings stand taller in front of it.
    const engine::Image sky = engine::bakeNightSky(0xA749F86Cu, kAmberBloom);
    int tallBlocks = 0, blackAtHorizon = 0;
    for (int x = 0; x < sky.width; x++) {
        const int run = blackRunFromHorizon(sky, x);
        CHECK(run <= 19);  // 21 storeys of 0.055 degrees, 16 rows to the degree
        if (run >= 8) tallBlocks++;  // half a degree or more
        if (run > 0) blackAtHorizon++;
    }
    // A block every 1.4 degrees, 0-8 widths of 0.28 wide: about 2 of every 3 columns are covered.
    CHECK(tallBlocks > sky.width / 3);
    CHECK(blackAtHorizon > sky.width / 2);
    CHECK(blackAtHorizon < sky.width);  // gaps between the blocks show the glow
}

TEST_CASE("the sky has dark clouds: the glow's rows are not uniform") {
    const engine::Image sky = engine::bakeNightSky(0xA749F86Cu, kAmberBloom);
    int unevenRows = 0;
    for (int row = 40; row < 120; row++) {
        int lo = 255, hi = 0;
        for (int x = 0; x < sky.width; x++) {
            lo = std::min(lo, pixelAt(sky, x, row).g);
            hi = std::max(hi, pixelAt(sky, x, row).g);
        }
        if (hi - lo >= 4) unevenRows++;
    }
    CHECK(unevenRows > 70);
}

// A streak: along a row, dark runs are long; up a column, short. Measured as the mean length of
// the runs of darkened pixels (under 90% of the row's median: the bare glow) across and up, in
// degrees.
TEST_CASE("the clouds are long flat streaks, not blotches") {
    const engine::Image sky = engine::bakeNightSky(0xA749F86Cu, kAmberBloom);
    const int firstRow = 48, endRow = 112;  // 3 to 7 degrees up: above the skyline, in the glow
    std::vector<int> rowMedian(std::size_t(sky.height), 0);
    for (int row = firstRow; row < endRow; row++) {
        std::vector<int> values;
        for (int x = 0; x < sky.width; x++) values.push_back(pixelAt(sky, x, row).g);
        std::nth_element(values.begin(), values.begin() + sky.width / 2, values.end());
        rowMedian[std::size_t(row)] = values[std::size_t(sky.width / 2)];
    }
    auto dark = [&](int x, int row) { return pixelAt(sky, x, row).g * 10 < rowMedian[std::size_t(row)] * 9; };
    struct Runs {
        long pixels = 0, count = 0;
        void add(bool inside, bool wasInside) {
            pixels += inside ? 1 : 0;
            count += (inside && !wasInside) ? 1 : 0;
        }
        double mean() const { return count ? double(pixels) / double(count) : 0; }
    } acrossRuns, upRuns;
    for (int row = firstRow; row < endRow; row++) {
        for (int x = 0; x < sky.width; x++) acrossRuns.add(dark(x, row), x > 0 && dark(x - 1, row));
    }
    for (int x = 0; x < sky.width; x++) {
        for (int row = firstRow; row < endRow; row++) upRuns.add(dark(x, row), row > firstRow && dark(x, row - 1));
    }
    const double across = acrossRuns.mean() / engine::kSkyPixelsPerDegreeAcross;
    const double up = upRuns.mean() / engine::kSkyPixelsPerDegreeUp;
    CAPTURE(across);
    CAPTURE(up);
    CHECK(across > 3);
    CHECK(up < 1);
    CHECK(across > 5 * up);
}

TEST_CASE("the same seed bakes the same sky; another seed another") {
    const engine::Image a = engine::bakeNightSky(7u, kAmberBloom);
    const engine::Image b = engine::bakeNightSky(7u, kAmberBloom);
    const engine::Image c = engine::bakeNightSky(8u, kAmberBloom);
    CHECK(a.rgba == b.rgba);
    CHECK(a.rgba != c.rgba);
}

namespace {

std::vector<std::string> sampleWords() {
    return {"NORTHWIND DATA", "ACME & SONS",   "ZENITH LABS", "BLUE-OAK TECH", "METRO.NET",   "ORBIT 9 MEDIA",
            "QUARTZ FOODS",   "VEXILLUM INC.", "helix energy", "JUNO MOTORS", "KESTREL BANK", "XYLO AUDIO",
            "YARROW HEALTH",  "PRIME 2000",    "LUMEN CO",     "0123456789 QWERTYUIOP ASDFG"};
}

bool drawnAt(const engine::Image& image, int x, int row) { return pixelAt(image, x, row).a > 0; }

int drawnInRows(const engine::Image& image, int firstRow, int endRow) {
    int drawn = 0;
    for (int row = firstRow; row < endRow; row++) {
        for (int x = 0; x < image.width; x++) drawn += drawnAt(image, x, row) ? 1 : 0;
    }
    return drawn;
}

} // namespace

TEST_CASE("the logo sheet has a word in each of its 16 rows and nothing between rows") {
    const engine::Image sheet = engine::bakeLogoSheet(sampleWords());
    REQUIRE(sheet.width == engine::kLogoSheetPixels);
    REQUIRE(sheet.height == engine::kLogoSheetPixels);
    for (int word = 0; word < engine::kLogoSheetRows; word++) {
        CAPTURE(word);
        const engine::LogoRow band = engine::logoRow(word);
        const int bottom = int(band.v1 * sheet.height + 0.5f), top = int(band.v2 * sheet.height + 0.5f);
        CHECK(top - bottom == engine::kLogoRowPixels);
        CHECK(drawnInRows(sheet, bottom + 3, top - 3) > 100);
        // the band's edges stay clear, so neighbouring words never touch (nor bleed when filtered)
        CHECK(drawnInRows(sheet, bottom, bottom + 3) == 0);
        CHECK(drawnInRows(sheet, top - 3, top) == 0);
    }
    // word 0 is on top: the rows of largest v
    CHECK(engine::logoRow(0).v2 == doctest::Approx(1.0));
    CHECK(engine::logoRow(engine::kLogoSheetRows - 1).v1 == doctest::Approx(0.0));
}

TEST_CASE("the letters are white with alpha = coverage, on transparent black") {
    const engine::Image sheet = engine::bakeLogoSheet(sampleWords());
    bool premultipliedWhite = true;
    for (std::size_t i = 0; i < sheet.rgba.size(); i += 4) {
        const std::uint8_t a = sheet.rgba[i + 3];
        const bool white = sheet.rgba[i] == a && sheet.rgba[i + 1] == a && sheet.rgba[i + 2] == a;
        premultipliedWhite = premultipliedWhite && white;
    }
    CHECK(premultipliedWhite);
}

TEST_CASE("logoRow frames exactly the drawn letters, centred in the row") {
    const auto words = sampleWords();
    const engine::Image sheet = engine::bakeLogoSheet(words);
    for (int word = 0; word < engine::kLogoSheetRows; word++) {
        CAPTURE(word);
        const engine::LogoRow r = engine::logoRow(word, words[std::size_t(word)]);
        const int x0 = int(r.u1 * sheet.width + 0.5f), x1 = int(r.u2 * sheet.width + 0.5f);
        const int y0 = int(r.v1 * sheet.height + 0.5f), y1 = int(r.v2 * sheet.height + 0.5f);
        int minX = sheet.width, maxX = -1, minY = sheet.height, maxY = -1, inside = 0;
        const engine::LogoRow band = engine::logoRow(word);
        const int bandBottom = int(band.v1 * sheet.height + 0.5f);
        for (int row = bandBottom; row < bandBottom + engine::kLogoRowPixels; row++) {
            for (int x = 0; x < sheet.width; x++) {
                if (!drawnAt(sheet, x, row)) continue;
                minX = std::min(minX, x);
                maxX = std::max(maxX, x);
                minY = std::min(minY, row);
                maxY = std::max(maxY, row);
                if (x >= x0 && x < x1 && row >= y0 && row < y1) inside++;
            }
        }
        CHECK(inside == drawnInRows(sheet, bandBottom, bandBottom + engine::kLogoRowPixels));
        // one font pixel (3 sheet pixels at full size) of margin round the ink, no more
        CHECK(minX - x0 <= 3);
        CHECK(x1 - 1 - maxX <= 3);
        CHECK(minY - y0 <= 3);
        CHECK(y1 - 1 - maxY <= 3);
        CHECK(std::abs((x0 + x1) - sheet.width) <= 2);  // centred
        CHECK(r.aspect() > 1.0f);
    }
}

TEST_CASE("a word too long for the row is drawn smaller, within the row's margins") {
    const std::string longWord = "INTERCONTINENTAL AEROSPACE MANUFACTURING";
    const engine::Image sheet = engine::bakeLogoSheet({longWord});
    const engine::LogoRow r = engine::logoRow(0, longWord);
    CHECK(r.u1 >= 0.0f);
    CHECK(r.u2 <= 1.0f);
    CHECK((r.v2 - r.v1) * sheet.height < 21 + 6);  // smaller than the full-size letters and margin
    CHECK(drawnInRows(sheet, 0, sheet.height) > 0);
    CHECK(drawnInRows(sheet, 0, sheet.height - engine::kLogoRowPixels) == 0);  // only row 0 drawn
}

TEST_CASE("every glyph the sign words use exists in the font") {
    for (char c : std::string("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 &-.")) {
        CAPTURE(c);
        CHECK(engine::logoGlyphExists(c));
        if (c == ' ') continue;
        // and it leaves ink: drawn alone, some pixel is set
        const engine::Image sheet = engine::bakeLogoSheet({std::string(1, c)});
        CHECK(drawnInRows(sheet, 0, sheet.height) > 0);
    }
    CHECK(engine::logoGlyphExists('q'));  // lower case is drawn as upper
    CHECK(!engine::logoGlyphExists('@'));
    for (std::uint32_t seed : {0xA749F86Cu, 1u, 2u, 3u, 1000u}) {
        for (int word = 0; word < pc::kLogoCount; word++) {
            const std::string text = pc::logoText(seed, word);
            CAPTURE(text);
            CHECK(!text.empty());
            for (char c : text) CHECK(engine::logoGlyphExists(c));
        }
    }
}
