#include "cli/PanelRows.hpp"

#include "cli/SettingTable.hpp"

#include <algorithm>

namespace app {
namespace {

// What a row read into the options, back into the viewer's state: every field optionsOf filled,
// and the camera's choice where the row made one (a choice is a move, not a field to copy).
void land(const Options& after, ViewerState& state) {
    state.scene = after.scene;
    state.world = after.world;
    state.looks = after.looks;
    state.palette = after.palette;
    state.floor = !after.noFloor;
    if (after.cameraChoice) applyCameraChoice(state, *after.cameraChoice);
}

PanelRow panelRowOf(const SettingRow& row) {
    const PanelWidget& widget = *row.panel;
    return PanelRow{row.name, widget.label, widget.kind, widget.choices, widget.low, widget.high,
                    [&row, &widget](const ViewerState& state) { return row.write(optionsOf(state)).value_or(widget.shownDefault); },
                    [&row](ViewerState& state, const std::string& value) {
                        Options options = optionsOf(state);
                        // So that a choice the row makes is seen, the one held among them (a preset's
                        // automatic camera starts its cycle again).
                        options.cameraChoice.reset();
                        if (!applyInScope(row, value, options)) return false;
                        land(options, state);
                        return true;
                    },
                    [&row](const ViewerState& state) { return row.applies(optionsOf(state)); }};
}

PanelRows madeRows() {
    std::vector<const SettingRow*> shown;
    for (const SettingRow& row : settingTable()) {
        if (row.panel) shown.push_back(&row);
    }
    std::stable_sort(shown.begin(), shown.end(),
                     [](const SettingRow* a, const SettingRow* b) { return a->panel->place < b->panel->place; });
    PanelRows rows;
    for (const SettingRow* row : shown) {
        if (row->panel->eachLook) {
            for (PanelRow& look : lookPanelRows()) rows.push_back(std::move(look));
        } else {
            rows.push_back(panelRowOf(*row));
        }
    }
    return rows;
}

} // namespace

const PanelRows& panelRows() {
    static const PanelRows rows = madeRows();  // made once, never changed
    return rows;
}

std::vector<std::pair<std::string, std::string>> keptSettings(const ViewerState& state) {
    const Options o = optionsOf(state);
    std::vector<std::pair<std::string, std::string>> kept;
    for (const SettingRow& row : settingTable()) {
        if (!row.panel || !row.panel->kept || !row.applies(o)) continue;
        if (const std::optional<std::string> value = row.write(o)) kept.emplace_back(row.name, *value);
    }
    return kept;
}

Options optionsOf(const ViewerState& state) {
    Options o;
    o.scene = state.scene;
    o.world = state.world;
    o.looks = state.looks;
    o.palette = state.palette;
    o.camera = state.pose;
    o.noFloor = !state.floor;
    o.walk = state.mode == CameraMode::walk;
    o.screensaver = state.mode == CameraMode::screensaver;
    if (state.mode == CameraMode::automatic) o.cameraChoice = CameraChoice{true};
    return o;
}

} // namespace app
