// app::parseOptions — zcity's command line, parsed into values without side effects.
//
// The options are built from the parts' own settings — the scene's, the world's, the window's,
// the output's and the flight log's — each declared once with the check of its value; the rules
// between options live in one function. Parsing never prints, opens files or exits: it returns
// either the options or an EarlyExit (help or version text for standard output with code 0, or
// one line naming the problem for standard error with code 2), so every case can be unit-tested
// without running a process.
#pragma once

#include "cli/Parsers.hpp"
#include "scene/Looks.hpp"
#include "scene/SceneSettings.hpp"
#include "viewer/CameraChoice.hpp"
#include "viewer/ViewerState.hpp"

#include "engine/FlyCamera.hpp"
#include "engine/Frame.hpp"
#include "engine/Gl.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>

namespace app {

enum class Mode {
    viewer,      // the window (the default)
    stats,       // print the seed's title line, "City: 213 buildings, 656 cubes"
    dumpBoxes,   // write the box list as CSV
    screenshot,  // render one frame without a display and write it as PNG
    height,      // print the terrain's height at one point
    flightLog,   // --flight: fly a scripted path headless, printing each frame's costs
    exportMesh,  // write the scene's triangles as .glb or .obj
    plan,        // draw the suburb cuts, blocks and buildings from above as SVG
    screensaverSettings,  // /c, --screensaver-settings: the screensaver's settings dialogue
};

// A window a screensaver host made, which zcity draws in instead of opening one of its own.
struct ScreensaverHost {
    enum class Kind {
        none,            // zcity's own window (the default)
        x11Window,       // -window-id ID: xscreensaver's window, or its settings' preview
        x11Root,         // -root: XSCREENSAVER_WINDOW where xscreensaver set it, else the root window
        windowsPreview,  // /p HWND: the preview in Windows' screensaver settings
        wallpaper,       // --wallpaper: under the desktop's windows (Wayland's background layer; X11's root window)
    };
    Kind kind = Kind::none;
    std::uint64_t id = 0;  // x11Window's and windowsPreview's
};

// The window, or the picture.
struct WindowSettings {
    Size size;
    bool fullscreen = false;  // borderless, the size of the desktop
    double maxFps = 0;        // --max-fps: a frame cap even with vsync; 0: the display's refresh without vsync
    // --gl: the OpenGL the window and the pictures use; nullopt: 3.3 core, or ES 3.0 where core cannot be had
    std::optional<engine::GlProfile> gl;
    double scale = 1;  // --scale: the frames rendered at this fraction of the window, and shown scaled up
    // --output: the Wayland output the wallpaper or the screensaver covers ("": every output)
    std::string waylandOutput;
    // --displays: how the wallpaper and the screensaver fill several displays (Wayland outputs,
    // or the displays under X11's and Windows' one window)
    // mainOnly is --displays main: a member named main would be SDL_main where SDL.h is included
    // on Windows (SDL_main.h renames main).
    enum class Displays { same, each, mainOnly, span };
    Displays displays = Displays::same;
    // --delay: xscreensaver's frame delay, in microseconds: the screensaver draws at most
    // 1,000,000 / DELAY frames a second (0: as fast as the display); its default, 30 a second.
    double delayMicroseconds = 33333;
};

// The file a headless mode writes.
struct OutputSettings {
    std::string path;                   // "-" is standard output (--dump-boxes)
    std::optional<double> orthoWidth;   // --ortho: an orthographic picture this many units across
    bool materialColumn = false;        // --materials: --dump-boxes adds what each box is
};

// --flight: the world flown headless along a straight line or a file of poses.
struct FlightSettings {
    std::optional<double> unitsPerFrame;  // line:UNITS
    std::string posesFile;
    int frames = 600;
};

struct Options {
    Mode mode = Mode::viewer;
    SceneSettings scene;
    WorldSettings world;
    WindowSettings window;
    std::optional<engine::CameraPose> camera;  // default: the scene's start pose
    std::optional<CameraChoice> cameraChoice;  // --camera-mode (or a preset's): nullopt, flying
    OutputSettings output;
    FlightSettings flight;
    float heightX = 0, heightZ = 0;  // --height X Z
    bool debugState = false;         // print the viewer's state as it changes, for tests
    bool useSettings = true;         // --no-settings: neither read nor write the saved settings
    bool resetSettings = false;      // --reset-settings: start from the defaults, save on exit as usual
    bool screensaver = false;        // --screensaver: full screen, automatic camera, any input quits
    ScreensaverSettings screensaverSettings;  // --rebuild, --speed, --fps
    // -window-id, -root, /p: the screensaver in a host's window; the host's input is its own, and
    // the host ends it with SIGTERM (or by closing the preview)
    ScreensaverHost host;
    // --look (fog, bloom, flat walls, wireframe, letterbox) and --fog / --no-fog: the one fog,
    // whose default is the scene's, and Pixel City's other looks
    LookChoice looks;
    engine::Palette palette = engine::Palette::none;  // --palette: the colour crush, EGA or CGA
    bool walk = false;               // --walk: start on foot (redux)
    bool noFloor = false;            // --no-floor: the fly camera may go below the cities' ground
    bool overlay = false;            // --overlay: the on-screen status line in --screenshot pictures too
    bool quiet = false;              // --quiet: no progress bar on standard error for a long job
    std::string preset;              // --preset's name: its rows applied after the parse where none was given

