// Pixel City's street plan and building placement, and the small pieces around them: the pale
// light table, street-light strips, the signs' words, blinking lights, and growPixelCity, which
// strings it all together (each building's pieces come from buildBuilding, in
// PixelCityBuildings.cpp).
//
// The rules and numbers are the 2009 original's, as docs/originals.md (sections A,
// C and D) describes them; the code, the word lists and the fixes noted beside the code are
// ours. Every random draw is its own statement, because C++ leaves the order in which a call's
// arguments or an expression's operands are evaluated to the compiler, and the same seed must
// give the same city everywhere.
#include "zsystem/PixelCity.hpp"

#include "zsystem/NightWorld.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <optional>

namespace zs::pixelcity {
namespace {

constexpr std::uint8_t kLaneBits = kLaneNorth | kLaneSouth | kLaneEast | kLaneWest;

// ---------------------------------------------------------------------------------------------
// The light table.

struct Hsl {
    float hue, saturation, lightness;
};

// The original's 15 light colours (design C, "Tint"): ambers, peach, yellows, cyans, pale blues
// and three whites. Green and red looked wrong on windows, so the band stays pale.
constexpr std::array<Hsl, kTintCount> kLightTable{{
    {0.04f, 0.9f, 0.93f},   // amber, a touch pink
    {0.055f, 0.95f, 0.93f}, // brighter amber
    {0.08f, 0.7f, 0.93f},   // very pale amber
    {0.07f, 0.9f, 0.93f},   // very pale orange
    {0.10f, 0.9f, 0.85f},   // peach
    {0.13f, 0.9f, 0.93f},   // pale yellow
    {0.15f, 0.9f, 0.93f},   // yellow
    {0.17f, 1.0f, 0.85f},   // saturated yellow
    {0.55f, 0.9f, 0.93f},   // cyan
    {0.55f, 0.9f, 0.93f},   // cyan again: the original lists it twice, doubling its odds
    {0.60f, 0.9f, 0.93f},   // pale blue
    {0.65f, 0.9f, 0.93f},   // paler blue
    {0.65f, 0.4f, 0.99f},   // white
    {0.65f, 0.0f, 0.8f},    // dimmer white (grey)
    {0.65f, 0.0f, 0.6f},    // dimmest white (grey)
}};

std::array<Rgb, kTintCount> convertLightTable() {
    std::array<Rgb, kTintCount> table{};
    for (std::size_t i = 0; i < table.size(); ++i)
        table[i] = hslToRgb(kLightTable[i].hue, kLightTable[i].saturation, kLightTable[i].lightness);
    return table;
}

// The original's bloom: a table hue, saturation 0.5 + rand(10)/20 (0.5 to 0.95), lightness 0.75.
Rgb drawBloomColour(Rand& rand) {
    const int entry = below(rand, kTintCount);
    const int saturationStep = below(rand, 10);
    const float saturation = 0.5f + float(saturationStep) / 20.0f;
    return hslToRgb(kLightTable[std::size_t(entry)].hue, saturation, 0.75f);
}

// ---------------------------------------------------------------------------------------------
// Streets.

constexpr int kAvenueWidth = 19;         // the original's "broadway"
constexpr int kAvenueBeforeMiddle = 20;  // the first street starting past 492 (of 1024) is the avenue
constexpr int kStreetStepMin = 25;       // the cursor steps 25 + rand(25) between street starts
constexpr int kStreetStepRange = 25;
constexpr int kStreetWidthMin = 6;       // 6 + rand(6): 6 to 11 cells
constexpr int kStreetWidthRange = 6;
constexpr int kMaxTrafficCells = 10;     // beyond 10 cells of lanes the rest widens the sidewalks

// A street's cells across it: sidewalk | lanes one way | median | lanes the other way | sidewalk.
struct CrossSection {
    int sidewalk = 0;  // per side
    int lanes = 0;     // per direction
    int median = 0;    // 0 or 1
};

// The original's split: an odd width gives a 1-cell median; of the rest, max(2, rest - 10) is
// sidewalk, half a side, and what remains is halved between the two directions. So 6 gives
// 1|2|2|1 and 19 gives 4|5|1|5|4.
CrossSection crossSection(int width) {
    CrossSection section;
    section.median = width % 2;
    const int even = width - section.median;
    const int sidewalks = std::max(2, even - kMaxTrafficCells);
    section.sidewalk = sidewalks / 2;
    section.lanes = (even - sidewalks) / 2;
    return section;
}

// The street starts along one axis: from the edge band's inner edge to 824 (of 1024), stepping
// 25-49, with the avenue as the first street past 492, which takes 20 cells of the cursor (its 19
// and a spare) before the usual step.
std::vector<Street> layStreets(Rand& rand, int size) {
    std::vector<Street> streets;
    bool avenueLaid = false;
    for (int cursor = kEdgeBand; cursor < size - kEdgeBand;) {
        if (!avenueLaid && cursor > size / 2 - kAvenueBeforeMiddle) {
            streets.push_back(Street{cursor, kAvenueWidth, true});
            cursor += kAvenueWidth + 1;
            avenueLaid = true;
        } else {
            const int width = kStreetWidthMin + below(rand, kStreetWidthRange);
            streets.push_back(Street{cursor, width, false});
        }
        const int step = kStreetStepMin + below(rand, kStreetStepRange);
        cursor += step;
    }
    return streets;
}

// The flags of the cells across every street on one axis, indexed by the coordinate across the
// streets. `lowLane` runs on the low-coordinate side of the median, `highLane` on the high side.
std::vector<std::uint8_t> streetProfile(const std::vector<Street>& streets, int size, std::uint8_t lowLane,
                                        std::uint8_t highLane) {
    std::vector<std::uint8_t> profile(std::size_t(size), 0);
    for (const Street& street : streets) {
        const CrossSection section = crossSection(street.width);
        int at = street.start;
        for (int i = 0; i < section.sidewalk; ++i) profile[std::size_t(at++)] = kSidewalk;
        for (int i = 0; i < section.lanes; ++i) profile[std::size_t(at++)] = kRoad | lowLane;
        for (int i = 0; i < section.median; ++i) profile[std::size_t(at++)] = kRoad | kMedian;
        for (int i = 0; i < section.lanes; ++i) profile[std::size_t(at++)] = kRoad | highLane;
        for (int i = 0; i < section.sidewalk; ++i) profile[std::size_t(at++)] = kSidewalk;
    }
    return profile;
}

// A cell from the street along z over it (by x) and the street along x over it (by z). Where two
// streets cross, the whole crossing is road, keeping both streets' lane flags (so a crossing
// cell can carry one north/south and one east/west flag, never two of one axis); the sidewalk
// corners and medians inside a crossing become plain road. So every sidewalk run ends at a
// crossing (where its street lights stop), and a car going straight over keeps its lane's flag.
std::uint8_t combineCell(std::uint8_t fromStreetAlongZ, std::uint8_t fromStreetAlongX) {
    if (fromStreetAlongZ == 0) return fromStreetAlongX;
    if (fromStreetAlongX == 0) return fromStreetAlongZ;
    return std::uint8_t(kRoad | ((fromStreetAlongZ | fromStreetAlongX) & kLaneBits));
}

// The hot zone's edge on one axis: the centre of the last street centred before `limit`.
int lastCentreBefore(const std::vector<Street>& streets, int limit) {
    int centre = 0;
    for (const Street& street : streets) {
        const int streetCentre = street.start + street.width / 2;
        if (streetCentre < limit) centre = streetCentre;
    }
    return centre;
}

// ---------------------------------------------------------------------------------------------
// Plots.

struct Plot {
    int x = 0, z = 0, width = 0, depth = 0;
};

// The first cell in the plot that is taken or off the map, or nothing when the plot is all free.
// Off the map counts as taken: the original's clamped look-up let edge plots hang over the
// border, ours stay on it.
std::optional<std::array<int, 2>> firstTakenCell(const Plan& plan, const Plot& plot) {
    const int xEnd = std::min(plot.x + plot.width, plan.size);
    const int zEnd = std::min(plot.z + plot.depth, plan.size);
    for (int z = plot.z; z < zEnd; ++z)
        for (int x = plot.x; x < xEnd; ++x)
            if (plan.cells[plan.index(x, z)] != 0) return std::array<int, 2>{x, z};
    if (plot.x + plot.width > plan.size) return std::array<int, 2>{plan.size, plot.z};
    if (plot.z + plot.depth > plan.size) return std::array<int, 2>{plot.x, plan.size};
    return std::nullopt;
}

void claim(Plan& plan, const Plot& plot) {
    for (int z = plot.z; z < plot.z + plot.depth; ++z)
        for (int x = plot.x; x < plot.x + plot.width; ++x) plan.cells[plan.index(x, z)] |= kClaimed;
}

// The building stands one cell in from its plot on every side: the original's 2-cell gaps.
Footprint insetFootprint(const Plot& plot) {
    return Footprint{plot.x + 1, plot.z + 1, plot.width - 2, plot.depth - 2};
}

// A building's window sheet and its two table colours, in the original's spirit: each its own
// draw, in this order.
void drawLooks(Building& building, Rand& rand) {
    building.sheet = below(rand, kSheetCount);
    building.tint = below(rand, kTintCount);
    building.trim = below(rand, kTintCount);
}

// ---------------------------------------------------------------------------------------------
// Skyscrapers.

// Skyscrapers stand in the central square, half the side across: [256, 768)² of 1024.
int centreLow(int size) { return size / 4; }
int centreHigh(int size) { return size - size / 4; }
constexpr int kSkyscraperAttempts = 350;   // the original's tries at a random central cell
constexpr int kSkyscraperTally = 50;       // ... counting free cells tried and buildings built
constexpr int kSkyscraperMinSide = 10;
constexpr int kSkyscraperMinArea = 100;
constexpr int kSkyscraperMaxArea = 800;
constexpr int kSkyscraperHeightMin = 45;   // 45 + rand(10)
constexpr int kRoundSideDifference = 10;   // "square enough" for a round building ...
constexpr int kRoundMinWidth = 20;         // ... and wide enough

// The free run through (x, z) along each axis, kept within the central square: the plot the
// original offered a skyscraper. (The original's runs went on to the block's streets, so a plot
// could straddle 256 or 768; clipping keeps every skyscraper in [256, 768)², as the design's
// table asks, and hands the rest of such a block to the filler.)
Plot freeSpans(const Plan& plan, int x, int z) {
    const int low = centreLow(plan.size), high = centreHigh(plan.size);
    const auto isFree = [&plan, low, high](int cx, int cz) {
        return cx >= low && cx < high && cz >= low && cz < high && plan.cells[plan.index(cx, cz)] == 0;
    };
    int x0 = x, x1 = x, z0 = z, z1 = z;
    while (isFree(x0 - 1, z)) --x0;
    while (isFree(x1 + 1, z)) ++x1;
    while (isFree(x, z0 - 1)) --z0;
    while (isFree(x, z1 + 1)) ++z1;
    return Plot{x0, z0, x1 - x0 + 1, z1 - z0 + 1};
}

// The original's fitting: a side under 10 rejects the plot; over 800 cells it is halved on a
// random axis, keeping a random half, until it fits; under 100 it is rejected.
std::optional<Plot> fitSkyscraperPlot(Plot plot, Rand& rand) {
    for (;;) {
        if (plot.width < kSkyscraperMinSide || plot.depth < kSkyscraperMinSide) return std::nullopt;
        if (plot.width * plot.depth <= kSkyscraperMaxArea) break;
        const bool halveWidth = below(rand, 2) == 0;
        const bool keepFarHalf = below(rand, 2) == 0;
        if (halveWidth) {
            plot.width /= 2;
            if (keepFarHalf) plot.x += plot.width;
        } else {
            plot.depth /= 2;
            if (keepFarHalf) plot.z += plot.depth;
        }
    }
    if (plot.width * plot.depth < kSkyscraperMinArea) return std::nullopt;
    return plot;
}

struct KindTally {
    int tower = 0, blocky = 0, modern = 0;
};

// Round on a squarish wide plot; otherwise whichever of tower, blocky and modern is behind, so
// the three stay level (the original's rotation).
BuildingKind skyscraperKind(const Plot& plot, KindTally& tally) {
    const bool squarish = std::abs(plot.width - plot.depth) < kRoundSideDifference;
    if (squarish && plot.width > kRoundMinWidth) {
        ++tally.modern;
        return BuildingKind::modern;
    }
    if (tally.tower < tally.modern && tally.tower < tally.blocky) {
        ++tally.tower;
        return BuildingKind::tower;
    }
    if (tally.blocky < tally.modern) {
        ++tally.blocky;
        return BuildingKind::blocky;
    }
    ++tally.modern;
    return BuildingKind::modern;
}

// One try at a skyscraper on the free cell (x, z); true when one was built.
bool tryOneSkyscraper(Plan& plan, Rand& rand, int x, int z, KindTally& tally, std::vector<Building>& buildings) {
    const std::optional<Plot> plot = fitSkyscraperPlot(freeSpans(plan, x, z), rand);
    // A fix: the row and column through one cell need not bound a free rectangle (a neighbour
    // already built can poke into it). The original built over it; we pass.
    if (!plot || firstTakenCell(plan, *plot)) return false;
    claim(plan, *plot);
    Building building;
    building.kind = skyscraperKind(*plot, tally);
    building.footprint = insetFootprint(*plot);
    building.height = kSkyscraperHeightMin + below(rand, 10);
    building.skyscraper = true;
    drawLooks(building, rand);
    buildings.push_back(building);
    return true;
}

// The original's tries and tally in a square `size` a side: as many per cell as in its 1024².
int perArea(int count, int size) {
    return int(std::int64_t(count) * size * size / (std::int64_t(kWorldSize) * kWorldSize));
}

// Up to 350 random cells in [256, 768)². The original's tally counts each free cell tried and
// then each building built once more, stopping at 50: so at most 25 skyscrapers, usually near it.
void placeSkyscrapers(Plan& plan, Rand& rand, std::vector<Building>& buildings) {
    KindTally kinds;
    int tally = 0;
    const int low = centreLow(plan.size), high = centreHigh(plan.size);
    const int attempts = perArea(kSkyscraperAttempts, plan.size);
    const int tallyEnd = perArea(kSkyscraperTally, plan.size);
    for (int attempt = 0; attempt < attempts && tally < tallyEnd; ++attempt) {
        const int x = low + below(rand, high - low);
        const int z = low + below(rand, high - low);
        if (plan.cells[plan.index(x, z)] != 0) continue;
        ++tally;
        if (tryOneSkyscraper(plan, rand, x, z, kinds, buildings)) ++tally;
    }
}

// ---------------------------------------------------------------------------------------------
// Filler.

constexpr int kFillerSideMin = 12;        // 12 + rand(20): 12 to 31
constexpr int kFillerSideRange = 20;
constexpr int kFillerGiveUpSide = 8;      // shrinking stops at sides of 8
constexpr int kMapRim = 30;               // within 30 of the map's edge heights are redrawn ...
constexpr int kRimHeightMin = 20;         // ... as 20 + rand(15)
constexpr int kRimHeightRange = 15;
constexpr int kBoxHeightBase = 5;         // a box: 5 + rand(h) + rand(h)
constexpr int kFancyHeightMin = 15;       // in the hot zone: 15 + rand(15)
constexpr int kFancyHeightRange = 15;
constexpr int kEdgeSkipZ = 32;            // the edge band's sparse scan, in z after each try ...
constexpr int kEdgeSkipX = 28;            // ... and in x after each column

bool inEdgeBand(int coordinate, int size) { return coordinate < kEdgeBand || coordinate >= size - kEdgeBand; }

// The height seed h: the plot's smaller side; near the map's rim a fresh 20-34; and halved west of
// x = 256 (a quarter of the side), as the original did (only on that side: a quirk we keep, it
// shapes the skyline).
int fillerHeightSeed(const Plan& plan, int x, int z, int width, int depth, Rand& rand) {
    const int size = plan.size;
    const bool nearRim = x < kMapRim || z < kMapRim || x > size - kMapRim || z > size - kMapRim;
    if (nearRim) return kRimHeightMin + below(rand, kRimHeightRange);
    const int smaller = std::min(width, depth);
    return x < size / 4 ? smaller / 2 : smaller;
}

// The biggest free plot at (x, z), shrinking both sides together from width x depth while both
// stay above 8. Equal to shrinking by one and looking again, but jumps straight past sizes that
// still hold the taken cell found.
std::optional<Plot> shrinkToFree(const Plan& plan, int x, int z, int width, int depth) {
    while (width > kFillerGiveUpSide && depth > kFillerGiveUpSide) {
        const Plot plot{x, z, width, depth};
        const std::optional<std::array<int, 2>> taken = firstTakenCell(plan, plot);
        if (!taken) return plot;
        const int shrinkForX = width - ((*taken)[0] - x);
        const int shrinkForZ = depth - ((*taken)[1] - z);
        const int shrink = std::max(1, std::min(shrinkForX, shrinkForZ));
        width -= shrink;
        depth -= shrink;
    }
    return std::nullopt;
}

Building fillerBuilding(const Plan& plan, const Plot& plot, int heightSeed, Rand& rand) {
    Building building;
    building.footprint = insetFootprint(plot);
    if (plan.hotZone.contains(plot.x, plot.z)) {
        building.height = kFancyHeightMin + below(rand, kFancyHeightRange);
        const bool tower = below(rand, 2) == 0;
        building.kind = tower ? BuildingKind::tower : BuildingKind::blocky;
    } else {
        building.kind = BuildingKind::simple;
        int height = kBoxHeightBase;
        height += below(rand, heightSeed);
        height += below(rand, heightSeed);
        building.height = height;
    }
    drawLooks(building, rand);
    return building;
}

// One try at the free cell (x, z): sizes drawn, shrunk until free, claimed and built.
void tryFiller(Plan& plan, Rand& rand, int x, int z, std::vector<Building>& buildings) {
    const int width = kFillerSideMin + below(rand, kFillerSideRange);
    const int depth = kFillerSideMin + below(rand, kFillerSideRange);
    const int heightSeed = fillerHeightSeed(plan, x, z, width, depth, rand);
    const std::optional<Plot> plot = shrinkToFree(plan, x, z, width, depth);
    if (!plot) return;
    claim(plan, *plot);
    buildings.push_back(fillerBuilding(plan, *plot, heightSeed, rand));
}

// Every free cell, x-major (x outer, z inner) like the original. In the edge band the scan leaps
// 32 in z after each try and 28 in x after each column, so the outskirts stay sparse.
void placeFiller(Plan& plan, Rand& rand, std::vector<Building>& buildings) {
    for (int x = 0; x < plan.size; ++x) {
        for (int z = 0; z < plan.size; ++z) {
            if (plan.cells[plan.index(x, z)] != 0) continue;
            tryFiller(plan, rand, x, z, buildings);
            if (inEdgeBand(z, plan.size)) z += kEdgeSkipZ;
        }
        if (inEdgeBand(x, plan.size)) x += kEdgeSkipX;
    }
}

// ---------------------------------------------------------------------------------------------
// Street lights.

constexpr int kStreetLightMinRun = 10;
// The original's strip: the kerb-side sidewalk cell plus 2.5 cells out over the road (3.5
// across), so the glow lies over the near lane and never cuts into a wall.
constexpr float kStreetLightWidth = 3.5f;

// The kerb sidewalk's cell across the street, and which way the road lies from it (+1 or -1).
struct Kerb {
    int across = 0;
    int roadSide = 0;
};

std::array<Kerb, 2> kerbsOf(const Street& street) {
    const int sidewalk = crossSection(street.width).sidewalk;
    return {Kerb{street.start + sidewalk - 1, +1}, Kerb{street.start + street.width - sidewalk, -1}};
}

// The strip's centre line across the street: from the kerb cell's building-side edge, half the
// strip's width towards the road (1.25 cells roadward of the sidewalk cell's centre).
float stripCentre(const Kerb& kerb) {
    const float buildingSideEdge = kerb.roadSide > 0 ? float(kerb.across) : float(kerb.across + 1);
    return buildingSideEdge + float(kerb.roadSide) * (kStreetLightWidth / 2);
}

bool isBareSidewalk(std::uint8_t cell) { return (cell & kSidewalk) != 0 && (cell & kRoad) == 0; }

// Every run of at least 10 sidewalk cells along one kerb, as strips. `alongZ` says the street
// runs along z (the kerb is a column x = kerb.across) or along x (a row z = kerb.across).
void addKerbStrips(const Plan& plan, const Kerb& kerb, bool alongZ, std::vector<StreetLight>& strips) {
    const float centre = stripCentre(kerb);
    int along = 0;
    while (along < plan.size) {
        const auto cellAt = [&](int a) { return alongZ ? plan.at(kerb.across, a) : plan.at(a, kerb.across); };
        if (!isBareSidewalk(cellAt(along))) {
            ++along;
            continue;
        }
        const int runStart = along;
        while (along < plan.size && isBareSidewalk(cellAt(along))) ++along;
        if (along - runStart < kStreetLightMinRun) continue;
        StreetLight strip;
        strip.width = kStreetLightWidth;
        if (alongZ) {
            strip.x1 = strip.x2 = centre;
            strip.z1 = float(runStart);
            strip.z2 = float(along);
        } else {
            strip.z1 = strip.z2 = centre;
            strip.x1 = float(runStart);
            strip.x2 = float(along);
        }
        strips.push_back(strip);
    }
}

// ---------------------------------------------------------------------------------------------
// The signs' words: ours, not the original's. A sign reads a business word with a prefix before
// it or a suffix after it, never both; the lists keep every name within 14 characters.

constexpr std::array<const char*, 30> kBusinessWords{
    "ANCHOR", "BEACON", "COPPER", "DYNAMO", "EMBER", "FALCON", "GRANITE", "HARBOR", "ISLAND", "JUNCTION",
    "KESTREL", "LANTERN", "MERIDIAN", "NIMBUS", "ORCHARD", "PINNACLE", "QUARRY", "RIVET", "SUMMIT", "TANDEM",
    "UPLAND", "VECTOR", "WILLOW", "ZENITH", "CASCADE", "COBALT", "MAGNOLIA", "SPARROW", "TIMBER", "VERTEX"};
constexpr std::array<const char*, 20> kLogoPrefixes{
    "FIRST", "NEW", "GRAND", "NORTH", "SOUTH", "EAST", "WEST", "ROYAL", "METRO", "CIVIC",
    "PRIME", "OLD", "BLUE", "GOLD", "IRON", "STAR", "TRUE", "HIGH", "OPEN", "CITY"};
constexpr std::array<const char*, 15> kLogoSuffixes{
    "CORP", "LABS", "BANK", "GROUP", "TRUST", "WORKS", "MEDIA", "FOODS", "MOTOR", "HOMES",
    "DATA", "TOOLS", "RADIO", "AIR", "STEEL"};

// The signs draw from their own stream, apart from the city's, so adding a sign never moves a
// building.
constexpr std::uint32_t kLogoStreamSalt = 0x5167A11Bu;

std::string drawLogoName(Rand& rand) {
    const int business = below(rand, int(kBusinessWords.size()));
    const bool withPrefix = below(rand, 2) == 0;
    if (withPrefix) {
        const int prefix = below(rand, int(kLogoPrefixes.size()));
        return std::string(kLogoPrefixes[std::size_t(prefix)]) + " " + kBusinessWords[std::size_t(business)];
    }
    const int suffix = below(rand, int(kLogoSuffixes.size()));
    return std::string(kBusinessWords[std::size_t(business)]) + " " + kLogoSuffixes[std::size_t(suffix)];
}

} // namespace

// ---------------------------------------------------------------------------------------------

Rgb hslToRgb(float hue, float saturation, float lightness) {
    const float s = std::clamp(saturation, 0.0f, 1.0f);
    const float l = std::clamp(lightness, 0.0f, 1.0f);
    const float chroma = (1.0f - std::fabs(2.0f * l - 1.0f)) * s;
    const float sector = (hue - std::floor(hue)) * 6.0f;  // 0 to 6 around the wheel
    const float second = chroma * (1.0f - std::fabs(std::fmod(sector, 2.0f) - 1.0f));
    const float base = l - chroma / 2.0f;
    Rgb rgb;
    switch (int(sector) % 6) {
    case 0: rgb = {chroma, second, 0}; break;
    case 1: rgb = {second, chroma, 0}; break;
    case 2: rgb = {0, chroma, second}; break;
    case 3: rgb = {0, second, chroma}; break;
    case 4: rgb = {second, 0, chroma}; break;
    default: rgb = {chroma, 0, second}; break;
    }
    return Rgb{rgb.r + base, rgb.g + base, rgb.b + base};
}

const std::array<Rgb, kTintCount>& tintTable() {
    static const std::array<Rgb, kTintCount> table = convertLightTable();
    return table;
}

const char* buildingKindName(BuildingKind kind) {
    switch (kind) {
    case BuildingKind::simple: return "simple";
    case BuildingKind::blocky: return "blocky";
    case BuildingKind::tower: return "tower";
    case BuildingKind::modern: return "modern";
    }
    return "unknown";
}

bool Light::lit(double ms) const {
    if (periodMs <= 0) return true;
    double intoPeriod = std::fmod(ms + double(phaseMs), double(periodMs));
    if (intoPeriod < 0) intoPeriod += double(periodMs);
    return intoPeriod < double(onMs);
}

std::size_t PixelCity::count(BuildingKind kind) const {
    return std::size_t(std::count_if(buildings.begin(), buildings.end(),
                                     [kind](const Building& building) { return building.kind == kind; }));
}

std::size_t PixelCity::skyscrapers() const {
    return std::size_t(std::count_if(buildings.begin(), buildings.end(),
                                     [](const Building& building) { return building.skyscraper; }));
}

std::string logoText(std::uint32_t citySeed, int word) {
    const int wanted = ((word % kLogoCount) + kLogoCount) % kLogoCount;
    Rand rand(citySeed ^ kLogoStreamSalt);
    // The city's 16 names are drawn in order, a repeat drawn again, so no two signs read alike.
    std::vector<std::string> names;
    while (int(names.size()) <= wanted) {
        std::string name = drawLogoName(rand);
        if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(std::move(name));
    }
    return names[std::size_t(wanted)];
}

Plan growPlan(Rand& rand, int size) {
    Plan plan;
    plan.size = std::clamp(size, kWorldSize, kLargestWorldSize);
    // Streets along x first (they sit at constant z), then along z: the original's order.
    plan.streetsAlongX = layStreets(rand, plan.size);
    plan.streetsAlongZ = layStreets(rand, plan.size);
    // Right-hand traffic with y up, north -z and east +x: northbound keeps to the east (+x) side
    // of a north-south street, eastbound to the south (+z) side of an east-west one.
    const auto acrossX = streetProfile(plan.streetsAlongZ, plan.size, kLaneSouth, kLaneNorth);
    const auto acrossZ = streetProfile(plan.streetsAlongX, plan.size, kLaneWest, kLaneEast);
    plan.cells.assign(std::size_t(plan.size) * std::size_t(plan.size), 0);
    for (int z = 0; z < plan.size; ++z)
        for (int x = 0; x < plan.size; ++x)
            plan.cells[plan.index(x, z)] = combineCell(acrossX[std::size_t(x)], acrossZ[std::size_t(z)]);
    // The hot zone: between the street centres nearest inside a quarter of the side from each edge.
    plan.hotZone.x0 = lastCentreBefore(plan.streetsAlongZ, centreLow(plan.size));
    plan.hotZone.x1 = lastCentreBefore(plan.streetsAlongZ, centreHigh(plan.size));
    plan.hotZone.z0 = lastCentreBefore(plan.streetsAlongX, centreLow(plan.size));
    plan.hotZone.z1 = lastCentreBefore(plan.streetsAlongX, centreHigh(plan.size));
    return plan;
}

std::vector<Building> placeBuildings(Plan& plan, Rand& rand) {
    std::vector<Building> buildings;
    buildings.reserve(2048);
    placeSkyscrapers(plan, rand, buildings);
    placeFiller(plan, rand, buildings);
    return buildings;
}

std::vector<StreetLight> placeStreetLights(const Plan& plan) {
    std::vector<StreetLight> strips;
    for (const Street& street : plan.streetsAlongZ)
        for (const Kerb& kerb : kerbsOf(street)) addKerbStrips(plan, kerb, true, strips);
    for (const Street& street : plan.streetsAlongX)
        for (const Kerb& kerb : kerbsOf(street)) addKerbStrips(plan, kerb, false, strips);
    return strips;
}

PixelCity growPixelCity(std::uint32_t seed, int size) {
    NightParts parts;
    NightObject city = pixelCityObject(seed, 0, 0);
    city.params.citySize = std::clamp(size, kWorldSize, kLargestWorldSize);
    appendSubtree(city, parts);
    return std::move(parts.city);
}

} // namespace zs::pixelcity

namespace zs {

// The city: its plan and the scan that claims the buildings' plots, which must see every plot
// placed before it (a global pass: no building can be placed on its own), then each building as
// a subobject with its own seed, drawn one after another, then the street lights and the bloom.
void pixelCityFunction(const NightObject& self, NightEmitter& emit) {
    using namespace pixelcity;
    PixelCity& city = emit.primitives().city;
    city.seed = self.seed;
    Rand rand(self.seed);
    city.plan = growPlan(rand, self.params.citySize);
    city.buildings = placeBuildings(city.plan, rand);
    for (std::size_t i = 0; i < city.buildings.size(); ++i) {
        const std::uint32_t buildingSeed = rand.drawSeed();
        NightParams params = self.params;
        params.building = city.buildings[i];
        params.index = std::uint16_t(i);
        emit.child(&pixelBuildingFunction, buildingSeed, params);
    }
    city.streetLights = placeStreetLights(city.plan);
    city.bloomColour = drawBloomColour(rand);
}

void pixelBuildingFunction(const NightObject& self, NightEmitter& emit) {
    Rand rand(self.seed);
    pixelcity::buildBuilding(self.params.building, self.params.index, rand, emit.primitives().city);
}

} // namespace zs
