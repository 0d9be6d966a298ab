// Pixel City's street plan and building placement, held to the design's figures over 20 seeds
// (docs/originals.md, sections A, C and H): streets, lanes, the hot zone,
// skyscrapers, filler, gaps, tints, street lights, signs and determinism.
#include "zsystem/PixelCity.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

namespace pc = zs::pixelcity;

namespace {

constexpr int kSeedCount = 20;
constexpr int kCentreLow = 256;   // skyscrapers stand in [256, 768)²
constexpr int kCentreHigh = 768;

struct Sample {
    std::uint32_t seed = 0;
    pc::Plan plan;
    std::vector<pc::Building> buildings;
};

Sample grow(std::uint32_t seed) {
    Sample sample;
    sample.seed = seed;
    zs::Rand rand(seed);
    sample.plan = pc::growPlan(rand);
    sample.buildings = pc::placeBuildings(sample.plan, rand);
    return sample;
}

// The 20 seeds' plans and buildings, grown once for every test case here.
const std::vector<Sample>& samples() {
    static const std::vector<Sample> grown = [] {
        std::vector<Sample> all;
        for (std::uint32_t i = 0; i < kSeedCount; ++i) all.push_back(grow(0x9E3779B9u * (i + 1)));
        return all;
    }();
    return grown;
}

// What a building's plot was: its footprint plus the one-cell inset on every side.
pc::Footprint plotOf(const pc::Building& building) {
    const pc::Footprint& f = building.footprint;
    return pc::Footprint{f.x - 1, f.z - 1, f.width + 2, f.depth + 2};
}

// Whether coordinate c lies inside some street of the list.
std::vector<bool> streetMask(const std::vector<pc::Street>& streets) {
    std::vector<bool> mask(pc::kWorldSize, false);
    for (const pc::Street& street : streets)
        for (int c = street.start; c < street.start + street.width; ++c) mask[std::size_t(c)] = true;
    return mask;
}

// "Dominant": one channel above both others by more than a margin. Green gets the tight margin
// (0.08: any visible green cast); red the loose one (0.15), since the original's ambers and peach
// are meant to lean a little red (about 0.1 above the next channel) and still read as pale.
constexpr float kGreenDominance = 0.08f;
constexpr float kRedDominance = 0.15f;
bool greenDominant(const pc::Rgb& c) { return c.g - std::max(c.r, c.b) > kGreenDominance; }
bool redDominant(const pc::Rgb& c) { return c.r - std::max(c.g, c.b) > kRedDominance; }

// The letters of a street's cells across it at `along` (a place no crossing street covers):
// s sidewalk, m median, and the lane's direction N S E W.
std::string crossSectionText(const pc::Plan& plan, const pc::Street& street, bool alongZ, int along) {
    std::string text;
    for (int across = street.start; across < street.start + street.width; ++across) {
        const std::uint8_t cell = alongZ ? plan.at(across, along) : plan.at(along, across);
        if (cell == pc::kSidewalk) text += 's';
        else if (cell == (pc::kRoad | pc::kMedian)) text += 'm';
        else if (cell == (pc::kRoad | pc::kLaneNorth)) text += 'N';
        else if (cell == (pc::kRoad | pc::kLaneSouth)) text += 'S';
        else if (cell == (pc::kRoad | pc::kLaneEast)) text += 'E';
        else if (cell == (pc::kRoad | pc::kLaneWest)) text += 'W';
        else text += '?';
    }
    return text;
}

// The expected letters from the design's rule: odd widths get a median; sidewalks total
// max(2, width - 10) of the even part, half a side; the rest halves between the directions.
std::string expectedCrossSection(int width, char lowLane, char highLane) {
    const int median = width % 2;
    const int sidewalks = std::max(2, width - median - 10);
    const int lanes = (width - median - sidewalks) / 2;
    return std::string(std::size_t(sidewalks / 2), 's') + std::string(std::size_t(lanes), lowLane) +
           std::string(std::size_t(median), 'm') + std::string(std::size_t(lanes), highLane) +
           std::string(std::size_t(sidewalks / 2), 's');
}

// A coordinate along a street that no street of the other axis covers.
int clearOf(const std::vector<bool>& otherMask) {
    int c = 100;
    while (otherMask[std::size_t(c)]) ++c;
    return c;
}

} // namespace

