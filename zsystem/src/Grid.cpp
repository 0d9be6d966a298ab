#include "zsystem/Grid.hpp"

namespace zs {

City growGrid(std::uint32_t base, int side, Variant variant) {
    City grid;
    forEachGridCity(side, [&](int i, int j) {
        grid.buildings += appendCity(gridCitySeed(base, i, j), gridCityArea(i, j), variant, grid.boxes);
    });
    return grid;
}

} // namespace zs
