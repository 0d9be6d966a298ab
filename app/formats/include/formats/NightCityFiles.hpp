// app::pixelCityDump and app::pixelCityPlanSvg — Pixel City as text: every piece the generator
// made, one line each, and the plan from above.
//
// The dump is the city's fingerprint: two builds or two compilers agree on a seed exactly when
// their dumps are byte-identical (numbers as the shortest text that reads back the same float).
// The plan draws the streets (avenues bolder), the hot zone, the edge band and each building's
// footprint coloured by its kind, x to the right and z down the page, one SVG unit a cell.
// Pure text; no files, no GL.
#pragma once

#include "formats/TexturedMeshFiles.hpp"

#include "engine/Image.hpp"
#include "engine/NightMesh.hpp"
#include "zsystem/PixelCity.hpp"

#include <string>
#include <vector>

namespace app {

std::string pixelCityDump(const zs::pixelcity::PixelCity& city);
std::string pixelCityPlanSvg(const zs::pixelcity::PixelCity& city);
// One line a window sheet: its index and the FNV-1a 64-bit hash of its pixels, so the dump also
// pins the textures without holding 9 MB of them.
std::string windowSheetsDump(const std::vector<zs::pixelcity::WindowSheet>& sheets);

// The baked city's opaque pieces for --export: a part a window sheet (tinted by the vertex
// colours, the lit windows emissive), one for the logos (their letters' coverage as alpha) and
// one for everything of one colour (black caps and lids, lit trim). The glows (street lights,
// roof lights, cars) are drawn by the shader from nothing, so they are not exported.
TexturedMesh nightTexturedMesh(const engine::NightMesh& mesh, const std::vector<zs::pixelcity::WindowSheet>& sheets,
                               const engine::Image& logos);

} // namespace app
