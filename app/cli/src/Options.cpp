#include "cli/Options.hpp"

#include "OptionParts.hpp"
#include "SettingRowParts.hpp"
#include "cli/SettingTable.hpp"
#include "viewer/Actions.hpp"

#include "scene/SceneKind.hpp"

#include <CLI/CLI.hpp>

#include <cmath>
#include <limits>
#include <map>
#include <vector>

namespace app {

EarlyExit usageError(const std::string& problem) {
    return EarlyExit{kUsageError, "zcity: " + problem + " (see zcity --help)"};
}

namespace {

// Thrown from an option's check, caught with CLI11's own errors: one line, exit code 2.
CLI::ValidationError problem(const std::string& text) { return CLI::ValidationError(text); }

// --NAMES VALUE, its text read into the options as a row reads it (rows::reader); a text it
// refuses is the one line `read` gives.
CLI::Option* addValue(CLI::App& cli, Options& o, const std::string& names, const std::string& valueName,
                      const std::string& help, SettingRow::Read read) {
    return cli
        .add_option_function<std::string>(
            names,
            [&o, read](const std::string& text) {
                const std::string refused = read(text, o);
                if (!refused.empty()) throw problem(refused);
            },
            help)
        ->type_name(valueName);
}

// Every row of the setting table as its option: --NAME VALUE, or --NAME alone for a switch.
// The rows read in order (--look) are counted here: CLI11 does not refuse them twice.
void declareSettings(CLI::App& cli, Options& o, std::map<std::string, int>& inOrderCounts) {
    for (const SettingRow& row : settingTable()) {
        const std::string names = "--" + row.name + (row.alias.empty() ? "" : ",--" + row.alias);
        CLI::Option* option = nullptr;
        if (row.valueName.empty()) {
            option = cli.add_flag_callback(
                names,
                [&o, &row] {
                    const std::string refused = row.read("1", o);
                    if (!refused.empty()) throw problem(refused);
                },
                row.help);
        } else {
            option = addValue(cli, o, names, row.valueName, row.help, [&row, &inOrderCounts](std::string_view text, Options& into) {
                const std::string refused = readSetting(row, text, into);
                if (refused.empty() && row.inOrder) inOrderCounts[row.name]++;
                return refused;
            });
        }
        if (row.inOrder) option->trigger_on_parse();  // --look, --fog and --no-fog set the one fog: the last given wins
    }
}

void declareWindow(CLI::App& cli, Options& o) {
    addValue(cli, o, "--size", "WxH", "Window or picture size in pixels (default 1280x720)",
             rows::reader("size", parseSize, "is not WIDTHxHEIGHT with each side 1 to " + std::to_string(kMaxPictureSide),
                          [](Options& into, Size size) { into.window.size = size; }));
    cli.add_flag("--fullscreen", o.window.fullscreen, "Open a borderless window the size of the desktop, as the original did");
    addValue(cli, o, "--gl", "core|es",
             "The OpenGL the window and pictures draw with: core (OpenGL 3.3 core) or es (OpenGL ES 3.0, as boards "
             "without desktop OpenGL have); default: core, and es where core cannot be had",
             rows::reader(
                 "gl",
                 [](std::string_view text) -> std::optional<engine::GlProfile> {
                     if (text == "core") return engine::GlProfile::core;
                     if (text == "es") return engine::GlProfile::es;
                     return std::nullopt;
                 },
                 "is not core or es", [](Options& into, engine::GlProfile profile) { into.window.gl = profile; }));
}

// The modes: each option that names one sets it, with its file.
struct ModeOptions {
    std::vector<CLI::Option*> given;  // every mode option, to count those used
    std::vector<std::string> heightTexts;
};

// A value that starts with - is the next option, taken because this one's value was left out
// (--dump-boxes --stats, --dump-boxes= --seed=1): a missing value, never a file name. A file
// whose name starts with - is still reachable as ./-name.
bool missingValue(const std::string& text) { return text.empty() || (text.front() == '-' && text != "-"); }

std::string missingLine(const std::string& name, const std::string& missing, const std::string& text) {
    std::string line = name + " needs " + missing;
    if (text == "-") return line + "; it cannot write to standard output";
    if (!text.empty()) line += ", not the option \"" + text + "\" (./" + text + " names a file)";
    return line;
}

// --NAME FILE for a mode that writes FILE; `toStdout`: "-" is standard output.
CLI::Option* addFileMode(CLI::App& cli, Options& o, Mode mode, const std::string& name, const std::string& help,
                         const std::string& missing, bool toStdout) {
    return cli
        .add_option_function<std::string>(
            name,
            [&o, mode, name, missing, toStdout](const std::string& path) {
                if (missingValue(path) || (path == "-" && !toStdout)) throw problem(missingLine(name, missing, path));
                o.mode = mode;
                o.output.path = path;
            },
            help)
        ->type_name("FILE");
}

// --flight's value: line:UNITS, a speed along the start heading, or a file of poses.
void setFlight(Options& o, const std::string& text) {
    o.mode = Mode::flightLog;
    o.world.enabled = true;
    if (text.rfind("line:", 0) == 0) {
        const auto speed = parseNumber(std::string_view(text).substr(5));
        if (!speed || *speed < 0) throw problem("--flight \"" + text + "\": line: needs a speed of 0 or more units a frame");
        o.flight.unitsPerFrame = *speed;
    } else if (missingValue(text)) {
        throw problem(missingLine("--flight", "line:UNITS or a file of poses", text));
    } else {
        o.flight.posesFile = text;
    }
}

void declareModes(CLI::App& cli, Options& o, ModeOptions& modes) {
    modes.given.push_back(cli.add_flag_callback(
        "--stats", [&o] { o.mode = Mode::stats; }, "Print the originals' title line, e.g. \"City: 213 buildings, 656 cubes\""));
    modes.given.push_back(addFileMode(cli, o, Mode::dumpBoxes, "--dump-boxes",
                                      "Write the boxes as CSV (x1,y1,z1,x2,y2,z2,r,g,b) in generation order (pixelcity: every piece, "
                                      "one line each); - is standard output",
                                      "a file name, or - for standard output", true));
    modes.given.push_back(addFileMode(cli, o, Mode::screenshot, "--screenshot",
                                      "Render one frame without a display and write it as PNG (- is standard output)",
                                      "a .png file name, or - for standard output", true));
    modes.given.push_back(addFileMode(cli, o, Mode::exportMesh, "--export",
                                      "Write the scene's triangles as glTF 2.0 (.glb, vertex colours) or OBJ (.obj and .mtl)",
                                      "a .glb or .obj file name", false));
    modes.given.push_back(addFileMode(cli, o, Mode::plan, "--plan",
                                      "Draw the suburb cuts, blocks and buildings from above as SVG (pixelcity: streets, zones, "
                                      "footprints); - is standard output",
                                      "a .svg file name (redux: or .png), or - for standard output", true));
    modes.given.push_back(cli.add_flag_callback(
        "--screensaver", [&o] { o.screensaver = true; },
        "Full screen, the automatic camera, a new city every 120 s; any key or mouse movement quits "
        "(pixelcity unless --scene says)"));
    modes.given.push_back(cli.add_flag_callback(
        "--screensaver-settings", [&o] { o.mode = Mode::screensaverSettings; },
        "The screensaver's settings dialogue (Windows: /c): scene, look, seed, frame rate, speed, resolution, a new "
        "city how often; saved where --screensaver reads them"));
    modes.given.push_back(cli.add_option("--height", modes.heightTexts, "Print the terrain's height at (X, Z)")
                              ->type_name("X Z")
                              ->expected(2));
    modes.given.push_back(cli.add_option_function<std::string>(
                                 "--flight", [&o](const std::string& text) { setFlight(o, text); },
                                 "Fly the world headless and print each frame's costs: line:UNITS (a straight line, UNITS a "
                                 "frame, along the start heading) or a file of x y z yaw pitch lines")
                              ->type_name("PATH"));
}

// What the modes' pictures and files hold: the flight's length, the plan view, the overlay, the
// dump's column.
void declareModeDetails(CLI::App& cli, Options& o) {
    addValue(cli, o, "--frames", "N", "How many frames --flight flies (default 600)",
             rows::reader("frames", rows::wholeFrom(1, 10000000), "is not 1 to 10000000",
                          [](Options& into, long long n) { into.flight.frames = static_cast<int>(n); }));
    addValue(cli, o, "--ortho", "UNITS",
             "With --screenshot: an orthographic view this many units across (straight down: --camera X,Y,Z,0,-90)",
             rows::reader(
                 "ortho",
                 [](std::string_view text) {
                     const auto width = parseNumber(text);
                     return width && *width > 0 && *width <= 1e7 ? width : std::nullopt;
                 },
                 "is not a width in units", [](Options& into, double width) { into.output.orthoWidth = width; }));
    cli.add_flag("--overlay", o.overlay,
                 "With --screenshot: draw the on-screen status line into the picture (the window shows it; F1 helps)");
    cli.add_flag("--materials", o.output.materialColumn,
                 "With --dump-boxes: a tenth column naming what each box is (street, building-body, ...)");
}

} // namespace

namespace {

// The mode the options name, and the rules between options once every value has passed its own
// check: the problem, if any.
std::optional<std::string> ruleProblem(Options& o, const ModeOptions& modes) {
    int given = 0;
    for (const CLI::Option* option : modes.given) given += option->count() > 0 ? 1 : 0;
    if (given > 1) {
        return "--stats, --dump-boxes, --screenshot, --height, --flight, --export, --plan, --screensaver and "
               "--screensaver-settings cannot be used together";
    }
    if (!modes.heightTexts.empty()) {
        o.mode = Mode::height;
        const auto x = parseNumber(modes.heightTexts.at(0));
        const auto z = parseNumber(modes.heightTexts.at(1));
        const double most = std::numeric_limits<float>::max();
        if (!x || !z || std::fabs(*x) > most || std::fabs(*z) > most) {
            return "--height \"" + modes.heightTexts[0] + " " + modes.heightTexts[1] + "\" is not two numbers X Z";
        }
        o.heightX = static_cast<float>(*x);
        o.heightZ = static_cast<float>(*z);
    }
    return optionsProblem(o);
}

} // namespace

namespace {

// The screensaver's settings with xscreensaver's one dash, from the table: "-seed, -scene, ...".
std::string oneDashNames() {
    std::string names = "-root, -window-id";
    for (const SettingRow& row : settingTable()) {
        if (row.doors & kScreensaverFileDoor) names += ", -" + row.name;
    }
    return names;
}

std::string footer() {
    return "\nWithout --stats, --dump-boxes or --screenshot, zcity opens a window and flies over the city.\n\n"
           "Keys and mouse in the window:\n"
           "  mouse            look around, 0.2 degrees a pixel (" + sceneNamesWith(engine::PitchSense::mouseDownTiltsUp) +
           ": mouse down\n"
           "                   tilts up, like a stick; " + sceneNamesWith(engine::PitchSense::mouseDownTiltsDown) +
           ": down, as each original did)\n"
           "  left button      fly forwards while held, 30 units a second\n"
           "  right button     fly backwards while held\n"
           "  touch            a finger down flies forwards; dragging turns\n" +
           keyHelp() + "\nPresets (--preset NAME; a page's #preset=NAME). " + presetHelp() +
           "\n\nAs xscreensaver's hacks take them, with one dash: " + oneDashNames() + " (zcity -root -delay 20000 -fps).\n";
}

// CLI11's words in ours: an option given twice ("--fov: At Most 1 required but received 2"), and a
// setting's value left empty ("--fov: 1 required DEGREES missing", which --fov= gives) as the
// row's own refusal of "", as a link or a file would say it; any other line as it is.
std::string parseErrorLine(const std::string& text) {
    const std::size_t twice = text.find(": At Most 1 required but received");
    if (twice != std::string::npos) return text.substr(0, twice) + " is given once";
    const std::size_t colon = text.find(": 1 required ");
    if (text.rfind("--", 0) == 0 && colon != std::string::npos && text.size() > 8 &&
        text.compare(text.size() - 8, 8, " missing") == 0) {
        if (const SettingRow* row = settingNamed(text.substr(2, colon - 2))) {
            Options scratch;
            const std::string refused = row->read("", scratch);
            if (!refused.empty()) return refused;
        }
    }
    return text;
}

// What the command line said outright, which saved settings and files never override: each
// option given, by its setting's name (--variant is "scene", --no-fog "no-fog").
std::set<std::string, std::less<>> givenOptions(const CLI::App& cli, const std::map<std::string, int>& inOrderCounts) {
    std::set<std::string, std::less<>> given;
    for (const CLI::Option* option : cli.get_options()) {
        if (option->count() > 0 && !option->get_lnames().empty()) given.insert(option->get_lnames().front());
    }
    for (const auto& [name, count] : inOrderCounts) given.insert(name);
    return given;
}

// What the command line's own options put beside the parts' settings.
struct ProgramFlags {
    bool noSettings = false, root = false, wallpaper = false;
    std::optional<std::uint64_t> hostWindowId;  // --window-id
};

void declareProgram(CLI::App& cli, Options& o, ProgramFlags& flags) {
    cli.add_flag("--debug-state", o.debugState, "Print the viewer's state as it changes (for tests)");
    cli.add_flag("--no-settings", flags.noSettings,
                 "Neither read nor save the window size and place, view distance and scene (kept in SDL's pref path)");
    cli.add_flag("--reset-settings", o.resetSettings,
                 "Start from the defaults instead of the saved settings (this run's are saved on exit as usual)");
    cli.add_flag("--quiet", o.quiet,
                 "No progress bar on standard error (shown only on a terminal, for a job over about a second)");
    cli.set_version_flag("--version", std::string("zcity ") + ZCITY_VERSION);
    addValue(cli, o, "--window-id", "ID",
             "The screensaver in a window xscreensaver made (decimal or 0x hex; -window-id too), never one of its own; "
             "input is the host's, SIGTERM ends it",
             rows::reader("window-id", parseWindowId, "is not a window id (a number, decimal or 0x hex)",
                          [&flags](Options&, std::uint64_t id) { flags.hostWindowId = id; }));
    cli.add_flag("--root", flags.root,
                 "The screensaver on the root window, or in XSCREENSAVER_WINDOW where xscreensaver set it (-root too)");
    cli.add_option("--output", o.window.waylandOutput,
                   "On Wayland, the one output --wallpaper or --screensaver covers, by the compositor's name "
                   "(swaymsg -t get_outputs: eDP-1, HDMI-A-1); default: every output")
        ->type_name("NAME");
    cli.add_flag("--wallpaper", flags.wallpaper,
                 "The screensaver's city as the desktop's wallpaper, under every window: on Wayland the compositor's "
                 "background layer (sway, Hyprland, KDE Plasma, labwc; not GNOME), on X11 the root window; "
                 "with --camera, held still there; SIGTERM ends it");
}

// Which host's window the screensaver draws in, if any, and what a screensaver means.
void settleScreensaver(Options& o, const ProgramFlags& flags, const std::optional<WindowsScreensaverCall>& windows) {
    if (flags.hostWindowId) {
        o.host = ScreensaverHost{ScreensaverHost::Kind::x11Window, *flags.hostWindowId};
    } else if (flags.root) {
        o.host = ScreensaverHost{ScreensaverHost::Kind::x11Root, 0};
    } else if (flags.wallpaper) {
        o.host = ScreensaverHost{ScreensaverHost::Kind::wallpaper, 0};
    }
    if (windows && windows->letter == 'p') o.host = ScreensaverHost{ScreensaverHost::Kind::windowsPreview, *windows->window};
    if (windows && windows->letter == 'c') o.mode = Mode::screensaverSettings;
    // A wallpaper given a pose holds it: a still view, its lights and cars the only motion.
    const bool stillWallpaper = o.host.kind == ScreensaverHost::Kind::wallpaper && o.said("camera");
    if (o.host.kind != ScreensaverHost::Kind::none && o.mode == Mode::viewer && !stillWallpaper) o.screensaver = true;
    if (o.screensaver) o.window.fullscreen = o.host.kind == ScreensaverHost::Kind::none;  // a host's window is the host's size
    if ((o.screensaver || o.mode == Mode::screensaverSettings) && !o.said("scene") && !o.world.enabled) {
        o.scene.scene = Scene::pixelcity;  // the screensaver's scene, unless one is named
    }
}

} // namespace

ParseResult parseOptions(int argc, const char* const* argv) {
    CLI::App cli{"zcity: a city of boxes grown from one 32-bit seed, after the ZSystem test programs.", "zcity"};
    cli.get_formatter()->column_width(34);
    cli.footer(footer());
    Options o;
    ModeOptions modes;
    ProgramFlags flags;
    declareModes(cli, o, modes);
    declareModeDetails(cli, o);
    std::map<std::string, int> inOrderCounts;
    declareSettings(cli, o, inOrderCounts);
    declareWindow(cli, o);
    declareProgram(cli, o, flags);

    // Windows' /s, /p HWND or /c first; the rest, and xscreensaver's single-dash options, as zcity's.
    std::optional<WindowsScreensaverCall> windows;
    if (const auto call = windowsScreensaverCall(argc, argv)) {
        if (const auto* problemText = std::get_if<std::string>(&*call)) return usageError(*problemText);
        windows = std::get<WindowsScreensaverCall>(*call);
    }
    const std::vector<std::string> arguments = argumentsForCli(argc, argv, windows);
    std::vector<const char*> argumentPointers;
    for (const std::string& argument : arguments) argumentPointers.push_back(argument.c_str());
    try {
        cli.parse(static_cast<int>(argumentPointers.size()), argumentPointers.data());
    } catch (const CLI::CallForHelp&) {
        return EarlyExit{0, cli.help()};
    } catch (const CLI::CallForVersion& e) {
        return EarlyExit{0, std::string(e.what()) + "\n"};
    } catch (const CLI::ParseError& e) {
        return usageError(parseErrorLine(e.what()));
    }
    // Every option is given once, --look too.
    for (const auto& [name, count] : inOrderCounts) {
        if (count > 1) return usageError("--" + name + " is given once, every look in its list (--look fog,flat)");
    }
    o.given = givenOptions(cli, inOrderCounts);
    if (windows && windows->letter == 'c' && (o.mode != Mode::viewer || o.screensaver)) {
        return usageError("/c shows the screensaver's settings; it goes with no mode (--stats, --screenshot, --screensaver...)");
    }
    o.useSettings = !flags.noSettings;
    settleScreensaver(o, flags, windows);
    if (const PresetRow* row = presetNamed(o.preset)) applyPreset(o, *row);  // after the screensaver is settled
    if (const auto problemText = ruleProblem(o, modes)) {
        if (optionsProblem(o) != problemText || !savedSceneMayDecide(o)) return usageError(*problemText);
        o.problemInOwnScene = *problemText;  // the viewer decides, once it has read the saved scene
    }
    return o;
}

} // namespace app
