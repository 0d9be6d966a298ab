// app::panelRows — the settings panel's rows (the window's F2, the page's), made from the setting
// table's rows that name a panel widget, in the panel's order, with the look table's toggles in
// the look row's place. Each reads and sets the viewer's state through its setting row: the state
// as the options that reopen it (optionsOf), the row's read and write, the row's scope. So the
// panel takes what the command line takes, in its words and range, and offers a row only where it
// applies, as a link writes one only there. Pure values: no SDL, no GL.
#pragma once

#include "cli/Options.hpp"
#include "viewer/Settings.hpp"

#include <string>
#include <utility>
#include <vector>

namespace app {

// Made once, never changed: a core keeps a reference.
const PanelRows& panelRows();

// The options a viewer's state reopens with: what the rows read and write (a link, the panel).
Options optionsOf(const ViewerState& state);

// The kept rows' values (PanelWidget::kept) that apply to the state and differ from their
// defaults, NAME and VALUE: what settings.ini keeps for the next run.
std::vector<std::pair<std::string, std::string>> keptSettings(const ViewerState& state);

} // namespace app
