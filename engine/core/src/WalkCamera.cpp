// The walk camera's maths: footprints filed in a uniform grid, a body's circle pushed out of them
// in short sub-steps (which stops it at walls and slides it along them), and gravity integrated
// exactly within each frame so a long frame lands on the ground instead of passing through it.
#include "engine/WalkCamera.hpp"

#include <algorithm>
#include <cmath>

#include <glm/gtc/constants.hpp>

namespace engine {

namespace {

// A body resting exactly at its radius from a wall is not inside it, whatever the last bit of
// rounding says: 1e-9 units is 4 nanometres.
constexpr double kContactTolerance = 1e-9;
// A sub-step is at most half the body's radius, so a body entering a footprint is never pushed
// out of its far side however thin it is; this floor keeps a zero radius from looping forever.
constexpr double kMinimumSubstep = 0.01;
// Pushing out of one footprint can push into a neighbour; in a corner this settles in two or
// three passes, and a body still overlapping after this many is wedged in a gap too narrow for it.
constexpr int kMaxPushPasses = 8;
// Long moves (resolve is public) are cut into at most this many sub-steps.
constexpr long kMaxSubsteps = 1000000;
// Where the grid would have more cells than this a side, its cells grow instead.
constexpr double kMaxGridCellsPerSide = 1024;
// Bisection steps refining the nearest free point found on a ring: 2^-30 of a ring step.
constexpr int kRefineSteps = 30;

// How far a point is from a footprint's outline, and which way is out.
struct Contact {
    double signedDistance;  // negative inside
    glm::dvec2 outward;     // unit: the way to move to leave, or to get further away
};

double cross(glm::dvec2 a, glm::dvec2 b) { return a.x * b.y - a.y * b.x; }

double signedArea(const Footprint& footprint) {
    double twice = 0;
    for (int i = 0; i < 4; i++) twice += cross(footprint.corners[i], footprint.corners[(i + 1) % 4]);
    return twice / 2;
}

Obstacles::Solid solidOf(const Footprint& footprint) {
    Obstacles::Solid solid;
    const bool clockwise = signedArea(footprint) < 0;
    for (int i = 0; i < 4; i++) solid.corners[i] = footprint.corners[clockwise ? 3 - i : i];
    solid.low = solid.high = solid.corners[0];
    for (int i = 0; i < 4; i++) {
        const glm::dvec2 edge = solid.corners[(i + 1) % 4] - solid.corners[i];
        const double length = glm::length(edge);
        // Counter-clockwise, the outside is on the right of each edge.
        solid.normals[i] = length > 0 ? glm::dvec2(edge.y, -edge.x) / length : glm::dvec2(0, 0);
        solid.low = glm::min(solid.low, solid.corners[i]);
        solid.high = glm::max(solid.high, solid.corners[i]);
    }
    return solid;
}

bool withinBounds(const Obstacles::Solid& solid, glm::dvec2 point, double margin) {
    return point.x >= solid.low.x - margin && point.x <= solid.high.x + margin && point.y >= solid.low.y - margin &&
           point.y <= solid.high.y + margin;
}

glm::dvec2 nearestOnSegment(glm::dvec2 a, glm::dvec2 b, glm::dvec2 point) {
    const glm::dvec2 edge = b - a;
    const double lengthSquared = glm::dot(edge, edge);
    if (lengthSquared == 0) return a;
    return a + edge * std::clamp(glm::dot(point - a, edge) / lengthSquared, 0.0, 1.0);
}

// Inside a convex outline the nearest way out is across the edge whose line is nearest; outside,
// the nearest point is on one of the edges.
Contact contactWith(const Obstacles::Solid& solid, glm::dvec2 point) {
    int nearestEdge = 0;
    double largestOffset = -HUGE_VAL;
    for (int i = 0; i < 4; i++) {
        if (solid.normals[i] == glm::dvec2(0, 0)) continue;  // a repeated corner
        const double offset = glm::dot(point - solid.corners[i], solid.normals[i]);
        if (offset > largestOffset) largestOffset = offset, nearestEdge = i;
    }
    if (largestOffset <= 0) return {largestOffset, solid.normals[nearestEdge]};
    Contact best{HUGE_VAL, {0, 0}};
    for (int i = 0; i < 4; i++) {
        const glm::dvec2 nearest = nearestOnSegment(solid.corners[i], solid.corners[(i + 1) % 4], point);
        const double distance = glm::length(point - nearest);
        if (distance < best.signedDistance) best = {distance, (point - nearest) / distance};
    }
    return best;
}

int cellIndex(double coordinate, double origin, double cellSize, int count) {
    const double cell = std::floor((coordinate - origin) / cellSize);
    return static_cast<int>(std::clamp(cell, 0.0, static_cast<double>(count - 1)));
}

glm::dvec2 horizontalOf(const glm::dvec3& position) { return {position.x, position.z}; }

// The unit direction the keys ask for on the ground, (x, z); zero when they cancel out.
glm::dvec2 walkDirection(double yawDegrees, const WalkInput& input) {
    const double yaw = glm::radians(yawDegrees);
    // The fly camera's heading with the pitch left out, and its right hand.
    const glm::dvec2 forward(-std::sin(yaw), -std::cos(yaw));
    const glm::dvec2 right(std::cos(yaw), -std::sin(yaw));
    const glm::dvec2 wish = forward * (double(input.forward) - double(input.back)) +
                            right * (double(input.right) - double(input.left));
    const double length = glm::length(wish);
    return length > 0 ? wish / length : glm::dvec2(0, 0);
}

// The eye's height and vertical speed after `seconds` over ground whose standing eye height is
// `standingEye`: following the ground when standing on it (or stepping down a little), otherwise
// falling with y = y0 + v t - g t^2 / 2 exactly, and landing where that passes the standing height.
WalkState fallen(WalkState state, double seconds, double standingEye) {
    double& eye = state.pose.position.y;
    const bool steppingDown = state.onGround && eye - standingEye <= kWalkStepDownHeight;
    if (eye <= standingEye || steppingDown) {
        eye = standingEye, state.verticalSpeed = 0, state.onGround = true;
        return state;
    }
    eye += state.verticalSpeed * seconds - kGravityUnitsPerSecond2 * seconds * seconds / 2;
    state.verticalSpeed -= kGravityUnitsPerSecond2 * seconds;
    state.onGround = eye <= standingEye;
    if (state.onGround) eye = standingEye, state.verticalSpeed = 0;
    return state;
}

} // namespace

Footprint footprintFromCorners(const std::vector<zs::redux::Vec2>& corners) {
    Footprint footprint{};
    if (corners.size() != 4) return footprint;
    for (int i = 0; i < 4; i++) footprint.corners[i] = {corners[i].x, corners[i].z};
    return footprint;
}

Obstacles::Obstacles(const std::vector<Footprint>& footprints) {
    for (const Footprint& footprint : footprints) {
        // No area, no building: a line has no inside to keep a walker out of.
        if (std::abs(signedArea(footprint)) > 1e-12) solids_.push_back(solidOf(footprint));
    }
    if (solids_.empty()) return;

    glm::dvec2 low = solids_[0].low, high = solids_[0].high;
    for (const Solid& solid : solids_) low = glm::min(low, solid.low), high = glm::max(high, solid.high);
    const glm::dvec2 extent = high - low;
    origin_ = low;
    cellSize_ = std::max(kObstacleCellSize, std::max(extent.x, extent.y) / kMaxGridCellsPerSide);
    columns_ = static_cast<int>(extent.x / cellSize_) + 1;
    rows_ = static_cast<int>(extent.y / cellSize_) + 1;

    // Filed twice over, counting then placing, so each cell's list is one run of one array.
    cellStarts_.assign(static_cast<std::size_t>(columns_) * rows_ + 1, 0);
    auto forEachCell = [this](const Solid& solid, auto&& action) {
        const int x0 = cellIndex(solid.low.x, origin_.x, cellSize_, columns_);
        const int x1 = cellIndex(solid.high.x, origin_.x, cellSize_, columns_);
        const int z0 = cellIndex(solid.low.y, origin_.y, cellSize_, rows_);
        const int z1 = cellIndex(solid.high.y, origin_.y, cellSize_, rows_);
        for (int z = z0; z <= z1; z++)
            for (int x = x0; x <= x1; x++) action(z * columns_ + x);
    };
    for (const Solid& solid : solids_) forEachCell(solid, [this](int cell) { cellStarts_[cell + 1]++; });
    for (std::size_t cell = 1; cell < cellStarts_.size(); cell++) cellStarts_[cell] += cellStarts_[cell - 1];
    cellSolids_.resize(cellStarts_.back());
    std::vector<int> filled(cellStarts_.begin(), cellStarts_.end() - 1);
    for (int index = 0; index < static_cast<int>(solids_.size()); index++)
        forEachCell(solids_[index], [&](int cell) { cellSolids_[filled[cell]++] = index; });
}

template <typename Visitor> bool Obstacles::anyNear(glm::dvec2 low, glm::dvec2 high, Visitor&& visitor) const {
    if (solids_.empty()) return false;
    const glm::dvec2 far = origin_ + glm::dvec2(columns_, rows_) * cellSize_;
    if (high.x < origin_.x || high.y < origin_.y || low.x > far.x || low.y > far.y) return false;
    const int x0 = cellIndex(low.x, origin_.x, cellSize_, columns_);
    const int x1 = cellIndex(high.x, origin_.x, cellSize_, columns_);
    const int z0 = cellIndex(low.y, origin_.y, cellSize_, rows_);
    const int z1 = cellIndex(high.y, origin_.y, cellSize_, rows_);
    for (int z = z0; z <= z1; z++) {
        for (int x = x0; x <= x1; x++) {
            const int cell = z * columns_ + x;
            for (int at = cellStarts_[cell]; at < cellStarts_[cell + 1]; at++)
                if (visitor(solids_[cellSolids_[at]])) return true;
        }
    }
    return false;
}

bool Obstacles::blocks(glm::dvec2 point, double radius) const {
    const glm::dvec2 reach(radius, radius);
    return anyNear(point - reach, point + reach, [&](const Solid& solid) {
        return withinBounds(solid, point, radius) &&
               contactWith(solid, point).signedDistance < radius - kContactTolerance;
    });
}

// One pass over the footprints near `point`, moving it out of each it overlaps to exactly
// `radius` from it; whether it moved.
bool Obstacles::pushedOut(glm::dvec2& point, double radius) const {
    bool moved = false;
    const glm::dvec2 reach(radius, radius);
    anyNear(point - reach, point + reach, [&](const Solid& solid) {
        if (!withinBounds(solid, point, radius)) return false;
        const Contact contact = contactWith(solid, point);
        if (contact.signedDistance < radius - kContactTolerance) {
            point += contact.outward * (radius - contact.signedDistance);
            moved = true;
        }
        return false;
    });
    return moved;
}

glm::dvec2 Obstacles::resolve(glm::dvec2 from, glm::dvec2 to, double radius) const {
    const glm::dvec2 move = to - from;
    const double length = glm::length(move);
    if (!std::isfinite(length) || length == 0) return from;
    const bool startedFree = !blocks(from, radius);
    const double substep = std::max(radius / 2, kMinimumSubstep);
    const long steps = std::clamp(static_cast<long>(std::ceil(length / substep)), 1L, kMaxSubsteps);
    const glm::dvec2 step = move / static_cast<double>(steps);

    // Each sub-step adds its share of the move to where the last one ended, then pushes out: the
    // part of the step into a wall is undone and the part along it kept, which is sliding.
    glm::dvec2 at = from;
    for (long i = 0; i < steps; i++) {
        glm::dvec2 next = at + step;
        for (int pass = 0; pass < kMaxPushPasses && pushedOut(next, radius); pass++) {}
        if (startedFree && blocks(next, radius)) return at;  // wedged: stay where it still fit
        at = next;
    }
    return at;
}

glm::dvec2 Obstacles::nearestFree(glm::dvec2 point, double radius, double searchRadius) const {
    if (!blocks(point, radius)) return point;

    // Pushing out of the footprints around is exact when one building is in the way, and an
    // upper bound on how far the rings need to look when several are.
    glm::dvec2 pushed = point;
    for (int pass = 0; pass < kMaxPushPasses * 4 && pushedOut(pushed, radius); pass++) {}
    const bool pushedFree = !blocks(pushed, radius);
    const double limit = pushedFree ? std::min(searchRadius, glm::length(pushed - point)) : searchRadius;

    // Rings a step apart, their points a step apart: the first free one is within a step of the
    // nearest, and bisection along its ray brings it to the edge of the free space.
    const double ringStep = std::max(radius, kMinimumSubstep);
    for (long ring = 1; ring * ringStep <= limit; ring++) {
        const double distance = ring * ringStep;
        const int count = std::max(16, static_cast<int>(std::ceil(glm::two_pi<double>() * distance / ringStep)));
        for (int i = 0; i < count; i++) {
            const double angle = glm::two_pi<double>() * i / count;
            const glm::dvec2 direction(std::cos(angle), std::sin(angle));
            if (blocks(point + direction * distance, radius)) continue;
            double inside = distance - ringStep, outside = distance;
            for (int refine = 0; refine < kRefineSteps; refine++) {
                const double middle = (inside + outside) / 2;
                (blocks(point + direction * middle, radius) ? inside : outside) = middle;
            }
            return point + direction * outside;
        }
    }
    return pushedFree ? pushed : point;
}

WalkState walked(const WalkState& state, const WalkInput& input, double elapsedMs, const Obstacles& obstacles,
                 double groundHeight) {
    // Written so that a NaN clock, like a negative one, counts as no time at all.
    const double seconds = (elapsedMs > 0 ? std::min(elapsedMs, kWalkMaxStepMilliseconds) : 0.0) / 1000;
    WalkState next = state;
    next.pose.pitchDegrees = std::clamp(state.pose.pitchDegrees, -kWalkPitchLimitDegrees, kWalkPitchLimitDegrees);

    const double speed = kWalkUnitsPerSecond * (input.run ? kRunFactor : 1.0);
    const glm::dvec2 from = horizontalOf(state.pose.position);
    const glm::dvec2 to = from + walkDirection(state.pose.yawDegrees, input) * speed * seconds;
    const glm::dvec2 reached = obstacles.resolve(from, to, kWalkBodyRadius);
    next.pose.position.x = reached.x;
    next.pose.position.z = reached.y;
    return fallen(next, seconds, groundHeight + kWalkEyeHeight);
}

WalkState startWalking(const CameraPose& flyPose, const Obstacles& obstacles) {
    const glm::dvec2 free = obstacles.nearestFree(horizontalOf(flyPose.position), kWalkBodyRadius);
    WalkState state;
    state.pose = {{free.x, flyPose.position.y, free.y}, flyPose.yawDegrees, 0};
    return state;
}

} // namespace engine
