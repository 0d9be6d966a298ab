#include "Options.hpp"

#include "Controls.hpp"
#include "zsystem/Grid.hpp"

#include <CLI/CLI.hpp>

#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <locale>
#include <sstream>
#include <vector>

namespace app {
namespace {

std::optional<long long> parseInteger(std::string_view text) {
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end) return std::nullopt;
    return value;
}

// A finite decimal number in the C locale, the whole text and nothing else.
std::optional<double> parseNumber(std::string_view text) {
    if (text.empty() || std::isspace(static_cast<unsigned char>(text.front()))) return std::nullopt;
    std::istringstream in{std::string(text)};
    in.imbue(std::locale::classic());
    double value = 0;
    in >> value;
    if (in.fail() || in.peek() != std::char_traits<char>::eof() || !std::isfinite(value)) return std::nullopt;
    return value;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

EarlyExit usageError(const std::string& problem) {
    return EarlyExit{kUsageError, "zcity: " + problem + " (see zcity --help)"};
}

const char* const kFooter = R"(
Without --stats, --dump-boxes or --screenshot, zcity opens a window and flies over the city.

Keys and mouse in the window:
  mouse            look around, 0.2 degrees a pixel (tidied and terrain: mouse down tilts
                   up, like a stick; t2 and zterrain: down, as each original did)
  left button      fly forwards while held, 30 units a second
  right button     fly backwards while held
  touch            a finger down flies forwards; dragging turns
)";

} // namespace

std::optional<std::uint32_t> parseSeed(std::string_view text) {
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    }
    if (text.empty() || text.front() == '-' || text.front() == '+') return std::nullopt;
    unsigned long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value, base);
    if (ec != std::errc() || ptr != end || value > std::numeric_limits<std::uint32_t>::max()) {
        return std::nullopt;
    }
    return static_cast<std::uint32_t>(value);
}

std::optional<Size> parseSize(std::string_view text) {
    const std::vector<std::string_view> parts = split(text, 'x');
    if (parts.size() != 2) return std::nullopt;
    const auto width = parseInteger(parts[0]);
    const auto height = parseInteger(parts[1]);
    if (!width || !height || *width < 1 || *height < 1 || *width > kMaxPictureSide || *height > kMaxPictureSide) {
        return std::nullopt;
    }
    return Size{static_cast<int>(*width), static_cast<int>(*height)};
}

std::optional<std::size_t> parseBytes(std::string_view text) {
    std::size_t scale = 1;
    if (!text.empty()) {
        const char unit = static_cast<char>(std::toupper(static_cast<unsigned char>(text.back())));
        if (unit == 'K' || unit == 'M' || unit == 'G') {
            scale = std::size_t{1} << (unit == 'K' ? 10 : unit == 'M' ? 20 : 30);
            text.remove_suffix(1);
        }
    }
    const auto value = parseInteger(text);
    if (!value || *value <= 0 || static_cast<unsigned long long>(*value) > (std::size_t{1} << 40) / scale) return std::nullopt;
    return static_cast<std::size_t>(*value) * scale;
}

std::optional<engine::CameraPose> parseCamera(std::string_view text) {
    const std::vector<std::string_view> parts = split(text, ',');
    if (parts.size() != 5) return std::nullopt;
    double values[5];
    for (std::size_t i = 0; i < 5; i++) {
        const auto value = parseNumber(parts[i]);
        if (!value) return std::nullopt;
        values[i] = *value;
    }
    engine::CameraPose pose;
    pose.position = {values[0], values[1], values[2]};
    pose.yawDegrees = values[3];
    pose.pitchDegrees = values[4];
    return pose;
}

