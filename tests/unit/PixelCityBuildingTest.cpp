// Pixel City's buildings as pieces: every kind over 200 seeds each, held to the original's rules
// (docs/originals.md, B and H) and to ours: the texture wraps round each corner one
// window back, nothing is mirrored, no two blocky tiers share a wall plane, every top is closed.
#include "zsystem/PixelCity.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace pc = zs::pixelcity;

namespace {

constexpr int kSeeds = 200;
constexpr float kWindow = 1.0f / 64;
constexpr double kOverhang = 0.5 + 0.2;  // a tower's ledge at most, plus a sign's stand-off
constexpr double kAboveHeight = 4 + 11 + 15;  // ledge, roof slabs (4+3+2+1+1), antenna
constexpr std::uint16_t kIndex = 7;

// A building of `kind` whose plot (12-31 a side) and height (10-54) come from the seed.
pc::Building makeBuilding(pc::BuildingKind kind, std::uint32_t seed) {
    zs::Rand shape(seed * 2654435761u + 12345u);
    pc::Building b;
    b.kind = kind;
    b.footprint.x = 300 + pc::below(shape, 400);
    b.footprint.z = 300 + pc::below(shape, 400);
    b.footprint.width = 12 + pc::below(shape, 20);
    b.footprint.depth = 12 + pc::below(shape, 20);
    b.height = 10 + pc::below(shape, 45);
    b.skyscraper = b.height >= 45;
    b.sheet = pc::below(shape, pc::kSheetCount);
    b.tint = pc::below(shape, pc::kTintCount);
    b.trim = pc::below(shape, pc::kTintCount);
    return b;
}

pc::PixelCity piecesOf(const pc::Building& b, std::uint32_t seed) {
    pc::PixelCity city;
    zs::Rand rand(seed);
    pc::buildBuilding(b, kIndex, rand, city);
    return city;
}

template <typename Check>
void forEachBuilding(pc::BuildingKind kind, Check check) {
    for (std::uint32_t seed = 1; seed <= kSeeds; ++seed) {
        const pc::Building b = makeBuilding(kind, seed);
        const pc::PixelCity city = piecesOf(b, seed);
        CAPTURE(seed);
        check(b, city);
    }
}

double centreX(const pc::Building& b) { return b.footprint.x + b.footprint.width / 2.0; }
double centreZ(const pc::Building& b) { return b.footprint.z + b.footprint.depth / 2.0; }

// ---- Walls gathered into faces (one straight run) and loops (faces round one tier) ----

using Face = std::vector<pc::Wall>;
using Loop = std::vector<Face>;

bool sameBand(const pc::Wall& a, const pc::Wall& b) { return a.bottom == b.bottom && a.top == b.top; }
bool joins(const pc::Wall& a, const pc::Wall& b) { return sameBand(a, b) && a.x2 == b.x1 && a.z2 == b.z1; }
bool sameDirection(const pc::Wall& a, const pc::Wall& b) {
    const double ax = a.x2 - a.x1, az = a.z2 - a.z1, bx = b.x2 - b.x1, bz = b.z2 - b.z1;
    return std::abs(ax * bz - az * bx) < 1e-9 && ax * bx + az * bz > 0;
}
double lengthOf(const pc::Wall& w) { return std::hypot(double(w.x2) - w.x1, double(w.z2) - w.z1); }

std::vector<Loop> loopsOf(const std::vector<pc::Wall>& walls) {
    std::vector<Loop> loops;
    for (const pc::Wall& w : walls) {
        if (!loops.empty() && joins(loops.back().back().back(), w)) {
            Face& face = loops.back().back();
            if (sameDirection(face.back(), w)) {
                face.push_back(w);
            } else {
                loops.back().push_back(Face{w});
            }
        } else {
            loops.push_back(Loop{Face{w}});
        }
    }
    return loops;
}

struct Rect {
    double x0, z0, x1, z1;
};

Rect boundsOf(const Loop& loop) {
    Rect r{1e9, 1e9, -1e9, -1e9};
    for (const Face& face : loop) {
        for (const pc::Wall& w : face) {
            r.x0 = std::min({r.x0, double(w.x1), double(w.x2)});
            r.x1 = std::max({r.x1, double(w.x1), double(w.x2)});
            r.z0 = std::min({r.z0, double(w.z1), double(w.z2)});
            r.z1 = std::max({r.z1, double(w.z1), double(w.z2)});
        }
    }
    return r;
}

bool closes(const Loop& loop) {
    const pc::Wall& first = loop.front().front();
    const pc::Wall& last = loop.back().back();
    return last.x2 == first.x1 && last.z2 == first.z1;
}

// A face's window columns left to right seen from outside: true where blank.
std::vector<bool> blankColumns(const Face& face) {
    std::vector<bool> columns;
    for (const pc::Wall& w : face) {
        const long n = std::lround(lengthOf(w));
        columns.insert(columns.end(), std::size_t(n), w.surface == pc::Surface::black);
    }
    return columns;
}

// The u at the left edge of each lit column, left to right.
std::vector<float> litColumnUs(const Face& face) {
    std::vector<float> us;
    for (const pc::Wall& w : face) {
        if (w.surface == pc::Surface::windows) {
            const long n = std::lround(lengthOf(w));
            for (long i = 0; i < n; ++i) us.push_back(w.u1 + float(i) * kWindow);
        }
    }
    return us;
}

// The faces of a box-shaped tier: walls continue each other, u runs on across a face (a window
// a lit column, held over blank ones), each face starts a window back from the last one's end,
// blank columns mirror about mid-face, and no corner shows its neighbour's columns reversed.
void checkWrappedLoop(const Loop& loop) {
    REQUIRE(loop.size() == 4);
    CHECK(closes(loop));
    for (std::size_t f = 0; f < loop.size(); ++f) {
        const Face& face = loop[f];
        for (std::size_t i = 0; i < face.size(); ++i) {
            const pc::Wall& w = face[i];
            const float columns = float(std::lround(lengthOf(w)));
            CHECK(std::abs(lengthOf(w) - columns) < 1e-4);  // whole windows
            if (w.surface == pc::Surface::windows) {
                CHECK(w.u2 - w.u1 == doctest::Approx(columns * kWindow).epsilon(1e-6));
            } else {
                CHECK(w.u2 == w.u1);
            }
            if (i > 0) CHECK(w.u1 == face[i - 1].u2);
        }
        const std::vector<bool> blanks = blankColumns(face);
        CHECK(std::equal(blanks.begin(), blanks.end(), blanks.rbegin()));
        if (f > 0) {
            const Face& before = loop[f - 1];
            CHECK(std::abs(face.front().u1 - (before.back().u2 - kWindow)) < 1e-5);
            const std::vector<float> left = litColumnUs(before);
            const std::vector<float> right = litColumnUs(face);
            if (left.size() >= 2 && right.size() >= 2) {
                const bool mirrored = right[0] == left[left.size() - 1] && right[1] == left[left.size() - 2];
                CHECK_FALSE(mirrored);
            }
        }
    }
}

// Seen from outside, (x1, z1) is on the left: the face from 1 to 2 looks out along
// (-(z2 - z1), x2 - x1), away from the building's centre; and u grows left to right.
void checkWallsFaceOut(const pc::Building& b, const pc::PixelCity& city) {
    for (const pc::Wall& w : city.walls) {
        const double outX = -(double(w.z2) - w.z1);
        const double outZ = double(w.x2) - w.x1;
        const double midX = (double(w.x1) + w.x2) / 2 - centreX(b);
        const double midZ = (double(w.z1) + w.z2) / 2 - centreZ(b);
        CHECK(outX * midX + outZ * midZ > 0);
        CHECK(w.building == kIndex);
        CHECK(w.bottom < w.top);
        if (w.surface == pc::Surface::windows) {
            CHECK(w.u2 > w.u1);
            CHECK(w.v2 - w.v1 == doctest::Approx((w.top - w.bottom) / 64).epsilon(1e-6));
        }
    }
}

// Everything stays over the plot (ledges 0.5 out, signs 0.2 more) and between the ground and
// the top of the tallest roof clutter.
void checkBounds(const pc::Building& b, const pc::PixelCity& city) {
    const double x0 = b.footprint.x - kOverhang - 1e-4, x1 = b.footprint.x + b.footprint.width + kOverhang + 1e-4;
    const double z0 = b.footprint.z - kOverhang - 1e-4, z1 = b.footprint.z + b.footprint.depth + kOverhang + 1e-4;
    const double yMax = b.height + kAboveHeight + 1e-4;
    auto inside = [&](double x, double y, double z) { return x >= x0 && x <= x1 && z >= z0 && z <= z1 && y >= 0 && y <= yMax; };
    for (const pc::Wall& w : city.walls) {
        CHECK(inside(w.x1, w.bottom, w.z1));
        CHECK(inside(w.x2, w.top, w.z2));
    }
    for (const zs::Box& s : city.solids) {
        CHECK(s.x1 < s.x2);
        CHECK(s.y1 < s.y2);
        CHECK(s.z1 < s.z2);
        CHECK(inside(s.x1, s.y1, s.z1));
        CHECK(inside(s.x2, s.y2, s.z2));
    }
    for (const pc::Lid& lid : city.lids) {
        CHECK(lid.outline.size() >= 3);
        CHECK(lid.building == kIndex);
        for (const auto& p : lid.outline) CHECK(inside(p[0], lid.y, p[1]));
    }
    for (const pc::Light& l : city.lights) CHECK(inside(l.x, l.y, l.z));
    for (const pc::Logo& logo : city.logos) {
        CHECK(inside(logo.x1, logo.bottom, logo.z1));
        CHECK(inside(logo.x2, logo.top, logo.z2));
        CHECK(logo.word >= 0);
        CHECK(logo.word < pc::kLogoCount);
        CHECK(logo.building == kIndex);
        CHECK(logo.top - logo.bottom == doctest::Approx(std::hypot(logo.x2 - logo.x1, logo.z2 - logo.z1) / 8 * 1.5).epsilon(1e-4));
    }
}

// Black solids are black; lit trim wears the building's trim colour.
void checkColours(const pc::Building& b, const pc::PixelCity& city) {
    const pc::Rgb trim = pc::tintTable()[std::size_t(b.trim)];
    for (const zs::Box& s : city.solids) {
        if (s.material == zs::Material::trim) {
            CHECK(float(s.r) == trim.r);
            CHECK(float(s.g) == trim.g);
            CHECK(float(s.b) == trim.b);
        } else {
            const bool black = s.material == zs::Material::nightBlack || s.material == zs::Material::acUnit ||
                               s.material == zs::Material::antenna;
            CHECK(black);
            CHECK(s.r == 0);
            CHECK(s.g == 0);
            CHECK(s.b == 0);
        }
    }
}

bool isBlinker(const pc::Light& l) { return l.periodMs > 0; }

std::size_t countMaterial(const pc::PixelCity& city, zs::Material m) {
    return std::size_t(std::count_if(city.solids.begin(), city.solids.end(), [m](const zs::Box& s) { return s.material == m; }));
}

// Roof clutter on a blocky or tower roof: height / 15 AC units, each wholly on a black slab it
// stands on; an antenna and one blinker exactly when the building is over 45; corner lights
// always lit, four at a time, in the trim colour.
void checkRoofClutter(const pc::Building& b, const pc::PixelCity& city) {
    CHECK(countMaterial(city, zs::Material::acUnit) == std::size_t(b.height / 15));
    for (const zs::Box& ac : city.solids) {
        if (ac.material != zs::Material::acUnit) continue;
        const bool onASlab = std::any_of(city.solids.begin(), city.solids.end(), [&](const zs::Box& s) {
            return s.material == zs::Material::nightBlack && s.y2 == ac.y1 && ac.x1 >= s.x1 - 1e-9 && ac.x2 <= s.x2 + 1e-9 &&
                   ac.z1 >= s.z1 - 1e-9 && ac.z2 <= s.z2 + 1e-9;
        });
        CHECK(onASlab);
        CHECK(ac.x2 - ac.x1 >= 1 - 1e-9);
        CHECK(ac.x2 - ac.x1 <= 3.9 + 1e-9);
        CHECK(ac.y2 - ac.y1 >= 1 - 1e-9);
        CHECK(ac.y2 - ac.y1 <= 2.9 + 1e-9);
    }
    const bool tall = b.height > 45;
    CHECK((countMaterial(city, zs::Material::antenna) > 0) == tall);
    const auto blinkers = std::count_if(city.lights.begin(), city.lights.end(), isBlinker);
    CHECK(blinkers == (tall ? 1 : 0));
    const pc::Rgb trim = pc::tintTable()[std::size_t(b.trim)];
    const auto steady = std::count_if(city.lights.begin(), city.lights.end(), [](const pc::Light& l) { return !isBlinker(l); });
    CHECK((steady == 0 || steady == 4));
    for (const pc::Light& l : city.lights) {
        if (isBlinker(l)) {
            CHECK(l.periodMs >= 1500);
            CHECK(l.periodMs <= 2000);
            CHECK(l.onMs == 200);
            CHECK(l.phaseMs >= 0);
            CHECK(l.phaseMs < l.periodMs);
            CHECK(l.colour.r == 1.0f);
            CHECK(l.colour.g == 0.75f);
            CHECK(l.colour.b == 0.63f);
        } else {
            CHECK(l.size == 2);
            CHECK(l.colour.r == trim.r);
            CHECK(l.colour.g == trim.g);
            CHECK(l.colour.b == trim.b);
        }
    }
    // Add-ons only on roof slabs standing above 35: in a skyscraper's roof (or atop a tall tower).
    for (const pc::Logo& logo : city.logos) CHECK(logo.bottom > 35);
    for (const pc::Light& l : city.lights) CHECK(l.y > 35);
    for (const zs::Box& s : city.solids) {
        if (s.material == zs::Material::trim) CHECK(s.y1 > 35);
    }
    CHECK(city.logos.size() <= 1);
}

// Every loop of walls is closed from above: by a box standing on its top, a lid at its top, or
// another band of walls going on up from the same outline.
void checkClosedFromAbove(const pc::PixelCity& city) {
    const std::vector<Loop> loops = loopsOf(city.walls);
    for (const Loop& loop : loops) {
        const Rect r = boundsOf(loop);
        const float top = loop.front().front().top;
        auto covers = [&](double x0, double z0, double x1, double z1) {
            return x0 <= r.x0 + 1e-5 && z0 <= r.z0 + 1e-5 && x1 >= r.x1 - 1e-5 && z1 >= r.z1 - 1e-5;
        };
        bool closed = std::any_of(city.solids.begin(), city.solids.end(), [&](const zs::Box& s) {
            return float(s.y1) == top && covers(s.x1, s.z1, s.x2, s.z2);
        });
        for (const pc::Lid& lid : city.lids) {
            if (lid.y != top) continue;
            double x0 = 1e9, z0 = 1e9, x1 = -1e9, z1 = -1e9;
            for (const auto& p : lid.outline) {
                x0 = std::min(x0, double(p[0]));
                x1 = std::max(x1, double(p[0]));
                z0 = std::min(z0, double(p[1]));
                z1 = std::max(z1, double(p[1]));
            }
            closed = closed || covers(x0, z0, x1, z1);
        }
        for (const Loop& other : loops) {
            const Rect o = boundsOf(other);
            closed = closed || (other.front().front().bottom == top && covers(o.x0, o.z0, o.x1, o.z1));
        }
        CHECK(closed);
    }
}

void checkCommon(const pc::Building& b, const pc::PixelCity& city) {
    checkWallsFaceOut(b, city);
    checkBounds(b, city);
    checkColours(b, city);
    checkClosedFromAbove(city);
}

int blockyTierLimit(int height) { return height > 40 ? 15 : height > 30 ? 10 : height > 20 ? 5 : height > 10 ? 2 : 1; }

} // namespace

