// The whole city: a depth-first walk of the object functions, from the city object down.
#include "zsystem/City.hpp"

#include "zsystem/CityObjects.hpp"

namespace zs {

int appendCity(std::uint32_t seed, const Rect& area, Variant variant, std::vector<Box>& boxes) {
    return appendSubtree(CityObject{&cityFunction, seed, CityParams{area, 0, 0, variant}}, boxes);
}

City growCity(std::uint32_t seed, const Rect& area, Variant variant) {
    City city;
    city.boxes.reserve(1024);
    city.buildings = appendCity(seed, area, variant, city.boxes);
    return city;
}

} // namespace zs
