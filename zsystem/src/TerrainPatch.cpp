#include "zsystem/TerrainPatch.hpp"

#include <cmath>

namespace zs {

int TerrainPatch::centreOn(double x, double z) {
    const auto newOriginX = static_cast<std::int64_t>(std::floor(x)) - kSquares / 2;
    const auto newOriginZ = static_cast<std::int64_t>(std::floor(z)) - kSquares / 2;
    if (!heights_.empty() && newOriginX == originX_ && newOriginZ == originZ_) return 0;

    std::vector<float> next(static_cast<std::size_t>(kCorners) * kCorners);
    int computed = 0;
    for (int j = 0; j < kCorners; j++) {
        for (int i = 0; i < kCorners; i++) {
            // Where this corner was in the old patch, if it was there at all.
            const std::int64_t oldI = newOriginX + i - originX_;
            const std::int64_t oldJ = newOriginZ + j - originZ_;
            float& h = next[static_cast<std::size_t>(j * kCorners + i)];
            if (!heights_.empty() && oldI >= 0 && oldI < kCorners && oldJ >= 0 && oldJ < kCorners) {
                h = heights_[static_cast<std::size_t>(oldJ * kCorners + oldI)];
            } else {
                h = terrainHeight(static_cast<float>(newOriginX + i), static_cast<float>(newOriginZ + j), mode_);
                computed++;
            }
        }
    }
    heights_.swap(next);
    originX_ = newOriginX;
    originZ_ = newOriginZ;
    return computed;
}

} // namespace zs
