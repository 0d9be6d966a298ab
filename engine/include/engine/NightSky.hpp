// engine::bakeNightSky — Pixel City's sky band: a 512 x 512 picture wrapped on a 24-sided
// cylinder around the eye, from the horizon up to kSkyBandDegrees, with black sky above.
//
// It holds a horizon glow (the bloom colour desaturated to a fifth, fading to black upward), a
// faux skyline of dark blocks along the horizon and about 240 dark clouds with faint cores of
// the bloom colour. Rows run from v = 0 upward as OpenGL uploads them, like the window sheets
// and unlike a frame read back: row 0 sits on the horizon and the last rows, the band's top
// edge, are pure black (0, 0, 0), so the seam with the black sky above never shows. Columns
// wrap: the last one continues into the first, as GL_REPEAT draws it around the cylinder.
// Pure CPU work: never touches the graphics API, never reads the clock; the same seed and
// colour give the same bytes.
#pragma once

#include "engine/Image.hpp"
#include "zsystem/PixelCity.hpp"

#include <cstdint>

namespace engine {

constexpr double kSkyBandDegrees = 16;  // the original's cylinder: 1/3.5 of its radius high, atan(1/3.5)
constexpr int kSkyPixels = 512;         // the picture's side
// How many times the picture goes round the eye (shaders/sky.vert draws u from 0 to 2, so its
// pixels are less stretched than once round): 512 pixels span 180 degrees across but only 16
// up, so the clouds are drawn narrow in pixels to look wide and flat on the cylinder.
constexpr int kSkyRepeatsAround = 2;
// Rows at the top (the band's last 2 degrees) that are always pure black.
constexpr int kSkyBlackTopRows = 64;

Image bakeNightSky(std::uint32_t seed, zs::pixelcity::Rgb bloomColour);

} // namespace engine
