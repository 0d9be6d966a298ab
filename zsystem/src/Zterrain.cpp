#include "zsystem/Zterrain.hpp"

#include <cmath>

namespace zs {

void zterrainSceneFunction(const ZterrainObject&, ZterrainEmitter& emit) {
    std::vector<Box>& boxes = emit.primitives();
    // "Plot axes": the commented-out loop around them would put a set every 25 units.
    const int i = 0, j = 0, k = 0;
    boxes.push_back(Box{i * 25.0 - 10, j * 25.0 - 1, k * 25.0 - 1, i * 25.0 + 10, j * 25.0 + 1, k * 25.0 + 1, 1, 0, 0, Material::axisBar});
    boxes.push_back(Box{i * 25.0 - 1, j * 25.0 - 10, k * 25.0 - 1, i * 25.0 + 1, j * 25.0 + 10, k * 25.0 + 1, 0, 1, 0, Material::axisBar});
    boxes.push_back(Box{i * 25.0 - 1, j * 25.0 - 1, k * 25.0 - 10, i * 25.0 + 1, j * 25.0 + 1, k * 25.0 + 10, 0, 0, 1, Material::axisBar});
    // "Draw terrain": a column for each i, in the loop's order.
    for (int gi = -kZterrainHalfWidth; gi <= kZterrainHalfWidth; gi++) {
        emit.child(&zterrainColumnFunction, 0, ZterrainParams{gi});
    }
}

void zterrainColumnFunction(const ZterrainObject& self, ZterrainEmitter& emit) {
    const int gi = self.params.column;
    for (int gj = -kZterrainHalfWidth; gj <= kZterrainHalfWidth; gj++) {
        // Floats as in the listing (float d, x1, z1).
        const float d = static_cast<float>(2 * std::sqrt(static_cast<double>(gi * gi + gj * gj)));
        const float x1 = static_cast<float>(gi * static_cast<double>(d));
        const float z1 = static_cast<float>(gj * static_cast<double>(d));
        // Cube(x1-1, z1-1, -1, x1+1, z1+1, 1, 1, 1, 0): the loop's z goes into y.
        emit.primitives().push_back(Box{x1 - 1.0, z1 - 1.0, -1, x1 + 1.0, z1 + 1.0, 1, 1, 1, 0, Material::terrainCube});
    }
}

World<ZterrainParams, std::vector<Box>> zterrainWorld() {
    World<ZterrainParams, std::vector<Box>> world;
    // One tile, wide enough for the wall (its cubes reach 20 * 2 * sqrt(800) = 1,132 out).
    world.lattice.size = 2400;
    world.lattice.x0 = world.lattice.z0 = -1200;
    world.lattice.i1 = world.lattice.i2 = world.lattice.j1 = world.lattice.j2 = 0;
    world.universe = [](std::int64_t, std::int64_t) { return ZterrainObject{&zterrainSceneFunction, 0, {}}; };
    world.bounds = [](const ZterrainObject&) { return Bounds{-1200, -1200, -11, 1200, 1200, 11}; };
    return world;
}

City growZterrain() {
    City scene;
    scene.boxes.reserve(3 + 41 * 41);
    appendSubtree(ZterrainObject{&zterrainSceneFunction, 0, {}}, scene.boxes);
    return scene;
}

} // namespace zs
