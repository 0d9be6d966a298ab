// engine::bakeNightSky — paints the sky band: glow, then cloud streaks and their cores, then the
// faux skyline in front.
//
// The picture is built in floats (0..1 a channel) so the streaks' soft edges blend smoothly, and
// turned into bytes at the end. Sizes are given in degrees as the eye sees them on the cylinder
// and turned into pixels with the band's two scales (kSkyPixelsPerDegreeAcross and ...Up).
//
// The numbers were fitted to the original's sky as it looks on the screen at its own overview
// camera (512,130,900 looking north 14 degrees down, 1280 x 720), its pictures (issue 23) and its
// port run here beside zcity (seeds 1, 2, 3 and 6): its brightest row 21-31 of 255, 164-189 rows
// down; the rows above fading to about a sixth of that 90 rows up. In front of the band stand the
// city's own far buildings (engine::silhouetteNightCells) and this faux skyline, which is low.
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

// The glow: the bloom colour kept to a fifth of its saturation (the original's haze), brightest
// on the horizon and falling with the square of the height to black 13 degrees up (7.3 on the
// screen in the original's look, where its own gradient ended at 7.9, half its band). Fitted
// with the far buildings in front: before them (8 degrees up, 0.19) the band was brightest
// behind them, and what showed above was half as bright as the original's.
constexpr float kGlowSaturation = 0.2f;
constexpr float kGlowBrightness = 0.24f;
constexpr double kGlowTopDegrees = 13;

// The faux skyline: a far city of black blocks, one starting every 1.4 degrees, 0 to 2.2 degrees
// wide, so many overlap and gaps show the glow between; each as tall as the sum of three draws
// of 0..7 storeys of 0.055 degree (up to 1.2 degrees, 0.65 on the screen: the original's 21
// rows of its 512). The blocks are as wide on the screen as the original's at its overview (its
// 5-pixel steps and 0-8 pixel widths on a picture wrapped twice round the eye). Twice as tall
// before, they stood in for the far buildings zcity did not draw.
constexpr double kSkylineStepDegrees = 1.4;
constexpr int kSkylineWidthChoices = 9;           // widths 0..8 steps of ...
constexpr double kSkylineWidthStepDegrees = 0.28; // ... 0.28 degrees
constexpr int kSkylineStoreyDraws = 3;
constexpr int kSkylineStoreys = 8;
constexpr double kStoreyDegrees = 0.055;

// The clouds: about 240 (the original drew one on each row of its cloud texture but the margins),
// long soft streaks lying flat, their middles between just above the horizon and 10 degrees up.
// Nearer the horizon they are farther off, so shorter and thinner. Each is a dark streak and,
// inside it, a short faint core lit in the city's colour from below.
constexpr int kCloudCount = 240;
constexpr double kCloudLowestDegrees = 0.3;
constexpr double kCloudHighestDegrees = 10;
constexpr int kCloudHeightSteps = 1000;             // where in that range, in thousandths
constexpr double kCloudMinLengthDegrees = 10;
constexpr int kCloudLengthSpreadDegrees = 25;       // 10..34 degrees long at the top of their range
constexpr double kCloudNearScale = 0.35;            // the size of a cloud on the horizon, relative
constexpr int kCloudThinnest = 4, kCloudThicknessSpread = 6;  // thickness = length * (4..9) / 100
constexpr float kCloudDarkness = 0.5f;              // how much of what is behind a streak's middle hides
constexpr double kCoreLength = 0.5;                 // of the streak's length
constexpr double kCoreThickness = 0.4;              // of its thickness
constexpr float kCoreSaturation = 0.5f;
constexpr float kCoreBrightness = 0.12f;            // added at the core's middle: faint, but lighter
                                                    // than the glow around it, as the original's
// Cores fade out between the glow's top and the black rows, so the band's top stays black.
constexpr int kCoreFadeTopRow = kSkyHeight - kSkyBlackTopRows;

