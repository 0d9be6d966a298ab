// zs::pixelcity — Pixel City (2009), the night city of lit windows, grown from one 32-bit seed.
//
// growPixelCity(seed) lays out the original's 1024 x 1024 cells, or a larger square by the same
// rules (streets, one avenue per axis, the hot zone, the sparse edge band), places its buildings
// (skyscrapers, blocky, tower, modern and simple boxes) and turns each into pieces: textured
// walls with their window u/v, black caps, ledges, lids and AC units, lights, logos and
// street-light strips. The numbers are the original's (see docs/originals.md); the
// seed is ours, drawn from zs::Rand, one draw a statement. 1 unit = 1 cell = 1 window = 1 lane;
// y is up.
// Pure data: no GL, no I/O, no shared state. The engine bakes the pieces; the exports write them.
#pragma once

#include "zsystem/Box.hpp"
#include "zsystem/Rand.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace zs::pixelcity {

constexpr int kWorldSize = 1024;   // the original's cells a side: about 4 km at a lane's 4 m
// WebPixelCity's larger cities: up to 4 times the original's side, 16 times its buildings.
constexpr int kLargestWorldSize = 4 * kWorldSize;
constexpr int kEdgeBand = 200;     // the outer band: no street starts there, buildings are sparse
constexpr int kSheetCount = 9;     // window textures
constexpr int kSheetPixels = 512;  // a sheet's side
constexpr int kWindowsPerSheet = 64;  // window cells a side, so one window is 1/64 of u or v
constexpr int kWindowPixels = 8;

// What a cell of the plan holds; a cell can be a lane (road plus one direction) or sidewalk or
// claimed by a building's plot.
enum CellFlag : std::uint8_t {
    kRoad = 1,
    kSidewalk = 2,
    kClaimed = 4,     // part of a building's plot (the building itself is inset one cell)
    kLaneNorth = 8,   // traffic towards -z
    kLaneSouth = 16,  // towards +z
    kLaneEast = 32,   // towards +x
    kLaneWest = 64,   // towards -x
    kMedian = 128,    // an odd-width street's middle cell
};

// A street runs the whole map: cells [start, start + width) across it.
struct Street {
    int start = 0;
    int width = 0;
    bool avenue = false;  // the one 19-wide street per axis
};

struct Zone {
    int x0 = 0, z0 = 0, x1 = 0, z1 = 0;  // half-open: x0 <= x < x1, z0 <= z < z1
    bool contains(int x, int z) const { return x >= x0 && x < x1 && z >= z0 && z < z1; }
};

struct Plan {
    int size = kWorldSize;            // cells a side
    std::vector<std::uint8_t> cells;  // size * size CellFlags, index z * size + x
    std::vector<Street> streetsAlongZ;  // at constant x, running north-south
    std::vector<Street> streetsAlongX;  // at constant z, running east-west
    Zone hotZone;                       // fancy buildings only; the automatic camera circles it

    bool contains(int x, int z) const { return x >= 0 && z >= 0 && x < size && z < size; }
    std::size_t index(int x, int z) const { return std::size_t(z) * std::size_t(size) + std::size_t(x); }
    std::uint8_t at(int x, int z) const { return contains(x, z) ? cells[index(x, z)] : 0; }
};

struct Rgb {
    float r = 0, g = 0, b = 0;
};

// The pale light table: the original's hues, saturations and lightnesses as RGB. A building's
// tint multiplies its window texture; bloom, logos and roof lights draw on it too.
constexpr int kTintCount = 15;
const std::array<Rgb, kTintCount>& tintTable();
Rgb hslToRgb(float hue, float saturation, float lightness);  // all in [0, 1]

enum class BuildingKind : std::uint8_t { simple, blocky, tower, modern };
const char* buildingKindName(BuildingKind kind);

// A plot in cells after the one-cell inset on every side (so two plots are at least 2 apart).
struct Footprint {
    int x = 0, z = 0, width = 0, depth = 0;
};

