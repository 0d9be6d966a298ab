#include "cli/Options.hpp"

#include "OptionParts.hpp"
#include "cli/SavedSettings.hpp"
#include "cli/SettingTable.hpp"

#include "scene/SceneKind.hpp"

#include <algorithm>

namespace app {

// The preset's name=value pairs over kPresetBase, each read by its row where the command line
// (o.given) said nothing of it and where it applies (a preset's camera never reaches a mode that
// moves its own). What it sets counts as given from here on, as the command line's own: a file
// read after it (screensaver.ini) leaves those rows to the preset.
void applyPreset(Options& o, const PresetRow& preset) {
    // --fog and --no-fog say the fog, which a look list can say too: what was given wins.
    const bool fogSaid = o.said("fog") || o.said("no-fog");
    const auto given = o.given;  // what was given before the preset: the base's rows are the preset's own to say again
    for (std::string_view list : {kPresetBase, preset.settings}) {
        while (!list.empty()) {
            const std::string_view pair = list.substr(0, list.find('&'));
            list.remove_prefix(std::min(list.size(), pair.size() + 1));
            const std::size_t equals = pair.find('=');
            const SettingRow* row = settingNamed(pair.substr(0, equals));  // the table's: a unit test reads every preset
            if (!row || equals == std::string_view::npos || given.count(row->name) != 0) continue;
            const std::optional<bool> fog = o.looks.fog;
            if (!applyInScope(*row, pair.substr(equals + 1), o)) continue;
            if (fogSaid) o.looks.fog = fog;
            o.given.insert(row->name);
        }
    }
}

engine::CameraPose startCamera(const Options& options) {
    return options.camera.value_or(startPose(options.scene));
}

namespace {

// The looks and the kept rows the last run left (the keys' and the settings panel's), each where
// the command line says nothing of it (a --preset's rows count as said) and where it applies.
void restoreLooks(Options& o, const SavedSettings& saved) {
    if (saved.looks) {
        if (!o.said("look")) o.looks.night = saved.looks->night;
        // --fog, --no-fog or a --look naming it win; a preset says the whole look
        if (!o.looks.fog && !o.said("preset")) o.looks.fog = saved.looks->fog;
    }
    for (const auto& [name, value] : saved.rows) {
        const SettingRow* row = settingNamed(name);  // parseSettings kept only the table's rows
        if (row && !o.said(row->name)) applyInScope(*row, value, o);
    }
}

} // namespace

Restored restoreSaved(const Options& given, const SavedSettings& saved) {
    Restored r{given, false, ""};
    Options& o = r.options;
    // The scene the last run left, unless the command line names one or says something that
    // does not hold in it (--grid after a night in pixelcity); `zcity --world` is the world of
    // cities: a night scene saved from a session is not taken into it.
    if (!given.said("scene") && saved.scene && *saved.scene != given.scene.scene &&
        (!given.world.enabled || kindOf(*saved.scene).gridded())) {  // the cities' world
        Options restored = o;
        restored.scene.scene = *saved.scene;
        if (!optionsProblem(restored)) {
            o = restored;
            r.sceneRestored = true;
        }
    }
    if (!r.sceneRestored && !given.problemInOwnScene.empty()) throw UsageError(usageError(given.problemInOwnScene).text);
    o.problemInOwnScene.clear();
    // The saved view distance, where this run's cache budget holds one screen of it.
    if (!given.said("view-distance") && saved.viewDistance && *saved.viewDistance != o.world.viewDistance) {
        Options restored = o;
        restored.world.viewDistance = *saved.viewDistance;
        if (!optionsProblem(restored)) {
            o = restored;
        } else if (o.world.enabled) {
            r.note = "the saved view distance " + std::to_string(static_cast<long long>(*saved.viewDistance)) +
                     " needs --cache-budget " + std::to_string(minimumCacheBudget(*saved.viewDistance) >> 20) +
                     "M or more; showing " + std::to_string(static_cast<long long>(o.world.viewDistance));
        }
    }
    restoreLooks(o, saved);
    return r;
}

ViewerState startState(const Options& given) {
    ViewerState state;
    state.scene = given.scene;
    state.world = given.world;
    state.pose = startCamera(given);
    state.looks = given.looks;
    state.floor = !given.noFloor;
    state.palette = given.palette;
    state.mode = given.screensaver ? CameraMode::screensaver : CameraMode::fly;
    state.screensaver = given.screensaverSettings;
    if (given.cameraChoice && !given.screensaver) applyCameraChoice(state, *given.cameraChoice);
    return state;
}

} // namespace app
