// engine::bakeNightSky — paints the sky band: glow, then clouds, then the faux skyline in front.
//
// The picture is built in floats (0..1 a channel) so the clouds' soft edges blend smoothly, and
// turned into bytes at the end. Sizes that the eye sees on the cylinder are given in degrees and
// turned into pixels with the band's two scales (512 pixels are 180 degrees across, 16 up).
#include "engine/NightSky.hpp"

#include "zsystem/Rand.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace engine {
namespace {

namespace pc = zs::pixelcity;

// The sky's draws come from their own stream of the seed ("SKY " in ASCII), so a caller can pass
// the city's seed without the sky repeating the plan's first draws.
constexpr std::uint32_t kSkyStream = 0x534B5920u;

constexpr double kPixelsPerDegreeAcross = kSkyPixels * kSkyRepeatsAround / 360.0;  // 2.84
constexpr double kPixelsPerDegreeUp = kSkyPixels / kSkyBandDegrees;                // 32

// The glow: the bloom colour kept to a fifth of its saturation, at 0.3 of its brightness
// on the horizon (about as dim as the original's haze, lightness 0.15), fading to black half way up
// the band, where the original's gradient ended too.
constexpr float kGlowSaturation = 0.2f;
constexpr float kGlowBrightness = 0.3f;
constexpr int kGlowTopRow = kSkyPixels / 2;

// The faux skyline: a block every 5 pixels, 0..8 wide, its height the sum of three draws of
// 0..7 (up to 21, mostly about 10): the original's distant city.
constexpr int kSkylineStep = 5;
constexpr int kSkylineWidths = 9;
constexpr int kSkylineStoreyDraws = 3;
constexpr int kSkylineStoreys = 8;

// The clouds: about 240 (the original drew one on each row of its cloud texture but the
// margins), their bases between just above the horizon and about 10 degrees up.
// Nearer the horizon they are farther off, so smaller; each is three dark puffs side by side on
// a flat base and a small core lit faintly in the city's colour from below.
constexpr int kCloudCount = 240;
constexpr int kCloudLowestRow = 4;
constexpr int kCloudBaseRows = 320;
constexpr double kCloudMinWidthDegrees = 6;
constexpr int kCloudWidthSpreadDegrees = 15;   // 6..20 degrees wide at the top of their range
constexpr double kCloudNearScale = 0.35;       // the size of a cloud on the horizon, relative
constexpr int kCloudFlatness = 8;              // height = width * (8..15) / 100
constexpr int kCloudDarkPuffs = 3;
constexpr double kCoreWidth = 0.4;             // of the cloud's width
constexpr double kCoreHeight = 0.45;           // of its height
constexpr float kCloudDarkness = 0.55f;        // how much of what is behind each dark puff hides
constexpr float kCoreSaturation = 0.5f;
constexpr float kCoreBrightness = 0.10f;       // the original's cloud colour had lightness 0.1
// Cloud cores fade out between the glow's top and the black rows, so the band's top stays black.
constexpr int kCoreFadeTopRow = kSkyPixels - kSkyBlackTopRows;

struct Colour {
    float r = 0, g = 0, b = 0;
};

Colour scaled(const Colour& c, float k) { return {c.r * k, c.g * k, c.b * k}; }

// The colour kept to `saturation` of its own, around its grey.
Colour desaturated(const pc::Rgb& c, float saturation) {
    const float grey = (c.r + c.g + c.b) / 3;
    return {grey + (c.r - grey) * saturation, grey + (c.g - grey) * saturation, grey + (c.b - grey) * saturation};
}

class Canvas {
public:
    Canvas() : pixels_(std::size_t(kSkyPixels) * kSkyPixels) {}

    Colour& at(int x, int row) {  // x wraps round the cylinder
        const int wrapped = ((x % kSkyPixels) + kSkyPixels) % kSkyPixels;
        return pixels_[std::size_t(row) * kSkyPixels + std::size_t(wrapped)];
    }