ParseResult parseOptions(int argc, const char* const* argv) {
    CLI::App cli{"zcity: a city of boxes grown from one 32-bit seed, after the ZSystem test programs.", "zcity"};
    cli.get_formatter()->column_width(34);
    cli.footer(std::string(kFooter) + keyHelp());

    bool stats = false;
    std::string dumpPath, screenshotPath, seedText, variantText, gridText, sizeText, cameraText;
    cli.add_flag("--stats", stats, "Print the originals' title line, e.g. \"City: 213 buildings, 656 cubes\"");
    auto* dump = cli.add_option("--dump-boxes", dumpPath,
                                "Write the boxes as CSV (x1,y1,z1,x2,y2,z2,r,g,b) in generation order; - is standard output")
                     ->type_name("FILE");
    auto* screenshot = cli.add_option("--screenshot", screenshotPath,
                                      "Render one frame without a display and write it as PNG")
                           ->type_name("FILE");
    std::string exportPath;
    auto* exportOption = cli.add_option("--export", exportPath,
                                        "Write the scene's triangles as glTF 2.0 (.glb, vertex colours) or OBJ (.obj and .mtl)")
                             ->type_name("FILE");
    std::string planPath, orthoText;
    auto* planOption = cli.add_option("--plan", planPath, "Draw the suburb cuts, blocks and buildings from above as SVG")
                           ->type_name("FILE");
    cli.add_option("--ortho", orthoText,
                   "With --screenshot: an orthographic view this many units across (straight down: --camera X,Y,Z,0,-90)")
        ->type_name("UNITS");
    cli.add_option("--seed", seedText, "City seed, decimal or 0x hex (default 0xA749F86C)")->type_name("S");
    cli.add_option("--variant", variantText,
                   "tidied (the procedural city block, default), t2 (ZSystem t2), zterrain, or terrain")
        ->type_name("NAME");
    std::string terrainText, layoutText;
    std::vector<std::string> heightTexts;
    cli.add_option("--terrain", terrainText,
                   "faithful (the seed's Terrain_GetHeight, default) or fixed (whole plane, bilinear)")
        ->type_name("MODE");
    cli.add_option("--terrain-layout", layoutText, "grid (Terrain_Draw's 81x81 squares, default) or rings (Terrain_GetPoint)")
        ->type_name("NAME");
    auto* height = cli.add_option("--height", heightTexts, "Print the terrain's height at (X, Z)")
                       ->type_name("X Z")
                       ->expected(2);
    cli.add_option("--grid", gridText, "An odd N: the N x N cities of GameDraw's loop, centred on the origin (default 1)")
        ->type_name("N");
    cli.add_option("--size", sizeText, "Window or picture size in pixels (default 1280x720)")->type_name("WxH");
    cli.add_option("--camera", cameraText, "Start pose, degrees (default 0,200,0,20,-50)")
        ->type_name("X,Y,Z,YAW,PITCH");
    bool fullscreen = false, debugState = false, world = false;
    std::string viewDistanceText, cacheText, workersText, flightText, framesText;
    cli.add_flag("--world", world, "The unbounded world: every city (i, j) of GameDraw's loop, streamed as you fly");
    cli.add_option("--view-distance", viewDistanceText, "How far the world is drawn, up to the 30,000 far plane (default 4000)")
        ->type_name("UNITS");
    cli.add_option("--cache-budget", cacheText, "The world's cache and GPU arena, bytes with K, M or G (default 256M)")
        ->type_name("SIZE");
    cli.add_option("--workers", workersText, "Threads that grow cities for the world (default: from the cores)")->type_name("N");
    auto* flight = cli.add_option("--flight", flightText,
                                  "Fly the world headless and print each frame's costs: line:UNITS (a straight line, "
                                  "UNITS a frame, along the start heading) or a file of x y z yaw pitch lines")
                       ->type_name("PATH");
    cli.add_option("--frames", framesText, "How many frames --flight flies (default 600)")->type_name("N");
    cli.add_flag("--fullscreen", fullscreen, "Open a borderless window the size of the desktop, as the original did");
    cli.add_flag("--debug-state", debugState, "Print the viewer's state as it changes (for tests)");
    bool noSettings = false;
    cli.add_flag("--no-settings", noSettings,
                 "Neither read nor save the window size and place, view distance and variant (kept in SDL's pref path)");
    cli.set_version_flag("--version", std::string("zcity ") + ZCITY_VERSION);

    try {
        cli.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        return EarlyExit{0, cli.help()};
    } catch (const CLI::CallForVersion& e) {
        return EarlyExit{0, std::string(e.what()) + "\n"};
    } catch (const CLI::ParseError& e) {
        return usageError(e.what());
    }

    const int modes = (stats ? 1 : 0) + (dump->count() > 0 ? 1 : 0) + (screenshot->count() > 0 ? 1 : 0) +
                      (height->count() > 0 ? 1 : 0) + (flight->count() > 0 ? 1 : 0) + (exportOption->count() > 0 ? 1 : 0) +
                      (planOption->count() > 0 ? 1 : 0);
    if (modes > 1) {
        return usageError("--stats, --dump-boxes, --screenshot, --height, --flight, --export and --plan cannot be used together");
    }

    Options options;
    options.fullscreen = fullscreen;
    options.debugState = debugState;
    options.world = world;
    options.useSettings = !noSettings;
    options.sizeGiven = cli.count("--size") > 0;
    options.sceneGiven = cli.count("--variant") > 0;
    options.viewDistanceGiven = cli.count("--view-distance") > 0;
    if (stats) {
        options.mode = Mode::stats;
    } else if (dump->count() > 0) {
        options.mode = Mode::dumpBoxes;
        options.outputPath = dumpPath;
        if (dumpPath.empty()) return usageError("--dump-boxes needs a file name, or - for standard output");
    } else if (screenshot->count() > 0) {
        options.mode = Mode::screenshot;
        options.outputPath = screenshotPath;
        if (screenshotPath.empty()) return usageError("--screenshot needs a file name");
    } else if (height->count() > 0) {
        options.mode = Mode::height;
        const auto x = parseNumber(heightTexts.at(0));
        const auto z = parseNumber(heightTexts.at(1));
        if (!x || !z || std::fabs(*x) > std::numeric_limits<float>::max() || std::fabs(*z) > std::numeric_limits<float>::max()) {
            return usageError("--height \"" + heightTexts[0] + " " + heightTexts[1] + "\" is not two numbers X Z");
        }
        options.heightX = static_cast<float>(*x);
        options.heightZ = static_cast<float>(*z);
    } else if (planOption->count() > 0) {
        options.mode = Mode::plan;
        options.outputPath = planPath;
        if (planPath.empty()) return usageError("--plan needs a file name");
    } else if (exportOption->count() > 0) {
        options.mode = Mode::exportMesh;
        options.outputPath = exportPath;
        std::string extension = exportPath.size() >= 4 ? exportPath.substr(exportPath.size() - 4) : "";
        for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (extension != ".glb" && extension != ".obj") {
            return usageError("--export \"" + exportPath + "\" needs a name ending .glb (glTF) or .obj");
        }
    } else if (flight->count() > 0) {
        options.mode = Mode::flight;
        options.world = true;
        if (flightText.rfind("line:", 0) == 0) {
            const auto speed = parseNumber(std::string_view(flightText).substr(5));
            if (!speed || *speed < 0) return usageError("--flight \"" + flightText + "\": line: needs a speed of 0 or more units a frame");
            options.flightSpeed = *speed;
        } else if (flightText.empty()) {
            return usageError("--flight needs line:UNITS or a file of poses");
        } else {
            options.flightFile = flightText;
        }
    }
    if (cli.count("--ortho") > 0) {
        const auto width = parseNumber(orthoText);
        if (!width || *width <= 0 || *width > 1e7) return usageError("--ortho \"" + orthoText + "\" is not a width in units");
        if (options.mode != Mode::screenshot) return usageError("--ortho is for --screenshot");
        options.orthoWidth = *width;
    }
    if (cli.count("--frames") > 0) {
        const auto frames = parseInteger(framesText);
        if (!frames || *frames < 1 || *frames > 10000000) return usageError("--frames \"" + framesText + "\" is not 1 to 10000000");
        options.frames = static_cast<int>(*frames);
    }
    if (cli.count("--view-distance") > 0) {
        const auto distance = parseNumber(viewDistanceText);
        if (!distance || *distance < 1 || *distance > kMaxViewDistance) {
            return usageError("--view-distance \"" + viewDistanceText + "\" is not 1 to 30000 (the far plane)");
        }
        options.viewDistance = *distance;
    }
    if (cli.count("--cache-budget") > 0) {
        const auto bytes = parseBytes(cacheText);
        if (!bytes || *bytes < (std::size_t{1} << 20)) {
            return usageError("--cache-budget \"" + cacheText + "\" is not a size of 1M or more (like 256M or 2G)");
        }
        options.cacheBudget = *bytes;
    }
    if (cli.count("--workers") > 0) {
        const auto workers = parseInteger(workersText);
        if (!workers || *workers < 1 || *workers > 64) return usageError("--workers \"" + workersText + "\" is not 1 to 64");
        options.workers = static_cast<int>(*workers);
    }

    if (cli.count("--seed") > 0) {
        const auto seed = parseSeed(seedText);
        if (!seed) {
            return usageError("--seed \"" + seedText + "\" is not a number from 0 to 4294967295 (decimal or 0x hex)");
        }
        options.seed = *seed;
    }
    if (cli.count("--variant") > 0) {
        const auto scene = parseScene(variantText);
        if (!scene) return usageError("--variant \"" + variantText + "\" is not tidied, t2, zterrain or terrain");
        options.scene = *scene;
    }
    if (cli.count("--terrain") > 0) {
        const auto mode = zs::parseTerrainMode(terrainText);
        if (!mode) return usageError("--terrain \"" + terrainText + "\" is not faithful or fixed");
        options.terrain = *mode;
    }
    if (cli.count("--terrain-layout") > 0) {
        const auto layout = parseTerrainLayout(layoutText);
        if (!layout) return usageError("--terrain-layout \"" + layoutText + "\" is not grid or rings");
        options.terrainLayout = *layout;
    }
    if (cli.count("--grid") > 0) {
        const auto grid = parseInteger(gridText);
        if (!grid) return usageError("--grid \"" + gridText + "\" is not a whole number");
        if (*grid <= 0) return usageError("--grid must be a positive odd number, not " + gridText);
        if (*grid % 2 == 0) return usageError("--grid must be odd so the grid is centred on the origin, not " + gridText);
        if (*grid > zs::kMaxGridSide) {
            return usageError("--grid " + gridText + " is too large to generate in memory (at most " +
                              std::to_string(zs::kMaxGridSide) + ")");
        }
        options.grid = static_cast<int>(*grid);
        if (!cityVariant(options.scene) && *grid != 1) {
            return usageError("--grid is for the city variants (tidied, t2), not " + std::string(sceneName(options.scene)));
        }
    }
    if (options.world && (!cityVariant(options.scene) || options.grid != 1)) {
        return usageError("--world is the unbounded city (tidied or t2), not a grid or " + std::string(sceneName(options.scene)));
    }
    if (options.world && (options.mode == Mode::stats || options.mode == Mode::dumpBoxes ||
                          options.mode == Mode::height || options.mode == Mode::exportMesh || options.mode == Mode::plan)) {
        return usageError("--world has no end to count or dump; use --grid N");
    }
    if (options.mode == Mode::plan && !cityVariant(options.scene)) {
        return usageError("--plan draws a city's seed tree (tidied or t2), not " + std::string(sceneName(options.scene)));
    }
    if (options.mode == Mode::dumpBoxes && options.scene == Scene::terrain) {
        return usageError("--dump-boxes needs a scene made of boxes (tidied, t2 or zterrain); the terrain is a height field");
    }
    if (cli.count("--size") > 0) {
        const auto size = parseSize(sizeText);
        if (!size) {
            return usageError("--size \"" + sizeText + "\" is not WIDTHxHEIGHT with each side 1 to " +
                              std::to_string(kMaxPictureSide));
        }
        options.size = *size;
    }
    if (cli.count("--camera") > 0) {
        const auto camera = parseCamera(cameraText);
        if (!camera) return usageError("--camera \"" + cameraText + "\" is not five numbers x,y,z,yaw,pitch");
        options.camera = *camera;
    }
    return options;
}

} // namespace app
