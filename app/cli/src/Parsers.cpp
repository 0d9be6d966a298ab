#include "cli/Parsers.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <locale>
#include <sstream>
#include <string>
#include <vector>

namespace app {
namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

} // namespace

std::optional<long long> parseInteger(std::string_view text) {
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end) return std::nullopt;
    return value;
}

std::optional<double> parseNumber(std::string_view text) {
    if (text.empty() || std::isspace(static_cast<unsigned char>(text.front()))) return std::nullopt;
    std::istringstream in{std::string(text)};
    in.imbue(std::locale::classic());
    double value = 0;
    in >> value;
    if (in.fail() || in.peek() != std::char_traits<char>::eof() || !std::isfinite(value)) return std::nullopt;
    return value;
}

namespace {

// A whole number, decimal or 0x hex, with no sign: the originals' and the windows' form.
std::optional<std::uint64_t> parseUnsigned(std::string_view text) {
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    }
    if (text.empty() || text.front() == '-' || text.front() == '+') return std::nullopt;
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value, base);
    if (ec != std::errc() || ptr != end) return std::nullopt;
    return value;
}

} // namespace

std::optional<std::uint32_t> parseSeed(std::string_view text) {
    const std::optional<std::uint64_t> value = parseUnsigned(text);
    if (!value || *value > std::numeric_limits<std::uint32_t>::max()) return std::nullopt;
    return static_cast<std::uint32_t>(*value);
}

std::optional<std::uint64_t> parseWindowId(std::string_view text) {
    const std::optional<std::uint64_t> value = parseUnsigned(text);
    if (!value || *value == 0) return std::nullopt;  // 0 is no window (X's None, a null HWND)
    return value;
}

std::optional<Size> parseSize(std::string_view text) {
    const std::vector<std::string_view> parts = split(text, 'x');
    if (parts.size() != 2) return std::nullopt;
    const auto width = parseInteger(parts[0]);
    const auto height = parseInteger(parts[1]);
    if (!width || !height || *width < 1 || *height < 1 || *width > kMaxPictureSide || *height > kMaxPictureSide) {
        return std::nullopt;
    }
    return Size{static_cast<int>(*width), static_cast<int>(*height)};
}

std::optional<std::size_t> parseBytes(std::string_view text) {
    std::size_t scale = 1;
    if (!text.empty()) {
        const char unit = static_cast<char>(std::toupper(static_cast<unsigned char>(text.back())));
        if (unit == 'K' || unit == 'M' || unit == 'G') {
            scale = std::size_t{1} << (unit == 'K' ? 10 : unit == 'M' ? 20 : 30);
            text.remove_suffix(1);
        }
    }
    // At most a terabyte, and what a size_t holds: 4 GB less a byte where it is 32 bits (the
    // page's wasm32), where 1 << 40 itself would not fit.
    constexpr unsigned long long kMostBytes =
        std::min<unsigned long long>(1ull << 40, std::numeric_limits<std::size_t>::max());
    const auto value = parseInteger(text);
    if (!value || *value <= 0 || static_cast<unsigned long long>(*value) > kMostBytes / scale) return std::nullopt;
    return static_cast<std::size_t>(*value) * scale;
}

std::optional<engine::CameraPose> parseCamera(std::string_view text) {
    const std::vector<std::string_view> parts = split(text, ',');
    if (parts.size() != 5) return std::nullopt;
    double values[5];
    for (std::size_t i = 0; i < 5; i++) {
        const auto value = parseNumber(parts[i]);
        if (!value || (i < 3 && std::fabs(*value) > kMaxCoordinate)) return std::nullopt;
        values[i] = *value;
    }
    engine::CameraPose pose;
    pose.position = {values[0], values[1], values[2]};
    pose.yawDegrees = values[3];
    pose.pitchDegrees = values[4];
    return pose;
}

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
    return text;
}

} // namespace app
