#include "zsystem/Zterrain.hpp"

#include <cmath>

namespace zs {

City growZterrain() {
    City scene;
    auto& boxes = scene.boxes;
    boxes.reserve(3 + 41 * 41);

    // "Plot axes": the commented-out loop around them would put a set every 25 units.
    const int i = 0, j = 0, k = 0;
    boxes.push_back(Box{i * 25.0 - 10, j * 25.0 - 1, k * 25.0 - 1, i * 25.0 + 10, j * 25.0 + 1, k * 25.0 + 1, 1, 0, 0, Material::axisBar});
    boxes.push_back(Box{i * 25.0 - 1, j * 25.0 - 10, k * 25.0 - 1, i * 25.0 + 1, j * 25.0 + 10, k * 25.0 + 1, 0, 1, 0, Material::axisBar});
    boxes.push_back(Box{i * 25.0 - 1, j * 25.0 - 1, k * 25.0 - 10, i * 25.0 + 1, j * 25.0 + 1, k * 25.0 + 10, 0, 0, 1, Material::axisBar});

    // "Draw terrain": floats as in the listing (float d, x1, z1).
    for (int gi = -kZterrainHalfWidth; gi <= kZterrainHalfWidth; gi++) {
        for (int gj = -kZterrainHalfWidth; gj <= kZterrainHalfWidth; gj++) {
            const float d = static_cast<float>(2 * std::sqrt(static_cast<double>(gi * gi + gj * gj)));
            const float x1 = static_cast<float>(gi * static_cast<double>(d));
            const float z1 = static_cast<float>(gj * static_cast<double>(d));
            // Cube(x1-1, z1-1, -1, x1+1, z1+1, 1, 1, 1, 0): the loop's z goes into y.
            boxes.push_back(Box{x1 - 1.0, z1 - 1.0, -1, x1 + 1.0, z1 + 1.0, 1, 1, 1, 0, Material::terrainCube});
        }
    }
    return scene;
}

} // namespace zs
