// app::Preset and the preset table — named settings in one word, as WebPixelCity offered them:
// looks, the colour crush, the field of view, the sky and the camera chosen together (`--preset
// cinema`, a page's `#preset=cinema`). A preset is applied under what the command line or the link
// says itself: --look, --palette, --fog, --fov, --sky and --camera-mode each win over the preset's.
// Pure values: no SDL, no GL.
#pragma once

#include "scene/Looks.hpp"
#include "scene/TableRows.hpp"

#include "engine/Palette.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace app {

struct PresetRow {
    std::string_view name;
    std::string_view help;
    std::string_view looks;  // --look's list over the defaults; "" for the defaults
    engine::Palette palette;
    double fieldOfView;      // --fov's degrees; 0 for the scene's own lens
    std::string_view sky;    // --sky's colour; "" for the look's own
    std::string_view camera; // --camera-mode's word ("automatic", "follow-behind"); "" leaves the camera be
    std::string_view time;   // --time's text ("now"); "" for always the night
};

using PresetRows = TableRows<PresetRow>;
PresetRows presetTable();

// The row named so, or nullptr.
const PresetRow* presetNamed(std::string_view name);

// What a preset sets: the looks (the defaults with its list over them), the palette, the lens.
struct PresetChoice {
    LookChoice looks;
    engine::Palette palette = engine::Palette::none;
};
PresetChoice presetChoice(const PresetRow& row);

// "original, modern, cinema, ...": the words --preset takes.
std::string presetNames();
// --preset's help: each preset and what it sets.
std::string presetHelp();

} // namespace app
