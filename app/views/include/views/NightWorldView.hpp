// app::NightWorldView — the endless night (--world with pixelcity or redux): a NightStreamer
// growing Pixel City or Redux tiles around the camera, their meshes on the GPU keyed by address,
// and one NightRenderer (the world's window sheets, sky, logo sheet and bloom) drawing them.
// What no original did: the original's one 1024-unit city with a black void round it becomes a
// night that never ends. Pixel City's tiles near the camera have their cars (engine::NightTraffic),
// each tile's on its own streets.
// Needs a current OpenGL 3.3 core context; destroy it before the context.
#pragma once

#include "scene/NightCity.hpp"
#include "views/View.hpp"
#include "views/WornSheets.hpp"

#include "engine/NightRenderer.hpp"
#include "engine/NightStreamer.hpp"
#include "engine/NightTraffic.hpp"
#include "zsystem/Address.hpp"

#include <chrono>
#include <optional>
#include <unordered_map>

namespace app {

class NightWorldView final : public View {
public:
    // `look`: the look of its first frame, whose window sheets it grows (sheetRulesFor).
    NightWorldView(const engine::Programs& programs, const SceneSettings& scene, const WorldSettings& world, Kind kind,
                   const engine::NightStyle& look);

    void update(const engine::CameraPose& pose, const engine::Frame& frame, double elapsedMs) override;
    void settle(const engine::CameraPose& pose, const engine::Frame& frame) override;
    void draw(const engine::Frame& frame, const engine::CameraPose& pose) override;
    std::string titleLine() const override;  // "Pixel City night: 4 cities, cache 120/256 MB"
    ViewFigures figures() const override;
    // Pixel City's eight camera modes over the city the camera is in.
    engine::CameraPose autoCameraPose(engine::AutoCameraMode mode, double seconds) const override;

private:
    engine::NightStreamer streamer_;
    engine::NightRenderer renderer_;
    engine::NightTraffic traffic_;  // updated here, on the render thread, from the streamer's cache
    std::unordered_map<zs::Address, engine::NightTileMesh, zs::AddressHash> meshes_;
    engine::NightFramePlan plan_;
    std::string name_;
    WornSheets sheets_;
    double clockMs_ = 0;
    glm::dvec3 lastPosition_{0};
    ViewFigures figures_;
};

} // namespace app
