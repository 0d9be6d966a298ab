#include "views/PixelCityView.hpp"

#include "engine/AutoCamera.hpp"
#include "engine/NightMesh.hpp"
#include "engine/NightSky.hpp"
#include "scene/Clock.hpp"

namespace app {
namespace {

// A picture's moment: the cars driven 20 s from the pose (engine::kTrafficWarmUpMs), the
// blinkers' clock at the same time.
constexpr double kPictureTrafficMs = engine::kTrafficWarmUpMs;

constexpr double kStreetLevelHeight = 5;  // an eye below this is in the streets, not over the roofs
constexpr float kStreetFogStart = 160, kStreetFogEnd = 240;

glm::vec3 toVec(const zs::pixelcity::Rgb& c) { return glm::vec3(c.r, c.g, c.b); }

// The cars' view test: the frame's horizontal half-angle plus a margin, so they appear just
// outside its edges.
// The walls a walker meets: Redux's sites (each building fills its site, near enough), or Pixel
// City's footprints.
engine::Obstacles obstaclesOf(const NightCity& night) {
    std::vector<engine::Footprint> footprints;
    if (night.reduxPlan) {
        for (const zs::redux::Site& site : night.reduxPlan->sites) footprints.push_back(engine::footprintOf(site));
    } else {
        for (const zs::pixelcity::Building& b : night.city.buildings) {
            const double x1 = b.footprint.x, z1 = b.footprint.z;
            const double x2 = x1 + b.footprint.width, z2 = z1 + b.footprint.depth;
            footprints.push_back(engine::Footprint{{{x1, z1}, {x2, z1}, {x2, z2}, {x1, z2}}});
        }
    }
    return engine::Obstacles(footprints);
}

// At street level the buildings close the view within a few blocks: the fog comes in to
// 160-240 units there (a walker sees the canyon, not the skyline through the walls), so only
// what is near is drawn. From above, the original's 412-512.
engine::Frame withStreetFog(const engine::Frame& given, const engine::CameraPose& pose) {
    engine::Frame frame = given;
    if (pose.position.y < kStreetLevelHeight) {
        frame.style.night.fogStart = kStreetFogStart;
        frame.style.night.fogEnd = kStreetFogEnd;
    }
    return frame;
}

// Where the cars live: within the fog's end, as the original kept them within its fog distance;
// without the fog (G), as far as the original's.
double trafficRange(const engine::Frame& frame, const engine::CameraPose& pose) {
    return frame.style.fog ? withStreetFog(frame, pose).style.night.fogEnd : engine::kTrafficRange;
}

// The modern look fills the streets near the eye; the original's drew its cars from the whole city.
engine::CarPlacement carPlacement(const engine::Frame& frame) {
    return frame.style.night.modern ? engine::CarPlacement::nearEye : engine::CarPlacement::original;
}

} // namespace

PixelCityView::PixelCityView(const engine::Programs& programs, const SceneSettings& settings, Kind kind,
                             const engine::NightStyle& look)
    : PixelCityView(programs, growNightCity(settings, kind, sheetRulesFor(kind, look)), settings.seed) {}

std::optional<engine::Traffic> PixelCityView::newTraffic() const {
    if (night_.reduxPlan || night_.city.plan.cells.empty()) return std::nullopt;
    return engine::Traffic(night_.city.plan, seed_);
}

PixelCityView::PixelCityView(const engine::Programs& programs, NightCity&& night, std::uint32_t seed)
    : night_(std::move(night)),
      renderer_(programs, night_.mesh, night_.sheets, night_.sky, night_.logos, toVec(night_.city.bloomColour)),
      seed_(seed),
      obstacles_(obstaclesOf(night_)),
      sheets_(night_.reduxPlan ? Kind::redux : Kind::pixelCity, seed, night_.sheetRules) {
    // The images are on the GPU now; their CPU copies (the sheets alone 9.4 MB) go at once.
    night_.sheets = {};
    night_.sky = {};
    night_.logos = {};
    traffic_ = newTraffic();
    ViewFigures& f = figures_;
    f.buildings = static_cast<std::int64_t>(night_.city.buildings.size());
    f.cubes = static_cast<std::int64_t>(night_.city.solids.size());
    f.tilesInView = f.tilesDrawn = 1;
    f.generateMs = night_.times.totalMs() - night_.times.bakeMs;
    f.bakeMs = night_.times.bakeMs;
    f.gpuBytes = renderer_.gpuBytes();
}

void PixelCityView::update(const engine::CameraPose& pose, const engine::Frame& frame, double elapsedMs) {
    clockMs_ += elapsedMs;
    if (!traffic_) return;
    traffic_->setPlacement(carPlacement(frame));
    // A traffic that has never run (a new window, a rebuild, a new seed) starts as a picture's
    // does, driven 20 s from this pose at once (a few ms), so the first frame has its cars.
    if (traffic_->updates() == 0) {
        traffic_->warmUp(engine::kTrafficWarmUpMs, pose, engine::trafficHalfAngle(frame), trafficRange(frame, pose));
    }
    traffic_->advance(elapsedMs, pose, engine::trafficHalfAngle(frame), trafficRange(frame, pose));
}

void PixelCityView::settle(const engine::CameraPose& pose, const engine::Frame& frame) {
    traffic_ = newTraffic();
    if (traffic_) traffic_->setPlacement(carPlacement(frame));
    if (traffic_) traffic_->warmUp(kPictureTrafficMs, pose, engine::trafficHalfAngle(frame), trafficRange(frame, pose));
    clockMs_ = kPictureTrafficMs;
}

void PixelCityView::draw(const engine::Frame& given, const engine::CameraPose& pose) {
    sheets_.follow(given.style.night, renderer_);
    const engine::Frame frame = withStreetFog(given, pose);
    const double fogEnd = frame.style.fog ? frame.style.night.fogEnd : 0;
    const std::vector<int> cells = engine::visibleNightCells(night_.mesh, frame, pose, fogEnd);
    const std::vector<int> silhouettes = engine::silhouetteNightCells(
        night_.mesh.cells, frame, pose, fogEnd, engine::skyBandFootDrop(frame.style.night.modern, pose.position.y));
    std::vector<engine::CarLights> cars;
    if (traffic_) {
        for (const engine::Car& car : traffic_->cars()) cars.push_back(engine::CarLights{car.position, car.direction});
    }
    const std::vector<engine::NightVertex> glows = engine::bakeGlows(night_.city.lights, cars, pose, clockMs_, frame.style.night);
    const engine::NightDrawFigures drawn = renderer_.draw(frame, pose, cells, glows, silhouettes);
    figures_.verticesDrawn = drawn.vertices;
    figures_.drawCalls = drawn.drawCalls;
    figures_.tilesInView = static_cast<int>(cells.size());
    figures_.tilesDrawn = static_cast<int>(cells.size());
}

std::string PixelCityView::titleLine() const {
    return night_.reduxPlan ? reduxTitle(night_) : pixelCityTitle(night_.city);
}

engine::CameraPose PixelCityView::walkStart(const engine::CameraPose& from) const {
    if (!night_.reduxPlan || night_.reduxPlan->markers.empty()) return from;
    // The nearest sidewalk marker, facing the way it points: on the pavement, the street on the left.
    const zs::redux::Marker* nearest = nullptr;
    double best = 0;
    for (const zs::redux::Marker& m : night_.reduxPlan->markers) {
        const double dx = m.position.x - from.position.x, dz = m.position.z - from.position.z;
        const double d = dx * dx + dz * dz;
        if (!nearest || d < best) {
            nearest = &m;
            best = d;
        }
    }
    engine::CameraPose pose = from;
    pose.position.x = nearest->position.x;
    pose.position.z = nearest->position.z;
    pose.yawDegrees = std::atan2(-nearest->direction.x, -nearest->direction.z) * 180 / 3.14159265358979;
    pose.pitchDegrees = 0;
    return pose;
}

engine::CameraPose PixelCityView::landingPose(const engine::CameraPose& from, const engine::CameraPose& start) const {
    // The city fills [0, 1024) on both axes (or its larger side) and its fog closes at 512:
    // further out, or high above it, the picture is black.
    constexpr double kMargin = 300, kHighest = 700;
    const glm::dvec3& p = from.position;
    const double size = night_.city.plan.size;
    const bool over = p.x > -kMargin && p.z > -kMargin && p.x < size + kMargin && p.z < size + kMargin && p.y > 0 &&
                      p.y < kHighest;
    return over ? from : start;
}

engine::CameraPose PixelCityView::autoCameraPose(engine::AutoCameraMode mode, double seconds) const {
    // The follow modes ride with the oldest car still driving (the lowest id): the same car frame
    // after frame, with no choice to keep, until it goes and the next oldest takes over.
    if (engine::isFollowMode(mode) && traffic_ && !traffic_->cars().empty()) {
        const auto& cars = traffic_->cars();
        const auto oldest = std::min_element(cars.begin(), cars.end(),
                                             [](const engine::Car& a, const engine::Car& b) { return a.id < b.id; });
        const engine::AutoCameraShot shot = engine::followShot(mode, oldest->position, oldest->direction);
        return engine::poseLookingAt(shot.eye, shot.target);
    }
    // The orbits circle the city's middle: (512, 512), or a larger city's.
    return engine::autoCameraPose(mode, seconds, night_.city.plan.hotZone, night_.city.plan.size / 2.0);
}

} // namespace app
