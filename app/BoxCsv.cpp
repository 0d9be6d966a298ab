#include "BoxCsv.hpp"

#include <charconv>

namespace app {
namespace {

void appendNumber(double value, char separator, std::string& out) {
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr);
    out.push_back(separator);
}

} // namespace

void appendBoxCsv(const std::vector<zs::Box>& boxes, std::string& out) {
    for (const zs::Box& b : boxes) {
        appendNumber(b.x1, ',', out);
        appendNumber(b.y1, ',', out);
        appendNumber(b.z1, ',', out);
        appendNumber(b.x2, ',', out);
        appendNumber(b.y2, ',', out);
        appendNumber(b.z2, ',', out);
        appendNumber(b.r, ',', out);
        appendNumber(b.g, ',', out);
        appendNumber(b.b, '\n', out);
    }
}

} // namespace app
