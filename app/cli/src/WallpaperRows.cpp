#include "cli/WallpaperRows.hpp"

#include "cli/SettingTable.hpp"

#include <cmath>
#include <stdexcept>

namespace app {
namespace {

// A slider's step: whole numbers where both ends are whole, else twentieths (the resolution's
// 0.1 to 1 in 19 steps).
double stepOf(const SettingWidget& w) {
    return w.low == std::floor(w.low) && w.high == std::floor(w.high) ? 1 : 0.05;
}

WallpaperRow rowOf(const SettingRow& row) {
    const SettingWidget& w = row.widget;
    WallpaperRow out;
    for (const char c : row.name) {
        if (c != '-') out.key += c;
    }
    out.name = row.name;
    out.label = w.label;
    out.inLink = (row.doors & kLinkDoor) != 0;
    switch (w.kind) {
    case SettingWidget::Kind::select:
        out.kind = WallpaperRow::Kind::choice;
        for (const SettingWidget::Choice& choice : w.choices) {
            out.values.push_back(choice.value);
            out.labels.push_back(choice.label);
        }
        out.byDefault = w.choices.empty() ? "" : w.choices.front().value;
        break;
    case SettingWidget::Kind::text: out.kind = WallpaperRow::Kind::text; break;
    case SettingWidget::Kind::slider:
    case SettingWidget::Kind::spinbutton:
        if (w.invert) throw std::logic_error("the wallpaper offers no inverted slider: " + row.name);
        out.kind = WallpaperRow::Kind::number;
        out.low = w.low;
        out.high = w.high;
        out.step = stepOf(w);
        out.byDefault = numberText(w.byDefault);
        break;
    case SettingWidget::Kind::boolean:
    case SettingWidget::Kind::none:
        // No row of the door is a switch yet; one would need the hosts' checkboxes here.
        throw std::logic_error("the wallpaper's door has a row with no widget it offers: " + row.name);
    }
    return out;
}

} // namespace

std::vector<WallpaperRow> wallpaperRows() {
    std::vector<WallpaperRow> rows;
    for (const SettingRow& row : settingTable()) {
        if (row.doors & kWallpaperDoor) rows.push_back(rowOf(row));
    }
    return rows;
}

} // namespace app