    Image toImage() const {
        Image image;
        image.width = kSkyPixels;
        image.height = kSkyPixels;
        image.rgba.resize(pixels_.size() * 4);
        for (std::size_t i = 0; i < pixels_.size(); i++) {
            image.rgba[i * 4 + 0] = toByte(pixels_[i].r);
            image.rgba[i * 4 + 1] = toByte(pixels_[i].g);
            image.rgba[i * 4 + 2] = toByte(pixels_[i].b);
            image.rgba[i * 4 + 3] = 255;
        }
        return image;
    }

private:
    static std::uint8_t toByte(float v) { return std::uint8_t(std::clamp(v, 0.0f, 1.0f) * 255 + 0.5f); }
    std::vector<Colour> pixels_;
};

// The glow falls off with the square of the height, so it hugs the horizon as a city's haze
// does, and reaches exactly zero at kGlowTopRow.
void paintGlow(const Colour& horizon, Canvas& canvas) {
    for (int row = 0; row < kGlowTopRow; row++) {
        const float left = 1 - float(row) / kGlowTopRow;
        const Colour c = scaled(horizon, left * left);
        for (int x = 0; x < kSkyPixels; x++) canvas.at(x, row) = c;
    }
}

struct Puff {
    double centreX = 0, base = 0;    // pixels; the ellipse sits on its base
    double halfWidth = 0, height = 0;
};

// Soft ellipse coverage: 1 at the middle, falling to 0 at the rim.
template <typename Blend>
void coverPuff(const Puff& puff, Canvas& canvas, Blend blend) {
    const double radiusY = puff.height / 2;
    const double centreY = puff.base + radiusY;
    const int x0 = int(puff.centreX - puff.halfWidth), x1 = int(puff.centreX + puff.halfWidth) + 1;
    const int y0 = std::max(0, int(puff.base)), y1 = std::min(kCoreFadeTopRow - 1, int(puff.base + puff.height) + 1);
    for (int row = y0; row <= y1; row++) {
        const double dy = (row + 0.5 - centreY) / radiusY;
        for (int x = x0; x <= x1; x++) {
            const double dx = (x + 0.5 - puff.centreX) / puff.halfWidth;
            const double d2 = dx * dx + dy * dy;
            if (d2 >= 1) continue;
            blend(canvas.at(x, row), float(1 - d2), row);
        }
    }
}

float coreFade(int row) {
    if (row <= kGlowTopRow) return 1;
    return std::max(0.0f, float(kCoreFadeTopRow - row) / (kCoreFadeTopRow - kGlowTopRow));
}

// A dark puff's size and place within its cloud, in hundredths of the cloud's width and height.
struct PuffShape {
    int offset = 0;  // -40..40: from the cloud's middle
    int width = 0;   // 50..89
    int height = 0;  // 60..99
};

PuffShape drawPuffShape(zs::Rand& rand) {
    PuffShape shape;
    shape.offset = int(rand.draw(81)) - 40;
    shape.width = 50 + int(rand.draw(40));
    shape.height = 60 + int(rand.draw(40));
    return shape;
}

void paintCloud(const Colour& core, Canvas& canvas, zs::Rand& rand) {
    const int base = kCloudLowestRow + int(rand.draw(kCloudBaseRows));
    const int x = int(rand.draw(kSkyPixels));
    const int widthDegrees = int(rand.draw(kCloudWidthSpreadDegrees));
    const int flatness = kCloudFlatness + int(rand.draw(kCloudFlatness));
    const double distance = kCloudNearScale + (1 - kCloudNearScale) * base / (kCloudLowestRow + kCloudBaseRows);
    const double width = (kCloudMinWidthDegrees + widthDegrees) * distance * kPixelsPerDegreeAcross;  // pixels
    const double height = width / kPixelsPerDegreeAcross * flatness / 100 * kPixelsPerDegreeUp;      // pixels
    auto darken = [](Colour& c, float a, int) { c = scaled(c, 1 - a * kCloudDarkness); };
    for (int k = 0; k < kCloudDarkPuffs; k++) {
        const PuffShape shape = drawPuffShape(rand);
        coverPuff({x + 0.5 + width * shape.offset / 100, double(base), width * shape.width / 200,
                   height * shape.height / 100},
                  canvas, darken);
    }
    // The core: low in the middle, where the city's light catches the cloud's belly.
    auto light = [&core](Colour& c, float a, int row) {
        const float w = a * coreFade(row);
        c = {c.r + (core.r - c.r) * w, c.g + (core.g - c.g) * w, c.b + (core.b - c.b) * w};
    };
    coverPuff({x + 0.5, double(base), width * kCoreWidth / 2, height * kCoreHeight}, canvas, light);
}

void paintSkyline(Canvas& canvas, zs::Rand& rand) {
    for (int x0 = 0; x0 < kSkyPixels; x0 += kSkylineStep) {
        const int width = int(rand.draw(kSkylineWidths));
        int height = 0;
        for (int k = 0; k < kSkylineStoreyDraws; k++) height += int(rand.draw(kSkylineStoreys));
        for (int row = 0; row < height; row++) {
            for (int x = x0; x < x0 + width; x++) canvas.at(x, row) = Colour{};
        }
    }
}

} // namespace

Image bakeNightSky(std::uint32_t seed, pc::Rgb bloomColour) {
    zs::Rand rand(seed ^ kSkyStream);
    Canvas canvas;
    paintGlow(scaled(desaturated(bloomColour, kGlowSaturation), kGlowBrightness), canvas);
    const Colour core = scaled(desaturated(bloomColour, kCoreSaturation), kCoreBrightness);
    for (int i = 0; i < kCloudCount; i++) paintCloud(core, canvas, rand);
    paintSkyline(canvas, rand);
    return canvas.toImage();
}

} // namespace engine