TEST_CASE("pixel city: a blocky building's tiers all hold the centre and never share a wall plane") {
    forEachBuilding(pc::BuildingKind::blocky, [](const pc::Building& b, const pc::PixelCity& city) {
        checkCommon(b, city);
        checkRoofClutter(b, city);
        std::vector<Rect> tiers;
        std::vector<float> heights;
        int plinths = 0;
        for (const Loop& loop : loopsOf(city.walls)) {
            checkWrappedLoop(loop);
            const pc::Wall& w = loop.front().front();
            CHECK(w.bottom == 0);
            const Rect r = boundsOf(loop);
            if (w.top == 2) {  // the plinth: the whole plot
                ++plinths;
                CHECK(r.x0 == b.footprint.x);
                CHECK(r.z0 == b.footprint.z);
                CHECK(r.x1 == b.footprint.x + b.footprint.width);
                CHECK(r.z1 == b.footprint.z + b.footprint.depth);
            } else {
                tiers.push_back(r);
                heights.push_back(w.top);
            }
        }
        CHECK(plinths == 1);
        REQUIRE_FALSE(tiers.empty());
        CHECK(heights.front() == float(b.height));
        CHECK(int(tiers.size()) <= blockyTierLimit(b.height));
        Rect most{centreX(b), centreZ(b), centreX(b), centreZ(b)};  // the running maximum
        for (std::size_t i = 0; i < tiers.size(); ++i) {
            const Rect& t = tiers[i];
            CHECK(heights[i] >= 3);
            if (i > 0) CHECK(heights[i] < heights[i - 1] - 1);  // dropped 1-10 and 1 more
            CHECK(t.x0 < centreX(b));
            CHECK(t.x1 > centreX(b));
            CHECK(t.z0 < centreZ(b));
            CHECK(t.z1 > centreZ(b));
            CHECK(t.x0 > b.footprint.x);  // inside the plinth, never in its plane
            CHECK(t.x1 < b.footprint.x + b.footprint.width);
            CHECK(t.z0 > b.footprint.z);
            CHECK(t.z1 < b.footprint.z + b.footprint.depth);
            // Shows past the tiers before it somewhere, and no side equals the running maximum...
            CHECK((t.x0 < most.x0 || t.x1 > most.x1 || t.z0 < most.z0 || t.z1 > most.z1));
            if (i > 0) {
                CHECK(t.x0 != most.x0);
                CHECK(t.x1 != most.x1);
                CHECK(t.z0 != most.z0);
                CHECK(t.z1 != most.z1);
            }
            // ...nor any earlier tier's same side: no two walls in one plane.
            for (std::size_t j = 0; j < i; ++j) {
                CHECK(t.x0 != tiers[j].x0);
                CHECK(t.x1 != tiers[j].x1);
                CHECK(t.z0 != tiers[j].z0);
                CHECK(t.z1 != tiers[j].z1);
            }
            most = Rect{std::min(most.x0, t.x0), std::min(most.z0, t.z0), std::max(most.x1, t.x1), std::max(most.z1, t.z1)};
        }
        CHECK(city.lids.size() == 1);  // the plinth's; every tier is capped by a box
    });
}

