#include "view/NightCity.hpp"

#include "view/Clock.hpp"

#include "engine/LogoSheet.hpp"
#include "engine/NightSky.hpp"
#include "zsystem/ReduxCity.hpp"

namespace app {

std::vector<std::string> logoWords(std::uint32_t seed) {
    std::vector<std::string> words;
    for (int word = 0; word < zs::pixelcity::kLogoCount; word++) words.push_back(zs::pixelcity::logoText(seed, word));
    return words;
}

NightCity growNightCity(std::uint32_t seed, NightKind kind) {
    NightCity night;
    auto start = std::chrono::steady_clock::now();
    if (kind == NightKind::redux) {
        night.reduxPlan = zs::redux::growPlan(seed);
        night.times.planMs = millisecondsSince(start);
        start = std::chrono::steady_clock::now();
        night.city = zs::redux::buildCity(*night.reduxPlan);
    } else {
        night.city = zs::pixelcity::growPixelCity(seed);
    }
    night.times.cityMs = millisecondsSince(start);

    start = std::chrono::steady_clock::now();
    night.sheets = zs::pixelcity::growWindowSheets(seed);
    night.times.sheetsMs = millisecondsSince(start);

    start = std::chrono::steady_clock::now();
    night.sky = engine::bakeNightSky(seed, night.city.bloomColour);
    night.times.skyMs = millisecondsSince(start);

    start = std::chrono::steady_clock::now();
    const std::vector<std::string> words = logoWords(seed);
    night.logos = engine::bakeLogoSheet(words);
    const std::vector<engine::LogoPlace> places = engine::logoPlaces(words);
    night.times.logosMs = millisecondsSince(start);

    start = std::chrono::steady_clock::now();
    night.mesh = engine::bakeNightMesh(night.city, places);
    night.times.bakeMs = millisecondsSince(start);
    return night;
}

std::string nightCityTitle(const zs::pixelcity::PixelCity& city) {
    return "Pixel City: " + std::to_string(city.buildings.size()) + " buildings, " +
           std::to_string(city.skyscrapers()) + " skyscrapers, " + std::to_string(city.walls.size()) + " walls";
}

std::string reduxTitle(const NightCity& night) {
    const zs::redux::Plan& plan = *night.reduxPlan;
    std::size_t closed = 0;
    for (const zs::redux::Block& block : plan.blocks) closed += block.closed ? 1 : 0;
    return "Redux: " + std::to_string(plan.streets.size()) + " streets, " + std::to_string(closed) + " blocks, " +
           std::to_string(plan.sites.size()) + " sites, " + std::to_string(night.city.buildings.size()) + " buildings";
}

} // namespace app
