#include "scene/SceneDump.hpp"

#include "formats/NightCityFiles.hpp"
#include "formats/ReduxFiles.hpp"
#include "scene/SceneBoxes.hpp"

#include "zsystem/PixelCity.hpp"
#include "zsystem/ReduxCity.hpp"

#include <string>

namespace app {

void dumpScene(const SceneSettings& scene, BoxColumns columns, const std::function<void(std::string_view)>& write,
               const std::function<void(double)>& progress) {
    const auto report = [&progress](double fraction) {
        if (progress) progress(fraction);
    };
    if (sceneInfo(scene.scene).content == SceneContent::reduxCity) {
        const zs::redux::Plan plan = zs::redux::growPlan(scene.seed);
        write(reduxPlanDump(plan) + pixelCityDump(zs::redux::buildCity(plan)));
        report(1);
        return;
    }
    if (isNight(scene.scene)) {
        write(pixelCityDump(zs::pixelcity::growPixelCity(scene.seed)) +
              windowSheetsDump(zs::pixelcity::growWindowSheets(scene.seed)));
        report(1);
        return;
    }
    std::string text = boxCsvHeader(columns);
    const double lists = static_cast<double>(scene.grid) * scene.grid;
    double done = 0;
    forEachBoxList(scene, [&](const std::vector<zs::Box>& boxes) {
        appendBoxCsv(boxes, text, columns);
        write(text);
        text.clear();
        report(++done / lists);
    });
}

} // namespace app
