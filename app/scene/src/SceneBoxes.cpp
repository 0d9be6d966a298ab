#include "scene/SceneBoxes.hpp"

namespace app {

void dumpBoxLists(const SceneSettings& settings, BoxColumns columns, const std::function<void(std::string_view)>& write,
                  const std::function<void(double)>& progress) {
    std::string text = boxCsvHeader(columns);
    const double lists = static_cast<double>(settings.grid) * settings.grid;
    double done = 0;
    forEachBoxList(settings, [&](const std::vector<zs::Box>& boxes) {
        appendBoxCsv(boxes, text, columns);
        write(text);
        text.clear();
        if (progress) progress(++done / lists);
    });
}

} // namespace app
