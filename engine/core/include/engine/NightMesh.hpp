// engine::NightMesh — Pixel City's pieces baked into triangles for the GPU, sorted into the
// original's visibility grid, and the glowing quads that change every frame.
//
// bakeNightMesh turns a zs::pixelcity::PixelCity's walls, solids, lids and logos into one
// opaque vertex list and its street-light strips into an additive one, both grouped by the
// 32 x 32 grid of 32-unit cells the original culled with, each cell with its bounds.
// visibleNightCells picks the cells a frame needs (the view frustum and the fog's end: at least
// as tight as the original's 45-degree yaw test, which ignored pitch and distance).
// bakeGlows makes the camera-facing quads of the lit roof lights, antenna blinkers and cars.
// Pure CPU work on values: no GL here; engine::NightRenderer uploads and draws the results.
#pragma once

#include "engine/FlyCamera.hpp"
#include "engine/Frame.hpp"
#include "zsystem/PixelCity.hpp"

#include <glm/glm.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace engine {

// How a vertex's fragment is coloured (NightVertex::look): a window sheet's texels times the
// tint, a logo's letters, a plain colour, or one of the additive glows.
enum NightLook : std::uint8_t {
    kLookSheetLast = zs::pixelcity::kSheetCount - 1,  // 0..8: window sheet n
    kLookLogo = 100,          // the logo sheet's coverage times the colour
    kLookSolid = 101,         // the colour as it is (black caps)
    kLookTrim = 102,          // lit roof trim: the colour, or (the original's look) a row of lights along u
    kLookStreetLights = 110,  // a strip of soft dots along u (units), across v (0..1)
    kLookGlow = 111,          // one soft round glow with a white core, uv 0..1
    kLookCarLights = 112,     // two soft glows side by side, uv 0..1
    kLookSky = 113,           // the sky band's picture at uv, on the far plane, never fogged
};

// 24 bytes: the position in city units, the texture coordinate, an 8-bit colour and the look.
struct NightVertex {
    float x, y, z;
    float u, v;
    std::uint8_t r, g, b;
    std::uint8_t look;
};
static_assert(sizeof(NightVertex) == 24, "the shaders read NightVertex as 24 bytes");

constexpr double kNightFogStart = 412;  // the original's black linear fog, in its units (ours)
constexpr double kNightFogEnd = 512;

constexpr int kNightGridCells = 32;   // the original's visibility grid: 32 x 32 cells...
constexpr double kNightCellUnits = 32;  // ...of 32 units, covering the 1024-unit city
// The grid's side for a city `citySize` units a side: 32 for the original's, more for a larger.
inline int nightGridCells(int citySize) {
    return std::max(kNightGridCells, static_cast<int>(std::ceil(citySize / kNightCellUnits)));
}

struct NightCell {
    std::size_t firstOpaque = 0, opaqueCount = 0;  // vertices in NightMesh::opaque
    std::size_t firstGlow = 0, glowCount = 0;      // vertices in NightMesh::streetLights
    glm::vec3 lo{0}, hi{0};                        // the bounds of everything in the cell
};

struct NightMesh {
    std::vector<NightVertex> ground;        // Redux's ground patches, in painting order (not culled: few)
    std::vector<NightVertex> opaque;        // triangles, cell by cell
    std::vector<NightVertex> streetLights;  // triangles, cell by cell (additive)
    int gridCells = kNightGridCells;        // the grid's side
    std::vector<NightCell> cells;           // gridCells², index z * gridCells + x
};

// What a mesh's vertices weigh (on the GPU, and in a streamer's budget).
inline std::size_t nightMeshBytes(const NightMesh& mesh) {
    return (mesh.ground.size() + mesh.opaque.size() + mesh.streetLights.size()) * sizeof(NightVertex);
}

// Where a logo's word sits in the logo sheet: the texture rectangle the sign shows.
struct LogoPlace {
    float u1 = 0, v1 = 0, u2 = 1, v2 = 1;
};

// `logoPlaces[word]` maps each logo to its word on the logo sheet (empty: row `word` of 16).
NightMesh bakeNightMesh(const zs::pixelcity::PixelCity& city, const std::vector<LogoPlace>& logoPlaces = {});

// The cells this frame draws, nearest to the eye first (so the depth test spares the GPU what
// stands behind): inside the frustum and, when `fogEnd` > 0, not wholly beyond it by the fog's
// measure (engine::fogAxis: the fog makes everything there black).
std::vector<int> visibleNightCells(const NightMesh& mesh, const Frame& frame, const CameraPose& pose, double fogEnd);
std::vector<int> visibleNightCells(const std::vector<NightCell>& cells, const Frame& frame, const CameraPose& pose,
                                   double fogEnd);

// The cells in the frustum wholly beyond the fog's end (none without fog) that reach above the
// sky band's foot (`footDrop`: engine::skyBandFootDrop), nearest first. The fog makes them the
// sky's colour, but they stand in front of the band: the original drew every cell in its view,
// so its far buildings rose above the band's foot as black silhouettes (its overview's skyline
// 60 px tall and more at 1280 x 720, where the band's own faux skyline is 13). NightRenderer
// draws them depth only, so the band is hidden where they stand; a cell whose top stays under
// the foot would hide nothing, and is left out.
std::vector<int> silhouetteNightCells(const std::vector<NightCell>& cells, const Frame& frame, const CameraPose& pose,
                                      double fogEnd, double footDrop);

// A car's light pair: where it is and which way it drives.
struct CarLights {
    glm::dvec3 position;
    glm::dvec3 direction;  // unit, along its lane
};

// The additive quads of this moment: the lit lights (a city's roof lights and blinkers, by the
// clock `ms`) and the cars' headlights (towards the camera) or tail-lights (away), all turned to
// face the camera.
// The sky band: the original's 24-sided cylinder round the eye at the origin, one unit out, from
// the horizon up to kSkyBandDegrees (engine/NightSky.hpp), u once round and v up the band: 144
// vertices of kLookSky, the same for every frame. Drawn with the eye at the origin, so only the
// camera's turn moves it; the vertex shader puts it on the far plane.
std::vector<NightVertex> bakeSkyBand();
// The day look's ground: one asphalt square at y = 0, kDayGroundHalf out each way from the
// origin, drawn centred under the eye (the original had no ground: its night was black there).
constexpr float kDayGroundHalf = 4096;
std::vector<NightVertex> bakeDayGround();
// The same square in black, under a night sky of a colour (--sky): the original's black ground
// showed its clear colour, which is no longer black.
std::vector<NightVertex> bakeNightGround();

// In the original's look (style.modern false) a car's lamps are its upright quad across the lane,
// 6 wide, 6 tall coming and 3 going, headlights (1, 1, .8) and tail-lights (.5, .2, 0); in the
// modern look, a lane-wide pair turned up to the camera, tail-lights red.
std::vector<NightVertex> bakeGlows(const std::vector<zs::pixelcity::Light>& lights, const std::vector<CarLights>& cars,
                                   const CameraPose& pose, double ms, const NightStyle& style = {});

} // namespace engine
