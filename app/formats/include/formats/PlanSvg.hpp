// app::planSvg — the seed tree drawn from above as SVG: how each suburb was cut, the blocks it
// ended in, and the buildings' footprints, like the seed's drawing of how a suburb is cut.
// x to the right and z down the page, one SVG unit per city unit. Pure text; no files.
#pragma once

#include "zsystem/Variant.hpp"

#include <cstdint>
#include <string>

namespace app {

std::string planSvg(std::uint32_t seed, zs::Variant variant, int grid);

} // namespace app
