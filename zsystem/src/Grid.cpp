#include "zsystem/Grid.hpp"

namespace zs {

City growGrid(std::uint32_t base, int side, Variant variant) {
    City grid;
    // About 650 boxes a city; room for 768 avoids most of the copies a growing list makes.
    grid.boxes.reserve(static_cast<std::size_t>(side) * static_cast<std::size_t>(side) * 768);
    forEachGridCity(side, [&](int i, int j) {
        grid.buildings += appendCity(gridCitySeed(base, i, j), gridCityArea(i, j), variant, grid.boxes);
    });
    return grid;
}

} // namespace zs