constexpr int kGlowTopRow = int(kGlowTopDegrees * kSkyPixelsPerDegreeUp);

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
    Canvas() : pixels_(std::size_t(kSkyWidth) * kSkyHeight) {}

    Colour& at(int x, int row) {  // x wraps round the cylinder
        const int wrapped = ((x % kSkyWidth) + kSkyWidth) % kSkyWidth;
        return pixels_[std::size_t(row) * kSkyWidth + std::size_t(wrapped)];
    }

    Image toImage() const {
        Image image;
        image.width = kSkyWidth;
        image.height = kSkyHeight;
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

// The glow hugs the horizon as a city's haze does, and reaches exactly zero at kGlowTopRow.
void paintGlow(const Colour& horizon, Canvas& canvas) {
    for (int row = 0; row < kGlowTopRow; row++) {
        const float left = 1 - (row + 0.5f) / kGlowTopRow;
        const Colour c = scaled(horizon, left * left);
        for (int x = 0; x < kSkyWidth; x++) canvas.at(x, row) = c;
    }
}

// A flat soft streak: coverage 1 along its middle line, falling to 0 at its rim.
struct Streak {
    double centreX = 0, centreY = 0;    // pixels
    double halfLength = 0, halfThickness = 0;
};

template <typename Blend>
void coverStreak(const Streak& s, Canvas& canvas, Blend blend) {
    const int x0 = int(s.centreX - s.halfLength), x1 = int(s.centreX + s.halfLength) + 1;
    const int y0 = std::max(0, int(s.centreY - s.halfThickness));
    const int y1 = std::min(kCoreFadeTopRow - 1, int(s.centreY + s.halfThickness) + 1);
    for (int row = y0; row <= y1; row++) {
        const double dy = (row + 0.5 - s.centreY) / s.halfThickness;
        for (int x = x0; x <= x1; x++) {
            const double dx = (x + 0.5 - s.centreX) / s.halfLength;
            const double d2 = dx * dx + dy * dy;
            if (d2 >= 1) continue;
            const double a = 1 - d2;
            blend(canvas.at(x, row), float(a * a), row);  // squared: edges that melt into the sky
        }
    }
}

float coreFade(int row) {
    if (row <= kGlowTopRow) return 1;
    return std::max(0.0f, float(kCoreFadeTopRow - row) / (kCoreFadeTopRow - kGlowTopRow));
}

void paintCloud(const Colour& core, Canvas& canvas, zs::Rand& rand) {
    const int heightStep = int(rand.draw(kCloudHeightSteps));
    const int x = int(rand.draw(kSkyWidth));
    const int lengthDegrees = int(rand.draw(kCloudLengthSpreadDegrees));
    const int thickness = kCloudThinnest + int(rand.draw(kCloudThicknessSpread));
    const double degreesUp = kCloudLowestDegrees + (kCloudHighestDegrees - kCloudLowestDegrees) * heightStep / kCloudHeightSteps;
    const double distance = kCloudNearScale + (1 - kCloudNearScale) * degreesUp / kCloudHighestDegrees;
    const double length = (kCloudMinLengthDegrees + lengthDegrees) * distance;  // degrees
    Streak streak;
    streak.centreX = x + 0.5;
    streak.centreY = degreesUp * kSkyPixelsPerDegreeUp;
    streak.halfLength = length / 2 * kSkyPixelsPerDegreeAcross;
    streak.halfThickness = std::max(1.0, length * thickness / 100 / 2 * kSkyPixelsPerDegreeUp);
    coverStreak(streak, canvas, [](Colour& c, float a, int) { c = scaled(c, 1 - a * kCloudDarkness); });
    // The core: where the city's light catches the cloud's belly; added, so it shows on black too.
    Streak inner = streak;
    inner.halfLength *= kCoreLength;
    inner.halfThickness = std::max(1.0, inner.halfThickness * kCoreThickness);
    coverStreak(inner, canvas, [&core](Colour& c, float a, int row) {
        const float w = a * coreFade(row);
        c = {c.r + core.r * w, c.g + core.g * w, c.b + core.b * w};
    });
}

void paintSkyline(Canvas& canvas, zs::Rand& rand) {
    const double step = kSkylineStepDegrees * kSkyPixelsPerDegreeAcross;
    for (int k = 0; k * step < kSkyWidth; k++) {
        const int x0 = int(k * step);
        const int widthSteps = int(rand.draw(kSkylineWidthChoices));
        int storeys = 0;
        for (int d = 0; d < kSkylineStoreyDraws; d++) storeys += int(rand.draw(kSkylineStoreys));
        const int width = int(widthSteps * kSkylineWidthStepDegrees * kSkyPixelsPerDegreeAcross + 0.5);
        const int height = int(storeys * kStoreyDegrees * kSkyPixelsPerDegreeUp + 0.5);
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
