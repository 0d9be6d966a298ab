// app::PixelCityView — the night cities: Pixel City (its lit windows, sky, street lights,
// blinking antennas and cars) and Redux (the same buildings on sites along streets at angles,
// with the ground and the street furniture), through engine::NightRenderer.
//
// The cars and the blinkers move by the frames' time that update() is given; a
// picture (settle) is made at a fixed moment instead, with the cars driven for a fixed time from
// the pose, so the same command line gives the same picture. A window's first update drives its
// new cars the same time at once, so its first frame has the picture's traffic. The look comes with the frame
// (FrameStyle::night), and with it whose window sheets are worn (WornSheets): M grows them
// again.
// Needs a current OpenGL 3.3 core context (it uploads on construction).
#pragma once

#include "scene/NightCity.hpp"
#include "views/View.hpp"
#include "views/WornSheets.hpp"

#include "engine/NightRenderer.hpp"
#include "engine/Traffic.hpp"
#include "engine/WalkCamera.hpp"

#include <chrono>
#include <optional>

namespace app {

class PixelCityView final : public View {
public:
    // `look`: the look of its first frame, whose window sheets it grows (sheetRulesFor).
    PixelCityView(const engine::Programs& programs, const SceneSettings& settings, Kind kind,
                  const engine::NightStyle& look);
    // A city already grown (startGrowing's, views/View.hpp) from `seed`.
    PixelCityView(const engine::Programs& programs, NightCity&& night, std::uint32_t seed);

    void update(const engine::CameraPose& pose, const engine::Frame& frame, double elapsedMs) override;
    void settle(const engine::CameraPose& pose, const engine::Frame& frame) override;
    void draw(const engine::Frame& frame, const engine::CameraPose& pose) override;
    std::string titleLine() const override;
    ViewFigures figures() const override { return figures_; }
    engine::CameraPose autoCameraPose(engine::AutoCameraMode mode, double seconds) const override;
    bool hasCars() const override { return traffic_.has_value(); }
    const engine::Obstacles* walkObstacles() const override { return &obstacles_; }
    engine::CameraPose walkStart(const engine::CameraPose& from) const override;
    // The pose where it is over the city's square (or just outside it), else the start.
    engine::CameraPose landingPose(const engine::CameraPose& from, const engine::CameraPose& start) const override;

private:
    std::optional<engine::Traffic> newTraffic() const;  // Pixel City's cars; Redux has none, as the post says

    NightCity night_;
    engine::NightRenderer renderer_;
    std::optional<engine::Traffic> traffic_;
    std::uint32_t seed_;
    engine::Obstacles obstacles_;  // the buildings' footprints (Redux: its sites)
    WornSheets sheets_;            // after night_: made from its sheets' rules
    double clockMs_ = 0;
    ViewFigures figures_;
};

} // namespace app