TEST_CASE("pixel city: 1,450-1,650 buildings for each of 20 seeds") {
    std::vector<int> totals;
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        const int total = int(s.buildings.size());
        CHECK(total >= 1450);
        CHECK(total <= 1650);
        totals.push_back(total);
    }
    std::sort(totals.begin(), totals.end());
    MESSAGE("buildings over 20 seeds: min " << totals.front() << ", median " << totals[totals.size() / 2]
                                            << ", max " << totals.back());
}

TEST_CASE("pixel city streets: widths 6-11, one 19-wide avenue per axis, starts 200-823 stepping 25-49") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        for (const auto* streets : {&s.plan.streetsAlongX, &s.plan.streetsAlongZ}) {
            REQUIRE(!streets->empty());
            CHECK(streets->size() >= 15);
            CHECK(streets->size() <= 19);
            CHECK(streets->front().start == pc::kEdgeBand);
            int avenues = 0;
            for (std::size_t i = 0; i < streets->size(); ++i) {
                const pc::Street& street = (*streets)[i];
                CAPTURE(street.start);
                CHECK(street.start >= pc::kEdgeBand);  // no street starts in the edge band
                CHECK(street.start < pc::kWorldSize - pc::kEdgeBand);
                if (street.avenue) {
                    ++avenues;
                    CHECK(street.width == 19);
                    CHECK(street.start > 492);                                   // the first past 492 ...
                    CHECK((i == 0 || (*streets)[i - 1].start <= 492));           // ... and no earlier one
                } else {
                    CHECK(street.width >= 6);
                    CHECK(street.width <= 11);
                }
                if (i == 0) continue;
                const pc::Street& previous = (*streets)[i - 1];
                const int gap = street.start - previous.start;
                // After the avenue the cursor moved 20 more before its 25-49 step.
                const int extra = previous.avenue ? 20 : 0;
                CHECK(gap >= 25 + extra);
                CHECK(gap <= 49 + extra);
            }
            CHECK(avenues == 1);
        }
    }
}

TEST_CASE("pixel city cross-sections: 6 is 1|2|2|1, 19 is 4|5|1|5|4, right-hand traffic") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        const std::vector<bool> maskX = streetMask(s.plan.streetsAlongX);
        const std::vector<bool> maskZ = streetMask(s.plan.streetsAlongZ);
        // Along z (north-south): southbound (+z) on the west (-x) side, northbound on the east.
        for (const pc::Street& street : s.plan.streetsAlongZ)
            CHECK(crossSectionText(s.plan, street, true, clearOf(maskX)) == expectedCrossSection(street.width, 'S', 'N'));
        // Along x (east-west): westbound on the north (-z) side, eastbound on the south (+z).
        for (const pc::Street& street : s.plan.streetsAlongX)
            CHECK(crossSectionText(s.plan, street, false, clearOf(maskZ)) == expectedCrossSection(street.width, 'W', 'E'));
    }
    CHECK(expectedCrossSection(6, 'S', 'N') == "sSSNNs");
    CHECK(expectedCrossSection(19, 'S', 'N') == "ssssSSSSSmNNNNNssss");
    CHECK(expectedCrossSection(11, 'S', 'N') == "sSSSSmNNNNs");
}

TEST_CASE("pixel city lanes: one direction per lane cell; crossings are road with at most one per axis") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        const std::vector<bool> maskX = streetMask(s.plan.streetsAlongX);  // by z
        const std::vector<bool> maskZ = streetMask(s.plan.streetsAlongZ);  // by x
        int bad = 0;
        for (int z = 0; z < pc::kWorldSize; ++z) {
            for (int x = 0; x < pc::kWorldSize; ++x) {
                const std::uint8_t cell = s.plan.at(x, z);
                const bool northSouth = (cell & (pc::kLaneNorth | pc::kLaneSouth)) != 0;
                const bool eastWest = (cell & (pc::kLaneEast | pc::kLaneWest)) != 0;
                const bool bothNorthAndSouth = (cell & pc::kLaneNorth) && (cell & pc::kLaneSouth);
                const bool bothEastAndWest = (cell & pc::kLaneEast) && (cell & pc::kLaneWest);
                const int directions = int(northSouth) + int(eastWest);
                const bool isRoad = (cell & pc::kRoad) != 0;
                const bool isSidewalk = (cell & pc::kSidewalk) != 0;
                const bool inStreet = maskX[std::size_t(z)] || maskZ[std::size_t(x)];
                const bool crossing = maskX[std::size_t(z)] && maskZ[std::size_t(x)];
                bool ok = !bothNorthAndSouth && !bothEastAndWest;
                if (crossing) {
                    // Every crossing cell is road, never sidewalk or median, and keeps the lane
                    // flags of both streets (0, 1 or 2 directions, at most one per axis).
                    ok = ok && isRoad && !isSidewalk && !(cell & pc::kMedian);
                } else if (inStreet) {
                    const bool alongZ = maskZ[std::size_t(x)];
                    if (isRoad && !(cell & pc::kMedian)) ok = ok && directions == 1 && (alongZ ? northSouth : eastWest);
                    else if (isRoad) ok = ok && directions == 0;
                    else ok = ok && isSidewalk && directions == 0 && cell == pc::kSidewalk;
                } else {
                    ok = ok && (cell == 0 || cell == pc::kClaimed);  // off the streets: free or a plot
                }
                if (!ok) ++bad;
            }
        }
        CHECK(bad == 0);
    }
}

