#include "viewer/Settings.hpp"

#include "viewer/CameraChoice.hpp"

#include "scene/Looks.hpp"
#include "scene/NightCity.hpp"
#include "scene/Presets.hpp"
#include "scene/SceneKind.hpp"

#include "engine/FlyCamera.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace app {
namespace {

PanelRow presetRow() {
    std::vector<std::string> names{""};  // the panel's "choose one": a preset is applied, not kept
    for (const PresetRow& row : presetTable()) names.emplace_back(row.name);
    return PanelRow{"preset", "preset", SettingKind::choice, names, [](const ViewerState&) { return std::string(); },
                      [](ViewerState& state, const std::string& value) {
                          const PresetRow* row = presetNamed(value);
                          if (!row) return false;
                          const PresetChoice choice = presetChoice(*row);
                          state.looks = choice.looks;
                          state.palette = choice.palette;
                          // After the looks: a follow mode turns the modern look on. The screensaver keeps its camera.
                          const std::optional<CameraChoice> camera = parseCameraChoice(row->camera);
                          if (camera && state.mode != CameraMode::screensaver) applyCameraChoice(state, *camera);
                          return true;
                      }};
}

PanelRow lookRow(const LookRow& look) {
    return PanelRow{std::string(look.name), std::string(look.said), SettingKind::toggle, {},
                      [&look](const ViewerState& state) {
                          return std::string(lookOn(look, state.looks, state.scene.scene, state.world.enabled) ? "1" : "0");
                      },
                      [&look](ViewerState& state, const std::string& value) {
                          if (value != "1" && value != "0") return false;
                          setLook(look, state.looks, value == "1");
                          return true;
                      }};
}

PanelRow paletteRow() {
    return PanelRow{"palette", "colours", SettingKind::choice, {"none", "ega", "cga"},
                      [](const ViewerState& state) { return std::string(engine::paletteName(state.palette)); },
                      [](ViewerState& state, const std::string& value) {
                          const std::optional<engine::Palette> palette = engine::parsePalette(value);
                          if (!palette) return false;
                          state.palette = *palette;
                          return true;
                      }};
}

// "default": the look's own sky (black by night, blue by day); a name of the sky table; or, from
// the command line or a link, six hex digits, which the panel shows as one more choice.
PanelRow skyRow() {
    std::vector<std::string> names{"default"};
    for (const SkyColourRow& row : skyColourTable()) names.emplace_back(row.name);
    return PanelRow{"sky", "sky colour", SettingKind::choice, names,
                      [](const ViewerState& state) {
                          return state.looks.sky ? skyColourText(*state.looks.sky) : std::string("default");
                      },
                      [](ViewerState& state, const std::string& value) {
                          if (value == "default") {
                              state.looks.sky.reset();
                              return true;
                          }
                          const std::optional<glm::vec3> sky = parseSkyColour(value);
                          if (!sky) return false;
                          state.looks.sky = sky;
                          return true;
                      }};
}

// Degrees as text; "0": the scene's own lens (Pixel City's 60 / aspect, the others' 60).
PanelRow fovRow() {
    return PanelRow{"fov", "field of view", SettingKind::degrees, {},
                      [](const ViewerState& state) {
                          return state.looks.fieldOfView ? std::to_string(static_cast<int>(*state.looks.fieldOfView + 0.5))
                                                         : std::string("0");
                      },
                      [](ViewerState& state, const std::string& value) {
                          char* end = nullptr;
                          const double degrees = std::strtod(value.c_str(), &end);
                          if (value.empty() || *end != '\0' || !std::isfinite(degrees)) return false;  // strtod takes "nan"
                          if (degrees == 0) {
                              state.looks.fieldOfView.reset();
                              return true;
                          }
                          if (degrees < engine::kLeastFieldOfView || degrees > engine::kMostFieldOfView) return false;
                          state.looks.fieldOfView = degrees;
                          return true;
                      }};
}

// The night cities' sign of one's own (--sign): "" for none; the city is grown again with it.
PanelRow signRow() {
    return PanelRow{"sign", "sign text", SettingKind::text, {},
                      [](const ViewerState& state) { return state.scene.signText; },
                      [](ViewerState& state, const std::string& value) {
                          if (!value.empty() && !signTextFits(value)) return false;
                          if (!value.empty() && !kindOf(state.scene.scene).night()) return false;  // a sign is the night cities'

                          state.scene.signText = value;
                          return true;
                      }};
}

// Pixel City's side (--city-size): the original's and three larger; the city is grown again. One
// city's: the endless night's tiles and Redux keep the original's.
PanelRow citySizeRow() {
    return PanelRow{"city-size", "city size", SettingKind::choice, {"1024", "2048", "3072", "4096"},
                      [](const ViewerState& state) { return std::to_string(state.scene.citySize); },
                      [](ViewerState& state, const std::string& value) {
                          char* end = nullptr;
                          const long size = std::strtol(value.c_str(), &end, 10);
                          const bool fits = !value.empty() && *end == '\0' && zs::pixelcity::worldSizeFits(size);
                          if (!fits || !kindOf(state.scene.scene).growsLarger() || state.world.enabled) return false;
                          state.scene.citySize = static_cast<int>(size);
                          return true;
                      }};
}

// "fly", "automatic" (the cycle from its start) or a mode to start the cycle from.
PanelRow cameraRow() {
    return PanelRow{"camera", "camera", SettingKind::choice, cameraChoiceWords(),
                      [](const ViewerState& state) { return cameraChoiceText(state); },
                      [](ViewerState& state, const std::string& value) {
                          const std::optional<CameraChoice> choice = parseCameraChoice(value);
                          if (!choice || state.mode == CameraMode::screensaver) return false;  // the screensaver keeps flying
                          applyCameraChoice(state, *choice);
                          return true;
                      }};
}

std::vector<PanelRow> madeTable() {
    std::vector<PanelRow> rows{presetRow()};
    for (const LookRow& look : lookTable()) rows.push_back(lookRow(look));
    rows.push_back(paletteRow());
    rows.push_back(skyRow());
    rows.push_back(signRow());
    rows.push_back(fovRow());
    rows.push_back(cameraRow());
    rows.push_back(citySizeRow());  // last: the window test's clicks find the rows above where they were
    return rows;
}

} // namespace

const std::vector<PanelRow>& panelTable() {
    static const std::vector<PanelRow> table = madeTable();  // made once, never changed
    return table;
}

std::vector<SettingShown> shownSettings(const ViewerState& state) {
    std::vector<SettingShown> shown;
    for (const PanelRow& row : panelTable()) {
        SettingShown one{row.name, row.label, row.kind, row.choices, row.get(state)};
        // A value the list lacks (a sky's hex digits from a link) is shown as one more choice.
        if (one.kind == SettingKind::choice && !one.value.empty() &&
            std::find(one.choices.begin(), one.choices.end(), one.value) == one.choices.end()) {
            one.choices.push_back(one.value);
        }
        shown.push_back(std::move(one));
    }
    return shown;
}

bool applySetting(ViewerState& state, std::string_view name, const std::string& value) {
    for (const PanelRow& row : panelTable()) {
        if (row.name == name) return row.set(state, value);
    }
    return false;
}

} // namespace app
