// engine::NightStreamer — an endless night: the tiles of a night world (Pixel City's or Redux's,
// zsystem/NightWorld.hpp), grown and baked around the camera, kept while they are used.
//
// Each frame the render thread lists the tiles within the view distance (the night fog's end)
// and a prefetch ring beyond it, draws those in the cache that pass the frustum, and asks the
// worker threads for the rest (in view first, then nearest). A worker grows a whole tile from its
// address (zs::appendSubtree of the world's tile object) and bakes its mesh; the render thread
// takes it in and hands the mesh to the GPU (the plan's uploads), never waiting. Tiles live in an
// LRU cache (zs::LruCache keyed by address) whose byte budget is the baked meshes' (GPU) bytes;
// an evicted tile comes back identical, made again from its address. Every tile is drawn in its
// own coordinates (0 to 1024) from a pose moved by its origin, so a flight 10^7 units out is as
// sharp as one at the start.
// Each cached Pixel City tile keeps its street plan for engine::NightTraffic's cars.
// Plain data out, no GL: app's view uploads and draws with engine::NightRenderer.
#pragma once

#include "engine/FlyCamera.hpp"
#include "engine/Frame.hpp"
#include "engine/NightMesh.hpp"
#include "engine/StreamerStats.hpp"
#include "zsystem/Address.hpp"
#include "zsystem/NightWorld.hpp"

#include <glm/glm.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace engine {

struct NightStreamerSettings {
    zs::NightWorld world = zs::pixelCityWorld(0xA749F86C);
    std::vector<LogoPlace> logoPlaces;      // the world's one logo sheet: every tile's signs use it
    double viewDistance = kNightFogEnd;     // beyond the fog's end the night is black: nothing drawn
    // Tiles this much beyond the view distance are grown before they come into view: a tile is
    // 1,024 units, and at the viewer's fast flight (T: 900 units a second) a ring of 1,024 leaves
    // over a second for the next row of tiles (a tile takes about 0.1 s on a core here).
    double prefetchDistance = zs::kNightTileSize;
    std::size_t budgetBytes = std::size_t{512} << 20;  // the baked meshes on the GPU
    int workers = 2;
};

struct NightTileUpload {
    zs::Address address;
    NightMesh mesh;  // its vertices: give them to the GPU, keyed by the address
};

struct NightTileDraw {
    zs::Address address;
    glm::dvec3 origin;       // the tile's (0, 0, 0) in the world: draw it from pose - origin
    std::vector<int> cells;  // the mesh cells to draw (engine::visibleNightCells)
};

struct NightFramePlan {
    std::vector<NightTileUpload> uploads;  // first: put these on the GPU
    std::vector<zs::Address> released;     // evicted: free their GPU copies
    std::vector<NightTileDraw> draws;      // nearest first
    int tilesInView = 0, tilesDrawn = 0;
};

class NightStreamer {
public:
    explicit NightStreamer(const NightStreamerSettings& settings);
    ~NightStreamer();  // stops the workers and waits for them
    NightStreamer(const NightStreamer&) = delete;
    NightStreamer& operator=(const NightStreamer&) = delete;

    // The render thread's work for one frame. `fogEnd` bounds what is drawn; 0 (no fog): the
    // tiles as far as the prefetch ring reaches.
    NightFramePlan plan(const CameraPose& pose, const Frame& frame, double fogEnd);

    // This moment's glows (roof lights, blinkers and the cars' lights, the cars in the tile's
    // coordinates) of a tile drawn this frame, in its own coordinates.
    std::vector<NightVertex> glows(const zs::Address& tile, const CameraPose& localPose, double ms,
                                   const std::vector<CarLights>& cars = {}, const NightStyle& style = {}) const;
    // A cached Pixel City tile's street plan (what its cars drive on), in its own coordinates;
    // nullptr while it is not cached, and for Redux (no cars). Valid until the next plan().
    const zs::pixelcity::Plan* streetPlan(const zs::Address& tile) const;

    double viewDistance() const;
    const zs::Lattice& lattice() const;
    StreamerStats stats() const;
    void waitForWorkers();  // for tests and pictures

private:
    struct State;
    std::unique_ptr<State> state_;
};

// A tile's origin: where its (0, 0, 0) lies in the world.
glm::dvec3 nightTileOrigin(const zs::Lattice& lattice, const zs::Address& tile);

} // namespace engine
