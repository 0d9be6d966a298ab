// The night worlds: their tiles, their bounds, and what a cached list of their pieces weighs.
#include "zsystem/NightWorld.hpp"

#include "zsystem/Grid.hpp"

#include <algorithm>
#include <cmath>

namespace zs {
namespace {

// Round a building: its pieces stay within a unit or two of its plot (ledges, the lid's rim),
// and below its height plus the roof's slabs, antenna and signs.
constexpr double kPlotMargin = 2;
constexpr double kRoofAbove = 60;

// The nights' lattice: tile (i, j) is the city square [1024i, 1024(i+1)) x [1024j, 1024(j+1)).
Lattice nightLattice() {
    Lattice lattice;
    lattice.size = kNightTileSize;
    return lattice;
}

// A tile's city object: its origin (inherited by every building) is where the lattice puts it.
NightObject tile(NightObject::Function function, std::uint32_t base, std::int64_t i, std::int64_t j) {
    const Lattice lattice = nightLattice();
    NightParams params;
    params.originX = lattice.tileX1(i);
    params.originZ = lattice.tileZ1(j);
    return NightObject{function, gridCitySeed(base, i, j), params};
}

Bounds nightBounds(const NightObject& object) {
    const NightParams& p = object.params;
    if (object.function == &pixelCityFunction || object.function == &reduxCityFunction) {
        const double side = object.function == &pixelCityFunction ? p.citySize : kNightTileSize;
        return Bounds{p.originX, 0, p.originZ, p.originX + side, kTallestNightCity, p.originZ + side};
    }
    double x1 = 0, z1 = 0, x2 = 0, z2 = 0;
    if (object.function == &reduxBuildingFunction) {
        const std::vector<redux::Vec2> corners = p.site.corners();
        x1 = x2 = corners[0].x;
        z1 = z2 = corners[0].z;
        for (const redux::Vec2& c : corners) {
            x1 = std::min(x1, c.x), x2 = std::max(x2, c.x);
            z1 = std::min(z1, c.z), z2 = std::max(z2, c.z);
        }
    } else {
        const pixelcity::Footprint& f = p.building.footprint;
        x1 = f.x, z1 = f.z, x2 = f.x + f.width, z2 = f.z + f.depth;
    }
    return Bounds{p.originX + x1 - kPlotMargin, 0, p.originZ + z1 - kPlotMargin, p.originX + x2 + kPlotMargin,
                  p.building.height + kRoofAbove, p.originZ + z2 + kPlotMargin};
}

NightWorld nightWorld(NightObject::Function cityFunction, std::uint32_t base) {
    NightWorld world;
    world.lattice = nightLattice();
    world.universe = [cityFunction, base](std::int64_t i, std::int64_t j) { return tile(cityFunction, base, i, j); };
    world.bounds = nightBounds;
    world.primitiveBytes = nightPartsBytes;
    return world;
}

template <typename T>
std::size_t bytesOf(const std::vector<T>& v) {
    return v.capacity() * sizeof(T);
}

} // namespace

NightObject pixelCityObject(std::uint32_t base, std::int64_t i, std::int64_t j) {
    return tile(&pixelCityFunction, base, i, j);
}
NightObject reduxCityObject(std::uint32_t base, std::int64_t i, std::int64_t j) {
    return tile(&reduxCityFunction, base, i, j);
}

NightWorld pixelCityWorld(std::uint32_t base) { return nightWorld(&pixelCityFunction, base); }
NightWorld reduxWorld(std::uint32_t base) { return nightWorld(&reduxCityFunction, base); }

std::size_t nightPartsBytes(const NightParts& parts) {
    const pixelcity::PixelCity& c = parts.city;
    std::size_t bytes = sizeof(NightParts) + bytesOf(c.plan.cells) + bytesOf(c.buildings) + bytesOf(c.walls) +
                        bytesOf(c.solids) + bytesOf(c.lids) + bytesOf(c.lights) + bytesOf(c.streetLights) +
                        bytesOf(c.logos) + bytesOf(c.prisms) + bytesOf(c.ground);
    for (const pixelcity::Lid& lid : c.lids) bytes += bytesOf(lid.outline);
    for (const pixelcity::Prism& prism : c.prisms) bytes += bytesOf(prism.outline);
    for (const pixelcity::GroundPatch& patch : c.ground) bytes += bytesOf(patch.outline);
    const redux::Plan& plan = parts.reduxPlan;
    bytes += bytesOf(plan.streets) + bytesOf(plan.markers) + bytesOf(plan.blocks) + bytesOf(plan.sites) +
             bytesOf(plan.furniture);
    for (const redux::Block& block : plan.blocks) bytes += bytesOf(block.outline);
    return bytes;
}

} // namespace zs
