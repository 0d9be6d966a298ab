// app::WorldView — the unbounded world on screen: a CityStreamer (cull, cache, workers) and a
// WorldRenderer (the GPU arena), and the figures of the last frame.
// Needs a current OpenGL 3.3 core context; destroy it before the context.
#pragma once

#include "Options.hpp"

#include "engine/CityStreamer.hpp"
#include "engine/WorldRenderer.hpp"

#include <string>

namespace app {

struct WorldFrame {
    double planMs = 0;    // cull and choose, on the render thread
    double submitMs = 0;  // uploads and GL calls
    int citiesInView = 0, citiesDrawn = 0;
    std::size_t boxesDrawn = 0, uploadedBoxes = 0;
};

class WorldView {
public:
    explicit WorldView(const Options& options);

    void drawFrame(const engine::CameraPose& pose, int width, int height);
    // For pictures: plans and lets the workers catch up until every city in view is drawn,
    // then draws that frame.
    void drawComplete(const engine::CameraPose& pose, int width, int height);

    std::string titleLine() const;  // "World: 412 cities, 305123 boxes, cache 12/256 MB"
    const WorldFrame& lastFrame() const { return last_; }
    engine::StreamerStats stats() const { return streamer_.stats(); }
    void setViewDistance(double distance) { streamer_.setViewDistance(distance); }
    double viewDistance() const { return streamer_.viewDistance(); }
    std::size_t gpuBytes() const { return renderer_.gpuBytes(); }

private:
    engine::CityStreamer streamer_;
    engine::WorldRenderer renderer_;
    WorldFrame last_;
};

int defaultWorkers();

} // namespace app
