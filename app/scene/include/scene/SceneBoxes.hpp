// app::forEachBoxList — a box scene's boxes (the city and box-list kinds'), one list at a time:
// each city of the grid in GameDraw's loop order, or the scene's one box list. The kinds stream
// them to the dump and the export, and the box view bakes them, through one buffer, so memory
// stays at one city's worth. Pure CPU work: no windows, no GL.
#pragma once

#include "scene/CityStats.hpp"
#include "scene/SceneSettings.hpp"

#include "formats/BoxCsv.hpp"

#include "zsystem/Box.hpp"
#include "zsystem/Grid.hpp"

#include <functional>
#include <string_view>
#include <vector>

namespace app {

// Calls visit(boxes) for each box list of a box scene, in order; returns the originals' counts.
template <typename Visit>
CityStats forEachBoxList(const SceneSettings& settings, Visit&& visit) {
    CityStats stats;
    std::vector<zs::Box> boxes;
    const SceneInfo& info = sceneInfo(settings.scene);
    if (info.growBoxList) {  // one box list, grown once
        const zs::City scene = info.growBoxList(settings.seed);
        stats = CityStats{scene.buildings, static_cast<std::int64_t>(scene.boxes.size())};
        visit(scene.boxes);
        return stats;
    }
    zs::forEachGridCity(settings.grid, [&](int i, int j) {
        boxes.clear();
        stats.buildings += zs::appendCity(zs::gridCitySeed(settings.seed, i, j), zs::gridCityArea(i, j), info.cityVariant, boxes);
        stats.cubes += static_cast<std::int64_t>(boxes.size());
        visit(boxes);
    });
    return stats;
}

// The --dump-boxes CSV of a box scene: write(text) a list at a time, progress after each.
void dumpBoxLists(const SceneSettings& settings, BoxColumns columns, const std::function<void(std::string_view)>& write,
                  const std::function<void(double)>& progress);

} // namespace app
