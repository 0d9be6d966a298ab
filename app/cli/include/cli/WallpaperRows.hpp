// app::wallpaperRows — the web wallpaper's properties, one a setting of the wallpaper's door
// (kWallpaperDoor), made from the row's widget: its words, its choices, its range and default.
// app/web/wallpaper/package.mjs writes them as Lively's LivelyProperties.json and Wallpaper
// Engine's project.json; wallpaper.js turns a host's value back into the row's text through
// them. So a host's panel can only offer what the row reads. Pure values: no I/O.
#pragma once

#include <string>
#include <vector>

namespace app {

struct WallpaperRow {
    enum class Kind { choice, text, number };
    // The hosts' key: the setting's name without its hyphens ("maxfps"), since Wallpaper Engine's
    // keys are one lower-case word.
    std::string key;
    std::string name;   // the setting's
    std::string label;  // the panel's words
    Kind kind = Kind::choice;
    std::vector<std::string> values, labels;  // a choice's, its default first
    double low = 0, high = 0, step = 1;       // a number's slider
    std::string byDefault;                    // the row's text of the default; "" for a choice's first
    bool inLink = false;  // goes into the page's link; else the wallpaper's own (the frame-rate cap)
};

std::vector<WallpaperRow> wallpaperRows();

} // namespace app
