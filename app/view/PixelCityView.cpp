#include "view/PixelCityView.hpp"

#include "engine/AutoCamera.hpp"
#include "view/Clock.hpp"

namespace app {
namespace {

// A picture's moment: the cars driven 20 s from the pose (long enough for them to fill the
// view and reach their speeds), the blinkers' clock at the same time.
constexpr double kPictureTrafficMs = 20000;

glm::vec3 toVec(const zs::pixelcity::Rgb& c) { return glm::vec3(c.r, c.g, c.b); }

// The cars' view test: the frame's horizontal half-angle plus a margin, so they appear just
// outside its edges.
double trafficHalfAngle(const engine::Frame& frame) {
    if (frame.empty()) return engine::kTrafficViewHalfAngleDegrees;
    const double halfVertical = engine::kFieldOfViewDegrees / 2 * 3.14159265358979 / 180;
    const double aspect = double(frame.width) / frame.height;
    return std::atan(std::tan(halfVertical) * aspect) * 180 / 3.14159265358979 + 10;
}

} // namespace

PixelCityView::PixelCityView(const engine::Programs& programs, const SceneSettings& settings)
    : PixelCityView(programs, growNightCity(settings.seed), settings.seed) {}

PixelCityView::PixelCityView(const engine::Programs& programs, NightCity&& night, std::uint32_t seed)
    : night_(std::move(night)),
      renderer_(programs, night_.mesh, night_.sheets, night_.sky, night_.logos, toVec(night_.city.bloomColour)),
      traffic_(night_.city.plan, seed),
      seed_(seed) {
    ViewFigures& f = figures_;
    f.buildings = static_cast<std::int64_t>(night_.city.buildings.size());
    f.cubes = static_cast<std::int64_t>(night_.city.solids.size());
    f.partsInView = f.partsDrawn = 1;
    f.generateMs = night_.times.cityMs + night_.times.sheetsMs + night_.times.skyMs + night_.times.logosMs;
    f.bakeMs = night_.times.bakeMs;
    f.uploadedBoxes = night_.mesh.opaque.size() / 6;
    f.gpuBytes = renderer_.gpuBytes();
}

void PixelCityView::update(const engine::CameraPose& pose, const engine::Frame& frame) {
    const auto now = std::chrono::steady_clock::now();
    const double elapsed = lastUpdate_ ? std::chrono::duration<double, std::milli>(now - *lastUpdate_).count() : 0;
    lastUpdate_ = now;
    clockMs_ += elapsed;
    traffic_.advance(elapsed, pose, trafficHalfAngle(frame));
}

void PixelCityView::settle(const engine::CameraPose& pose, const engine::Frame& frame) {
    traffic_ = engine::Traffic(night_.city.plan, seed_);
    for (double ms = 0; ms < kPictureTrafficMs; ms += engine::kMaxStepMilliseconds) {
        traffic_.advance(engine::kMaxStepMilliseconds, pose, trafficHalfAngle(frame));
    }
    clockMs_ = kPictureTrafficMs;
    lastUpdate_.reset();
}

void PixelCityView::draw(const engine::Frame& frame, const engine::CameraPose& pose) {
    const double fogEnd = frame.style.night.fog ? engine::kNightFogEnd : 0;
    const std::vector<int> cells = engine::visibleNightCells(night_.mesh, frame, pose, fogEnd);
    std::vector<engine::CarLights> cars;
    cars.reserve(traffic_.cars().size());
    for (const engine::Car& car : traffic_.cars()) cars.push_back(engine::CarLights{car.position, car.direction});
    const std::vector<engine::NightVertex> glows = engine::bakeGlows(night_.city, cars, pose, clockMs_);
    const engine::NightDrawFigures drawn = renderer_.draw(frame, pose, cells, glows);
    figures_.verticesDrawn = drawn.vertices;
    figures_.drawCalls = drawn.drawCalls;
    figures_.partsInView = static_cast<int>(cells.size());
    figures_.partsDrawn = static_cast<int>(cells.size());
}

std::string PixelCityView::titleLine() const { return nightCityTitle(night_.city); }

engine::CameraPose PixelCityView::autoCameraPose(engine::AutoCameraMode mode, double seconds) const {
    return engine::autoCameraPose(mode, seconds, night_.city.plan.hotZone);
}

} // namespace app
