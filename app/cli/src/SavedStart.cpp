#include "cli/Options.hpp"

#include "OptionParts.hpp"
#include "cli/SavedSettings.hpp"

#include "scene/SceneKind.hpp"

namespace app {

// The preset's looks, palette, lens, sky and camera, where --look, --fog, --palette, --fov, --sky
// and --camera-mode (o.given) said nothing. What it sets counts as given from here on, as the
// command line's own: a file read after it (screensaver.ini) leaves those rows to the preset.
void applyPreset(Options& o, const PresetRow& row) {
    const PresetChoice choice = presetChoice(row);
    const bool looks = !o.said("look"), fog = looks && !o.said("fog") && !o.said("no-fog");
    if (looks) o.looks.night = choice.looks.night;
    if (fog) o.looks.fog = choice.looks.fog;
    if (!o.said("fov")) o.looks.fieldOfView = choice.looks.fieldOfView;
    if (!o.said("palette")) o.palette = choice.palette;
    if (!o.said("sky")) o.looks.sky = choice.looks.sky;
    for (const char* name : {"look", "fov", "palette", "sky"}) o.given.insert(name);
    // The preset's clock where the clock applies: a night city, and no day look given with it.
    if (choice.looks.clock && !o.said("time") && kindOf(o.scene.scene).night() && !dayLookChosen(o.looks)) {
        o.looks.clock = choice.looks.clock;
        o.given.insert("time");
    }
    // A preset's camera where nothing else moves it: the screensaver and the walker move their own.
    if (!o.said("camera-mode") && !row.camera.empty() && !o.screensaver && !o.walk) {
        o.cameraChoice = parseCameraChoice(row.camera);
        o.given.insert("camera-mode");
    }
}

engine::CameraPose startCamera(const Options& options) {
    return options.camera.value_or(startPose(options.scene));
}

namespace {

// The looks, lens and colours the last run left (the settings panel's), each where the command
// line says nothing of it: a --preset says all three in one word.
void restoreLooks(Options& o, const SavedSettings& saved) {
    if (o.said("preset")) return;
    if (saved.looks) {
        if (!o.said("look")) o.looks.night = saved.looks->night;
        if (!o.looks.fog) o.looks.fog = saved.looks->fog;  // --fog, --no-fog or a --look naming it win
        if (!o.said("fov")) o.looks.fieldOfView = saved.looks->fieldOfView;
        if (!o.said("sky")) o.looks.sky = saved.looks->sky;
    }
    if (saved.palette && !o.said("palette")) o.palette = *saved.palette;
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
