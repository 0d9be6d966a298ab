#include "cli/SettingTable.hpp"

#include "OptionParts.hpp"
#include "SettingRowParts.hpp"

#include <cstdio>
#include <map>

namespace app {

std::string numberText(double value) {
    char text[40];
    // The range first: casting a double out of long long's range (or nan) to it is undefined.
    if (value > -1e15 && value < 1e15 && value == static_cast<double>(static_cast<long long>(value))) {
        std::snprintf(text, sizeof text, "%.0f", value);  // a whole number in whole digits, never 9e+01
        return text;
    }
    for (int digits = 1; digits <= 17; digits++) {
        std::snprintf(text, sizeof text, "%.*g", digits, value);
        if (parseNumber(text) == value) break;
    }
    return text;
}

namespace {

// Each row's values to test with: the ends of its range and a few between.
void addExamples(std::vector<SettingRow>& rows) {
    const std::map<std::string, std::vector<std::string>> examples = {
        {"seed", {"0", "4294967295", "0x2A", "0xA749F86C"}},
        {"scene", {"tidied", "t2", "zterrain", "terrain", "pixelcity", "redux"}},
        {"camera", {"1,2.5,-3,90,-45.5", "-1000000000000000,0,1000000000000000,359.99,-90"}},
        {"look", {"default", "flat", "no-bloom,flat", "no-fog", "modern", "day", "shadowed,modern", "wireframe,letterbox"}},
        {"palette", {"ega", "cga", "none"}},
        {"fov", {"0", "10", "45.5", "120"}},
        {"sky", {"default", "dusk", "203050", "#203050"}},
        {"time", {"now", "21:30", "00:00", "23:59:59", "2026-06-21T21:30+02:00", "2026-12-21T12:00Z", "2026-03-20T06:00",
                  "cycle:1", "cycle:1440"}},
        {"place", {"51.5,-0.13", "-90,-180", "90,180", "0,0", "-33.87,151.21"}},
        {"sign", {"ZCITY", "A", "ZCITY & CO. 26"}},
        {"city-size", {"1024", "2048", "4096"}},
        {"grid", {"1", "3", "201"}},
        {"world", {"1", "0"}},
        {"walk", {"1", "0"}},
        {"view-distance", {"1", "4000", "30000"}},
        {"camera-mode", {"fly", "automatic", "orbit-in", "follow-behind"}},
        {"scale", {"0.1", "0.35", "1"}},
        {"max-fps", {"1", "24", "1000"}},
        {"fog", {"1", "0"}},
        {"no-fog", {"1", "0"}},
        {"no-floor", {"1", "0"}},
        {"delay", {"0", "20000", "1000000"}},
        {"fps", {"1", "0"}},
        {"speed", {"0.1", "2", "10"}},
        {"rebuild", {"0", "10", "86400"}},
        {"displays", {"same", "each", "main", "span"}},
        {"cache-budget", {"1M", "512M", "2G"}},
        {"detail", {"0", "1.5", "100"}},
        {"workers", {"1", "64"}},
        {"terrain", {"faithful", "fixed"}},
        {"terrain-layout", {"grid", "rings"}},
        {"preset", {"original", "tour", "cga"}},
    };
    for (SettingRow& row : rows) {
        const auto found = examples.find(row.name);
        if (found != examples.end()) row.examples = found->second;
    }
}

// The order is a link's: seed, scene and camera first, as the page has always written them.
std::vector<SettingRow> madeTable() {
    std::vector<SettingRow> table;
    rows::addSceneRows(table);
    rows::addCameraRows(table);
    rows::addLookRows(table);
    rows::addNightRows(table);
    rows::addWorldRows(table);
    rows::addCameraModeRow(table);
    rows::addDrawingRows(table);
    rows::addSwitchRows(table);
    rows::addScreensaverRows(table);
    rows::addStreamingRows(table);
    rows::addTerrainRows(table);
    rows::addPresetRow(table);
    addExamples(table);
    return table;
}

} // namespace

const std::vector<SettingRow>& settingTable() {
    static const std::vector<SettingRow> table = madeTable();  // made once, never changed
    return table;
}

const SettingRow* settingNamed(std::string_view name) {
    for (const SettingRow& row : settingTable()) {
        if (row.name == name || (!row.alias.empty() && row.alias == name)) return &row;
    }
    return nullptr;
}

std::string readSetting(const SettingRow& row, std::string_view text, Options& o) {
    if (text.find('\0') != std::string_view::npos) return "--" + row.name + " holds a NUL character";
    return row.read(text, o);
}

bool applyInScope(const SettingRow& row, std::string_view text, Options& o) {
    Options next = o;
    if (!readSetting(row, text, next).empty() || !row.applies(next)) return false;
    if (optionsProblem(next) && !optionsProblem(o)) return false;
    if (next.preset != o.preset) {
        const PresetRow* preset = presetNamed(next.preset);
        if (!preset) return false;
        applyPreset(next, *preset);
    }
    o = next;
    return true;
}

} // namespace app
