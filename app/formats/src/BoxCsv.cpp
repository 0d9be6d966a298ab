#include "formats/BoxCsv.hpp"

#include "formats/ShortestNumber.hpp"

namespace app {
namespace {

void appendNumber(double value, char separator, std::string& out) {
    char buffer[32];
    out.append(buffer, shortestChars(buffer, buffer + sizeof buffer, value));
    out.push_back(separator);
}

} // namespace

std::string boxCsvHeader(BoxColumns columns) {
    return columns == BoxColumns::withMaterial ? "x1,y1,z1,x2,y2,z2,r,g,b,material\n" : "x1,y1,z1,x2,y2,z2,r,g,b\n";
}

void appendBoxCsv(const std::vector<zs::Box>& boxes, std::string& out, BoxColumns columns) {
    for (const zs::Box& b : boxes) {
        appendNumber(b.x1, ',', out);
        appendNumber(b.y1, ',', out);
        appendNumber(b.z1, ',', out);
        appendNumber(b.x2, ',', out);
        appendNumber(b.y2, ',', out);
        appendNumber(b.z2, ',', out);
        appendNumber(b.r, ',', out);
        appendNumber(b.g, ',', out);
        if (columns == BoxColumns::withMaterial) {
            appendNumber(b.b, ',', out);
            out += zs::materialName(b.material);
            out.push_back('\n');
        } else {
            appendNumber(b.b, '\n', out);
        }
    }
}

} // namespace app