struct Building {
    BuildingKind kind = BuildingKind::simple;
    Footprint footprint;
    int height = 0;           // in windows (storeys), to the top of the walls
    bool skyscraper = false;  // one of the central big plots
    int sheet = 0;            // its window texture, 0..8
    int tint = 0;             // index into tintTable()
    int trim = 0;             // index into tintTable(): logos and roof lights
};

// A textured or black vertical quad from (x1, z1) to (x2, z2), bottom to top. Seen from outside
// the building, (x1, z1) is on the left. u runs along the wall in sheet units (1/64 a window),
// v up it (height / 64), so floors line up; the sheet repeats.
enum class Surface : std::uint8_t { windows, black };
struct Wall {
    float x1 = 0, z1 = 0, x2 = 0, z2 = 0;
    float bottom = 0, top = 0;
    float u1 = 0, u2 = 0;  // u at (x1, z1) and at (x2, z2)
    float v1 = 0, v2 = 0;  // v at the bottom and the top
    Surface surface = Surface::windows;
    std::uint16_t building = 0;
};

inline bool operator==(const Wall& p, const Wall& q) noexcept {
    return p.x1 == q.x1 && p.z1 == q.z1 && p.x2 == q.x2 && p.z2 == q.z2 && p.bottom == q.bottom && p.top == q.top &&
           p.u1 == q.u1 && p.u2 == q.u2 && p.v1 == q.v1 && p.v2 == q.v2 && p.surface == q.surface &&
           p.building == q.building;
}

// A flat black polygon at height y (a roof, a lid): the outline's points in order, convex.
struct Lid {
    std::vector<std::array<float, 2>> outline;  // (x, z)
    float y = 0;
    std::uint16_t building = 0;
};

inline bool operator==(const Lid& p, const Lid& q) {
    return p.outline == q.outline && p.y == q.y && p.building == q.building;
}

// A glowing point seen as a camera-facing quad `size` across: roof corner lights, antenna
// blinkers. A blinker is lit `onMs` in every `periodMs`, from `phaseMs`.
struct Light {
    float x = 0, y = 0, z = 0;
    float size = 0;
    Rgb colour;
    float periodMs = 0, onMs = 0, phaseMs = 0;  // periodMs 0: always lit
    bool lit(double ms) const;
};

inline bool operator==(const Light& p, const Light& q) noexcept {
    return p.x == q.x && p.y == q.y && p.z == q.z && p.size == q.size && p.colour.r == q.colour.r &&
           p.colour.g == q.colour.g && p.colour.b == q.colour.b && p.periodMs == q.periodMs && p.onMs == q.onMs &&
           p.phaseMs == q.phaseMs;
}

// A flat strip of street lights at y = 2 from (x1, z1) to (x2, z2), `width` across.
struct StreetLight {
    float x1 = 0, z1 = 0, x2 = 0, z2 = 0;
    float width = 0;
};

// A lit sign on a skyscraper's roof, facing outward from the quad's front (left to right seen
// from outside, as a Wall): the word is logoText(word).
struct Logo {
    float x1 = 0, z1 = 0, x2 = 0, z2 = 0;
    float bottom = 0, top = 0;
    int word = 0;
    Rgb colour;
    std::uint16_t building = 0;
};

// An upright prism of one colour: a convex outline (x, z) in counter-clockwise order seen from
// above, from `bottom` to `top`. What an axis-aligned Box cannot be: a black cap or a ledge
// turned with its building (Redux's sites meet the street at any angle), street furniture.
struct Prism {
    std::vector<std::array<float, 2>> outline;
    float bottom = 0, top = 0;
    Rgb colour;
};

// A flat patch of ground at y = 0 (a street, a sidewalk, a block's lot), convex, counter-
// clockwise seen from above. Patches are painted in their order: a later one covers an earlier.
struct GroundPatch {
    std::vector<std::array<float, 2>> outline;
    Rgb colour;
};

