// app::SavedSettings — what the viewer remembers between runs: the window's size and place,
// the view distance, the scene shown, the looks, and the settings panel's rows marked kept (the
// colours, the sky, the lens, a sign, the city's size: the setting table's, in its words), as
// values and as the settings file's key=value text.
// What the command line says wins (cli/Options.hpp: restoreSaved). Nothing in the text can lock
// a person out: a bad line is skipped with a one-line reason and the good lines kept. Pure: the
// file itself is read and written by platform/SettingsFile.hpp.
#pragma once

#include "scene/Looks.hpp"
#include "scene/Scenes.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace app {

struct SavedSettings {
    std::optional<int> x, y, width, height;  // the window, in screen coordinates
    std::optional<double> viewDistance;
    std::optional<Scene> scene;
    // looks= (what was chosen over the defaults, as --look takes it): the looks and the fog
    std::optional<LookChoice> looks;
    // The kept rows (PanelWidget::kept): NAME=VALUE as the row reads and writes it (fov=45,
    // sky=dusk, palette=ega, sign=ZCITY, city-size=2048), each once, in the table's order.
    std::vector<std::pair<std::string, std::string>> rows;
    const std::string* row(std::string_view name) const;  // the value saved for it, or nullptr
};

std::string formatSettings(const SavedSettings& settings);
// The good lines' settings; `problem` names the first bad line ("" when there is none).
// `key = value` with spaces around the = is read as key=value.
SavedSettings parseSettings(std::string_view text, std::string& problem);

// The largest window a saved size may ask for: SDL refuses bigger (and a window that cannot open
// would lock the viewer out on every start).
constexpr int kMaxSavedWindowSide = 16384;

} // namespace app
