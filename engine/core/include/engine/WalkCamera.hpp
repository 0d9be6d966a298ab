// engine's walk camera for Pixel City Redux: a person on the ground, eyes 1.7 m up, walking
// between the buildings' footprints and falling under gravity onto the ground below.
//
// Walking moves along the yaw heading only (pitch is where the walker looks, not where they go),
// with strafing, diagonals no faster than straight lines, and each frame's time step capped at
// 200 ms as in the fly camera. The body is a circle of radius kWalkBodyRadius on the ground plane
// (x, z); buildings are oriented rectangles, footprints, looked up through a uniform grid.
// Pure maths on values: never touches the graphics API, the input devices or any shared state,
// and never changes the mouse look (engine::turned), beyond clamping pitch while walking.
#pragma once

#include "engine/FlyCamera.hpp"
#include "zsystem/Redux.hpp"

#include <glm/glm.hpp>

#include <vector>

namespace engine {

// Units are Pixel City's: 1 unit = 1 window, about 4 m.
constexpr double kWalkEyeHeight = 0.425;  // 1.7 m, a person's eyes
// 2 units a second is 8 m/s, five times a brisk 1.5 m/s: at a real walking pace a 25-unit block
// takes a minute and the 1024-unit city three quarters of an hour, which on a screen feels like
// wading (games walk at 2-4 times real speed for the same reason). At 2 a block passes in about
// 12 s, slow enough to read the windows.
constexpr double kWalkUnitsPerSecond = 2.0;
// Running (Shift) crosses the city in a little over 2 minutes at 8 units a second: still well
// under the fly camera's 30, so the street stays a street.
constexpr double kRunFactor = 4.0;
constexpr double kWalkBodyRadius = 0.1;          // 40 cm: shoulders, so doorways and alleys fit
constexpr double kGravityUnitsPerSecond2 = 2.45;  // 9.8 m/s^2 in 4 m units
constexpr double kWalkMaxStepMilliseconds = kMaxStepMilliseconds;  // the fly camera's 200 ms cap
constexpr double kWalkPitchLimitDegrees = 89;  // short of straight up/down, where yaw degenerates
// Ground that drops by at most this much under a walker who was standing is followed at once
// (a kerb, a step, a slope taken at speed) rather than fallen down in a jitter of tiny falls.
constexpr double kWalkStepDownHeight = 0.25;  // 1 m
constexpr double kObstacleCellSize = 8;       // grid cell: a few sites across, a few per cell

// The keys held this frame.
struct WalkInput {
    bool forward = false, back = false, left = false, right = false, run = false;
};

// A building's footprint on the ground: four corners (x, z) of a rectangle, or of any convex
// quadrilateral, in either winding. One without area (all corners on a line) blocks nothing.
struct Footprint {
    glm::dvec2 corners[4];
};

// A footprint from the four corners a Redux site gives (Site::corners()); any other count gives
// a footprint without area, which blocks nothing.
Footprint footprintFromCorners(const std::vector<zs::redux::Vec2>& corners);
inline Footprint footprintOf(const zs::redux::Site& site) { return footprintFromCorners(site.corners()); }

// The buildings a walker cannot enter, with a uniform grid over them for the queries.
class Obstacles {
public:
    Obstacles() = default;
    explicit Obstacles(const std::vector<Footprint>& footprints);

    // Whether a body of `radius` at `point` overlaps a footprint: it is inside one or nearer to
    // one than `radius`. A body resting exactly at `radius` (within 1e-9 units) is not blocked.
    bool blocks(glm::dvec2 point, double radius) const;

    // Where a body moving from `from` towards `to` ends: at `to` when the way is clear, otherwise
    // stopped at a wall (exactly `radius` from it) or slid along it by what is left of the move
    // after the part into the wall is taken away. When `from` is free the result is free: a gap
    // narrower than 2 * radius cannot be squeezed through. A body that starts inside is pushed
    // out where it can be (use startWalking to begin somewhere free).
    glm::dvec2 resolve(glm::dvec2 from, glm::dvec2 to, double radius) const;

    // The nearest free point to `point` for a body of `radius`, searched outward in rings up to
    // `searchRadius` units; `point` itself when it is free or nothing free is found.
    glm::dvec2 nearestFree(glm::dvec2 point, double radius, double searchRadius = 256) const;

    std::size_t size() const { return solids_.size(); }

    // A footprint as the queries keep it: corners counter-clockwise (x right, z up), each edge's
    // outward unit normal, and its bounds.
    struct Solid {
        glm::dvec2 corners[4];
        glm::dvec2 normals[4];
        glm::dvec2 low, high;
    };

private:
    // Calls visitor(solid) for the footprints filed in the cells under [low, high] (one spanning
    // several cells more than once) until it returns true; whether it did.
    template <typename Visitor> bool anyNear(glm::dvec2 low, glm::dvec2 high, Visitor&& visitor) const;
    bool pushedOut(glm::dvec2& point, double radius) const;

    std::vector<Solid> solids_;
    glm::dvec2 origin_{0, 0};
    double cellSize_ = kObstacleCellSize;
    int columns_ = 0, rows_ = 0;
    std::vector<int> cellStarts_;  // cell c holds cellSolids_[cellStarts_[c] .. cellStarts_[c + 1])
    std::vector<int> cellSolids_;
};

struct WalkState {
    CameraPose pose;  // position is the eye; pose.position.y - ground = kWalkEyeHeight on the ground
    double verticalSpeed = 0;  // units a second, up positive
    bool onGround = false;
};

// The state after walking for `elapsedMs` milliseconds (capped at 200; negative counts as 0)
// with the keys `input` over ground at `groundHeight`: the body moves along the yaw heading and
// strafes, stopped and slid by `obstacles`; gravity pulls the eye down to groundHeight +
// kWalkEyeHeight, integrated exactly within the frame, and the landing holds it there (a long
// frame lands on the ground, never below it). Pitch is clamped to +-89 degrees.
WalkState walked(const WalkState& state, const WalkInput& input, double elapsedMs, const Obstacles& obstacles,
                 double groundHeight = 0);

// Where walking starts from the fly camera's pose: the same x, z and yaw, pitch level, at the
// fly camera's height (the walker falls from there); if that spot is inside a building, the
// nearest free point instead.
WalkState startWalking(const CameraPose& flyPose, const Obstacles& obstacles);

} // namespace engine
