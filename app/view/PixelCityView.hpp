// app::PixelCityView — Pixel City by night: the city of lit windows, its sky, street lights,
// blinking antennas and cars, through engine::NightRenderer.
//
// It keeps its own clock for the cars and the blinkers (the time between update() calls); a
// picture (settle) is made at a fixed moment instead, with the cars driven for a fixed time from
// the pose, so the same command line gives the same picture. The look comes with the frame
// (FrameStyle::night).
// Needs a current OpenGL 3.3 core context (it uploads on construction).
#pragma once

#include "view/NightCity.hpp"
#include "view/View.hpp"

#include "engine/NightRenderer.hpp"
#include "engine/Traffic.hpp"

#include <chrono>
#include <optional>

namespace app {

class PixelCityView final : public View {
public:
    PixelCityView(const engine::Programs& programs, const SceneSettings& settings);

    void update(const engine::CameraPose& pose, const engine::Frame& frame) override;
    void settle(const engine::CameraPose& pose, const engine::Frame& frame) override;
    void draw(const engine::Frame& frame, const engine::CameraPose& pose) override;
    std::string titleLine() const override;
    ViewFigures figures() const override { return figures_; }
    engine::CameraPose autoCameraPose(engine::AutoCameraMode mode, double seconds) const override;

private:
    PixelCityView(const engine::Programs& programs, NightCity&& night, std::uint32_t seed);

    NightCity night_;
    engine::NightRenderer renderer_;
    engine::Traffic traffic_;
    std::uint32_t seed_;
    double clockMs_ = 0;
    std::optional<std::chrono::steady_clock::time_point> lastUpdate_;
    ViewFigures figures_;
};

} // namespace app