TEST_CASE("pixel city hot zone: between the last street centres before 256 and before 768") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        const pc::Zone& hot = s.plan.hotZone;
        const auto lastCentreBefore = [](const std::vector<pc::Street>& streets, int limit) {
            int centre = 0;
            for (const pc::Street& street : streets)
                if (street.start + street.width / 2 < limit) centre = street.start + street.width / 2;
            return centre;
        };
        CHECK(hot.x0 == lastCentreBefore(s.plan.streetsAlongZ, 256));
        CHECK(hot.x1 == lastCentreBefore(s.plan.streetsAlongZ, 768));
        CHECK(hot.z0 == lastCentreBefore(s.plan.streetsAlongX, 256));
        CHECK(hot.z1 == lastCentreBefore(s.plan.streetsAlongX, 768));
        // The design's simulated span: about 240 to 750.
        for (int low : {hot.x0, hot.z0}) {
            CHECK(low >= 200);
            CHECK(low < 256);
        }
        for (int high : {hot.x1, hot.z1}) {
            CHECK(high >= 700);
            CHECK(high < 768);
        }
    }
}

TEST_CASE("pixel city skyscrapers: 20-25 of them, in [256, 768)², plots 100-800 cells, 45-54 tall") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        int count = 0, tower = 0, blocky = 0, rotatedModern = 0;
        for (const pc::Building& building : s.buildings) {
            if (!building.skyscraper) continue;
            ++count;
            const pc::Footprint plot = plotOf(building);
            CAPTURE(plot.x);
            CAPTURE(plot.z);
            CHECK(plot.x >= kCentreLow);
            CHECK(plot.z >= kCentreLow);
            CHECK(plot.x + plot.width <= kCentreHigh);
            CHECK(plot.z + plot.depth <= kCentreHigh);
            CHECK(plot.width >= 10);
            CHECK(plot.depth >= 10);
            CHECK(plot.width * plot.depth >= 100);
            CHECK(plot.width * plot.depth <= 800);
            CHECK(building.height >= 45);
            CHECK(building.height <= 54);
            CHECK(building.kind != pc::BuildingKind::simple);
            const bool round = std::abs(plot.width - plot.depth) < 10 && plot.width > 20;
            if (round) CHECK(building.kind == pc::BuildingKind::modern);
            else if (building.kind == pc::BuildingKind::tower) ++tower;
            else if (building.kind == pc::BuildingKind::blocky) ++blocky;
            else ++rotatedModern;
        }
        CHECK(count <= 25);
        CHECK(count >= 20);
        // The rotation keeps the non-round kinds level: tower never ahead of blocky.
        CHECK(tower <= blocky);
        // Skyscrapers come first in the list.
        for (std::size_t i = 0; i < s.buildings.size(); ++i)
            CHECK(s.buildings[i].skyscraper == (int(i) < count));
    }
}

