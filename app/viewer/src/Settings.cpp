#include "viewer/Settings.hpp"

#include "scene/Looks.hpp"

#include <algorithm>

namespace app {

PanelRows lookPanelRows() {
    PanelRows rows;
    for (const LookRow& look : lookTable()) {
        rows.push_back(PanelRow{std::string(look.name), std::string(look.said), SettingKind::toggle, {}, 0, 0,
                                [&look](const ViewerState& state) {
                                    return std::string(lookOn(look, state.looks, state.scene.scene, state.world.enabled) ? "1" : "0");
                                },
                                [&look](ViewerState& state, const std::string& value) {
                                    if (value != "1" && value != "0") return false;
                                    setLook(look, state.looks, value == "1");
                                    return true;
                                },
                                [](const ViewerState&) { return true; }});
    }
    return rows;
}

std::vector<SettingShown> shownSettings(const PanelRows& rows, const ViewerState& state) {
    std::vector<SettingShown> shown;
    for (const PanelRow& row : rows) {
        if (!row.offered(state)) continue;  // a sign in a day scene is not offered, as a link never holds one
        SettingShown one{row.name, row.label, row.kind, row.choices, row.get(state), row.low, row.high};
        // A value the list lacks (a sky's hex digits from a link) is shown as one more choice.
        if (one.kind == SettingKind::choice && !one.value.empty() &&
            std::find(one.choices.begin(), one.choices.end(), one.value) == one.choices.end()) {
            one.choices.push_back(one.value);
        }
        shown.push_back(std::move(one));
    }
    return shown;
}

bool applySetting(const PanelRows& rows, ViewerState& state, std::string_view name, const std::string& value) {
    for (const PanelRow& row : rows) {
        if (row.name == name) return row.set(state, value);  // each setter checks its scope (PanelRow::set)
    }
    return false;
}

} // namespace app
