// app::WorldView — the unbounded world on screen: a CityStreamer (cull, cache, workers) and a
// BoxRenderer whose arena holds the cached cities, each drawn at its centre minus the camera;
// a city in view still growing is drawn as its ground until it is there.
// Needs a current OpenGL 3.3 core context; destroy it before the context.
#pragma once

#include "views/View.hpp"

#include "engine/BoxRenderer.hpp"
#include "engine/CityStreamer.hpp"

namespace app {

class WorldView final : public View {
public:
    WorldView(const engine::Programs& programs, const SceneSettings& scene, const WorldSettings& world);

    void update(const engine::CameraPose& pose, const engine::Frame& frame, double elapsedMs) override;
    // Plans and lets the workers catch up until every city in view is drawn.
    void settle(const engine::CameraPose& pose, const engine::Frame& frame) override;
    void draw(const engine::Frame& frame, const engine::CameraPose& pose) override;

    std::string titleLine() const override;  // "World: 412 cities, 305123 boxes, cache 12/256 MB"
    ViewFigures figures() const override;

    std::optional<double> viewDistance() const override { return streamer_.viewDistance(); }
    void setViewDistance(double distance) override { streamer_.setViewDistance(distance); }

private:
    const engine::Programs& programs_;
    engine::CityStreamer streamer_;
    engine::BoxRenderer renderer_;
    engine::BoxRenderer standIn_;  // one box, a city's ground: drawn for each city in view still growing
    engine::FramePlan plan_;  // the last update's
    std::size_t uploadedBoxes_ = 0;
};

} // namespace app
