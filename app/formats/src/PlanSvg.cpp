#include "formats/PlanSvg.hpp"

#include "zsystem/Grid.hpp"
#include "zsystem/CityObjects.hpp"

#include <cstdio>
#include <locale>
#include <new>
#include <sstream>

namespace app {
namespace {

// Cut lines by depth: the first cuts are the long straight streets, drawn boldest.
const char* const kCutColours[] = {"#ff3b30", "#ff9500", "#ffcc00", "#34c759", "#32ade6", "#5856d6", "#af52de"};

class PlanWriter {
public:
    explicit PlanWriter(std::ostringstream& out) : out_(out) {}

    void object(const zs::CityObject& object, int depth) {
        zs::CityList list;
        zs::expand(object, list);
        const zs::Rect& a = object.params.area;
        const bool isBuilding = object.function == &zs::buildingFunction;
        if (object.function == &zs::blockFunction) {
            rect(a.x1 + 3, a.z1 + 3, a.x2 - 3, a.z2 - 3, "#7a7a7a", "");  // the base slab
        } else if (isBuilding && !list.primitives.boxes.empty()) {
            const int grey = 150 + 25 * std::min(depth, 4);  // tiers lighter as they rise
            char fill[8];
            std::snprintf(fill, sizeof fill, "#%02x%02x%02x", grey, grey, grey);
            rect(a.x1, a.z1, a.x2, a.z2, fill, "");
        }
        for (const zs::CityObject& child : list.children) this->object(child, isBuilding ? depth + 1 : depth);
        if (object.function == &zs::suburbFunction && list.children.size() > 1) {
            // The cut: the edges its parts share.
            const int iter = object.params.iter;
            const char* colour = kCutColours[std::min<std::size_t>(static_cast<std::size_t>(iter), std::size(kCutColours) - 1)];
            const double width = std::max(0.6, 4.0 - 0.6 * iter);
            const zs::Rect& first = list.children.front().params.area;
            if (first.x2 < a.x2) line(first.x2, a.z1, first.x2, a.z2, colour, width);
            if (first.z2 < a.z2) line(a.x1, first.z2, a.x2, first.z2, colour, width);
        }
    }

private:
    void rect(double x1, double z1, double x2, double z2, const char* fill, const char* extra) {
        if (x2 <= x1 || z2 <= z1) return;
        out_ << "<rect x=\"" << x1 << "\" y=\"" << z1 << "\" width=\"" << x2 - x1 << "\" height=\"" << z2 - z1
             << "\" fill=\"" << fill << "\"" << extra << "/>\n";
    }
    void line(double x1, double z1, double x2, double z2, const char* colour, double width) {
        out_ << "<line x1=\"" << x1 << "\" y1=\"" << z1 << "\" x2=\"" << x2 << "\" y2=\"" << z2 << "\" stroke=\"" << colour
             << "\" stroke-width=\"" << width << "\" stroke-linecap=\"square\"/>\n";
    }

    std::ostringstream& out_;
};

} // namespace

std::string planSvg(std::uint32_t seed, zs::Variant variant, int grid) {
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(7);
    const double half = grid * zs::kCitySize / 2.0;
    char title[96];
    std::snprintf(title, sizeof title, "zcity: seed 0x%08X, %s, %dx%d", seed, std::string(zs::variantName(variant)).c_str(),
                  grid, grid);
    out << "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"" << -half << ' ' << -half << ' ' << 2 * half << ' '
        << 2 * half << "\" width=\"" << std::min(2 * half, 1000.0) << "\" height=\"" << std::min(2 * half, 1000.0) << "\">\n"
        << "<title>" << title << "</title>\n"
        << "<rect x=\"" << -half << "\" y=\"" << -half << "\" width=\"" << 2 * half << "\" height=\"" << 2 * half
        << "\" fill=\"#000\"/>\n";
    PlanWriter writer(out);
    zs::forEachGridCity(grid, [&](int i, int j) { writer.object(zs::cityObject(seed, i, j, variant), 0); });
    out << "</svg>\n";
    // A string stream that cannot grow sets its bad bit and drops the rest without a word:
    // the cut-off plan must not be written as if whole.
    if (!out) throw std::bad_alloc();
    return out.str();
}

} // namespace app
