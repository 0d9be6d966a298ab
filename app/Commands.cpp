#include "Commands.hpp"

#include "BoxCsv.hpp"
#include "CityStats.hpp"
#include "OutputFile.hpp"

#include "zsystem/Grid.hpp"

#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

namespace app {
namespace {

// Grows each city of the options' grid in turn and hands its boxes to `visit`.
template <typename Visit>
CityStats growEachCity(const Options& options, Visit&& visit) {
    CityStats stats;
    std::vector<zs::Box> boxes;
    zs::forEachGridCity(options.grid, [&](int i, int j) {
        boxes.clear();
        stats.buildings += zs::appendCity(zs::gridCitySeed(options.seed, i, j), zs::gridCityArea(i, j),
                                          options.variant, boxes);
        stats.cubes += static_cast<std::int64_t>(boxes.size());
        visit(boxes);
    });
    return stats;
}

} // namespace

int runStats(const Options& options) {
    const CityStats stats = growEachCity(options, [](const std::vector<zs::Box>&) {});
    std::printf("%s\n", cityTitle(stats).c_str());
    return 0;
}

int runDumpBoxes(const Options& options) {
    try {
        OutputFile file(options.outputPath);
        std::string text = kBoxCsvHeader;
        growEachCity(options, [&](const std::vector<zs::Box>& boxes) {
            appendBoxCsv(boxes, text);
            file.write(text);
            text.clear();
        });
        file.commit();
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "zcity: %s\n", e.what());
        return 1;
    }
}

} // namespace app
