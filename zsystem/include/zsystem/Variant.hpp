// zs::Variant — which of the original test programs the generator follows.
//
// tidied: the procedural city block (213 buildings, 656 cubes from 0xA749F86C).
// t2:     ZSystem t2, whose BuildingCube drew an extra seed for each building's main box
//         (216 buildings, 597 cubes from the same seed).
// Pure names; no I/O. (The command line reads scenes, app's scene table, not variants.)
#pragma once

#include <string_view>

namespace zs {

enum class Variant { tidied, t2 };

constexpr std::string_view variantName(Variant v) noexcept {
    return v == Variant::t2 ? "t2" : "tidied";
}

} // namespace zs