// The signs' words: our own list of business names, each a word plus a prefix or a suffix.
constexpr int kLogoCount = 16;
std::string logoText(std::uint32_t citySeed, int word);

struct PixelCity {
    std::uint32_t seed = 0;
    Plan plan;
    std::vector<Building> buildings;
    std::vector<Wall> walls;
    std::vector<Box> solids;  // black caps, ledges, slabs, AC units, antennas; lit trim
    std::vector<Lid> lids;
    std::vector<Light> lights;
    std::vector<StreetLight> streetLights;
    std::vector<Logo> logos;
    std::vector<Prism> prisms;       // Redux: turned solids and street furniture
    std::vector<GroundPatch> ground; // Redux: streets, sidewalks and lots (Pixel City drew no ground)
    Rgb bloomColour;  // a table hue at saturation 0.5-0.95 and lightness 0.75

    std::size_t count(BuildingKind kind) const;
    std::size_t skyscrapers() const;
};

// The whole city for a seed. Deterministic: the same seed gives the same bits on every
// compiler and optimisation level. `size` (kWorldSize to kLargestWorldSize cells a side) grows a
// larger city by the same rules: the edge band as wide, the avenue, the skyscrapers' square and
// the hot zone in the same places relative to the side, and as many skyscraper tries per cell.
// The original's size gives the original's city, bit for bit; a size outside the range is taken
// as the nearest that fits.
PixelCity growPixelCity(std::uint32_t seed, int size = kWorldSize);
// kWorldSize <= size <= kLargestWorldSize; wide, so a parsed number is checked before it is narrowed.
constexpr bool worldSizeFits(long long size) { return size >= kWorldSize && size <= kLargestWorldSize; }

// Its parts, for tests and tools: the street plan alone, and the buildings on a plan (which
// claims their plots).
Plan growPlan(Rand& rand, int size = kWorldSize);
std::vector<Building> placeBuildings(Plan& plan, Rand& rand);
// One building's pieces, appended to the city's lists (the building's index is `index`).
void buildBuilding(const Building& building, std::uint16_t index, Rand& rand, PixelCity& city);
// Street-light strips along every sidewalk run of at least 10 cells beside a road.
std::vector<StreetLight> placeStreetLights(const Plan& plan);

// rand(n) as the original used it: 0 when n <= 0 (ZS_Rand's draw(0) would give 32 bits).
inline int below(Rand& rand, int n) { return n <= 0 ? 0 : int(rand.draw(std::uint32_t(n))); }

// The window sheets: kSheetCount images of kSheetPixels², RGBA8, rows from v = 0 upward.
struct WindowSheet {
    std::vector<std::uint8_t> rgba;  // kSheetPixels * kSheetPixels * 4
};
// Whose rules paint the windows' insides. Both light the same windows in the same colours and
// shapes; they differ in what is inside a lit window:
// - original: the 2009 program's (its Texture.cpp's drawrect): the inner pixels of a lit pane
//   mixed towards a room colour by up to all of it (an opacity drawn up to its brightness / 144),
//   and each column's shading as dark at its top as at its sill. Dim and speckled, as its
//   pictures are: the original's look.
// - zcity: ours, cleaner: the speckle at most a quarter, the shading's top keeping at least half
//   the light, so a lit window never looks unlit. The modern look, the day and Redux.
enum class SheetRules { original, zcity };
std::vector<WindowSheet> growWindowSheets(std::uint32_t citySeed, SheetRules rules);
// The share of a sheet's windows that are lit (a window is lit when its brightest pixel's
// brightest channel reaches 0.2: under zcity's rules lit windows always do, unlit ones never
// pass 0.15; the original's can shade a lit window nearly black).
double litShare(const WindowSheet& sheet);

} // namespace zs::pixelcity
