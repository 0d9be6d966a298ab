// app::NightCity — everything a night scene (Pixel City, or Redux on its sites) is made of
// before the GPU sees it: the city grown from the seed, its nine window sheets, the sky band,
// the logo sheet and the baked mesh, with what each part cost. growNightCity is the whole
// start-up of the scene on the CPU, and what the benchmark times: the sheets on a second thread
// beside the city (natively), the rest on the caller's.
// Pure CPU work on values: no GL, no windows, no files.
#pragma once

#include "engine/Frame.hpp"
#include "engine/Image.hpp"
#include "engine/NightMesh.hpp"
#include "scene/SceneSettings.hpp"
#include "scene/Scenes.hpp"  // Kind: which of the two night kinds
#include "zsystem/PixelCity.hpp"
#include "zsystem/Redux.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace app {

struct NightCityTimes {
    double planMs = 0;  // Redux: streets, markers, blocks, sites (Pixel City's plan is in cityMs)
    double cityMs = 0, sheetsMs = 0, skyMs = 0, logosMs = 0, bakeMs = 0;
    // The CPU time of all the parts; the wait is shorter, the sheets growing beside the city.
    double totalMs() const { return planMs + cityMs + sheetsMs + skyMs + logosMs + bakeMs; }
};

struct NightCity {
    std::optional<zs::redux::Plan> reduxPlan;  // Redux's streets, markers, blocks and sites
    zs::pixelcity::PixelCity city;
    std::vector<zs::pixelcity::WindowSheet> sheets;
    zs::pixelcity::SheetRules sheetRules = zs::pixelcity::SheetRules::original;  // whose the sheets are
    engine::Image sky, logos;
    engine::NightMesh mesh;
    NightCityTimes times;
};

// The scene's city: its seed, its sign text and (Pixel City's) size. With a sign text, the
// city's first sign (its first skyscraper's) reads it: the text takes the sheet's first word, and
// that sign is turned to it. Nothing else of the city changes.
NightCity growNightCity(const SceneSettings& scene, Kind kind);  // Kind::pixelCity or Kind::redux
// The same with the window sheets of `rules` (sheetRulesFor the look it will first be seen in), so
// a view that starts in the other look grows its sheets once.
NightCity growNightCity(const SceneSettings& scene, Kind kind, zs::pixelcity::SheetRules rules);
// The seed's own city at the original's size, with the seed's own signs.
NightCity growNightCity(std::uint32_t seed, Kind kind = Kind::pixelCity);

// Whose window sheets a night kind wears in a look: Pixel City's original look the original's,
// its modern look and the day ours (cleaner), Redux ours whatever the look. A city grows its
// sheets for the look it starts in (its kind's default, a NightStyle{}, unless told); a view
// grows them again when the look wants the other rules (views/WornSheets.hpp: a keypress, about
// 10 ms and the upload).
zs::pixelcity::SheetRules sheetRulesFor(Kind kind, const engine::NightStyle& style);

// The words on the city's signs, in the logo sheet's order: the seed's 16 names, the first
// given up to `signText` when there is one.
std::vector<std::string> logoWords(std::uint32_t seed, const std::string& signText = {});

// The longest sign text: the seed's own names keep within 14 characters, so a sign's letters
// keep their size.
constexpr std::size_t kMostSignCharacters = 14;
// Does `text` fit a sign: 1 to 14 characters the signs' font draws (letters, digits, space, & - .)?
bool signTextFits(std::string_view text);

// "Pixel City: 1523 buildings, 25 skyscrapers, 48211 walls" — --stats and the window title.
std::string pixelCityTitle(const zs::pixelcity::PixelCity& city);
// "Redux: 120 streets, 900 blocks, 6000 sites, 5900 buildings".
std::string reduxTitle(const NightCity& night);

} // namespace app
