// The modes that need no GL: --stats, --dump-boxes, --height, --plan and --export.
#include "modes/Modes.hpp"

#include "formats/FileNames.hpp"
#include "formats/MeshFiles.hpp"
#include "formats/OutputFile.hpp"
#include "formats/PngFile.hpp"
#include "formats/TexturedMeshFiles.hpp"
#include "platform/ProcessMemory.hpp"
#include "platform/Progress.hpp"
#include "scene/SceneBoxes.hpp"
#include "scene/SceneKind.hpp"

#include "zsystem/Terrain.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <system_error>
#include <thread>

namespace app {

void printLine(const std::string& line) {
    if (std::fputs((line + "\n").c_str(), stdout) < 0 || std::fflush(stdout) != 0) {
        throw std::runtime_error(std::string("cannot write to standard output: ") + std::strerror(errno));
    }
}

namespace {

// Two pixels a unit: a marker's dash shows, a street of 4 is 8 pixels wide.
constexpr int kPlanPicturePixels = 2048;

} // namespace

int runStats(const Options& options) {
    printLine(kindOf(options.scene.scene).statsLine(options.scene, startCamera(options)));
    return 0;
}

int runDumpBoxes(const Options& options) {
    Progress progress("writing " + options.output.path, options.quiet);
    const BoxColumns columns = options.output.materialColumn ? BoxColumns::withMaterial : BoxColumns::published;
    OutputFile file(options.output.path);
    kindOf(options.scene.scene)
        .dump(options.scene, columns, [&file](std::string_view piece) { file.write(piece); },
              [&progress](double fraction) { progress.set(fraction); });
    file.commit();
    progress.finish();
    return 0;
}

int runPlan(const Options& options) {
    Progress progress("drawing " + options.output.path, options.quiet);  // it cannot say how far: it shows it works
    const SceneKind& kind = kindOf(options.scene.scene);
    if (lowerExtension(options.output.path) == ".png") {  // the command line let it through: the kind draws one
        writePng(options.output.path, kind.planPicture(options.scene, kPlanPicturePixels));
    } else {
        OutputFile file(options.output.path);
        file.write(kind.planSvg(options.scene));
        file.commit();
    }
    progress.finish();
    return 0;
}

int runHeight(const Options& options) {
    const float height = zs::terrainHeight(options.heightX, options.heightZ, options.scene.terrain);
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, height).ptr;  // shortest that reads back
    printLine(std::string(text, end));
    return 0;
}

namespace {

// What an export says of itself: a picture's provenance (seed, scene, camera, the command).
FileAbout exportAbout(const Options& options) {
    FileAbout about;
    for (const PngText& field : pictureProvenance(options.scene, startCamera(options))) {
        about.emplace_back(field.keyword, field.text);
    }
    return about;
}

} // namespace

int runExport(const Options& options) {
    Progress progress("exporting " + options.output.path, options.quiet);
    const ProgressFunction report = [&progress](double fraction) { progress.set(fraction); };
    const ExportContent content = kindOf(options.scene.scene).exportContent(options.scene, startCamera(options));
    if (const auto* pieces = std::get_if<std::unique_ptr<MeshPieces>>(&content)) {
        writeMeshFile(options.output.path, **pieces, exportAbout(options), report);
    } else {
        writeTexturedMeshFile(options.output.path, std::get<TexturedMesh>(content), exportAbout(options));
    }
    progress.finish();
    return 0;
}

namespace {

// What a grid's picture holds a box, measured as peak resident memory over the box count
// (--grid 5 and 11, Linux and Mesa) and rounded up: the 32-byte box records, their growth and
// the driver's copy. The exports and --dump-boxes write a city at a time, so their memory does
// not grow with the grid; what grows is the file.
constexpr double kPictureBytesPerBox = 100;
// The least an OBJ takes a box, measured (--grid 5 and 11) and rounded down: 24 vertices with
// their colours and 12 faces. A .glb's size is worked out exactly by its writer.
constexpr double kObjBytesPerBox = 1200;
constexpr double kBoxesPerCity = 750;  // 737 a city in --grid 5, 748 in --grid 201

std::string sizeText(double bytes) {
    char text[32];
    if (bytes < 1e9) {
        std::snprintf(text, sizeof text, "%.0f MB", bytes / 1e6);
    } else {
        std::snprintf(text, sizeof text, bytes < 10e9 ? "%.1f GB" : "%.0f GB", bytes / 1e9);
    }
    return text;
}

// A grid's export that cannot be written is refused before any work, with what it would
// take and what to try: a .glb clearly over glTF's 4 GB (the writer refuses one just over, once
// it has counted exactly), an OBJ clearly bigger than its disk's free space (a .glb's writer
// checks that with its exact size). Where the system cannot say, or the file is not a regular
// one (/dev/null), the write will tell.
void refuseWhatCannotBeWritten(const Options& options) {
    const std::string& path = options.output.path;
    if (options.mode != Mode::exportMesh || options.scene.grid <= 1) return;
    const double cities = static_cast<double>(options.scene.grid) * options.scene.grid;
    const std::string grid = "--grid " + std::to_string(options.scene.grid);
    if (lowerExtension(path) == ".glb") {
        const double size = cities * kBoxesPerCity * static_cast<double>(kGlbBytesPerBox);
        const double limit = static_cast<double>(kMaxGlbBytes);
        if (size <= 1.1 * limit) return;  // near the limit, the writer's exact count decides
        int fits = static_cast<int>(std::sqrt(0.97 * limit / (kBoxesPerCity * static_cast<double>(kGlbBytesPerBox))));
        if (fits % 2 == 0) fits--;
        throw std::runtime_error("--export of " + grid + " as .glb needs about " + sizeText(size) +
                                 ", over the 4.29 GB (2^32 bytes) a .glb can hold; try --grid " + std::to_string(fits) +
                                 " or less, or .obj");
    }
    std::error_code error;
    const std::filesystem::path named = pathFromUtf8(path);
    const std::filesystem::file_status status = std::filesystem::status(named, error);
    if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) return;
    const std::filesystem::path folder = std::filesystem::absolute(named, error).parent_path();
    const std::filesystem::space_info space = std::filesystem::space(folder, error);
    const double need = cities * kBoxesPerCity * kObjBytesPerBox;
    if (error || need <= static_cast<double>(space.available)) return;
    throw std::runtime_error("cannot write " + path + ": " + grid + " needs at least " + sizeText(need) +
                             " as .obj and its disk has " + sizeText(static_cast<double>(space.available)) +
                             " free; try a smaller --grid, or .glb (under half the size)");
}

