// GridBench — zsystem's city generator as a small wasm module, for tests/web/bench/generation.html.
//
// Exports the grid of cities two ways, each returning its box count (and keeping the building
// count for gridbench_buildings):
//   gridbench_grid:  what zcity --grid does (app/scene/include/scene/SceneBoxes.hpp): the cities in GameDraw's
//                    loop order, each grown into one reused list (zs::forEachGridCity, appendCity);
//   gridbench_whole: zs::growGrid, the whole grid as one list (about 600 MB for 101 x 101).
// and gridbench_hash, an FNV-1a hash of the box doubles, to check the JS port against this build.
// Built by build.sh with em++; no I/O, no globals but the last counts.
#include "zsystem/Grid.hpp"

#include <emscripten/emscripten.h>

#include <cstdint>
#include <cstring>
#include <vector>

namespace {

int lastBuildings = 0;

zs::Variant variantOf(int t2) { return t2 ? zs::Variant::t2 : zs::Variant::tidied; }

} // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE double gridbench_grid(std::uint32_t seed, int side, int t2) {
    std::vector<zs::Box> boxes;
    double count = 0;
    lastBuildings = 0;
    zs::forEachGridCity(side, [&](int i, int j) {
        boxes.clear();
        lastBuildings += zs::appendCity(zs::gridCitySeed(seed, i, j), zs::gridCityArea(i, j), variantOf(t2), boxes);
        count += static_cast<double>(boxes.size());
    });
    return count;
}

EMSCRIPTEN_KEEPALIVE double gridbench_whole(std::uint32_t seed, int side, int t2) {
    const zs::City grid = zs::growGrid(seed, side, variantOf(t2));
    lastBuildings = grid.buildings;
    return static_cast<double>(grid.boxes.size());
}

EMSCRIPTEN_KEEPALIVE int gridbench_buildings() { return lastBuildings; }

// FNV-1a over each box's nine doubles' bytes, little-endian, in order (not the material): the
// same hash as boxHash in tests/web/cityPort.js, so the two lists compare without a copy.
EMSCRIPTEN_KEEPALIVE std::uint32_t gridbench_hash(std::uint32_t seed, int side, int t2) {
    const zs::City grid = zs::growGrid(seed, side, variantOf(t2));
    std::uint32_t h = 2166136261u;
    for (const zs::Box& b : grid.boxes) {
        const double values[9] = {b.x1, b.y1, b.z1, b.x2, b.y2, b.z2, b.r, b.g, b.b};
        unsigned char bytes[sizeof values];
        std::memcpy(bytes, values, sizeof values);
        for (unsigned char c : bytes) h = (h ^ c) * 16777619u;
    }
    return h;
}

} // extern "C"
