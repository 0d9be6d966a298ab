// zs::redux::buildCity — Pixel City's buildings raised on Redux's sites, turned to face their
// street, with the ground at their feet: streets, sidewalks and lots, and the placeholders for
// street furniture. The result is a zs::pixelcity::PixelCity, so the night renderer, the dump
// and the exports take it as they take Pixel City.
//
// Each site gets a building of Pixel City's kinds, fitted to it (the fancy kinds where the site
// is big enough, simple boxes elsewhere), taller towards the city's middle; buildBuilding makes
// its pieces around a footprint at the origin from the building's own seed, and they are turned
// and moved onto the site. Boxes cannot turn, so each becomes a Prism of its colour.
// Pure data: no GL, no I/O; the same plan gives the same bits on every compiler.
#pragma once

#include "zsystem/PixelCity.hpp"
#include "zsystem/Redux.hpp"

namespace zs::redux {

pixelcity::PixelCity buildCity(const Plan& plan);

// Redux's bloom colour: any hue, saturation 0.5 to 0.95, lightness 0.75 (two draws).
pixelcity::Rgb drawBloomColour(Rand& rand);

} // namespace zs::redux
