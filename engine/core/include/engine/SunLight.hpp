// engine::sunViewProjection — the shadowed look's sun: the direction it shines from and the box
// round the eye its shadow map covers, as the matrix that takes a city point to the map's clip
// space (x, y across the map, z the depth the sun sees).
// Pure maths: never touches the graphics API.
#pragma once

#include "engine/NightMesh.hpp"

#include <glm/glm.hpp>

#include <vector>

namespace engine {

// Toward the sun: from the south-west (south is +z, west -x), 40 degrees up, so every street's
// two sides and every tower's two faces read differently, and a tower's shadow falls across the
// street to the north-east (cos 40 split between -x and +z; sin 40 up).
constexpr double kSunElevationDegrees = 40;
const glm::dvec3 kTowardSun{-0.541675, 0.642788, 0.541675};

// The shadow map's side, and half the square it covers: 640 units across, 0.625 unit a pixel,
// centred 200 ahead of the eye, so it reaches about where the day's haze ends (512 ahead). A
// square of 1,280 held a million vertices in the endless night: 230 ms a frame on llvmpipe.
constexpr int kShadowMapPixels = 1024;
constexpr double kShadowHalfWidth = 320;
constexpr double kShadowCentreAhead = 200;
// The centre moves in steps of this many units: the map is drawn again only when it steps (the
// sun and the buildings stand still), and a shadow's edge does not crawl as the eye moves.
constexpr double kShadowCentreStep = 64;

// The sun's view of the square round `centre` on the ground, orthographic, with depth from 3,000
// units up the sun's ray to as far below: towers, the ground and everything on it.
glm::dmat4 sunViewProjection(const glm::dvec3& centre, const glm::dvec3& towardSun = kTowardSun);

// Toward a sun `elevationDegrees` up and `azimuthDegrees` clockwise from north, in the city's
// axes (north is -z, as the fly camera's yaw 0 heads; east +x): a unit vector.
glm::dvec3 towardSunAt(double elevationDegrees, double azimuthDegrees);
// The square's centre for an eye at `position` looking along `yawDegrees`: on the ground, ahead,
// on the grid of kShadowCentreStep.
glm::dvec3 sunSquareCentre(const glm::dvec3& position, double yawDegrees);

// The cells of a tile (its origin in the city's units) that the sun's square sees some of: what
// the shadow map draws. A whole city of the endless night every frame cost llvmpipe 60 times the
// day's frame; the square holds a few hundred cells.
std::vector<int> cellsUnderSun(const std::vector<NightCell>& cells, const glm::dvec3& origin, const glm::dmat4& sun);

} // namespace engine
