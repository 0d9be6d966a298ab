// For the traffic tests: the plan's lane flag a car's direction of travel needs.
#pragma once

#include "zsystem/PixelCity.hpp"

#include <glm/glm.hpp>

#include <cstdint>

inline std::uint8_t laneFlagFor(const glm::dvec3& direction) {
    namespace zp = zs::pixelcity;
    if (direction == glm::dvec3(0, 0, -1)) return zp::kLaneNorth;
    if (direction == glm::dvec3(0, 0, 1)) return zp::kLaneSouth;
    if (direction == glm::dvec3(1, 0, 0)) return zp::kLaneEast;
    if (direction == glm::dvec3(-1, 0, 0)) return zp::kLaneWest;
    return 0;
}