TEST_CASE("pixel city: a tower never grows with height and stands on a black foundation") {
    forEachBuilding(pc::BuildingKind::tower, [](const pc::Building& b, const pc::PixelCity& city) {
        checkCommon(b, city);
        checkRoofClutter(b, city);
        const std::vector<Loop> loops = loopsOf(city.walls);
        REQUIRE_FALSE(loops.empty());
        Rect below{double(b.footprint.x), double(b.footprint.z), double(b.footprint.x + b.footprint.width),
                   double(b.footprint.z + b.footprint.depth)};
        float previousTop = 0;
        for (std::size_t i = 0; i < loops.size(); ++i) {
            const Loop& loop = loops[i];
            checkWrappedLoop(loop);
            const Rect r = boundsOf(loop);
            CHECK(r.x0 >= below.x0);
            CHECK(r.z0 >= below.z0);
            CHECK(r.x1 <= below.x1);
            CHECK(r.z1 <= below.z1);
            const pc::Wall& w = loop.front().front();
            CHECK(w.bottom > previousTop);  // a ledge (or the 2-4 foundation) between tiers
            CHECK(w.bottom - previousTop <= 4);
            CHECK(w.top - w.bottom >= (i + 1 == loops.size() ? 1 : 2));
            previousTop = w.top;
            below = r;
        }
        CHECK(previousTop == float(b.height));
        CHECK(city.solids.front().y1 == 0);  // the foundation
        CHECK(city.lids.empty());            // ledges and slabs close every tier
    });
}

