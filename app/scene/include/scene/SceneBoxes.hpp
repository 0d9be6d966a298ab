// app::forEachBoxList — a box scene's boxes, one list at a time: each city of the grid in
// GameDraw's loop order, or the scene's one box list. The headless modes stream them to a file
// and the box view bakes them, through one buffer, so memory stays at one city's worth.
// Pure CPU work: no windows, no GL.
#pragma once

#include "scene/CityStats.hpp"
#include "scene/SceneSettings.hpp"

#include "zsystem/Box.hpp"
#include "zsystem/Grid.hpp"

#include <vector>

namespace app {

// Is the scene made of boxes (a city, or a box list), rather than a height field or Pixel City's pieces?
inline bool hasBoxes(Scene scene) {
    const SceneContent content = sceneInfo(scene).content;
    return content == SceneContent::city || content == SceneContent::boxList;
}

// Calls visit(boxes) for each box list of a box scene, in order; returns the originals' counts.
template <typename Visit>
CityStats forEachBoxList(const SceneSettings& settings, Visit&& visit) {
    CityStats stats;
    std::vector<zs::Box> boxes;
    const SceneInfo& info = sceneInfo(settings.scene);
    if (info.content == SceneContent::boxList) {
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

} // namespace app
