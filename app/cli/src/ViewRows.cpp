#include "SettingRowParts.hpp"

#include "scene/Presets.hpp"

#include "engine/Palette.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace app::rows {
namespace {

// A number to a hundredth, without trailing zeros: 200, 1.5, -6.75.
std::string hundredths(double value) {
    char text[48];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string s = text;
    while (!s.empty() && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s == "-0" ? "0" : s;
}

// A pose in hundredths of a unit and of a degree: a link short enough to share, where a
// hundredth is less than a pixel at any distance the camera starts from.
std::string poseText(const engine::CameraPose& pose) {
    return hundredths(pose.position.x) + "," + hundredths(pose.position.y) + "," + hundredths(pose.position.z) + "," +
           hundredths(pose.yawDegrees) + "," + hundredths(pose.pitchDegrees);
}

std::string cameraModeHelp() {
    std::string words;
    for (const std::string& word : cameraChoiceWords()) words += (words.empty() ? "" : ", ") + word;
    return "How the camera starts: fly (the default), automatic (the automatic camera's cycle, O), or the cycle from one of its "
           "modes: " + words.substr(std::string("fly, automatic, ").size()) +
           " (the follow modes are the modern look's); with --screenshot, that mode's first pose";
}

} // namespace

// The camera a link reopens.
void addCameraRows(std::vector<SettingRow>& rows) {
    rows.push_back({"camera", "", "X,Y,Z,YAW,PITCH", "Start pose, degrees (default: the scene's, 0,200,0,20,-50 for a city)",
                    kLinkDoor,
                    reader("camera", parseCamera,
                           "is not five numbers x,y,z,yaw,pitch with x, y and z within 1e15 (where the world ends)",
                           [](Options& o, const engine::CameraPose& pose) { o.camera = pose; }),
                    [](const Options& o) { return o.camera ? std::optional<std::string>(poseText(*o.camera)) : std::nullopt; },
                    always});
}

namespace {

// The field of view and the sky: 0 and "default" give each back to the look.
void addLensAndSkyRows(std::vector<SettingRow>& rows) {
    rows.push_back({"fov", "", "DEGREES",
                    "The vertical field of view, 10 to 120 degrees, or 0 for the scene's own lens (the default: the "
                    "originals' 60; pixelcity's own is 60 / aspect, 33.75 at 16:9, and its modern look's 60)",
                    kLinkDoor,
                    [](std::string_view text, Options& o) {
                        const std::optional<double> degrees = parseNumber(text);
                        const bool lens = degrees && *degrees >= engine::kLeastFieldOfView && *degrees <= engine::kMostFieldOfView;
                        if (!lens && degrees != 0.0) return refusal("fov", text, "is not 10 to 120 degrees, or 0 for the scene's own lens");
                        o.looks.fieldOfView = lens ? degrees : std::nullopt;
                        return std::string();
                    },
                    [](const Options& o) {
                        return o.looks.fieldOfView ? std::optional<std::string>(numberText(*o.looks.fieldOfView)) : std::nullopt;
                    },
                    always});
    rows.back().panel = PanelWidget{5, "field of view", SettingKind::degrees, {}, "0", engine::kLeastFieldOfView,
                                    engine::kMostFieldOfView, false, true};
    rows.push_back({"sky", "", "COLOUR",
                    "The night cities' sky: default (the look's own, black by night, blue by day), " + namesOf(skyColourTable()) +
                        " or six hex digits, #203050",
                    kLinkDoor,
                    reader("sky",
                           [](std::string_view text) {
                               using Sky = std::optional<std::optional<glm::vec3>>;  // default: the look's own, none of ours
                               if (text == "default") return Sky(std::in_place);
                               const std::optional<glm::vec3> sky = parseSkyColour(text);
                               return sky ? Sky(std::in_place, *sky) : Sky();
                           },
                           "is not default, " + namesOf(skyColourTable()) + " or six hex digits (#203050)",
                           [](Options& o, const std::optional<glm::vec3>& sky) { o.looks.sky = sky; }),
                    [](const Options& o) {
                        return o.looks.sky ? std::optional<std::string>(skyColourText(*o.looks.sky)) : std::nullopt;
                    },
                    always});
    // The sky table's names; a link's six hex digits are shown as one more choice.
    std::vector<std::string> skies{"default"};
    for (const SkyColourRow& sky : skyColourTable()) skies.emplace_back(sky.name);
    rows.back().panel = PanelWidget{3, "sky colour", SettingKind::choice, skies, "default", 0, 0, false, true};
}

} // namespace

// The looks, the lens and the colours: what a preset says.
void addLookRows(std::vector<SettingRow>& rows) {
    SettingWidget looks{SettingWidget::Kind::select, "Look"};
    looks.choices = {{"", "Fog and bloom, as the original"},
                     {"no-bloom", "No bloom"},
                     {"flat", "Flat walls"},
                     {"wireframe", "Wireframe"},
                     {"letterbox", "Letterbox"}};
    SettingRow look{"look", "", "LIST", lookHelp(), kLinkDoor | kScreensaverFileDoor | kWallpaperDoor,
                    reader("look",
                           [](std::string_view text) {
                               // default: the scene's own looks, as a preset starts from (kPresetBase)
                               return text == "default" ? std::optional<LookChoice>(LookChoice{}) : parseLooks(text);
                           },
                           "is not default or a list of " + lookNames() + " (or no-fog, no-bloom...)",
                           [](Options& o, const LookChoice& chosen) {
                               o.looks.night = chosen.night;
                               if (chosen.fog) o.looks.fog = chosen.fog;  // what --fog or --no-fog said stands unless this says
                           }),
                    // The looks that differ from the scene's own, the fog among them.
                    [](const Options& o) -> std::optional<std::string> {
                        std::string text;
                        for (const LookRow& row : lookTable()) {
                            const bool on = lookOn(row, o.looks, o.scene.scene, o.world.enabled);
                            if (on == lookOn(row, LookChoice{}, o.scene.scene, o.world.enabled)) continue;
                            text += (text.empty() ? "" : ",") + std::string(on ? "" : "no-") + std::string(row.name);
                        }
                        return text.empty() ? std::nullopt : std::optional<std::string>(text);
                    },
                    always, looks, true};
    look.panel = PanelWidget{1, "looks", SettingKind::toggle, {}, "", 0, 0, true};
    rows.push_back(look);
    rows.push_back({"palette", "", "NAME", "The colour crush over any scene: ega (16 colours) or cga (4), Bayer-dithered; none (the default)",
                    kLinkDoor,
                    reader("palette", [](std::string_view text) { return engine::parsePalette(text); }, "is not none, ega or cga",
                           [](Options& o, engine::Palette palette) { o.palette = palette; }),
                    [](const Options& o) {
                        return o.palette == engine::Palette::none ? std::nullopt
                                                                  : std::optional<std::string>(engine::paletteName(o.palette));
                    },
                    always});
    rows.back().panel = PanelWidget{2, "colours", SettingKind::choice, {"none", "ega", "cga"}, "none", 0, 0, false, true};
    addLensAndSkyRows(rows);
    addClockRows(rows);
}

namespace {

// "LAT,LON" in degrees, latitude -90 to 90, longitude -180 to 180.
std::optional<Place> parsePlace(std::string_view text) {
    const auto comma = text.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const auto latitude = parseNumber(text.substr(0, comma));
    const auto longitude = parseNumber(text.substr(comma + 1));
    if (!latitude || !longitude || std::abs(*latitude) > 90 || std::abs(*longitude) > 180) return std::nullopt;
    return Place{*latitude, *longitude};
}

} // namespace

// The clock: the night cities by the hour, and where they are seen from.
void addClockRows(std::vector<SettingRow>& rows) {
    // Off by default: a screensaver never lights a dark room unasked.
    SettingWidget clock{SettingWidget::Kind::select, "Time of day"};
    clock.choices = {{"", "Always night, as the original"}, {"now", "Follow the clock: day, dusk and night"},
                     {"cycle:10", "A whole day every 10 minutes"}};
    rows.push_back({"time", "", "TIME",
                    "The night cities by the hour: HH:MM today, a date and time (2026-06-21T21:30+02:00, or Z for UTC), now "
                    "(the clock, followed) or cycle:MINUTES (a day in that many); by day the sun's shadows, at dusk the "
                    "windows come on one by one, from nautical dusk the original's night (default: always night)",
                    kLinkDoor | kScreensaverFileDoor | kWallpaperDoor,
                    [](std::string_view text, Options& o) {
                        engine::ClockTime clock;
                        const std::string problem = engine::readClockTime(text, clock);
                        if (!problem.empty()) return "--time " + problem;
                        o.looks.clock = clock;
                        return std::string();
                    },
                    [](const Options& o) {
                        return o.looks.clock ? std::optional<std::string>(engine::clockTimeText(*o.looks.clock)) : std::nullopt;
                    },
                    night, clock});
    rows.push_back({"place", "", "LAT,LON",
                    "Where --time's sun is seen from, degrees north and east (51.5,-0.13); default: latitude 40 north, where "
                    "the middle of the world's people live, at the longitude whose noon the clock keeps (15 degrees an hour "
                    "from UTC)",
                    kLinkDoor | kScreensaverFileDoor,
                    reader("place", parsePlace, "is not LAT,LON: latitude -90 to 90, longitude -180 to 180 (51.5,-0.13)",
                           [](Options& o, const Place& place) { o.looks.place = place; }),
                    [](const Options& o) {
                        if (!o.looks.place) return std::optional<std::string>();
                        return std::optional<std::string>(numberText(o.looks.place->latitude) + "," +
                                                          numberText(o.looks.place->longitude));
                    },
                    [](const Options& o) { return night(o) && o.looks.clock.has_value(); }});
}

// The looks' switches (--look's fog in two words of its own) and the camera's floor.
void addSwitchRows(std::vector<SettingRow>& rows) {
    // The fog is written as --look's word (look=no-fog), so these two read and never write.
    const auto never = [](const Options&) { return std::optional<std::string>(); };
    rows.push_back({"fog", "", "",
                    "Distance fog that fades to the sky before the view's end, in any scene (G toggles it; on by default in "
                    "--world and pixelcity)",
                    kLinkDoor, switchReader("fog", [](Options& o, bool on) { if (on) o.looks.fog = true; }), never, always, {}, true});
    rows.push_back({"no-fog", "", "", "No distance fog, in any scene", kLinkDoor,
                    switchReader("no-fog", [](Options& o, bool on) { if (on) o.looks.fog = false; }), never, always, {}, true});
    rows.push_back({"no-floor", "", "", "Let the fly camera go below the cities' ground (U toggles it in the window)", kLinkDoor,
                    switchReader("no-floor", [](Options& o, bool on) { o.noFloor = on; }),
                    switchWriter([](const Options& o) { return o.noFloor; }),
                    [](const Options& o) { return kindOf(o.scene.scene).hasFloor(); }});
}

// How the camera starts: flying, or the automatic camera from one of its modes.
void addCameraModeRow(std::vector<SettingRow>& rows) {
    std::string words;
    for (const std::string& word : cameraChoiceWords()) words += (words.empty() ? "" : ", ") + word;
    rows.push_back({"camera-mode", "", "NAME", cameraModeHelp(), kLinkDoor,
                    reader("camera-mode", parseCameraChoice, "is not " + words,
                           [](Options& o, const CameraChoice& choice) { o.cameraChoice = choice; }),
                    [](const Options& o) -> std::optional<std::string> {
                        if (!o.cameraChoice || !o.cameraChoice->automatic) return std::nullopt;
                        if (o.cameraChoice->from == CameraChoice{true}.from) return std::string("automatic");
                        return std::string(engine::autoCameraModeName(o.cameraChoice->from));
                    },
                    // The screensaver and the walker move their own camera.
                    [](const Options& o) { return !o.screensaver && !o.walk; }});
    rows.back().panel = PanelWidget{6, "camera", SettingKind::choice, cameraChoiceWords(), "fly"};
}

// How the window and the screensaver draw: the frame's scale, its rate, the camera's pace.
void addDrawingRows(std::vector<SettingRow>& rows) {
    rows.push_back({"scale", "", "FRACTION",
                    "The window's frames rendered at this fraction of its size, 0.1 to 1, and shown scaled up (for a slow GPU)",
                    kLinkDoor | kScreensaverFileDoor | kWallpaperDoor,
                    reader("scale", numberFrom(0.1, 1), "is not 0.1 to 1", [](Options& o, double scale) { o.window.scale = scale; }),
                    [](const Options& o) { return numberUnless(o.window.scale, WindowSettings{}.scale); },
                    windowShown,
                    {SettingWidget::Kind::slider, "Resolution", "Low", "Full", 0.1, 1, 1}});
    // The web wallpaper's own cap, at 30 a wallpaper's pace: its hosts' panels offer 5 to 60.
    rows.push_back({"max-fps", "", "N", "Cap the frame rate (default: the display's refresh rate where there is no vsync)",
                    kWallpaperDoor,
                    reader("max-fps", numberFrom(1, 1000), "is not 1 to 1000 frames a second",
                           [](Options& o, double fps) { o.window.maxFps = fps; }),
                    [](const Options& o) { return numberUnless(o.window.maxFps, WindowSettings{}.maxFps); },
                    always,
                    {SettingWidget::Kind::slider, "Frame rate cap", "", "", 5, 60, 30}});
}

// Several displays, the owner's way: on Wayland's layers, an output's each (modes/LayerModes.cpp);
// on X11 and Windows, a part each of the one window over them all, the screensaver's or the root
// (platform/DisplayPanes.hpp). xscreensaver runs a hack on each monitor itself.
void addDisplaysRow(std::vector<SettingRow>& rows) {
    using Displays = WindowSettings::Displays;
    static const std::vector<std::pair<std::string, Displays>> kWords = {
        {"same", Displays::same}, {"each", Displays::each}, {"main", Displays::mainOnly}, {"span", Displays::span}};
    SettingWidget widget{SettingWidget::Kind::select, "Several displays"};
    widget.choices = {{"same", "The same view on each display"},
                      {"each", "A city of its own on each display"},
                      {"main", "The first display only"},
                      {"span", "One view across every display"}};
    widget.ownDialogueOnly = true;
    rows.push_back({"displays", "", "MODE",
                    "How --wallpaper and --screensaver fill several displays: same (the same view on each, the default), "
                    "each (a city of its own on each), main (the first only) or span (one view across them all)",
                    kScreensaverFileDoor,
                    reader("displays",
                           [](std::string_view text) -> std::optional<Displays> {
                               for (const auto& [word, mode] : kWords) {
                                   if (text == word) return mode;
                               }
                               return std::nullopt;
                           },
                           "is not same, each, main or span", [](Options& o, Displays mode) { o.window.displays = mode; }),
                    [](const Options& o) -> std::optional<std::string> {
                        for (const auto& [word, mode] : kWords) {
                            if (mode == o.window.displays && mode != Displays::same) return word;
                        }
                        return std::nullopt;
                    },
                    screensaverShown, widget});
}

// The screensaver's own, in xscreensaver's words (its GL hacks' -delay, -fps, -speed).
void addScreensaverRows(std::vector<SettingRow>& rows) {
    rows.push_back({"delay", "", "MICROSECONDS",
                    "The screensaver's frame delay, xscreensaver's way: at most 1000000/MICROSECONDS frames a second (default "
                    "33333: 30; 0: as fast as the display)",
                    kScreensaverFileDoor,
                    reader("delay", numberFrom(0, 1e6), "is not 0 to 1000000 microseconds",
                           [](Options& o, double delay) { o.window.delayMicroseconds = delay; }),
                    [](const Options& o) { return numberUnless(o.window.delayMicroseconds, WindowSettings{}.delayMicroseconds); },
                    screensaverShown,
                    // xscreensaver's GL hacks' frame rate slider: a delay, shown with the fast end on the right.
                    {SettingWidget::Kind::slider, "Frame rate", "Low", "High", 0, 100000, 33333, true}});
    rows.push_back({"fps", "", "", "The screensaver's frame rate, drawn in its picture", kScreensaverFileDoor,
                    switchReader("fps", [](Options& o, bool on) { o.screensaverSettings.showFps = on; }),
                    switchWriter([](const Options& o) { return o.screensaverSettings.showFps; }), screensaverShown,
                    {SettingWidget::Kind::boolean, "Show frame rate"}});
    rows.push_back({"speed", "", "FACTOR", "The automatic camera's pace, 0.1 to 10 times the original's (default 1)",
                    kScreensaverFileDoor,
                    reader("speed", numberFrom(0.1, 10), "is not 0.1 to 10",
                           [](Options& o, double speed) { o.screensaverSettings.speed = speed; }),
                    [](const Options& o) { return numberUnless(o.screensaverSettings.speed, ScreensaverSettings{}.speed); },
                    windowShown,
                    {SettingWidget::Kind::slider, "Camera speed", "Slow", "Fast", 0.1, 4, 1}});
    // 0 or 10 s and more: a city takes about a second to grow and two to fade in. The dialogues
    // offer a list, so neither can give a value between.
    SettingWidget rebuild{SettingWidget::Kind::select, "New city"};
    rebuild.choices = {{"120", "A new city every 2 minutes"}, {"30", "A new city every 30 seconds"},
                       {"60", "A new city every minute"},     {"300", "A new city every 5 minutes"},
                       {"900", "A new city every 15 minutes"}, {"3600", "A new city every hour"},
                       {"0", "The same city until it ends"}};
    rows.push_back({"rebuild", "", "SECONDS",
                    "The screensaver's new city this often, 10 to 86400 s (default 120, the original's; 0: never)",
                    kScreensaverFileDoor,
                    reader("rebuild",
                           [](std::string_view text) {
                               const auto seconds = parseNumber(text);
                               return seconds && (*seconds == 0 || (*seconds >= 10 && *seconds <= 86400)) ? seconds : std::nullopt;
                           },
                           "is not 0 or 10 to 86400 seconds",
                           [](Options& o, double seconds) { o.screensaverSettings.rebuildSeconds = seconds; }),
                    [](const Options& o) {
                        return numberUnless(o.screensaverSettings.rebuildSeconds, ScreensaverSettings{}.rebuildSeconds);
                    },
                    screensaverShown, rebuild});
    addDisplaysRow(rows);
}

// --preset: a word for several rows at once, applied after the parse under what was given itself
// (Options.cpp). A link keeps what it made, not its name.
void addPresetRow(std::vector<SettingRow>& rows) {
    // The wallpaper's list: none first (its default), then each preset in its own words.
    SettingWidget widget{SettingWidget::Kind::select, "Preset"};
    widget.choices.push_back({"", "None: the settings as they are"});
    for (const PresetRow& preset : presetTable()) {
        std::string label{preset.name};
        label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(label[0])));
        widget.choices.push_back({std::string(preset.name), label + ": " + std::string(preset.help)});
    }
    rows.push_back({"preset", "", "NAME", "Looks, colours, lens, sky and camera in one word: " + presetNames() + " (listed below)",
                    kLinkDoor | kWallpaperDoor,
                    reader("preset", [](std::string_view text) { return presetNamed(text) ? std::optional<std::string>(text) : std::nullopt; },
                           "is not a preset (" + presetNames() + ")", [](Options& o, const std::string& name) { o.preset = name; }),
                    [](const Options&) { return std::optional<std::string>(); }, always, widget});
    std::vector<std::string> presets{""};  // the panel's "choose one": a preset is applied, not kept
    for (const PresetRow& preset : presetTable()) presets.emplace_back(preset.name);
    rows.back().panel = PanelWidget{0, "preset", SettingKind::choice, presets, ""};
}

} // namespace app::rows
