#include "CityScene.hpp"

#include "zsystem/Grid.hpp"

#include <chrono>

namespace app {
namespace {
double millisecondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}
} // namespace

CityScene bakeCityScene(std::uint32_t seed, zs::Variant variant, int grid) {
    CityScene scene;
    const auto start = std::chrono::steady_clock::now();
    const zs::City city = zs::growGrid(seed, grid, variant);
    scene.generateMs = millisecondsSince(start);
    scene.stats = CityStats{city.buildings, static_cast<std::int64_t>(city.boxes.size())};

    const auto bakeStart = std::chrono::steady_clock::now();
    scene.vertices = engine::bakeBoxes(city.boxes);
    scene.bakeMs = millisecondsSince(bakeStart);
    return scene;
}

} // namespace app