TEST_CASE("pixel city: a round building's corners lie on the plot's ellipse, 10, 30 or 60 degrees apart") {
    forEachBuilding(pc::BuildingKind::modern, [](const pc::Building& b, const pc::PixelCity& city) {
        checkCommon(b, city);
        const double rx = b.footprint.width / 2.0;
        const double rz = b.footprint.depth / 2.0;
        auto angleOf = [&](float x, float z) {
            const double degrees = std::atan2(-(z - centreZ(b)) / rz, (x - centreX(b)) / rx) * 180 / 3.14159265358979323846;
            return degrees < -1e-3 ? degrees + 360 : degrees;
        };
        std::size_t windowWalls = 0;
        std::size_t chords = 0;
        for (std::size_t i = 0; i < city.walls.size(); ++i) {
            const pc::Wall& w = city.walls[i];
            for (const auto& [x, z] : {std::pair{w.x1, w.z1}, std::pair{w.x2, w.z2}}) {
                const double ex = (x - centreX(b)) / rx, ez = (z - centreZ(b)) / rz;
                CHECK(ex * ex + ez * ez == doctest::Approx(1).epsilon(1e-4));
            }
            if (w.surface != pc::Surface::windows) continue;
            ++windowWalls;
            double span = angleOf(w.x2, w.z2) - angleOf(w.x1, w.z1);
            if (span < 0) span += 360;
            const bool tenDegrees = std::abs(span - 10) < 0.01;
            CHECK((tenDegrees || std::abs(span - 30) < 0.01 || std::abs(span - 60) < 0.01));
            chords += tenDegrees ? 0 : 1;
            // u runs on round the strip: a window a segment, a chord's whole length.
            const float windows = tenDegrees ? 1.0f : float(std::max(1, int(lengthOf(w))));
            CHECK(w.u2 - w.u1 == doctest::Approx(windows * kWindow).epsilon(1e-6));
            if (i > 0) CHECK(w.u1 == city.walls[i - 1].u2);
            CHECK(w.bottom == 0);
            CHECK(w.top == float(b.height));
        }
        CHECK(chords >= 1);
        // A black band 1-5 high on the same outline, and the lid over it.
        REQUIRE(city.lids.size() == 1);
        const pc::Lid& lid = city.lids.front();
        CHECK(lid.outline.size() == windowWalls);
        CHECK(lid.y - float(b.height) >= 1);
        CHECK(lid.y - float(b.height) <= 5);
        CHECK(city.walls.size() == 2 * windowWalls);
        // A sign only on a chord over 10 long, in a saturated colour; no AC units or antenna.
        CHECK(city.logos.size() <= 1);
        for (const pc::Logo& logo : city.logos) {
            CHECK(std::hypot(logo.x2 - logo.x1, logo.z2 - logo.z1) > 10);
            // The trim's hue at full strength; a grey trim has none, and its sign is white.
            const pc::Rgb trim = pc::tintTable()[std::size_t(b.trim)];
            const bool grey = std::max({trim.r, trim.g, trim.b}) - std::min({trim.r, trim.g, trim.b}) < 1e-3f;
            CHECK(std::min({logo.colour.r, logo.colour.g, logo.colour.b}) == (grey ? 1.0f : 0.0f));
            CHECK(std::max({logo.colour.r, logo.colour.g, logo.colour.b}) == 1.0f);
        }
        CHECK(countMaterial(city, zs::Material::acUnit) == 0);
        CHECK(countMaterial(city, zs::Material::antenna) == 0);
        CHECK(city.lights.empty());
        if (!city.logos.empty() || b.height <= 48) CHECK(countMaterial(city, zs::Material::trim) == 0);
    });
}

