// The modes that need no GL: --stats, --dump-boxes, --height, --plan and --export.
#include "modes/Modes.hpp"

#include "formats/BoxCsv.hpp"
#include "formats/MeshFiles.hpp"
#include "formats/NightCityFiles.hpp"
#include "formats/ReduxFiles.hpp"
#include "formats/OutputFile.hpp"
#include "formats/PlanSvg.hpp"
#include "formats/PngFile.hpp"
#include "platform/ProcessMemory.hpp"
#include "view/GroundMesh.hpp"
#include "view/NightCity.hpp"

#include "zsystem/ReduxCity.hpp"
#include "view/SceneBoxes.hpp"

#include "zsystem/Terrain.hpp"

#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>

namespace app {

void printLine(const std::string& line) {
    if (std::fputs((line + "\n").c_str(), stdout) < 0 || std::fflush(stdout) != 0) {
        throw std::runtime_error(std::string("cannot write to standard output: ") + std::strerror(errno));
    }
}

namespace {

bool isNightCity(const Options& options) { return isNight(options.scene.scene); }
// Two pixels a unit: a marker's dash shows, a street of 4 is 8 pixels wide.
constexpr int kReduxPlanPixels = 2048;

std::string extensionOf(const std::string& path) {
    std::string extension = std::filesystem::path(path).extension().string();
    for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return extension;
}

bool isRedux(const Options& options) { return sceneInfo(options.scene.scene).content == SceneContent::reduxCity; }

} // namespace

int runStats(const Options& options) {
    if (isRedux(options)) {
        printLine(reduxTitle(growNightCity(options.scene.seed, NightKind::redux)));
        return 0;
    }
    if (isNightCity(options)) {
        printLine(nightCityTitle(zs::pixelcity::growPixelCity(options.scene.seed)));
        return 0;
    }
    if (!hasBoxes(options.scene.scene)) {
        GroundMesh ground(options.scene);
        ground.follow(startCamera(options));
        printLine(ground.titleLine());
        return 0;
    }
    printLine(cityTitle(forEachBoxList(options.scene, [](const std::vector<zs::Box>&) {})));
    return 0;
}

int runDumpBoxes(const Options& options) {
    if (isRedux(options)) {
        const zs::redux::Plan plan = zs::redux::growPlan(options.scene.seed);
        const std::string dump = reduxPlanDump(plan) + pixelCityDump(zs::redux::buildCity(plan));
        OutputFile file(options.output.path);
        file.write(dump);
        file.commit();
        return 0;
    }
    if (isNightCity(options)) {
        const std::string dump = pixelCityDump(zs::pixelcity::growPixelCity(options.scene.seed)) +
                                 windowSheetsDump(zs::pixelcity::growWindowSheets(options.scene.seed));
        OutputFile file(options.output.path);
        file.write(dump);
        file.commit();
        return 0;
    }
    const BoxColumns columns = options.output.materialColumn ? BoxColumns::withMaterial : BoxColumns::published;
    OutputFile file(options.output.path);
    std::string text = boxCsvHeader(columns);
    forEachBoxList(options.scene, [&](const std::vector<zs::Box>& boxes) {
        appendBoxCsv(boxes, text, columns);
        file.write(text);
        text.clear();
    });
    file.commit();
    return 0;
}

int runPlan(const Options& options) {
    if (isRedux(options) && extensionOf(options.output.path) == ".png") {
        writePng(options.output.path, reduxPlanPicture(zs::redux::growPlan(options.scene.seed), kReduxPlanPixels));
        return 0;
    }
    OutputFile file(options.output.path);
    if (isRedux(options)) {
        file.write(reduxPlanSvg(zs::redux::growPlan(options.scene.seed)));
    } else if (isNightCity(options)) {
        file.write(pixelCityPlanSvg(zs::pixelcity::growPixelCity(options.scene.seed)));
    } else {
        file.write(planSvg(options.scene.seed, *cityVariant(options.scene.scene), options.scene.grid));
    }
    file.commit();
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
    if (isNightCity(options)) {
        const NightCity night = growNightCity(options.scene.seed, isRedux(options) ? NightKind::redux : NightKind::pixelCity);
        writeTexturedMeshFile(options.output.path, nightTexturedMesh(night.mesh, night.sheets, night.logos),
                              exportAbout(options));
        return 0;
    }
    std::vector<engine::Vertex> triangles;
    if (hasBoxes(options.scene.scene)) {
        forEachBoxList(options.scene, [&](const std::vector<zs::Box>& boxes) { engine::bakeBoxes(boxes, triangles); });
    } else {
        GroundMesh ground(options.scene);  // the terrain patch around the camera
        ground.follow(startCamera(options));
        triangles = ground.vertices();
    }
    writeMeshFile(options.output.path, triangles, exportAbout(options));
    return 0;
}

namespace {

// What a grid's job holds a box, measured as peak resident memory over the box count (--grid 5
// and 11, Linux and Mesa) and rounded up: an export's triangles (36 vertices a box), their glTF
// buffers or OBJ text and the file's bytes; a picture's 32-byte box records, their growth and
// the driver's copy. --dump-boxes writes a city at a time, so its memory does not grow with the grid.
constexpr double kGlbBytesPerBox = 6000;
constexpr double kObjBytesPerBox = 7500;
constexpr double kPictureBytesPerBox = 100;
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

// A grid too big for this machine is refused before any work, with what it needs and what to
// try, rather than ending in out-of-memory an hour in.
void refuseWhatCannotFit(const Options& options) {
    const int grid = options.scene.grid;
    double perBox = 0;
    if (options.mode == Mode::exportMesh) {
        perBox = extensionOf(options.output.path) == ".glb" ? kGlbBytesPerBox : kObjBytesPerBox;
    }
    if (options.mode == Mode::screenshot) perBox = kPictureBytesPerBox;
    const double usable = static_cast<double>(usableMemoryBytes());
    if (grid <= 1 || perBox == 0 || usable == 0) return;
    const double need = static_cast<double>(grid) * grid * kBoxesPerCity * perBox;
    if (need <= usable) return;
    int fits = static_cast<int>(std::sqrt(0.75 * usable / (kBoxesPerCity * perBox)));  // with room to spare
    if (fits % 2 == 0) fits--;
    const std::string mode = options.mode == Mode::exportMesh ? "--export" : "--screenshot";
    std::string line = mode + " of --grid " + std::to_string(grid) + " needs about " + sizeText(need) +
                       " of memory and this process can have " + sizeText(usable) + "; try ";
    line += fits >= 1 ? "--grid " + std::to_string(fits) + " or less" : "a machine with more memory";
    if (options.mode == Mode::exportMesh) line += ", or --dump-boxes, which writes a city at a time";
    throw std::runtime_error(line);
}

} // namespace

int runMode(const Options& options) {
    refuseWhatCannotFit(options);
    switch (options.mode) {
    case Mode::viewer: return runViewer(options);
    case Mode::stats: return runStats(options);
    case Mode::dumpBoxes: return runDumpBoxes(options);
    case Mode::screenshot: return runScreenshot(options);
    case Mode::height: return runHeight(options);
    case Mode::flightLog: return runFlightLog(options);
    case Mode::exportMesh: return runExport(options);
    case Mode::plan: return runPlan(options);
    }
    return 1;
}

} // namespace app
