// Grows the originals' default city with the installed zsystem and prints the originals' title line.
#include <zsystem/City.hpp>

#include <cstdio>

int main() {
    const zs::City city = zs::growCity(0xA749F86C, zs::Rect{-250, -250, 250, 250}, zs::Variant::tidied);
    std::printf("City: %d buildings, %zu cubes\n", city.buildings, city.boxes.size());
    return 0;
}
