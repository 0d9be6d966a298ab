// app::PanelRow — one row of the settings panel (the window's F2, the page's): the panel's words,
// its kind, its choices, and how it reads and writes the viewer's state. A row's value is text
// ("1", "ega", "45"), the same words the command line and the links take. The rows are the
// setting table's (app/cli's panelRows, handed in by the shell), less those out of scope, and one
// toggle a look, made here from the look table. Pure values: no SDL, no GL.
#pragma once

#include "scene/OverlayText.hpp"
#include "viewer/ViewerState.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace app {

struct PanelRow {
    std::string name;   // "preset", a look's name, "palette", "sky", "sign", "fov", "camera-mode"
    std::string label;  // the panel's words
    SettingKind kind;
    std::vector<std::string> choices;                    // a choice's values
    double low = 0, high = 0;                            // degrees: the range besides 0
    std::function<std::string(const ViewerState&)> get;  // the value now
    // false, the state untouched: not a value of this row, or not here (each setter checks before it writes)
    std::function<bool(ViewerState&, const std::string&)> set;
    std::function<bool(const ViewerState&)> offered;     // does the row apply to what is shown?
};
using PanelRows = std::vector<PanelRow>;

// One toggle a look of the look table, on and off as the keys turn them.
PanelRows lookPanelRows();

// The rows offered here, with the state's values.
std::vector<SettingShown> shownSettings(const PanelRows& rows, const ViewerState& state);

// Sets the row named `name` to `value`; false (the state unchanged) for no such row, value or scope.
bool applySetting(const PanelRows& rows, ViewerState& state, std::string_view name, const std::string& value);

} // namespace app
