// app::ViewFigures — what a view can tell about its scene and its last frame, as plain numbers:
// the originals' counts for the title, what was drawn, the world's cache. The views fill them
// (views/View.hpp); the status line and the title read them. No GL.
#pragma once

#include <cstddef>
#include <cstdint>

namespace app {

// What a view can tell about itself and its last frame; what does not apply stays 0.
struct ViewFigures {
    std::int64_t buildings = 0, cubes = 0;  // the originals' title counts, for the whole scene
    std::size_t boxesDrawn = 0;             // in the last frame
    std::size_t verticesDrawn = 0;
    int drawCalls = 0;                      // in the last frame, where the view counts them
    int tilesInView = 0, tilesDrawn = 0;    // the world's tiles (cities) in view and drawn; 1 and 1 for a scene
    int tilesStoodIn = 0;                   // in view and still growing: drawn as their ground
    std::size_t uploadedBoxes = 0;          // sent to the GPU by the last update()
    std::size_t cacheBytes = 0, cacheBudget = 0, cachedTiles = 0, pendingTiles = 0;
    std::uint64_t tilesGenerated = 0, tilesEvicted = 0;
    std::size_t gpuBytes = 0;
    double generateMs = 0, bakeMs = 0;      // growing and baking the content, the last time it was made
};

} // namespace app
