#include "zsystem/Terrain.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace zs {
namespace {

// (unsigned int)value as VC6's __ftol did it: truncate toward zero to 64 bits, keep the low
// 32. Out of the 64-bit range (or NaN) __ftol gave 0x8000000000000000, whose low half is 0.
std::uint32_t toUint32Wrapping(double value) {
    if (!(std::fabs(value) < 9.2e18)) return 0;
    return static_cast<std::uint32_t>(static_cast<std::int64_t>(value));
}

// (int)value as VC6 did it: truncation, and the "integer indefinite" 0x80000000 when the
// value does not fit.
int toIntTruncating(double value) {
    if (!(value > -2147483649.0 && value < 2147483648.0)) return std::numeric_limits<int>::min();
    return static_cast<int>(value);
}

} // namespace

float terrainPosRand(float x, float z) {
    const std::uint32_t a = toUint32Wrapping(static_cast<double>(x) * 984729.0);
    const std::uint32_t b = toUint32Wrapping(static_cast<double>(z) * 735161.0);
    const std::uint32_t r = (a ^ b) - (a * b) + ((a >> 10) & (b << 2)) - ((a << 2) | (b >> 9));
    return static_cast<float>((r % 18378276u) / 18378276.0);
}

std::optional<TerrainMode> parseTerrainMode(std::string_view name) noexcept {
    if (name == "faithful") return TerrainMode::faithful;
    if (name == "fixed") return TerrainMode::fixed;
    return std::nullopt;
}

GroundPoint terrainRingPoint(int ring, int spoke, float xo, float zo) {
    const float d = static_cast<float>(ring + ring * (ring - 1) / 14);  // whole-number division, as written
    const float a = static_cast<float>(spoke * 3.14159 / 16);
    return GroundPoint{static_cast<float>(xo + d * std::sin(static_cast<double>(a))),
                       static_cast<float>(zo + d * std::cos(static_cast<double>(a)))};
}

namespace {

// The window the seed's loop narrows toward the point: its corner (sx, sz), its side, and the
// heights at its corners, each held in a float as the original's float variables held them;
// every right-hand side is evaluated in double, as the x87 did, and rounded on the store.
struct HeightWindow {
    float sx, sz, scale;
    float r00, r01, r10, r11;
};

double hashAt(double px, double pz) { return static_cast<double>(terrainPosRand(static_cast<float>(px), static_cast<float>(pz))); }

// One level of the seed's loop: the window halved toward (x, z), its new corners made from the
// old ones with bumps `hscale` high. The points made at a level are the middles of the four edges
// and the centre: an edge point averages the two ends of its edge, the centre the corners r00
// and r11 (the seed's worked example at (5, 5)), and each adds a bump hashed from its position.
void narrowWindow(HeightWindow& w, float x, float z, float hscale) {
    w.scale = static_cast<float>(w.scale * 0.5);
    const double s = w.scale;
    const double left = w.sx, top = w.sz;  // the window's corner (sx, sz)
    const auto bump = [&](double px, double pz) { return hscale * hashAt(px, pz); };
    const auto topEdge = [&] { return 0.5 * (w.r00 + static_cast<double>(w.r01)) + bump(left + s, top); };
    const auto leftEdge = [&] { return 0.5 * (w.r00 + static_cast<double>(w.r10)) + bump(left, top + s); };
    const auto rightEdge = [&] { return 0.5 * (w.r01 + static_cast<double>(w.r11)) + bump(left + 2 * s, top + s); };
    const auto bottomEdge = [&] { return 0.5 * (w.r10 + static_cast<double>(w.r11)) + bump(left + s, top + 2 * s); };
    const auto centre = [&] { return 0.5 * (w.r00 + static_cast<double>(w.r11)) + bump(left + s, top + s); };

    float nr00, nr01, nr10, nr11;
    // "If it's less than half way then bring the window back else move it forward."
    if (left + s > x) {
        if (top + s > z) {
            nr00 = w.r00;
            nr01 = static_cast<float>(topEdge());
            nr10 = static_cast<float>(leftEdge());
            nr11 = static_cast<float>(centre());
        } else {  // trimmed in the seed: the lower-left quarter
            nr00 = static_cast<float>(leftEdge());
            nr01 = static_cast<float>(centre());
            nr10 = w.r10;
            nr11 = static_cast<float>(bottomEdge());
            w.sz = static_cast<float>(top + s);
        }
    } else {
        if (top + s > z) {  // trimmed: the upper-right quarter
            nr00 = static_cast<float>(topEdge());
            nr01 = w.r01;
            nr10 = static_cast<float>(centre());
            nr11 = static_cast<float>(rightEdge());
            w.sx = static_cast<float>(left + s);
        } else {  // trimmed: the lower-right quarter
            nr00 = static_cast<float>(centre());
            nr01 = static_cast<float>(rightEdge());
            nr10 = static_cast<float>(bottomEdge());
            nr11 = w.r11;
            w.sx = static_cast<float>(left + s);
            w.sz = static_cast<float>(top + s);
        }
    }
    w.r00 = nr00;
    w.r01 = nr01;
    w.r10 = nr10;
    w.r11 = nr11;
}

} // namespace

float terrainHeight(float x, float z, TerrainMode mode) {
    HeightWindow w{};
    w.scale = 20;
    // The seed's (int)(x/scale) rounds toward zero; the fixed terrain rounds down.
    const auto cell = [&](float v) {
        const double q = static_cast<double>(v) / w.scale;
        return mode == TerrainMode::fixed ? std::floor(q) : static_cast<double>(toIntTruncating(q));
    };
    w.sx = static_cast<float>(static_cast<double>(w.scale) * cell(x));
    w.sz = static_cast<float>(static_cast<double>(w.scale) * cell(z));
    w.r00 = static_cast<float>(hashAt(w.sx, w.sz));
    w.r01 = static_cast<float>(hashAt(static_cast<double>(w.sx) + w.scale, w.sz));
    w.r10 = static_cast<float>(hashAt(w.sx, static_cast<double>(w.sz) + w.scale));
    w.r11 = static_cast<float>(hashAt(static_cast<double>(w.sx) + w.scale, static_cast<double>(w.sz) + w.scale));

    float hscale = 1;
    for (int level = 0; level < 15; level++) {
        narrowWindow(w, x, z, hscale);
        hscale = static_cast<float>(hscale * 0.2);
    }

    if (mode == TerrainMode::faithful) {
        // The seed's "TODO: Bilinear filter to get height": the faithful height is the
        // window's top-left corner.
        return static_cast<float>(10 * static_cast<double>(w.r00));
    }
    // The fixed terrain does the TODO: blend the last window's four corners.
    const double fx = std::clamp((static_cast<double>(x) - w.sx) / w.scale, 0.0, 1.0);
    const double fz = std::clamp((static_cast<double>(z) - w.sz) / w.scale, 0.0, 1.0);
    const double top = w.r00 + (w.r01 - static_cast<double>(w.r00)) * fx;
    const double bottom = w.r10 + (w.r11 - static_cast<double>(w.r10)) * fx;
    return static_cast<float>(10 * (top + (bottom - top) * fz));
}

} // namespace zs