double pictureBytes(int grid) { return static_cast<double>(grid) * grid * kBoxesPerCity * kPictureBytesPerBox; }

// A grid too big for this machine is refused before any work, with what it needs and what to
// try, rather than ending in out-of-memory an hour in.
void refuseWhatCannotFit(const Options& options) {
    const int grid = options.scene.grid;
    const double usable = static_cast<double>(usableMemoryBytes());
    if (grid <= 1 || options.mode != Mode::screenshot || usable == 0) return;
    const double need = pictureBytes(grid);
    if (need <= usable) return;
    int fits = static_cast<int>(std::sqrt(0.75 * usable / (kBoxesPerCity * kPictureBytesPerBox)));  // with room to spare
    if (fits % 2 == 0) fits--;
    std::string line = "--screenshot of --grid " + std::to_string(grid) + " needs about " + sizeText(need) +
                       " of memory and this process can have " + sizeText(usable) + "; try ";
    line += fits >= 1 ? "--grid " + std::to_string(fits) + " or less" : "a machine with more memory";
    throw std::runtime_error(line);
}

// Before any driver starts, its floor for any GPU (platform/ProcessMemory.hpp); where the GPU is
// llvmpipe, its threads' share is asked for once the context says so (GlWindow, LayerSurface).
void refuseDrawingWithoutRoom(const Options& options) {
    const bool draws = options.mode == Mode::viewer || options.mode == Mode::screenshot ||
                       options.mode == Mode::flightLog || options.mode == Mode::screensaverSettings;
    if (draws) refuseDriverWithoutRoom(false);
}

// The world's cache lives in memory, and so does its GPU arena where the GPU is llvmpipe (the
// box world's arena is the budget's size; the night's holds the tiles in view): a budget over
// half of what this process can have would grow until the system runs out of memory rather
// than evict (--cache-budget 1024G: 5.3 GB at frame 96, then out of memory). Refused up front.
void refuseBudgetBeyondMemory(const Options& options) {
    const std::size_t usable = usableMemoryBytes();
    if (!options.world.enabled || usable == 0 || options.world.cacheBudget <= usable / 2) return;
    throw std::runtime_error("--cache-budget " + std::to_string(options.world.cacheBudget >> 20) +
                             "M is more than this machine can hold: this process can have " + sizeText(double(usable)) +
                             " and the world needs as much again beside its cache; at most --cache-budget " +
                             std::to_string((usable / 2) >> 20) + "M");
}

} // namespace

std::string pictureNeeds(const SceneSettings& scene) {
    constexpr double kBigPictureBytes = 1e9;  // --grid 121 and up: about four seconds here
    if (scene.grid <= 1 || pictureBytes(scene.grid) < kBigPictureBytes) return "";
    return "rendering --grid " + std::to_string(scene.grid) + ": " + std::to_string(scene.grid * scene.grid) +
           " cities, about " + sizeText(pictureBytes(scene.grid)) + " of memory";
}

int runMode(const Options& options) {
    refuseDrawingWithoutRoom(options);
    refuseBudgetBeyondMemory(options);
    refuseWhatCannotFit(options);
    refuseWhatCannotBeWritten(options);
    switch (options.mode) {
    case Mode::viewer: return runViewer(options);
    case Mode::stats: return runStats(options);
    case Mode::dumpBoxes: return runDumpBoxes(options);
    case Mode::screenshot: return runScreenshot(options);
    case Mode::height: return runHeight(options);
    case Mode::flightLog: return runFlightLog(options);
    case Mode::exportMesh: return runExport(options);
    case Mode::plan: return runPlan(options);
    case Mode::screensaverSettings: return runScreensaverSettings(options);
    }
    return 1;
}

} // namespace app
