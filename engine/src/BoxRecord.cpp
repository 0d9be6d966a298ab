#include "engine/BoxRecord.hpp"

#include <algorithm>
#include <cmath>

namespace engine {
namespace {

std::uint16_t channel(double value) {
    return static_cast<std::uint16_t>(std::lround(std::clamp(value, 0.0, 1.0) * 65535.0));
}

} // namespace

void bakeBoxRecords(const std::vector<zs::Box>& boxes, double originX, double originZ, std::uint16_t slot,
                    std::vector<BoxRecord>& out) {
    out.reserve(out.size() + boxes.size());
    for (const zs::Box& b : boxes) {
        out.push_back(BoxRecord{static_cast<float>(b.x1 - originX), static_cast<float>(b.y1),
                                static_cast<float>(b.z1 - originZ), static_cast<float>(b.x2 - originX),
                                static_cast<float>(b.y2), static_cast<float>(b.z2 - originZ), channel(b.r),
                                channel(b.g), channel(b.b), slot});
    }
}

} // namespace engine
