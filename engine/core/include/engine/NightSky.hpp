// engine::bakeNightSky — Pixel City's sky band: a picture wrapped once round a 24-sided cylinder
// around the eye, from the horizon up to kSkyBandDegrees, with black sky above.
//
// It holds a horizon glow (the bloom colour desaturated to a fifth, fading to black upward), a
// faux skyline of black blocks standing on the horizon, and about 240 dark cloud streaks with
// faint cores of the bloom colour. Rows run from v = 0 upward as OpenGL uploads them, like the
// window sheets and unlike a frame read back: row 0 sits on the horizon and the last rows, the
// band's top edge, are pure black (0, 0, 0), so the seam with the black sky above never shows.
// Columns wrap: the last one continues into the first, as GL_REPEAT draws it around the cylinder.
// Pure CPU work: never touches the graphics API, never reads the clock; the same seed and
// colour give the same bytes.
#pragma once

#include "engine/Image.hpp"
#include "zsystem/PixelCity.hpp"

#include <cstdint>

namespace engine {

constexpr double kSkyBandDegrees = 16;  // the original's cylinder: 1/3.5 of its radius high, atan(1/3.5)
// The picture's size. The original's was 512 x 512, but drawn round the eye that stretches each
// pixel 11 times wider than tall, and mipmapping, which filters by the longer side, then smeared
// its skyline into the glow. 2048 x 256 once round keeps a pixel near square on the screen
// (5.7 across and 16 up to the degree) for the same memory.
constexpr int kSkyWidth = 2048;
constexpr int kSkyHeight = 256;
constexpr double kSkyPixelsPerDegreeAcross = kSkyWidth / 360.0;
constexpr double kSkyPixelsPerDegreeUp = kSkyHeight / kSkyBandDegrees;
// Rows at the top (the band's last 2 degrees) that are always pure black.
constexpr int kSkyBlackTopRows = kSkyHeight / 8;

Image bakeNightSky(std::uint32_t seed, zs::pixelcity::Rgb bloomColour);

// How far the band's foot lies below eye level, as the tangent of its angle: in the original's
// look its cylinder is lowered by a hundredth of the eye's height, which put the foot 6.8 degrees
// down at its overview's 130 up; the modern look's stands on the horizon (0).
constexpr double kSkyDropPerUnitHeight = 0.11924 / 130;  // tan(6.8 degrees) at 130 up
inline double skyBandFootDrop(bool modernLook, double eyeHeight) {
    return modernLook ? 0 : (eyeHeight > 0 ? eyeHeight : 0) * kSkyDropPerUnitHeight;
}

} // namespace engine