TEST_CASE("pixel city footprints: on the map, off the streets, never overlapping, gaps of 2 or more") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        // Each footprint grown by one cell (its plot) is stamped; a second stamp on a cell means two
        // buildings stand closer than 2 cells.
        std::vector<std::uint16_t> stamp(std::size_t(pc::kWorldSize) * pc::kWorldSize, 0);
        int overlaps = 0, offPlot = 0, offMap = 0;
        for (std::size_t i = 0; i < s.buildings.size(); ++i) {
            const pc::Footprint& f = s.buildings[i].footprint;
            const pc::Footprint grown = plotOf(s.buildings[i]);
            if (grown.x < 0 || grown.z < 0 || grown.x + grown.width > pc::kWorldSize ||
                grown.z + grown.depth > pc::kWorldSize) {
                ++offMap;
                continue;
            }
            for (int z = grown.z; z < grown.z + grown.depth; ++z)
                for (int x = grown.x; x < grown.x + grown.width; ++x) {
                    std::uint16_t& cell = stamp[std::size_t(z) * pc::kWorldSize + std::size_t(x)];
                    if (cell != 0) ++overlaps;
                    cell = std::uint16_t(i + 1);
                }
            // The footprint itself lies on claimed cells only: no road, sidewalk or median.
            for (int z = f.z; z < f.z + f.depth; ++z)
                for (int x = f.x; x < f.x + f.width; ++x)
                    if (s.plan.at(x, z) != pc::kClaimed) ++offPlot;
        }
        CHECK(offMap == 0);
        CHECK(overlaps == 0);
        CHECK(offPlot == 0);
    }
}

TEST_CASE("pixel city filler: boxes outside the hot zone, tower or blocky 15-29 inside, sides 7-29") {
    std::vector<int> fancyCounts, boxCounts;
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        int fancy = 0, boxes = 0, wrong = 0;
        for (const pc::Building& building : s.buildings) {
            if (building.skyscraper) continue;
            const pc::Footprint plot = plotOf(building);
            const bool hot = s.plan.hotZone.contains(plot.x, plot.z);
            const pc::Footprint& f = building.footprint;
            // Plots of 12-31 shrink to no less than 9, less the one-cell inset each side.
            if (f.width < 7 || f.width > 29 || f.depth < 7 || f.depth > 29) ++wrong;
            if (building.kind == pc::BuildingKind::simple) {
                ++boxes;
                // 5 + rand(h) + rand(h) with h at most 34 (near the rim) or 31.
                if (hot || building.height < 5 || building.height > 5 + 33 + 33) ++wrong;
            } else {
                ++fancy;
                const bool fancyKind = building.kind == pc::BuildingKind::tower || building.kind == pc::BuildingKind::blocky;
                if (!hot || !fancyKind || building.height < 15 || building.height > 29) ++wrong;
            }
        }
        CHECK(wrong == 0);
        fancyCounts.push_back(fancy);
        boxCounts.push_back(boxes);
    }
    // The design's estimate: about 400 fancy and 1,100 boxes.
    std::sort(fancyCounts.begin(), fancyCounts.end());
    std::sort(boxCounts.begin(), boxCounts.end());
    CHECK(fancyCounts[kSeedCount / 2] >= 300);
    CHECK(fancyCounts[kSeedCount / 2] <= 500);
    CHECK(boxCounts[kSeedCount / 2] >= 950);
    CHECK(boxCounts[kSeedCount / 2] <= 1250);
}

TEST_CASE("pixel city edge band: sparse, at most one plot start per 29 columns and 33 rows") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        // West of the first street the scan visits columns 0, 29, 58, ... only.
        int stray = 0, westBand = 0;
        for (const pc::Building& building : s.buildings) {
            const pc::Footprint plot = plotOf(building);
            if (plot.x >= pc::kEdgeBand) continue;
            ++westBand;
            if (plot.x % 29 != 0) ++stray;
        }
        CHECK(stray == 0);
        CHECK(westBand > 0);
        CHECK(westBand < 7 * 64);  // 7 columns, each far from full
    }
}

TEST_CASE("pixel city looks: sheets 0-8, tint and trim from the 15-entry table") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        int wrong = 0;
        std::set<int> tintsSeen;
        for (const pc::Building& building : s.buildings) {
            if (building.sheet < 0 || building.sheet >= pc::kSheetCount) ++wrong;
            if (building.tint < 0 || building.tint >= pc::kTintCount) ++wrong;
            if (building.trim < 0 || building.trim >= pc::kTintCount) ++wrong;
            tintsSeen.insert(building.tint);
        }
        CHECK(wrong == 0);
        CHECK(tintsSeen.size() == std::size_t(pc::kTintCount));
    }
}

