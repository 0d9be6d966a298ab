// zs::Variant — which of the seeds' test programs the generator follows.
//
// tidied: the procedural city block (213 buildings, 656 cubes from 0xA749F86C).
// t2:     ZSystem t2, whose BuildingCube drew an extra seed for each building's main box
//         (216 buildings, 597 cubes from the same seed).
// Pure names and parsing; no I/O.
#pragma once

#include <optional>
#include <string_view>

namespace zs {

enum class Variant { tidied, t2 };

constexpr std::string_view variantName(Variant v) noexcept {
    return v == Variant::t2 ? "t2" : "tidied";
}

inline std::optional<Variant> parseVariant(std::string_view name) noexcept {
    if (name == "tidied") return Variant::tidied;
    if (name == "t2") return Variant::t2;
    return std::nullopt;
}

} // namespace zs
