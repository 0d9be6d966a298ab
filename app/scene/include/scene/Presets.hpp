// app::PresetRow and the preset table — named settings in one word, as WebPixelCity offered them:
// looks, the colour crush, the field of view, the sky, the camera and the clock chosen together
// (`--preset cinema`, a page's `#preset=cinema`, the settings panel's first row). A preset is a
// list of the setting table's own name=value pairs (app/cli's SettingTable), read by the rows
// themselves, over kPresetBase: so a preset can only say what a setting can say, and in its words.
// Pure values: no SDL, no GL.
#pragma once

#include "scene/TableRows.hpp"

#include <string>
#include <string_view>

namespace app {

struct PresetRow {
    std::string_view name;
    std::string_view help;
    std::string_view settings;  // "look=modern&fov=90": the setting table's names and values
};

// What every preset says first, so one preset chosen after another leaves none of the first's
// looks, colours, lens or sky: the original's look, its colours, the scene's own lens, the look's own sky.
constexpr std::string_view kPresetBase = "look=default&palette=none&fov=0&sky=default";

using PresetRows = TableRows<PresetRow>;
PresetRows presetTable();

// The row named so, or nullptr.
const PresetRow* presetNamed(std::string_view name);

// "original, modern, cinema, ...": the words --preset takes.
std::string presetNames();
// --preset's help: each preset, what it is for and what it sets.
std::string presetHelp();

} // namespace app
