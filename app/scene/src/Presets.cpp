#include "scene/Presets.hpp"

#include <iterator>

namespace app {
namespace {

// The looks a fan of WebPixelCity reached for, each in a word. The lists are --look's, so a
// preset can only be what the looks, the palette, --fov, --sky, --camera-mode and --time can
// already be.
constexpr PresetRow kPresets[] = {
    {"original", "Pixel City as the 2009 program looked: its lens, dotted trim, soft glows, light bloom", "",
     engine::Palette::none, 0, "", "", ""},
    {"modern", "zcity's crisper night: a 60-degree lens, trim lines, lane-wide lamps", "modern", engine::Palette::none, 0, "", "", ""},
    {"cinema", "the original's look in its letterbox, the middle two thirds", "letterbox", engine::Palette::none, 0, "", "", ""},
    {"wide", "the modern look through a 90-degree lens", "modern", engine::Palette::none, 90, "", "", ""},
    {"telephoto", "a 20-degree lens: towers stacked against each other", "", engine::Palette::none, 20, "", "", ""},
    {"day", "Pixel City by day: blue sky, concrete and glass, the modern look's lens", "day,modern",
     engine::Palette::none, 0, "", "", ""},
    {"sunlit", "Pixel City by day with the sun's shadows, through the modern look's lens", "shadowed,modern",
     engine::Palette::none, 0, "", "", ""},
    {"clear", "no fog and no bloom: every window to the city's edge, crisp", "no-fog,no-bloom", engine::Palette::none, 0, "", "", ""},
    {"blueprint", "flat walls under the wireframe, no bloom", "flat,wireframe,no-bloom", engine::Palette::none, 0, "", "", ""},
    {"dusk", "the original's look under a violet dusk: the city's lights against the last of the day", "",
     engine::Palette::none, 0, "dusk", "", ""},
    {"tour", "the original's look and its automatic camera: eight moves round the city, 15 s each", "",
     engine::Palette::none, 0, "", "automatic", ""},
    {"chase", "the modern look, riding behind a car through the streets (then the rest of its cycle)", "modern",
     engine::Palette::none, 0, "", "follow-behind", ""},
    {"ega", "the original's look in EGA's 16 colours, dithered", "", engine::Palette::ega, 0, "", "", ""},
    {"cga", "the modern look in CGA's 4 colours, dithered, no bloom", "modern,no-bloom", engine::Palette::cga, 0, "", "", ""},
    {"evening", "the night cities as the sky outside: by day, at dusk and by night with the clock where you are",
     "", engine::Palette::none, 0, "", "", "now"},
};

} // namespace

PresetRows presetTable() { return PresetRows{std::begin(kPresets), std::end(kPresets)}; }

const PresetRow* presetNamed(std::string_view name) {
    for (const PresetRow& row : kPresets) {
        if (row.name == name) return &row;
    }
    return nullptr;
}

PresetChoice presetChoice(const PresetRow& row) {
    PresetChoice choice;
    if (!row.looks.empty()) {
        // The table's lists are --look's words: a unit test parses every one.
        if (const std::optional<LookChoice> looks = parseLooks(row.looks)) choice.looks = *looks;
    }
    if (row.fieldOfView > 0) choice.looks.fieldOfView = row.fieldOfView;
    choice.palette = row.palette;
    if (!row.sky.empty()) choice.looks.sky = parseSkyColour(row.sky);  // the table's names: a unit test reads each
    engine::ClockTime clock;
    if (!row.time.empty() && engine::readClockTime(row.time, clock).empty()) choice.looks.clock = clock;  // tested too
    return choice;
}

std::string presetNames() { return namesOf(presetTable()); }

std::string presetHelp() {
    std::string text = "Looks, colours, lens, sky and camera in one word (--look, --palette, --fog, --fov, --sky and --camera-mode still win):";
    for (const PresetRow& row : kPresets) text += "\n  " + std::string(row.name) + ": " + std::string(row.help);
    return text;
}

} // namespace app
