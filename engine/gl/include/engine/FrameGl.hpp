// engine::beginFrame, drawDaySky and dimFrame — the GL half of engine::Frame: a frame begun
// (viewport, the originals' state, cleared to its style's colour), the day sky under a scene, and
// the screensaver's fade over one. Each needs a current OpenGL 3.3 core or ES 3.0 context; the
// frame's maths and values are engine/Frame.hpp's.
#pragma once

#include "engine/FlyCamera.hpp"
#include "engine/Frame.hpp"

#include <glm/glm.hpp>

#include <optional>

namespace engine {

class Programs;

// Viewport, depth test on, no blending, no face culling (the originals' culling lines are
// commented out), cleared to the style's colour. Call once a frame, before any renderer draws.
void beginFrame(const Frame& frame);

// The day sky, seen from `pose`, deepening below the horizon to `ground`, in every pixel the
// scene left empty: call after the scene's opaque draws (it is drawn on the far plane with the
// depth test, so covered pixels cost nothing). Where the day scenes' fog is on, the views draw it behind
// their fog.
void drawDaySky(const Programs& programs, const Frame& frame, const CameraPose& pose,
                const glm::vec3& ground = kSkyGround);

// The share of the frame's pixels something was drawn in (its depth nearer than the far plane),
// read back from the bound framebuffer's depth: a measure for the tests (zcity --flight), which
// waits for the GPU. Needs OpenGL 3.3 core; nullopt where the context cannot read depth (ES 3.0).
std::optional<double> coveredShare(const Frame& frame);

// Darkens everything drawn so far to `brightness` (1 leaves it, 0 is black): the screensaver's
// fade between cities. Draws over the frame; call after the views have drawn.
void dimFrame(const Programs& programs, const Frame& frame, float brightness);

} // namespace engine
