// engine::Traffic — the original's cars: placed in view, driven straight down their lanes in
// 50 ms steps, stopped behind the car ahead, removed when they stop mattering; new ones placed
// near the eye.
#include "engine/Traffic.hpp"

#include <algorithm>
#include <cmath>

namespace engine {

namespace zp = zs::pixelcity;

namespace {

constexpr std::uint8_t kAllLanes = zp::kLaneNorth | zp::kLaneSouth | zp::kLaneEast | zp::kLaneWest;
constexpr int kLivingLow = zp::kEdgeBand;  // 200: cars live in [200, 824] of 1024, inside the edge band
// New cars' cells are drawn from one of four squares round the eye, of half-sides range / 8,
// / 4, / 2 and the whole range: a cell within range / 8 is drawn about 85 times as often as one
// near the range, and each of the four rings gets about a quarter of the cars.
constexpr int kSpawnSquares = 4;
constexpr double kLargestSpawnRanges = 4;  // a range of 4 sides reaches every cell of the city
constexpr double kAccelerationShare = 0.05;  // each update adds 5% of the top pace
constexpr int kTopPaceLowTenths = 4;         // top pace 0.4 ...
constexpr int kTopPaceChoices = 6;           // ... to 0.9, in tenths
constexpr double kMaxAdvanceMs = 200;        // a stalled frame runs at most 4 updates
constexpr double kStepsPerSecond = 1000 / kTrafficStepMs;

double unitsPerSecond(double pace) { return pace * kCarCellsPerPace * kStepsPerSecond; }

} // namespace

// The view cone.

double trafficHalfAngle(const Frame& frame) {
    if (frame.empty()) return kTrafficViewHalfAngleDegrees;
    const double halfVertical = glm::radians(frame.verticalDegrees() / 2);
    const double aspect = double(frame.width) / frame.height;
    return glm::degrees(std::atan(std::tan(halfVertical) * aspect)) + 10;
}

TrafficView::TrafficView(const CameraPose& camera, double halfAngleDegrees, double range)
    : eyeX_(camera.position.x), eyeZ_(camera.position.z), range_(range) {
    // flightDirection's ground part: (-sin yaw, -cos yaw).
    const double yaw = glm::radians(camera.yawDegrees);
    forwardX_ = -std::sin(yaw);
    forwardZ_ = -std::cos(yaw);
    cosHalfAngle_ = std::cos(glm::radians(std::clamp(halfAngleDegrees, 0.0, 180.0)));
}

bool TrafficView::sees(double x, double z) const {
    const double dx = x - eyeX_, dz = z - eyeZ_;
    const double distance = std::sqrt(dx * dx + dz * dz);
    if (distance > range_) return false;
    if (distance == 0) return true;
    return dx * forwardX_ + dz * forwardZ_ >= cosHalfAngle_ * distance;
}

double TrafficView::manhattanFrom(double x, double z) const { return std::abs(x - eyeX_) + std::abs(z - eyeZ_); }

namespace {

// Should a car at (x, z) stay, in a city whose living square ends at `livingHigh`?
bool stillWanted(double x, double z, int livingHigh, const TrafficView& view) {
    // Gone: in the edge band, over the fog distance (Manhattan: buildings hide the diagonals
    // anyway, the original reasoned) or out of view.
    if (x < kLivingLow || x > livingHigh || z < kLivingLow || z > livingHigh) return false;
    return view.manhattanFrom(x, z) <= view.range() && view.sees(x, z);
}

// Headings and their lanes.

struct HeadingInfo {
    std::uint8_t lane, opposite;  // its own lane flag, and the oncoming one
    int dx, dz;                   // one cell's step
};

// Indexed by Traffic::Heading: north (-z), south (+z), east (+x), west (-x), as the CellFlags say.
HeadingInfo headingInfo(int heading) {
    static constexpr HeadingInfo table[4] = {{zp::kLaneNorth, zp::kLaneSouth, 0, -1},
                                             {zp::kLaneSouth, zp::kLaneNorth, 0, 1},
                                             {zp::kLaneEast, zp::kLaneWest, 1, 0},
                                             {zp::kLaneWest, zp::kLaneEast, -1, 0}};
    return table[heading];
}

} // namespace

// The simulation.

Traffic::Traffic(const zp::Plan& plan, std::uint32_t seed, int maxCars)
    : size_(plan.size),
      lanes_(std::size_t(plan.size) * std::size_t(plan.size), 0),
      occupied_(lanes_.size(), 0),
      rand_(seed),
      maxCars_(std::max(maxCars, 0)) {
    // A plan with fewer cells than its side asks (a test's) leaves the rest without lanes.
    const std::size_t known = std::min(plan.cells.size(), lanes_.size());
    for (std::size_t i = 0; i < known; i++) {
        const std::uint8_t flags = plan.cells[i];
        lanes_[i] = (flags & zp::kRoad) ? std::uint8_t(flags & kAllLanes) : 0;
    }
    drivers_.reserve(std::size_t(maxCars_));
    cars_.reserve(std::size_t(maxCars_));
}

std::size_t Traffic::cellIndex(int x, int z) const { return std::size_t(z) * std::size_t(size_) + std::size_t(x); }

std::uint8_t Traffic::lanesAt(int x, int z) const {
    const bool inside = x >= 0 && z >= 0 && x < size_ && z < size_;
    return inside ? lanes_[cellIndex(x, z)] : 0;
}

std::uint8_t& Traffic::occupant(int x, int z) { return occupied_[cellIndex(x, z)]; }

void Traffic::advance(double elapsedMs, const CameraPose& camera, double viewHalfAngleDegrees, double range) {
    pendingMs_ += std::clamp(elapsedMs, 0.0, kMaxAdvanceMs);
    int steps = 0;
    while (pendingMs_ >= kTrafficStepMs) {
        pendingMs_ -= kTrafficStepMs;
        steps++;
    }
    runSteps(steps, TrafficView(camera, viewHalfAngleDegrees, range));
}

void Traffic::warmUp(double durationMs, const CameraPose& camera, double viewHalfAngleDegrees, double range) {
    const int steps = static_cast<int>(std::max(durationMs, 0.0) / kTrafficStepMs);
    runSteps(steps, TrafficView(camera, viewHalfAngleDegrees, range));
}

void Traffic::runSteps(int steps, const TrafficView& view) {
    if (steps <= 0) return;
    for (int s = 0; s < steps; s++) step(view);
    publish();
}

void Traffic::setMaxCars(int maxCars) { maxCars_ = std::max(maxCars, 0); }

void Traffic::step(const TrafficView& view) {
    updates_++;
    // Drive every car in order, keeping the ones that stay (in order, so runs repeat exactly).
    std::size_t kept = 0;
    for (std::size_t i = 0; i < drivers_.size(); i++) {
        if (drive(drivers_[i], view)) {
            drivers_[kept++] = drivers_[i];
        } else {
            occupant(drivers_[i].cellX, drivers_[i].cellZ) = 0;
        }
    }
    drivers_.resize(kept);
    // The original gave every missing car one try an update; so do we, which bounds the work.
    const int missing = maxCars_ - static_cast<int>(drivers_.size());
    for (int attempt = 0; attempt < missing; attempt++) trySpawn(view);
}

bool Traffic::canEnter(int x, int z, Heading heading) const {
    const HeadingInfo info = headingInfo(static_cast<int>(heading));
    const std::uint8_t lanes = lanesAt(x, z);
    if (lanes & info.lane) return true;        // more of its own lane
    if (lanes & info.opposite) return false;   // oncoming traffic: its lane has ended
    return lanes != 0;                         // a crossing street's lane: an intersection
}

bool Traffic::drive(Driver& driver, const TrafficView& view) {
    if (driver.stuckUpdates >= kStuckUpdatesLimit) return false;
    driver.pace = std::min(driver.pace + driver.topPace * kAccelerationShare, driver.topPace);
    const HeadingInfo info = headingInfo(static_cast<int>(driver.heading));
    const double stride = kCarCellsPerPace * driver.pace;
    const double x = driver.x + info.dx * stride;
    const double z = driver.z + info.dz * stride;
    const int cellX = static_cast<int>(std::floor(x));
    const int cellZ = static_cast<int>(std::floor(z));
    if (cellX != driver.cellX || cellZ != driver.cellZ) {
        if (!canEnter(cellX, cellZ, driver.heading)) return false;  // the lane ends: it cannot turn
        if (occupant(cellX, cellZ)) {
            // Blocked: stay put, stop dead and count the wait.
            driver.pace = 0;
            driver.stuckUpdates++;
            return stillWanted(driver.x, driver.z, livingHigh(), view);
        }
        occupant(driver.cellX, driver.cellZ) = 0;
        occupant(cellX, cellZ) = 1;
        driver.cellX = cellX;
        driver.cellZ = cellZ;
        driver.stuckUpdates = 0;
    }
    driver.x = x;
    driver.z = z;
    return stillWanted(x, z, livingHigh(), view);
}

void Traffic::trySpawn(const TrafficView& view) {
    // An eye so far off that its range misses the living square places nothing (and its
    // coordinates need not fit an int).
    const double range = std::min(view.range(), kLargestSpawnRanges * size_);
    const double nearestX = std::clamp(view.eyeX(), double(kLivingLow), double(livingHigh()));
    const double nearestZ = std::clamp(view.eyeZ(), double(kLivingLow), double(livingHigh()));
    if (view.manhattanFrom(nearestX, nearestZ) > range) return;
    // A square round the eye, then a cell in it; or (the original's rule) a cell anywhere the
    // cars live. One draw a statement, so the order of draws is fixed by the language, not the
    // compiler.
    int x = 0, z = 0;
    if (placement_ == CarPlacement::original) {
        x = kLivingLow + zp::below(rand_, livingHigh() - kLivingLow);
        z = kLivingLow + zp::below(rand_, livingHigh() - kLivingLow);
    } else {
        const int square = zp::below(rand_, kSpawnSquares);
        const int half = std::max(1, static_cast<int>(range) >> (kSpawnSquares - 1 - square));
        x = static_cast<int>(std::floor(view.eyeX())) - half + zp::below(rand_, 2 * half);
        z = static_cast<int>(std::floor(view.eyeZ())) - half + zp::below(rand_, 2 * half);
    }
    const std::uint8_t lanes = lanesAt(x, z);
    if (lanes == 0 || occupant(x, z)) return;
    const double centreX = x + 0.5, centreZ = z + 0.5;
    if (!stillWanted(centreX, centreZ, livingHigh(), view)) return;  // so the next update keeps it
    const int topTenths = kTopPaceLowTenths + zp::below(rand_, kTopPaceChoices);

    Driver driver;
    driver.id = nextId_++;
    driver.cellX = x;
    driver.cellZ = z;
    driver.x = centreX;
    driver.z = centreZ;
    // An intersection cell can carry two lanes; the first in this order wins.
    driver.heading = (lanes & zp::kLaneNorth)   ? Heading::north
                     : (lanes & zp::kLaneSouth) ? Heading::south
                     : (lanes & zp::kLaneEast)  ? Heading::east
                                                : Heading::west;
    driver.topPace = topTenths / 10.0;
    driver.pace = 0;  // starts from rest
    occupant(x, z) = 1;
    drivers_.push_back(driver);
}

void Traffic::publish() {
    cars_.clear();
    for (const Driver& driver : drivers_) {
        const HeadingInfo info = headingInfo(static_cast<int>(driver.heading));
        Car car;
        car.id = driver.id;
        car.position = {driver.x, 0, driver.z};
        car.direction = {info.dx, 0, info.dz};
        car.speed = static_cast<float>(unitsPerSecond(driver.pace));
        car.topSpeed = static_cast<float>(unitsPerSecond(driver.topPace));
        cars_.push_back(car);
    }
}

} // namespace engine
