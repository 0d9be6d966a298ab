// engine::CameraPose and the fly camera's maths, as the originals' GameMain and WndProc did them.
//
// Angles are in degrees, turned by mouse pixels at 0.2 degrees each. Flying moves along the
// view direction, (-sin yaw cos pitch, sin pitch, -cos yaw cos pitch), at 0.03 units per
// millisecond (the originals' 30 units a second), with each frame's time step capped at 200 ms.
// The view matrix is the original's glRotatef(-pitch, x), glRotatef(-yaw, y),
// glTranslatef(-position); the projection is gluPerspective(60, aspect, 1, 30000), or through
// another Lens (Pixel City's, or --fov's).
// Pure maths on values: never touches the graphics API or the input devices.
#pragma once

#include <glm/glm.hpp>

namespace engine {

constexpr double kDegreesPerPixel = 0.2;
constexpr double kUnitsPerMillisecond = 0.03;  // "0.03 units per millisecond, 30 units a second"
constexpr double kMaxStepMilliseconds = 200;   // a slow or first frame moves at most 6 units
constexpr double kFieldOfViewDegrees = 60;
constexpr double kNearPlane = 1;
constexpr double kFarPlane = 30000;

// The field of view a projection is made with: `degrees` tall, or (acrossAspect) `degrees`
// divided by the aspect when the view is wider than tall. The second is Pixel City's (2009)
// gluPerspective(60 / aspect): 33.75 degrees tall at 16:9, so at one pose everything there
// stands 1.9 times larger than through the other originals' 60.
struct Lens {
    double degrees = kFieldOfViewDegrees;
    bool acrossAspect = false;
    double verticalDegrees(double aspect) const { return acrossAspect && aspect > 1 ? degrees / aspect : degrees; }
};
constexpr Lens kPixelCityLens{60, true};
constexpr double kLeastFieldOfView = 10, kMostFieldOfView = 120;  // what --fov takes

struct CameraPose {
    glm::dvec3 position{0, 200, 0};
    double yawDegrees = 20;     // r1 = 20/0.2
    double pitchDegrees = -50;  // r2 = -50/0.2
};

// How vertical mouse motion tilts the view: the procedural city block tilts up when the mouse
// moves down, like an aircraft's stick (r2 -= (midy - y)); ZSystem t2 and zterrain the other
// way (r2 += (midy - y)).
enum class PitchSense { mouseDownTiltsUp, mouseDownTiltsDown };

// Which way the buttons push the camera: left held forwards, right held backwards, neither still.
enum class Thrust { still = 0, forwards = 1, backwards = -1 };

glm::dvec3 flightDirection(const CameraPose& pose);

// The pose after the mouse moved by (dx, dy) pixels, screen y growing downwards. Moving the
// mouse right turns right. The original let the pitch run on past straight up, turning the
// picture over; here it stops at +-89 degrees (kMaxPitchDegrees), the guard rail every person
// wants, and a pose already past it (a --camera, say) is brought back within it.
constexpr double kMaxPitchDegrees = 89;
CameraPose turned(const CameraPose& pose, double dxPixels, double dyPixels, PitchSense sense);

// The keys held for keyboard flight, besides the originals' mouse: forwards and back along the
// view, sideways along the ground, straight up and down; `fast` is Shift.
struct FlyKeys {
    bool forward = false, back = false, left = false, right = false, up = false, down = false, fast = false;
};
constexpr double kFastKeysFactor = 4;  // Shift: 120 units a second, a city block in a blink

// The pose after flying with the keys for `elapsedMs` milliseconds (capped at 200; negative
// counts as 0) at the originals' 0.03 units per millisecond times `speedScale`; diagonal moves are
// no faster than straight ones.
CameraPose keyFlown(const CameraPose& pose, const FlyKeys& keys, double elapsedMs, double speedScale = 1);

// The pose with its eye no lower than `floorY`: the city scenes' floor, so a dive stops at the
// ground instead of going on into the black beneath it.
CameraPose aboveFloor(const CameraPose& pose, double floorY);

// The pose after flying for `elapsedMs` milliseconds (capped at 200; negative counts as 0).
CameraPose flown(const CameraPose& pose, Thrust thrust, double elapsedMs, double speedScale = 1);

// World to eye, and eye to clip. `aspect` is width / height; a zero-sized view gives 1.
glm::dmat4 viewMatrix(const CameraPose& pose);
glm::dmat4 viewRotation(const CameraPose& pose);  // without the translation
glm::dmat4 projectionMatrix(int width, int height, double nearPlane = kNearPlane, const Lens& lens = {});
// The vertical field of view, in degrees, of a view `width` x `height` through `lens`.
double verticalFieldOfView(const Lens& lens, int width, int height);
// An orthographic projection `unitsAcross` wide (for plan views), near 1, far 30,000.
glm::dmat4 orthographicMatrix(double unitsAcross, int width, int height);

} // namespace engine
