#include "Commands.hpp"

#include "BoxCsv.hpp"
#include "CityStats.hpp"
#include "OutputFile.hpp"
#include "PlanSvg.hpp"
#include "SceneContent.hpp"

#include "zsystem/Grid.hpp"
#include "zsystem/Terrain.hpp"
#include "zsystem/Zterrain.hpp"

#include <charconv>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

namespace app {
namespace {

// Grows each box list of the options' scene in turn (each city of the grid, or zterrain's
// one scene) and hands its boxes to `visit`.
template <typename Visit>
CityStats growEachBoxList(const Options& options, Visit&& visit) {
    CityStats stats;
    std::vector<zs::Box> boxes;
    const auto variant = cityVariant(options.scene);
    if (!variant) {
        boxes = zs::growZterrain().boxes;
        stats.cubes = static_cast<std::int64_t>(boxes.size());
        visit(boxes);
        return stats;
    }
    zs::forEachGridCity(options.grid, [&](int i, int j) {
        boxes.clear();
        stats.buildings += zs::appendCity(zs::gridCitySeed(options.seed, i, j), zs::gridCityArea(i, j), *variant, boxes);
        stats.cubes += static_cast<std::int64_t>(boxes.size());
        visit(boxes);
    });
    return stats;
}

// Writes a file through OutputFile (whole or not at all); one line and exit code 1 on failure.
template <typename Write>
int writeOutput(const std::string& path, Write&& write) {
    try {
        OutputFile file(path);
        write(file);
        file.commit();
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "zcity: %s\n", e.what());
        return 1;
    }
}

} // namespace

int runStats(const Options& options) {
    if (options.scene == Scene::terrain) {
        SceneContent terrain(sceneSettings(options));
        terrain.follow(options.camera.value_or(startPose(options.scene)));
        std::printf("%s\n", terrain.titleLine().c_str());
        return 0;
    }
    const CityStats stats = growEachBoxList(options, [](const std::vector<zs::Box>&) {});
    std::printf("%s\n", cityTitle(stats).c_str());
    return 0;
}

int runDumpBoxes(const Options& options) {
    return writeOutput(options.outputPath, [&](OutputFile& file) {
        std::string text = kBoxCsvHeader;
        growEachBoxList(options, [&](const std::vector<zs::Box>& boxes) {
            appendBoxCsv(boxes, text);
            file.write(text);
            text.clear();
        });
    });
}

int runPlan(const Options& options) {
    return writeOutput(options.outputPath, [&](OutputFile& file) {
        file.write(planSvg(options.seed, *cityVariant(options.scene), options.grid));
    });
}

int runHeight(const Options& options) {
    const float height = zs::terrainHeight(options.heightX, options.heightZ, options.terrain);
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, height).ptr;  // shortest that reads back
    std::printf("%.*s\n", static_cast<int>(end - text), text);
    return 0;
}

} // namespace app