TEST_CASE("pixel city: a simple box is one strip of windows round from a random u and v, under a black cap") {
    forEachBuilding(pc::BuildingKind::simple, [](const pc::Building& b, const pc::PixelCity& city) {
        checkCommon(b, city);
        REQUIRE(city.walls.size() == 4);
        for (std::size_t i = 0; i < city.walls.size(); ++i) {
            const pc::Wall& w = city.walls[i];
            CHECK(w.surface == pc::Surface::windows);
            CHECK(w.u2 - w.u1 == doctest::Approx(float(lengthOf(w)) * kWindow).epsilon(1e-6));
            if (i > 0) CHECK(w.u1 == city.walls[i - 1].u2);  // no step back
            CHECK(w.v1 * 64 == std::round(w.v1 * 64));  // a whole row of the sheet
        }
        REQUIRE(city.solids.size() == 1);
        const zs::Box& cap = city.solids.front();
        CHECK(cap.material == zs::Material::nightBlack);
        CHECK(cap.y1 == b.height);
        CHECK(cap.y2 - cap.y1 >= 1);
        CHECK(cap.y2 - cap.y1 <= 4);
        const double overhang = b.footprint.x - cap.x1;
        CHECK(overhang >= 0);
        CHECK(overhang <= 0.3 + 1e-9);
        CHECK(city.lids.empty());
        CHECK(city.lights.empty());
        CHECK(city.logos.empty());
    });
}

