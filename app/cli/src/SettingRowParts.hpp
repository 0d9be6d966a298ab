// The setting table's helpers shared by the files that make its rows (CityRows.cpp, ViewRows.cpp):
// a row's reader from a parser, the ranges, the switches and the scopes. Internal to zcity_cli.
#pragma once

#include "cli/SettingTable.hpp"
#include "scene/SceneKind.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace app::rows {

using Read = SettingRow::Read;
using Write = SettingRow::Write;

// --NAME TEXT's refusal: the option, the text and what a value is.
inline std::string refusal(const std::string& name, std::string_view text, const std::string& expected) {
    return "--" + name + " \"" + std::string(text) + "\" " + expected;
}

// A row's read from a parser (text to an optional value) and a store (the value into the options).
template <typename Parse, typename Store>
Read reader(const std::string& name, Parse parse, const std::string& expected, Store store) {
    return [=](std::string_view text, Options& o) {
        const auto value = parse(text);
        if (!value) return refusal(name, text, expected);
        store(o, *value);
        return std::string();
    };
}

// A number from `low` to `high`, both included, or nothing.
inline auto numberFrom(double low, double high) {
    return [low, high](std::string_view text) {
        const auto number = parseNumber(text);
        return number && *number >= low && *number <= high ? number : std::nullopt;
    };
}

// A whole number from `low` to `high`, both included, or nothing.
inline auto wholeFrom(long long low, long long high) {
    return [low, high](std::string_view text) {
        const auto number = parseInteger(text);
        return number && *number >= low && *number <= high ? number : std::nullopt;
    };
}

// A switch: "1" turns it on, "0" leaves it off.
inline Read switchReader(const std::string& name, std::function<void(Options&, bool)> store) {
    return [=](std::string_view text, Options& o) {
        if (text != "1" && text != "0") return refusal(name, text, "is 1 (on) or 0 (off)");
        store(o, text == "1");
        return std::string();
    };
}

inline Write switchWriter(std::function<bool(const Options&)> on) {
    return [=](const Options& o) { return on(o) ? std::optional<std::string>("1") : std::nullopt; };
}

// A number row's text: the number, or nothing where it holds its default.
inline std::optional<std::string> numberUnless(double value, double byDefault) {
    return value == byDefault ? std::nullopt : std::optional<std::string>(numberText(value));
}

inline bool always(const Options&) { return true; }
inline bool night(const Options& o) { return kindOf(o.scene.scene).night(); }
inline bool screensaverShown(const Options& o) { return o.screensaver || o.mode == Mode::screensaverSettings; }
inline bool windowShown(const Options& o) { return o.mode == Mode::viewer || o.mode == Mode::screensaverSettings; }

// The rows of each file, appended in the table's order.
void addSceneRows(std::vector<SettingRow>& rows);
void addCameraRows(std::vector<SettingRow>& rows);
void addLookRows(std::vector<SettingRow>& rows);
void addClockRows(std::vector<SettingRow>& rows);
void addNightRows(std::vector<SettingRow>& rows);
void addWorldRows(std::vector<SettingRow>& rows);
void addCameraModeRow(std::vector<SettingRow>& rows);
void addDrawingRows(std::vector<SettingRow>& rows);
void addSwitchRows(std::vector<SettingRow>& rows);
void addScreensaverRows(std::vector<SettingRow>& rows);
void addStreamingRows(std::vector<SettingRow>& rows);
void addTerrainRows(std::vector<SettingRow>& rows);
void addPresetRow(std::vector<SettingRow>& rows);

} // namespace app::rows
