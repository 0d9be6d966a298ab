// app::PanelRow and the panel table — every setting a person changes while looking, one row
// each: the panel's words, its kind, its choices, and how it reads and writes the viewer's state.
// The window's settings panel (F2) is made from these rows, as the help is from the action
// table; a row's value is text ("1", "ega", "45"), the same words the command line and the
// links take. Made once from the look, preset and palette tables; never changed.
// Pure values: no SDL, no GL.
#pragma once

#include "scene/OverlayText.hpp"
#include "viewer/ViewerState.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace app {

struct PanelRow {
    std::string name;   // "preset", a look's name, "palette", "sky", "sign", "fov", "camera"
    std::string label;  // the panel's words
    SettingKind kind;
    std::vector<std::string> choices;                                 // a choice's values
    std::function<std::string(const ViewerState&)> get;               // the value now
    // false, the state untouched: not a value of this row (each setter checks before it writes)
    std::function<bool(ViewerState&, const std::string&)> set;
};

const std::vector<PanelRow>& panelTable();

// The rows as the panel shows them, with the state's values.
std::vector<SettingShown> shownSettings(const ViewerState& state);

// Sets the row named `name` to `value`; false (the state unchanged) for no such row or value.
bool applySetting(ViewerState& state, std::string_view name, const std::string& value);

} // namespace app
