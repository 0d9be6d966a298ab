// app::NightCity — everything Pixel City's scene is made of before the GPU sees it: the city
// grown from the seed, its nine window sheets, the sky band, the logo sheet and the baked mesh,
// with what each part cost. growNightCity is the whole start-up of the scene on the CPU, one
// core, and what the benchmark times.
// Pure CPU work on values: no GL, no windows, no files.
#pragma once

#include "engine/Image.hpp"
#include "engine/NightMesh.hpp"
#include "zsystem/PixelCity.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace app {

struct NightCityTimes {
    double cityMs = 0, sheetsMs = 0, skyMs = 0, logosMs = 0, bakeMs = 0;
    double totalMs() const { return cityMs + sheetsMs + skyMs + logosMs + bakeMs; }
};

struct NightCity {
    zs::pixelcity::PixelCity city;
    std::vector<zs::pixelcity::WindowSheet> sheets;
    engine::Image sky, logos;
    engine::NightMesh mesh;
    NightCityTimes times;
};

NightCity growNightCity(std::uint32_t seed);

// The words on the city's signs, in the logo sheet's order.
std::vector<std::string> logoWords(std::uint32_t seed);

// "Pixel City: 1523 buildings, 25 skyscrapers, 48211 walls" — --stats and the window title.
std::string nightCityTitle(const zs::pixelcity::PixelCity& city);

} // namespace app