TEST_CASE("pixel city: a blinker is lit 200 ms in every 1.5-2 s, 10-13% of the time") {
    int blinkers = 0;
    for (pc::BuildingKind kind : {pc::BuildingKind::blocky, pc::BuildingKind::tower}) {
        forEachBuilding(kind, [&](const pc::Building&, const pc::PixelCity& city) {
            for (const pc::Light& l : city.lights) {
                if (!isBlinker(l)) continue;
                ++blinkers;
                int lit = 0;
                constexpr int kSamples = 12000;
                for (int i = 0; i < kSamples; ++i) lit += l.lit(i * 5.0) ? 1 : 0;  // 60 s every 5 ms
                const double share = double(lit) / kSamples;
                CHECK(share == doctest::Approx(l.onMs / l.periodMs).epsilon(0.05));
                CHECK(share >= 0.095);
                CHECK(share <= 0.14);
            }
        });
    }
    CHECK(blinkers > 20);
}

TEST_CASE("pixel city: a building's pieces are the same for the same seed") {
    for (pc::BuildingKind kind : {pc::BuildingKind::simple, pc::BuildingKind::blocky, pc::BuildingKind::tower, pc::BuildingKind::modern}) {
        for (std::uint32_t seed = 1; seed <= 20; ++seed) {
            const pc::Building b = makeBuilding(kind, seed);
            const pc::PixelCity one = piecesOf(b, seed);
            const pc::PixelCity two = piecesOf(b, seed);
            CHECK(one.walls == two.walls);  // field by field: a struct's padding bytes are not the city
            CHECK(one.solids == two.solids);
            CHECK(one.lids == two.lids);
            CHECK(one.lights == two.lights);
            CHECK(one.logos.size() == two.logos.size());
        }
    }
}

