// engine::CityStreamer — an endless world of boxes: which tiles to generate, keep, and draw.
//
// ZSystem's render walk for any world whose object functions emit boxes (engine::BoxWorld: the
// originals' world of cities (i, j), or a world of a user's). Each frame the render thread walks the
// lattice's tiles around the camera, culls them by view distance and the view frustum (with the
// world's bounds for tiles not yet generated), draws those in the cache, and asks the worker
// threads for the rest, nearest and in view first. Workers grow a tile from its address and bake
// it into 32-byte BoxRecords; the render thread never waits for them. Tiles (called cities here,
// as the first world's are) live in an LRU cache (zs::LruCache, keyed by address) whose byte
// budget is also the most the GPU arena may grow to (it grows as it fills: plan().arenaBoxesUsed);
// evicting one releases its arena range, and an evicted city comes back identical, because it is
// made again from its address.
//
// The plan a frame produces (uploads, and ranges with camera-relative origins) is plain data:
// engine::BoxRenderer carries it out with GL, and tests read it with no GPU at all.
// Never touches the graphics API.
#pragma once

#include "engine/BoxRecord.hpp"
#include "engine/BoxWorld.hpp"
#include "engine/StreamerStats.hpp"
#include "engine/FlyCamera.hpp"
#include "zsystem/Variant.hpp"

#include <glm/glm.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace engine {

struct StreamerSettings {
    BoxWorld world = cityBoxWorld(0xA749F86C, zs::Variant::tidied);
    double viewDistance = 4000;              // cities further than this (horizontally) are not drawn
    std::size_t budgetBytes = 256u << 20;    // the cache, and the GPU arena: 32 bytes a box
    int workers = 2;
    std::size_t uploadBoxesPerFrame = 60000; // bounds the render thread's work for new cities
    // Level of detail: a city draws the boxes that are at least this much of a pixel at its
    // nearest point (its records ordered largest first, engine/DetailLevels.hpp; the level's
    // rounding makes it 1.06 to 1.5 pixels); 0 draws every box in the generator's order.
    // Measured at 1280x720 against every box: 0.09% of pixels differ at view distance 4,000,
    // 0.23% at 30,000, where 81 M vertices become 1.9 M.
    double detailPixels = 1.5;
};

struct Upload {
    std::size_t firstBox;
    std::vector<BoxRecord> records;
};

struct FramePlan {
    std::vector<Upload> uploads;   // write these records into the arena first
    std::vector<BoxRange> draws;   // then draw these cities, nearest first, each at its centre
                                   // minus the camera position
    int tilesInView = 0;          // passed the cull
    int tilesDrawn = 0;             // of those, ready in the cache
    // The rest of those, not grown yet, at their centres minus the camera: the view draws a
    // stand-in there (WorldView: the city's ground), so a frame whose cities are still growing
    // shows where they will stand rather than nothing.
    std::vector<glm::vec3> standIns;
    std::size_t boxesDrawn = 0;      // the prefixes the level of detail chose
    std::size_t arenaBoxesUsed = 0;  // the arena must hold this many boxes before the uploads
};

class CityStreamer {
public:
    explicit CityStreamer(const StreamerSettings& settings);
    ~CityStreamer();  // stops the workers and waits for them
    CityStreamer(const CityStreamer&) = delete;
    CityStreamer& operator=(const CityStreamer&) = delete;

    // The render thread's work for one frame. Never blocks on the workers.
    FramePlan plan(const CameraPose& pose, int width, int height, const Lens& lens = {});

    void setViewDistance(double distance);
    double viewDistance() const;
    std::size_t arenaBoxes() const;  // the most the GPU arena needs, in boxes: the budget's worth
    const zs::Lattice& lattice() const;
    StreamerStats stats() const;

    // For tests and benchmarks: blocks until the workers have nothing left to do.
    void waitForWorkers();

private:
    struct State;
    std::unique_ptr<State> state_;
};


} // namespace engine