TEST_CASE("pixel city tints: 15 pale entries, none green- or red-dominant") {
    const auto& table = pc::tintTable();
    REQUIRE(table.size() == 15);
    for (const pc::Rgb& tint : table) {
        CAPTURE(tint.r);
        CAPTURE(tint.g);
        CAPTURE(tint.b);
        CHECK(!greenDominant(tint));
        CHECK(!redDominant(tint));
        for (float channel : {tint.r, tint.g, tint.b}) {
            CHECK(channel >= 0.0f);
            CHECK(channel <= 1.0f);
        }
        CHECK(std::min({tint.r, tint.g, tint.b}) >= 0.59f);  // pale: the darkest is the 0.6 grey
    }
    // The design's amber, "about .99/.90/.87", and the two greys.
    CHECK(table[0].r == doctest::Approx(0.99).epsilon(0.01));
    CHECK(table[0].g == doctest::Approx(0.90).epsilon(0.01));
    CHECK(table[0].b == doctest::Approx(0.87).epsilon(0.01));
    CHECK(table[13].r == doctest::Approx(0.8f));
    CHECK(table[14].g == doctest::Approx(0.6f));
    // The margins do catch a real green or red.
    CHECK(greenDominant(pc::hslToRgb(1.0f / 3.0f, 0.9f, 0.8f)));
    CHECK(redDominant(pc::hslToRgb(0.0f, 0.9f, 0.8f)));
}

TEST_CASE("pixel city hslToRgb: the primaries, grey and wrapping hue") {
    const auto near = [](const pc::Rgb& c, float r, float g, float b) {
        return c.r == doctest::Approx(r) && c.g == doctest::Approx(g) && c.b == doctest::Approx(b);
    };
    CHECK(near(pc::hslToRgb(0.0f, 1.0f, 0.5f), 1, 0, 0));
    CHECK(near(pc::hslToRgb(1.0f / 3.0f, 1.0f, 0.5f), 0, 1, 0));
    CHECK(near(pc::hslToRgb(2.0f / 3.0f, 1.0f, 0.5f), 0, 0, 1));
    CHECK(near(pc::hslToRgb(0.5f, 1.0f, 0.5f), 0, 1, 1));
    CHECK(near(pc::hslToRgb(0.3f, 0.0f, 0.25f), 0.25f, 0.25f, 0.25f));
    CHECK(near(pc::hslToRgb(1.0f, 1.0f, 0.5f), 1, 0, 0));
    CHECK(near(pc::hslToRgb(0.0f, 1.0f, 1.0f), 1, 1, 1));
}

TEST_CASE("pixel city: the same seed gives the same plan and buildings") {
    for (int i = 0; i < 3; ++i) {
        const Sample& first = samples()[std::size_t(i)];
        const Sample again = grow(first.seed);
        CAPTURE(first.seed);
        CHECK(again.plan.cells == first.plan.cells);
        CHECK(again.plan.hotZone.x0 == first.plan.hotZone.x0);
        CHECK(again.plan.hotZone.z1 == first.plan.hotZone.z1);
        REQUIRE(again.buildings.size() == first.buildings.size());
        int differing = 0;
        for (std::size_t b = 0; b < first.buildings.size(); ++b) {
            const pc::Building& p = first.buildings[b];
            const pc::Building& q = again.buildings[b];
            if (p.kind != q.kind || p.height != q.height || p.skyscraper != q.skyscraper || p.sheet != q.sheet ||
                p.tint != q.tint || p.trim != q.trim || p.footprint.x != q.footprint.x || p.footprint.z != q.footprint.z ||
                p.footprint.width != q.footprint.width || p.footprint.depth != q.footprint.depth)
                ++differing;
        }
        CHECK(differing == 0);
    }
    // And two seeds give two cities.
    CHECK(samples()[0].plan.cells != samples()[1].plan.cells);
}

TEST_CASE("pixel city street lights: strips of 10 or more along the kerbs, over sidewalk and road") {
    for (int i = 0; i < 5; ++i) {
        const Sample& s = samples()[std::size_t(i)];
        CAPTURE(s.seed);
        const std::vector<pc::StreetLight> strips = pc::placeStreetLights(s.plan);
        CHECK(strips.size() >= 300);
        CHECK(strips.size() <= 3000);
        int wrong = 0;
        for (const pc::StreetLight& strip : strips) {
            const bool alongZ = strip.x1 == strip.x2;
            const bool alongX = strip.z1 == strip.z2;
            if (alongZ == alongX) ++wrong;  // exactly one axis
            const float length = alongZ ? strip.z2 - strip.z1 : strip.x2 - strip.x1;
            if (length < 10 || strip.width != doctest::Approx(3.5f)) ++wrong;
            // Every cell under the strip, across its whole width, is street (sidewalk or road).
            for (float along = 0.5f; along < length; along += 1.0f)
                for (float across : {-1.7f, 0.0f, 1.7f}) {
                    const int x = alongZ ? int(std::floor(strip.x1 + across)) : int(std::floor(strip.x1 + along));
                    const int z = alongZ ? int(std::floor(strip.z1 + along)) : int(std::floor(strip.z1 + across));
                    if ((s.plan.at(x, z) & (pc::kRoad | pc::kSidewalk)) == 0) ++wrong;
                }
        }
        CHECK(wrong == 0);
    }
}

