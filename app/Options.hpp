// app::parseOptions — zcity's command line, parsed into values without side effects.
//
// Parsing never prints, opens files or exits: it returns either the options or an EarlyExit
// (help or version text for standard output with code 0, or one line naming the problem for
// standard error with code 2), so every case can be unit-tested without running a process.
#pragma once

#include "Scene.hpp"

#include "engine/FlyCamera.hpp"
#include "zsystem/Terrain.hpp"

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
};

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
    std::string outputPath;  // --dump-boxes ("-" is standard output) or --screenshot
    Size size;               // the window, or the picture
    std::optional<engine::CameraPose> camera;  // default: the scene's start pose
    bool fullscreen = false;
    bool debugState = false;  // print the viewer's state as it changes, for tests
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
// "x,y,z,yaw,pitch": five finite numbers, angles in degrees.
std::optional<engine::CameraPose> parseCamera(std::string_view text);

} // namespace app