// The original's trim read as thin lines and its roof lights as small points (issue 23): a lit
// rail is lit only along its top, a line 0.25 high on a black rail; a round building's lit posts
// are 0.2 across; corner lights and blinkers are glows 2 across.
TEST_CASE("pixel city: lit trim is thin lines, roof lights small points") {
    std::size_t lines = 0, posts = 0;
    for (pc::BuildingKind kind : {pc::BuildingKind::blocky, pc::BuildingKind::tower, pc::BuildingKind::modern}) {
        for (std::uint32_t seed = 1; seed <= 60; ++seed) {
            pc::Building b = makeBuilding(kind, seed);
            b.height = 45 + int(seed % 10);
            b.skyscraper = true;
            const pc::PixelCity city = piecesOf(b, seed);
            for (const zs::Box& s : city.solids) {
                if (s.material != zs::Material::trim) continue;
                const double high = s.y2 - s.y1, wide = std::min(s.x2 - s.x1, s.z2 - s.z1);
                CAPTURE(high);
                CAPTURE(wide);
                const bool line = high == doctest::Approx(0.25) && wide <= 0.2 + 1e-6;
                const bool post = wide <= 0.2 + 1e-6 && std::max(s.x2 - s.x1, s.z2 - s.z1) <= 0.2 + 1e-6;
                CHECK((line || post));
                lines += line ? 1 : 0;
                posts += (post && !line) ? 1 : 0;
            }
            for (const pc::Light& l : city.lights) CHECK(l.size == 2);
        }
    }
    CHECK(lines > 20);
    CHECK(posts > 20);
}

TEST_CASE("pixel city: skyscraper roofs get their add-ons, and the tall ones antennas") {
    // Over many tall buildings every add-on turns up at least once.
    std::size_t signs = 0, rails = 0, cornerLights = 0, antennas = 0;
    for (pc::BuildingKind kind : {pc::BuildingKind::blocky, pc::BuildingKind::tower}) {
        for (std::uint32_t seed = 1; seed <= 100; ++seed) {
            pc::Building b = makeBuilding(kind, seed);
            b.height = 45 + int(seed % 10);
            b.skyscraper = true;
            const pc::PixelCity city = piecesOf(b, seed);
            checkCommon(b, city);
            checkRoofClutter(b, city);
            signs += city.logos.size();
            rails += countMaterial(city, zs::Material::trim);
            cornerLights += std::size_t(std::count_if(city.lights.begin(), city.lights.end(), [](const pc::Light& l) { return !isBlinker(l); }));
            antennas += countMaterial(city, zs::Material::antenna) > 0 ? 1 : 0;
        }
    }
    CHECK(signs > 10);
    CHECK(rails > 10);
    CHECK(cornerLights > 10);
    CHECK(antennas > 10);
}