TEST_CASE("pixel city blinkers: lit onMs in every periodMs, always when periodMs is 0") {
    pc::Light steady;
    CHECK(steady.lit(0));
    CHECK(steady.lit(123456.7));
    pc::Light blinker;
    blinker.periodMs = 1500;
    blinker.onMs = 200;
    blinker.phaseMs = 100;
    CHECK(blinker.lit(0));
    CHECK(blinker.lit(99));
    CHECK(!blinker.lit(100));
    CHECK(blinker.lit(1400));
    CHECK(blinker.lit(1500 * 7 + 50));
    CHECK(blinker.lit(-1450));  // before time zero the cycle runs on backwards
    CHECK(!blinker.lit(-150));
    int litFrames = 0;
    for (int frame = 0; frame < 15000; ++frame) litFrames += blinker.lit(frame) ? 1 : 0;
    CHECK(litFrames == 2000);  // 200 of every 1,500 ms: 13.3%
}

TEST_CASE("pixel city signs: 16 distinct names a city, a word with a prefix or a suffix, at most 14") {
    for (std::uint32_t seed : {1u, 6u, 0xA749F86Cu, 0xFFFFFFFFu}) {
        CAPTURE(seed);
        std::set<std::string> names;
        for (int word = 0; word < pc::kLogoCount; ++word) {
            const std::string name = pc::logoText(seed, word);
            CAPTURE(name);
            CHECK(name.size() <= 14);
            CHECK(std::count(name.begin(), name.end(), ' ') == 1);  // two words: never both
            CHECK(std::all_of(name.begin(), name.end(), [](char c) { return (c >= 'A' && c <= 'Z') || c == ' '; }));
            CHECK(name == pc::logoText(seed, word));  // deterministic
            names.insert(name);
        }
        CHECK(names.size() == std::size_t(pc::kLogoCount));
        CHECK(pc::logoText(seed, pc::kLogoCount + 3) == pc::logoText(seed, 3));  // indices wrap
    }
    CHECK(pc::logoText(1, 0) + pc::logoText(1, 1) != pc::logoText(2, 0) + pc::logoText(2, 1));
}

TEST_CASE("pixel city: the whole city from one seed, counted by kind") {
    // (its time is zcity_night_bench's BM_GrowPixelCity, not a test's)
    const pc::PixelCity city = pc::growPixelCity(samples()[0].seed);
    CHECK(city.seed == samples()[0].seed);
    CHECK(city.plan.cells == samples()[0].plan.cells);
    REQUIRE(city.buildings.size() == samples()[0].buildings.size());
    std::size_t sum = 0;
    for (pc::BuildingKind kind :
         {pc::BuildingKind::simple, pc::BuildingKind::blocky, pc::BuildingKind::tower, pc::BuildingKind::modern})
        sum += city.count(kind);
    CHECK(sum == city.buildings.size());
    CHECK(city.count(pc::BuildingKind::simple) > city.count(pc::BuildingKind::tower));
    CHECK(city.skyscrapers() >= 20);
    CHECK(city.skyscrapers() <= 25);
    CHECK(city.streetLights.size() == pc::placeStreetLights(city.plan).size());
    // Bloom: a table hue at lightness 0.75, so its brightest and darkest channels average 0.75.
    const float high = std::max({city.bloomColour.r, city.bloomColour.g, city.bloomColour.b});
    const float low = std::min({city.bloomColour.r, city.bloomColour.g, city.bloomColour.b});
    CHECK((high + low) / 2 == doctest::Approx(0.75f));
    CHECK(high - low >= 0.24f);   // saturation at least 0.5 (chroma 0.5 x 0.5 at this lightness)
    CHECK(high - low <= 0.48f);   // and at most 0.95
    CHECK(std::string(pc::buildingKindName(pc::BuildingKind::modern)) == "modern");
    CHECK(std::string(pc::buildingKindName(pc::BuildingKind::simple)) == "simple");
    CHECK(std::string(pc::buildingKindName(pc::BuildingKind::tower)) == "tower");
    CHECK(std::string(pc::buildingKindName(pc::BuildingKind::blocky)) == "blocky");
}
