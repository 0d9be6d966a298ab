#include "scene/Presets.hpp"

#include <iterator>

namespace app {
namespace {

// The looks a fan of WebPixelCity reached for, each in a word. Each list is read by the setting
// table's rows over kPresetBase (a unit test reads every one), so a preset can only be what the
// looks, the palette, --fov, --sky, --camera-mode and --time can already be.
constexpr PresetRow kPresets[] = {
    {"original", "Pixel City as the 2009 program looked: its lens, dotted trim, soft glows, light bloom", ""},
    {"modern", "zcity's crisper night: a 60-degree lens, trim lines, lane-wide lamps", "look=modern"},
    {"cinema", "the original's look in its letterbox, the middle two thirds", "look=letterbox"},
    {"wide", "the modern look through a 90-degree lens", "look=modern&fov=90"},
    {"telephoto", "a 20-degree lens: towers stacked against each other", "fov=20"},
    {"day", "Pixel City by day: blue sky, concrete and glass, the modern look's lens", "look=day,modern"},
    {"sunlit", "Pixel City by day with the sun's shadows, through the modern look's lens", "look=shadowed,modern"},
    {"clear", "no fog and no bloom: every window to the city's edge, crisp", "look=no-fog,no-bloom"},
    {"blueprint", "flat walls under the wireframe, no bloom", "look=flat,wireframe,no-bloom"},
    {"dusk", "the original's look under a violet dusk: the city's lights against the last of the day", "sky=dusk"},
    {"tour", "the original's look and its automatic camera: eight moves round the city, 15 s each", "camera-mode=automatic"},
    {"chase", "the modern look, riding behind a car through the streets (then the rest of its cycle)",
     "look=modern&camera-mode=follow-behind"},
    {"ega", "the original's look in EGA's 16 colours, dithered", "palette=ega"},
    {"cga", "the modern look in CGA's 4 colours, dithered, no bloom", "look=modern,no-bloom&palette=cga"},
    {"evening", "the night cities as the sky outside: by day, at dusk and by night with the clock where you are", "time=now"},
};

} // namespace

PresetRows presetTable() { return PresetRows{std::begin(kPresets), std::end(kPresets)}; }

const PresetRow* presetNamed(std::string_view name) {
    for (const PresetRow& row : kPresets) {
        if (row.name == name) return &row;
    }
    return nullptr;
}

std::string presetNames() { return namesOf(presetTable()); }

std::string presetHelp() {
    std::string text = "Looks, colours, lens, sky and camera in one word (what the command line says itself still wins):";
    for (const PresetRow& row : kPresets) {
        text += "\n  " + std::string(row.name) + ": " + std::string(row.help);
        if (!row.settings.empty()) text += " (" + std::string(row.settings) + ")";
    }
    return text;
}

} // namespace app
