// engine::Traffic — Pixel City's (2009) cars: points that drive straight down the plan's lanes.
//
// Up to 500 cars (the original's count) appear on free lane cells in [200, 824)^2 that the camera
// can see, reach a top speed of 0.4-0.9 (x 0.61 cells per 50 ms update: about 4.9-11 units a
// second), stop behind the car ahead and never turn. A car goes when it has been stuck for 230
// updates, leaves the view, is further (Manhattan) from the camera than the fog's end, nears the
// 200-cell edge band or reaches the end of its lane; another then appears in view. Unlike the
// original, which drew its cells from the whole [200, 824)^2 (most of them far off or hidden),
// new cars are drawn near the eye, more of them the nearer, so the streets the camera looks down
// are full. Steps are a fixed 50 ms, so the same seed and the same calls give the same cars on
// every machine; warmUp runs many at once, so a first frame shows traffic already under way.
// Pure simulation: it never draws (headlights and tail-lights are the renderer's), never reads a
// clock and never shares state; it copies the lane flags it needs, so the Plan may go at once.
#pragma once

#include "engine/FlyCamera.hpp"
#include "engine/Frame.hpp"
#include "zsystem/PixelCity.hpp"
#include "zsystem/Rand.hpp"

#include <glm/glm.hpp>

#include <cstdint>
#include <vector>

namespace engine {

constexpr int kMaxCars = 500;                  // the original's car count
constexpr double kTrafficStepMs = 50;          // the original updated its cars every 50 ms
constexpr double kCarCellsPerPace = 0.61;      // cells moved per update per unit of pace
constexpr int kStuckUpdatesLimit = 230;        // about 11.5 s blocked and the car gives up
constexpr double kTrafficRange = 512;          // the original's fog distance: cars beyond are gone
// A picture's traffic (and a window's first frame): driven this long from the pose first, long
// enough for the cars to fill the view and reach their speeds; 400 updates, a few ms.
constexpr double kTrafficWarmUpMs = 20000;
// The original's visibility grid drew what lay within 45 degrees of the camera's heading.
constexpr double kTrafficViewHalfAngleDegrees = 45;

// One car as the renderer sees it.
struct Car {
    std::uint32_t id = 0;            // distinct for every car this Traffic has placed, counting up
    glm::dvec3 position{0, 0, 0};    // on the ground (y = 0), centred across its lane; floor(x, z) is its cell
    glm::dvec3 direction{0, 0, -1};  // unit, along its lane: one of +-x, +-z
    float speed = 0;                 // units per second now: 0 just after it was blocked
    float topSpeed = 0;              // units per second at full pace: 4.88 to 10.98
};

// The view half-angle for a frame's cars: half its horizontal field of view plus 10 degrees, so
// cars appear just outside the screen's edges; kTrafficViewHalfAngleDegrees for an empty frame.
double trafficHalfAngle(const Frame& frame);

// What the cars count as in view: ground points within `range` of the camera and within
// `halfAngleDegrees` of its heading (the yaw alone; pitch is ignored, as the original's grid
// did). A point under the eye counts as in view; a half-angle of 180 or more sees all round.
class TrafficView {
public:
    TrafficView(const CameraPose& camera, double halfAngleDegrees, double range = kTrafficRange);
    bool sees(double x, double z) const;
    double manhattanFrom(double x, double z) const;  // |dx| + |dz| on the ground
    double range() const { return range_; }
    double eyeX() const { return eyeX_; }
    double eyeZ() const { return eyeZ_; }

private:
    double eyeX_ = 0, eyeZ_ = 0;
    double forwardX_ = 0, forwardZ_ = -1;  // the heading on the ground, unit
    double cosHalfAngle_ = 0;
    double range_ = kTrafficRange;
};

enum class CarPlacement { nearEye, original };

class Traffic {
public:
    // Cars for `plan`'s lanes (kRoad cells with a kLane flag), drawn from zs::Rand(seed). The lane
    // flags are copied: the Plan need not outlive the Traffic. maxCars below 0 counts as 0; above
    // 500 is allowed (each missing car costs one placement try an update).
    Traffic(const zs::pixelcity::Plan& plan, std::uint32_t seed, int maxCars = kMaxCars);

    // Run the 50 ms updates that fit in the time so far plus `elapsedMs` (capped at 200 ms, as the
    // fly camera caps a frame; negative counts as 0), all seen from `camera`. Each update moves the
    // cars, removes the ones that should go and makes one placement try for each missing car, so
    // no frame stalls however few cells are in view. `viewHalfAngleDegrees`: half the horizontal
    // field of view plus a margin, so cars appear just outside the screen's edges.
    // `range`: the fog's end, beyond which nothing shows (the original removed cars past its
    // fog distance): cars are placed within it and go beyond it.
    void advance(double elapsedMs, const CameraPose& camera,
                 double viewHalfAngleDegrees = kTrafficViewHalfAngleDegrees, double range = kTrafficRange);
    // Runs `durationMs` of 50 ms updates at once from `camera` (no 200 ms cap): the same cars as
    // advance() called with the same time in pieces. For a first frame or a picture.
    void warmUp(double durationMs, const CameraPose& camera,
                double viewHalfAngleDegrees = kTrafficViewHalfAngleDegrees, double range = kTrafficRange);
    // A new limit on the cars (below 0 counts as 0). Lowered, no car goes at once: none is placed
    // until fewer than the limit are left.
    void setMaxCars(int maxCars);
    int maxCars() const { return maxCars_; }
    // Where new cars appear: near the eye (the default) or, as the original, on any lane cell of
    // [200, 824)^2 in view, most of them far off or hidden. Cars already driving stay.
    void setPlacement(CarPlacement placement) { placement_ = placement; }

    const std::vector<Car>& cars() const { return cars_; }
    std::uint64_t updates() const { return updates_; }  // 50 ms steps run so far

private:
    enum class Heading : std::uint8_t { north, south, east, west };

    struct Driver {
        std::uint32_t id = 0;
        int cellX = 0, cellZ = 0;  // the cell it holds in the occupancy grid
        double x = 0, z = 0;       // position
        Heading heading = Heading::north;
        double pace = 0, topPace = 0;  // the original's speed units: cells per update / 0.61
        int stuckUpdates = 0;
    };

    void step(const TrafficView& view);
    void runSteps(int steps, const TrafficView& view);
    bool drive(Driver& driver, const TrafficView& view);  // false: the car goes
    void trySpawn(const TrafficView& view);
    bool canEnter(int x, int z, Heading heading) const;
    void publish();

    std::size_t cellIndex(int x, int z) const;
    std::uint8_t lanesAt(int x, int z) const;
    std::uint8_t& occupant(int x, int z);
    int livingHigh() const { return size_ - zs::pixelcity::kEdgeBand; }  // 824 of 1024

    int size_;                            // the plan's side
    std::vector<std::uint8_t> lanes_;     // per cell: its kLane flags if it is a road, else 0
    std::vector<std::uint8_t> occupied_;  // per cell: 1 while a car holds it
    std::vector<Driver> drivers_;
    std::vector<Car> cars_;
    zs::Rand rand_;
    int maxCars_ = kMaxCars;
    CarPlacement placement_ = CarPlacement::nearEye;
    double pendingMs_ = 0;
    std::uint64_t updates_ = 0;
    std::uint32_t nextId_ = 0;
};

} // namespace engine
