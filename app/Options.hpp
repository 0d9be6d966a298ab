// app::parseOptions — zcity's command line, parsed into values without side effects.
//
// Parsing never prints, opens files or exits: it returns either the options or an EarlyExit
// (help or version text for standard output with code 0, or one line naming the problem for
// standard error with code 2), so every case can be unit-tested without running a process.
#pragma once

#include "Scene.hpp"

#include "engine/FlyCamera.hpp"
#include "zsystem/Terrain.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
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
    flight,      // fly a scripted path headless, printing each frame's costs
    exportMesh,  // write the scene's triangles as .glb or .obj
    plan,        // draw the suburb cuts, blocks and buildings from above as SVG
};

constexpr double kMaxViewDistance = 30000;  // the far plane

constexpr std::uint32_t kDefaultSeed = 0xA749F86C;  // the seed fixed in GameDraw
constexpr int kDefaultWidth = 1280;
constexpr int kDefaultHeight = 720;
constexpr int kMaxPictureSide = 16384;

struct Size {
    int width = kDefaultWidth;
    int height = kDefaultHeight;
};

struct Options {
    Mode mode = Mode::viewer;
    std::uint32_t seed = kDefaultSeed;
    Scene scene = Scene::tidied;  // --variant
    int grid = 1;
    zs::TerrainMode terrain = zs::TerrainMode::faithful;
    TerrainLayout terrainLayout = TerrainLayout::grid;
    float heightX = 0, heightZ = 0;  // --height X Z
    std::string outputPath;  // --dump-boxes ("-" is standard output), --screenshot, --export
    Size size;               // the window, or the picture
    std::optional<engine::CameraPose> camera;  // default: the scene's start pose
    std::optional<double> orthoWidth;          // --ortho: an orthographic picture this many units across
    bool fullscreen = false;
    bool debugState = false;   // print the viewer's state as it changes, for tests
    bool useSettings = true;   // --no-settings: neither read nor write the saved settings
    // What the command line said outright, which saved settings do not override.
    bool sizeGiven = false, sceneGiven = false, viewDistanceGiven = false;

    // The unbounded world (--world): every city (i, j), streamed.
    bool world = false;
    double viewDistance = 4000;                        // --view-distance, up to the far plane
    std::size_t cacheBudget = std::size_t{256} << 20;  // --cache-budget, bytes
    int workers = 0;                                   // --workers; 0: chosen from the cores
    // Headless flight (--flight): a straight line at this many units a frame, or poses from a file.
    std::optional<double> flightSpeed;
    std::string flightFile;
    int frames = 600;  // --frames
};

struct EarlyExit {
    int code;          // 0: print text to standard output; otherwise to standard error
    std::string text;  // help, version, or one line naming the problem
};

using ParseResult = std::variant<Options, EarlyExit>;

constexpr int kUsageError = 2;

ParseResult parseOptions(int argc, const char* const* argv);

// Decimal or 0x hexadecimal, 0 to 4294967295, nothing else (no sign, no spaces).
std::optional<std::uint32_t> parseSeed(std::string_view text);
// "WxH", each side 1 to kMaxPictureSide.
std::optional<Size> parseSize(std::string_view text);
// "256M", "1G", "65536": bytes, with an optional K, M or G (powers of 1024).
std::optional<std::size_t> parseBytes(std::string_view text);
// "x,y,z,yaw,pitch": five finite numbers, angles in degrees.
std::optional<engine::CameraPose> parseCamera(std::string_view text);

} // namespace app