    // What the command line said outright, which saved settings and files do not override: the
    // settings' names (the table's, cli/SettingTable.hpp), "size", and the rows a --preset set.
    std::set<std::string, std::less<>> given;
    bool said(std::string_view name) const { return given.find(name) != given.end(); }
    // The window without --scene: what is wrong with these options in the default scene, where a
    // scene the settings file restores may still make them right (`zcity --walk` after a run in
    // redux). restoreSaved() raises it as a usage error when it does not. "" otherwise.
    std::string problemInOwnScene;
};

struct EarlyExit {
    int code;          // 0: print text to standard output; otherwise to standard error
    std::string text;  // help, version, or one line naming the problem
};

using ParseResult = std::variant<Options, EarlyExit>;

constexpr int kUsageError = 2;

// Besides zcity's own options: xscreensaver's single-dash -window-id ID and -root anywhere, and
// as the first argument only, Windows' screensaver arguments (/s, /p HWND, /c, in either case,
// a number also after a colon: /p:1234).
ParseResult parseOptions(int argc, const char* const* argv);

// The rules between options, the mode already chosen: the one line naming what does not hold
// together (--grid in a night scene, a cache budget too small for the view distance), if any.
std::optional<std::string> optionsProblem(const Options& options);

// The frame rate the options cap the window at, frames a second; 0 for none. --max-fps caps every
// mode that draws, the screensaver too; else the screensaver's --delay (30 a second by default).
double askedFrameCap(const Options& options);

// What one screen of the world needs at this view distance: the least cache budget that draws it.
std::size_t minimumCacheBudget(double viewDistance);

// A usage error found after parsing (exit code 2, as parseOptions's EarlyExit).
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct SavedSettings;

// The window's options with what the last run saved filling in what the command line does not
// say, and never overriding what it does: the saved scene only where every option given still
// holds in it, the saved view distance only where the cache budget holds a screen of it, the saved
// looks, lens and colours each where neither its option nor a --preset says. The
// command line always wins. Throws UsageError with problemInOwnScene when no saved scene makes
// the options right. Pure values: the settings file is read by the caller.
struct Restored {
    Options options;
    bool sceneRestored = false;  // the scene came from the settings file (said on screen)
    std::string note;            // a saved setting this run's options left out, and why; or ""
};
Restored restoreSaved(const Options& given, const SavedSettings& saved);

// Where the viewer starts: the options (with what the last run saved already filled in:
// restoreSaved), as the viewer's state. The window's and the page's.
ViewerState startState(const Options& given);

// Where a headless mode looks from: --camera, or the scene's start pose.
engine::CameraPose startCamera(const Options& options);

} // namespace app
