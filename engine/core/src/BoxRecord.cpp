#include "engine/BoxRecord.hpp"

#include "engine/BoxGeometry.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace engine {
namespace {

constexpr int kSearch = 64;         // codes tried each side of the nearest
constexpr double kCodeUnit = 32768;  // codes per unit of colour: 2^15, so 0.5 and 1 are exact

// Each face's shade over 32768: a code times it is the face's colour in one rounding, so no
// shader compiler can reassociate the product into another float. Dividing by a power of two
// is exact, so 0 and a colour that is a power of two (0.25, 0.5, 1) give each face the very
// float the original's glColor3f got: 0.5's top face sits on a tie between two 8-bit levels,
// and only the same float rounds the same way there on every GPU.
float codeShade(int face) { return static_cast<float>(kFaceShades[face]) / static_cast<float>(kCodeUnit); }

// Where an 8-bit level boundary is too near to trust: GPUs may round a last bit differently.
constexpr double kMargin = 1.0 / 512;  // of one level

// The 8-bit level the GPU writes for `value` (round to nearest), and how far from a tie it is.
struct Level {
    long level;
    double distanceFromTie;  // in levels: 0.5 at the centre of a level, 0 on a tie
};
Level level(float value) {
    const double scaled = static_cast<double>(value) * 255.0;
    const double floor = std::floor(scaled);
    return Level{static_cast<long>(std::floor(scaled + 0.5)), std::abs(scaled - floor - 0.5)};
}

// Does `code` give every face exactly the float the original gave glColor3f (so any GPU shows
// both the same, ties and all)?
bool sameFloats(int code, const float (&original)[3]) {
    for (int face = 0; face < 3; face++) {
        if (static_cast<float>(code) * codeShade(face) != original[face]) return false;
    }
    return true;
}

// Does `code` show every face of a box of this channel on the original's 8-bit levels?
bool showsAsOriginal(int code, const long (&target)[3], double margin) {
    for (int face = 0; face < 3; face++) {
        const Level shown = level(static_cast<float>(code) * codeShade(face));
        if (shown.level != target[face] || shown.distanceFromTie < margin) return false;
    }
    return true;
}

} // namespace

std::uint16_t colourCode(double channel) {
    const double c = std::clamp(channel, 0.0, 65535 / kCodeUnit);
    const int nearest = static_cast<int>(std::lround(c * kCodeUnit));
    float original[3];
    long target[3];
    for (int face = 0; face < 3; face++) {
        original[face] = static_cast<float>(c * kFaceShades[face]);
        target[face] = level(original[face]).level;
    }
    // The same floats, where a code gives them (0 and 1 do); else the nearest code that lands on
    // the same levels, first with a safe margin from every tie, then without (the original's own
    // value may sit on a tie, where any GPU may go either way).
    if (sameFloats(nearest, original)) return static_cast<std::uint16_t>(nearest);
    for (const double margin : {kMargin, 0.0}) {
        for (int step = 0; step <= 2 * kSearch; step++) {
            const int code = nearest + (step % 2 ? (step + 1) / 2 : -(step / 2));
            if (code >= 0 && code <= 65535 && showsAsOriginal(code, target, margin)) {
                return static_cast<std::uint16_t>(code);
            }
        }
    }
    return static_cast<std::uint16_t>(nearest);
}

float shadedColour(std::uint16_t code, int face) { return static_cast<float>(code) * codeShade(face); }

std::string boxShaderGlsl() {
    std::string glsl = "const int kBoxCorners[36] = int[36](";
    for (std::size_t k = 0; k < kVerticesPerBox; k++) glsl += (k ? ", " : "") + std::to_string(kBoxCorners[k]);
    glsl += ");\nconst float kCodeShades[3] = float[3](";
    for (int face = 0; face < 3; face++) {
        char number[32];
        // Nine significant digits read back as the same float.
        std::snprintf(number, sizeof number, "%s%.9g", face ? ", " : "", static_cast<double>(codeShade(face)));
        glsl += number;
    }
    return glsl + ");\n";
}

void bakeBoxRecords(const std::vector<zs::Box>& boxes, double originX, double originZ, std::vector<BoxRecord>& out) {
    // Room for this list, growing geometrically: a grid bakes city after city into one vector,
    // and an exact reserve each time would copy the whole of it for every city (a --grid 61
    // picture took 190 s, nearly all of it in memmove and page faults).
    const std::size_t needed = out.size() + boxes.size();
    if (needed > out.capacity()) out.reserve(std::max(needed, 2 * out.capacity()));
    // The originals' boxes are greys, often the same one many times: one search a distinct grey.
    double lastGrey = -1;
    std::uint16_t lastCode = 0;
    const auto code = [&](double channel) {
        if (channel != lastGrey) {
            lastGrey = channel;
            lastCode = colourCode(channel);
        }
        return lastCode;
    };
    for (const zs::Box& b : boxes) {
        const std::uint16_t r = code(b.r);
        const std::uint16_t g = b.g == b.r ? r : colourCode(b.g);
        const std::uint16_t bl = b.b == b.r ? r : colourCode(b.b);
        out.push_back(BoxRecord{static_cast<float>(b.x1 - originX), static_cast<float>(b.y1),
                                static_cast<float>(b.z1 - originZ), static_cast<float>(b.x2 - originX),
                                static_cast<float>(b.y2), static_cast<float>(b.z2 - originZ), r, g, bl,
                                static_cast<std::uint8_t>(b.material), 0});
    }
}

} // namespace engine
