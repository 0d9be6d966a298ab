#include "scene/NightCity.hpp"

#include "scene/Clock.hpp"

#include "engine/LogoSheet.hpp"
#include "engine/NightSky.hpp"
#include "zsystem/ReduxCity.hpp"

#include <algorithm>
#include <functional>
#include <future>
#include <system_error>
#include <utility>

namespace app {

std::vector<std::string> logoWords(std::uint32_t seed, const std::string& signText) {
    std::vector<std::string> words;
    for (int word = 0; word < zs::pixelcity::kLogoCount; word++) words.push_back(zs::pixelcity::logoText(seed, word));
    if (!signText.empty()) words.front() = signText;
    return words;
}

bool signTextFits(std::string_view text) {
    if (text.empty() || text.size() > kMostSignCharacters) return false;
    return std::all_of(text.begin(), text.end(), [](char c) { return c == ' ' || engine::logoGlyphExists(c); });
}

namespace {

// The window sheets and the logo sheet depend on the seed alone, not on the city.
struct SeedSheets {
    std::vector<zs::pixelcity::WindowSheet> windows;
    engine::Image logos;
    double windowsMs = 0, logosMs = 0;
};

SeedSheets growSeedSheets(std::uint32_t seed, const std::vector<std::string>& words, zs::pixelcity::SheetRules rules) {
    SeedSheets sheets;
    auto start = std::chrono::steady_clock::now();
    sheets.windows = zs::pixelcity::growWindowSheets(seed, rules);
    sheets.windowsMs = millisecondsSince(start);
    start = std::chrono::steady_clock::now();
    sheets.logos = engine::bakeLogoSheet(words);
    sheets.logosMs = millisecondsSince(start);
    return sheets;
}

// The sheets grow on a second thread beside the city: a fifth of the scene's CPU start-up, off
// the wait (issue 23). Not in a page: a browser starts a thread only once the page's own thread
// returns to it, so waiting there for one would wait for ever. A thread that cannot start (a
// process limit) leaves the work to this one.
// `words` must outlive the future's get().
std::future<SeedSheets> startSeedSheets(std::uint32_t seed, const std::vector<std::string>& words,
                                        zs::pixelcity::SheetRules rules) {
#ifndef __EMSCRIPTEN__
    try {
        return std::async(std::launch::async, growSeedSheets, seed, std::cref(words), rules);
    } catch (const std::system_error&) {
    }
#endif
    return std::async(std::launch::deferred, growSeedSheets, seed, std::cref(words), rules);
}

} // namespace

NightCity growNightCity(std::uint32_t seed, Kind kind) {
    SceneSettings scene;
    scene.seed = seed;
    return growNightCity(scene, kind);
}

NightCity growNightCity(const SceneSettings& scene, Kind kind) {
    return growNightCity(scene, kind, sheetRulesFor(kind, engine::NightStyle{}));  // the kind's default look
}

NightCity growNightCity(const SceneSettings& scene, Kind kind, zs::pixelcity::SheetRules rules) {
    const std::uint32_t seed = scene.seed;
    const std::string& signText = scene.signText;
    NightCity night;
    const std::vector<std::string> words = logoWords(seed, signText);  // the signs' sheet and their places
    night.sheetRules = rules;
    std::future<SeedSheets> sheets = startSeedSheets(seed, words, night.sheetRules);
    auto start = std::chrono::steady_clock::now();
    if (kind == Kind::redux) {
        night.reduxPlan = zs::redux::growPlan(seed);
        night.times.planMs = millisecondsSince(start);
        start = std::chrono::steady_clock::now();
        night.city = zs::redux::buildCity(*night.reduxPlan);
    } else {
        night.city = zs::pixelcity::growPixelCity(seed, scene.citySize);
    }
    night.times.cityMs = millisecondsSince(start);
    // Word 0 may be on no sign of this city (seed 2's): the first sign is turned to it, so the
    // text is always there to see, on the first skyscraper, in the middle of the city.
    if (!signText.empty() && !night.city.logos.empty()) night.city.logos.front().word = 0;

    start = std::chrono::steady_clock::now();
    night.sky = engine::bakeNightSky(seed, night.city.bloomColour);
    night.times.skyMs = millisecondsSince(start);

    start = std::chrono::steady_clock::now();
    const std::vector<engine::LogoPlace> places = engine::logoPlaces(words);
    night.mesh = engine::bakeNightMesh(night.city, places);
    night.times.bakeMs = millisecondsSince(start);

    SeedSheets grown = sheets.get();
    night.sheets = std::move(grown.windows);
    night.logos = std::move(grown.logos);
    night.times.sheetsMs = grown.windowsMs;
    night.times.logosMs = grown.logosMs;
    return night;
}

zs::pixelcity::SheetRules sheetRulesFor(Kind kind, const engine::NightStyle& style) {
    if (kind == Kind::redux || style.modern || style.day) return zs::pixelcity::SheetRules::zcity;
    return zs::pixelcity::SheetRules::original;
}

std::string pixelCityTitle(const zs::pixelcity::PixelCity& city) {
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
