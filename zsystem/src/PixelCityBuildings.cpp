// Pixel City's buildings as pieces: one Building (kind, plot, height, sheet, tint, trim) becomes
// textured walls with their window u/v, black caps, ledges, slabs and lids, and roof clutter (air
// conditioners, lattice antennas with blinkers, lit trim, corner lights, logos), appended to a
// PixelCity's lists.
//
// The shapes and numbers are the 2009 original's (docs/originals.md, section B); the
// code and its words are ours. Where we part from it on purpose:
// - The window texture wraps around every tier of a blocky or tower building stepping back one
//   window at each corner, so both faces of a corner show the same room: the original's own fix
//   for its mirrored ("Rorschach") corners. A round building's strip turns only 10-35 degrees at
//   a time, has no corner to wrap, and its u simply runs on.
// - A blocky tier is refused when any side equals the same side of any earlier tier, not only
//   the running maximum, so no two tiers' walls ever share a plane (no z-fighting anywhere).
// - Blank window columns are black walls (Surface::black, u held) instead of one stretched
//   texel column, so the pillars stay black when the sheet is mipmapped in the distance.
//
// Every random draw is its own statement: C++ leaves the order of a call's arguments to the
// compiler. Fractions come from whole draws (a draw below 1000, over 1000). The round buildings'
// angles are whole multiples of 10 degrees, read from a table of sines written out below, so no
// libm can make two platforms disagree.
#include "zsystem/PixelCity.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace zs::pixelcity {
namespace {

constexpr float kWindowU = 1.0f / float(kWindowsPerSheet);  // one window column of the sheet
constexpr Rgb kBlack{0, 0, 0};

// The original's roof numbers. Add-ons go only on slabs standing above 35: skyscrapers' roofs,
// and now and then a tall tower's upper slab (the original tested each slab, as we do). Slabs
// are 4 high, then a storey thinner each; another goes on top while both sides exceed 7.
constexpr int kRoofAddOnAbove = 35;
constexpr int kRoofFirstThickness = 4;
constexpr double kRoofRoomForAnotherSlab = 7;
constexpr int kStoreysPerRoofTier = 10;        // up to height / 10 slabs
constexpr int kStoreysPerAirConditioner = 15;  // the original's one AC unit per 15 storeys
constexpr int kAntennaAbove = 45;
constexpr double kAntennaHeight = 15;
constexpr float kBlinkerOnMs = 200;
constexpr int kBlinkerPeriodMinMs = 1500;  // lit 200 ms in every 1.5-2 s
constexpr int kBlinkerPeriodSpreadMs = 501;
constexpr Rgb kBlinkerColour{1.0f, 0.75f, 0.63f};
constexpr float kCornerLightSize = 2;
constexpr float kBlinkerSize = 2;  // the design is silent: as big as the roofs' corner lights
constexpr double kLogoStandOff = 0.2;  // a sign stands this far out from its face
constexpr double kTrimThickness = 0.2; // our choice: a thin rail on the slab's edge
// The lit part of a rail: only its top edge, a line as thin as the original's trim read on the
// screen (issue 23: a rail lit all its 1-2 height burned as a white slab with a wide bloom).
constexpr double kTrimLineHeight = 0.25;
constexpr int kBlockyPlinthHeight = 2;
constexpr int kBlockyMaxTiers = 15;
constexpr int kModernTrimAbove = 48;

// A horizontal rectangle, x0 < x1 and z0 < z1.
struct Area {
    double x0 = 0, z0 = 0, x1 = 0, z1 = 0;
    double width() const { return x1 - x0; }
    double depth() const { return z1 - z0; }
    double centreX() const { return (x0 + x1) / 2; }
    double centreZ() const { return (z0 + z1) / 2; }
    Area grown(double by) const { return Area{x0 - by, z0 - by, x1 + by, z1 + by}; }
};

struct Point {
    double x = 0, z = 0;
};

Area areaOf(const Footprint& f) {
    return Area{double(f.x), double(f.z), double(f.x + f.width), double(f.z + f.depth)};
}

// An area's corners in the order the walls go round: each face runs from one corner to the next,
// left to right seen from outside (+z face towards +x, +x face towards -z, and so on), so with y
// up a face from a to b looks out along (-(b.z - a.z), b.x - a.x). The same order makes a lid's
// outline counter-clockwise seen from above, as a round building's outline is.
std::array<Point, 4> cornersInWallOrder(const Area& a) {
    return {Point{a.x0, a.z1}, Point{a.x1, a.z1}, Point{a.x1, a.z0}, Point{a.x0, a.z0}};
}

double distance(Point a, Point b) {
    const double dx = b.x - a.x;
    const double dz = b.z - a.z;
    return std::sqrt(dx * dx + dz * dz);
}

// The unit vector a face from a to b looks out along.
// Does the segment a-b pass through the inside of the box's footprint (x, z)? Liang-Barsky's
// clip of the segment to the box, kept only if a stretch of it lies strictly inside.
bool crossesFootprint(Point a, Point b, const Box& box) {
    double enter = 0, leave = 1;
    const double d[2] = {b.x - a.x, b.z - a.z};
    const double start[2] = {a.x, a.z};
    const double low[2] = {std::min(box.x1, box.x2), std::min(box.z1, box.z2)};
    const double high[2] = {std::max(box.x1, box.x2), std::max(box.z1, box.z2)};
    for (int axis = 0; axis < 2; ++axis) {
        if (d[axis] == 0) {
            if (start[axis] <= low[axis] || start[axis] >= high[axis]) return false;
            continue;
        }
        double t1 = (low[axis] - start[axis]) / d[axis], t2 = (high[axis] - start[axis]) / d[axis];
        if (t1 > t2) std::swap(t1, t2);
        enter = std::max(enter, t1);
        leave = std::min(leave, t2);
    }
    return leave - enter > 1e-9;
}

Point outwardOf(Point a, Point b) {
    const double length = distance(a, b);
    return Point{-(b.z - a.z) / length, (b.x - a.x) / length};
}

// How a building's window columns are laid out: in runs of `grouping`, some blank, and
// optionally a blank column at each corner.
struct WindowPattern {
    int grouping = 2;
    bool blankCorners = false;
};

bool isBlankColumn(int column, int columns, const WindowPattern& pattern) {
    if (pattern.blankCorners && (column == 0 || column == columns - 1)) {
        return true;
    }
    // Counting up to mid-wall and back down makes every face read the same from either end.
    const int fromNearerEnd = std::min(column, columns - 1 - column);
    return fromNearerEnd % pattern.grouping > pattern.grouping / 2;
}

// The original's cap on a blocky building's tiers, by height.
int blockyTierLimit(int height) {
    if (height > 40) return 15;
    if (height > 30) return 10;
    if (height > 20) return 5;
    if (height > 10) return 2;
    return 1;
}

// sin of 0, 10, ... 90 degrees, written out to 17 digits (30 exactly 0.5) so every platform
// reads the same bits; std::sin would leave them to each libm.
constexpr std::array<double, 10> kSineOfTens{0.0,
                                             0.17364817766693033,
                                             0.34202014332566871,
                                             0.5,
                                             0.64278760968653929,
                                             0.76604444311897801,
                                             0.86602540378443860,
                                             0.93969262078590832,
                                             0.98480775301220802,
                                             1.0};

// sin of a whole multiple of 10 degrees, from the table by the quadrant's symmetry.
double sineOfDegrees(int degrees) {
    const int d = ((degrees % 360) + 360) % 360;
    if (d <= 90) return kSineOfTens[std::size_t(d / 10)];
    if (d <= 180) return kSineOfTens[std::size_t((180 - d) / 10)];
    if (d <= 270) return -kSineOfTens[std::size_t((d - 180) / 10)];
    return -kSineOfTens[std::size_t((360 - d) / 10)];
}

double cosineOfDegrees(int degrees) { return sineOfDegrees(degrees + 90); }

// The colour at full saturation and value with the same hue (white for a grey): the original
// lit its round buildings' signs in a strong colour, where the pale trim would read as white.
Rgb saturated(Rgb c) {
    const float high = std::max({c.r, c.g, c.b});
    const float low = std::min({c.r, c.g, c.b});
    const float spread = high - low;
    if (spread < 1e-3f) {
        return Rgb{1, 1, 1};
    }
    return Rgb{(c.r - low) / spread, (c.g - low) / spread, (c.b - low) / spread};
}

// One building's pieces, appended to the city's lists as it goes.
class BuildingPieces {
public:
    BuildingPieces(const Building& building, std::uint16_t index, Rand& rand, PixelCity& city)
        : building_(building), index_(index), rand_(rand), city_(city),
          trim_(tintTable()[std::size_t(building.trim)]), firstSolid_(city.solids.size()),
          firstLogo_(city.logos.size()) {}

    void build() {
        switch (building_.kind) {
        case BuildingKind::simple: simple(); break;
        case BuildingKind::blocky: blocky(); break;
        case BuildingKind::tower: tower(); break;
        case BuildingKind::modern: modern(); break;
        }
        for (std::size_t k = firstLogo_; k < city_.logos.size(); ++k) raiseClear(city_.logos[k]);
    }

private:
    // ---- The four kinds ----

    // A plain box: one strip of windows all the way round from a random u and v with no step
    // back at the corners (as the original's boxes), under a black cap that closes the top.
    void simple() {
        const int startColumn = below(rand_, kWindowsPerSheet);
        const int startRow = below(rand_, kWindowsPerSheet);
        const int capHeight = 1 + below(rand_, 4);
        const int overhangHundredths = below(rand_, 31);  // 0-0.3

        const Area area = areaOf(building_.footprint);
        const double top = building_.height;
        vOffset_ = startRow;
        float u = float(startColumn) * kWindowU;
        const std::array<Point, 4> corners = cornersInWallOrder(area);
        for (std::size_t side = 0; side < corners.size(); ++side) {
            const Point from = corners[side];
            const Point to = corners[(side + 1) % corners.size()];
            const float columns = float(std::max(1L, std::lround(distance(from, to))));
            appendWall(from, to, 0, top, u, u + columns * kWindowU, Surface::windows);
            u += columns * kWindowU;
        }
        vOffset_ = 0;
        appendBox(area.grown(overhangHundredths / 100.0), top, top + capHeight, Material::nightBlack, kBlack);
    }

    // Stacked rectangles round the plot's centre, the tallest first, each sticking out of the
    // ones before on at least one side; a textured plinth round the whole plot.
    void blocky() {
        const bool blankCorners = below(rand_, 2) == 0;
        const int grouping = 2 + below(rand_, 4);
        const int lidHeight = 1 + below(rand_, 3);
        const WindowPattern pattern{grouping, blankCorners};

        const Footprint& f = building_.footprint;
        const double centreX = f.x + f.width / 2.0;
        const double centreZ = f.z + f.depth / 2.0;
        // Half-extents stop short of the plot's edge (half a window on an odd side, a whole one
        // on an even side), so no tier shares a plane with the plinth round the whole plot.
        const int halfWidth = std::max(1, (f.width - 1) / 2);
        const int halfDepth = std::max(1, (f.depth - 1) / 2);
        const int tierLimit = blockyTierLimit(building_.height);

        std::array<TierSides, kBlockyMaxTiers> placed{};
        int placedCount = 0;
        // Every attempt lowers the next tier by one storey, so refusals cannot loop for ever.
        for (int storeys = building_.height; storeys >= 3 && placedCount < tierLimit; --storeys) {
            TierSides sides;
            sides.west = 1 + below(rand_, halfWidth);
            sides.east = 1 + below(rand_, halfWidth);
            sides.north = 1 + below(rand_, halfDepth);
            sides.south = 1 + below(rand_, halfDepth);
            if (!showsAndNeverCoplanar(sides, placed, placedCount)) {
                continue;
            }
            placed[std::size_t(placedCount)] = sides;
            ++placedCount;

            const Area tier{centreX - sides.west, centreZ - sides.north, centreX + sides.east, centreZ + sides.south};
            const int startColumn = below(rand_, kWindowsPerSheet);
            wrapWalls(tier, 0, storeys, float(startColumn) * kWindowU, pattern);
            if (placedCount == 1) {
                roof(tier, storeys);
            } else {
                appendBox(tier, storeys, storeys + lidHeight, Material::nightBlack, kBlack);
            }
            const int drop = 1 + below(rand_, 10);
            storeys -= drop;
        }

        const int plinthColumn = below(rand_, kWindowsPerSheet);
        const Area plot = areaOf(f);
        wrapWalls(plot, 0, kBlockyPlinthHeight, float(plinthColumn) * kWindowU, pattern);
        appendRectangleLid(plot, kBlockyPlinthHeight);
    }

    // Tiers on a black foundation, each a share of the height left and capped by a black ledge,
    // narrowing every few tiers; the roof on top.
    void tower() {
        const int overhangQuarters = below(rand_, 3);  // 0, 0.25 or 0.5
        const int ledgeHeight = 1 + below(rand_, 4);
        const int grouping = 2 + below(rand_, 3);
        const bool blankCorners = below(rand_, 4) != 0;
        const int tierFraction = 2 + below(rand_, 4);
        const int narrowingInterval = 1 + below(rand_, 10);
        const int foundation = 2 + below(rand_, 3);
        const double overhang = overhangQuarters * 0.25;
        const WindowPattern pattern{grouping, blankCorners};

        Area area = areaOf(building_.footprint);
        appendBox(area.grown(overhang), 0, foundation, Material::nightBlack, kBlack);
        int bottom = foundation;
        for (int tier = 1; bottom < building_.height; ++tier) {
            const int remaining = building_.height - bottom;
            // The last few storeys go in one tier; otherwise a share, never under 2.
            const int storeys = remaining < 10 ? remaining : std::max(2, remaining / tierFraction);
            const int startColumn = below(rand_, kWindowsPerSheet);
            wrapWalls(area, bottom, bottom + storeys, float(startColumn) * kWindowU, pattern);
            const int ledgeBottom = bottom + storeys;
            appendBox(area.grown(overhang), ledgeBottom, ledgeBottom + ledgeHeight, Material::nightBlack, kBlack);
            bottom = ledgeBottom + ledgeHeight;
            if (bottom < building_.height && tier % narrowingInterval == 0) {
                area = narrowed(area);
            }
        }
        roof(area, bottom);
    }

    // A round building: the plot's ellipse in 10-degree segments with a flat chord every few,
    // a black band and lid on top, maybe a sign on the first long chord or a lit ring.
    void modern() {
        const int segmentsBetweenChords = 1 + below(rand_, 8);
        const int chordThirties = 1 + below(rand_, 2);  // a chord spans 30 or 60 degrees
        const int capHeight = 1 + below(rand_, 5);
        const int startColumn = below(rand_, kWindowsPerSheet);
        const int chordDegrees = 30 * chordThirties;

        const Area plot = areaOf(building_.footprint);
        const double top = building_.height;
        std::vector<Point> outline;
        outline.reserve(37);
        outline.push_back(onEllipse(plot, 0));
        float u = float(startColumn) * kWindowU;
        bool hasSign = false;
        int segmentsSinceChord = 0;
        for (int angle = 0; angle < 360;) {
            const bool chord = segmentsSinceChord >= segmentsBetweenChords && angle + chordDegrees <= 360;
            angle += chord ? chordDegrees : 10;
            segmentsSinceChord = chord ? 0 : segmentsSinceChord + 1;
            const Point from = outline.back();
            const Point to = onEllipse(plot, angle);
            const double length = distance(from, to);
            // One window a segment, as the original (its windows stretch round the curve); a
            // chord as many windows as it is long.
            const int columns = chord ? std::max(1, int(length)) : 1;
            appendWall(from, to, 0, top, u, u + float(columns) * kWindowU, Surface::windows);
            u += float(columns) * kWindowU;
            if (chord && length > 10 && !hasSign) {
                hasSign = true;
                appendLogo(from, to, top, saturated(trim_));
            }
            outline.push_back(to);
        }
        outline.pop_back();  // 360 degrees is 0 again

        const double capTop = top + capHeight;
        for (std::size_t i = 0; i < outline.size(); ++i) {
            appendWall(outline[i], outline[(i + 1) % outline.size()], top, capTop, 0, 0, Surface::black);
        }
        if (!hasSign && building_.height > kModernTrimAbove) {
            const bool ringed = below(rand_, 3) == 0;
            if (ringed) {
                trimPosts(outline, capTop);
            }
        }
        appendLid(outline, capTop);
    }

    // ---- Walls ----

    // A tier's four faces from `bottom` to `top`, u from `u` on the first face. At each corner
    // the next face starts one window back, so the corner's room shows on both faces.
    void wrapWalls(const Area& area, double bottom, double top, float u, const WindowPattern& pattern) {
        const std::array<Point, 4> corners = cornersInWallOrder(area);
        for (std::size_t side = 0; side < corners.size(); ++side) {
            if (side > 0) {
                u -= kWindowU;
            }
            u = appendFace(corners[side], corners[(side + 1) % corners.size()], bottom, top, u, pattern);
        }
    }

    // One face, a wall per run of lit or blank columns; returns u at its right-hand end.
    // Windowed columns move u on a window each; blank ones hold it.
    float appendFace(Point from, Point to, double bottom, double top, float u, const WindowPattern& pattern) {
        const int columns = std::max(1, int(std::lround(distance(from, to))));
        const double stepX = (to.x - from.x) / columns;
        const double stepZ = (to.z - from.z) / columns;
        int first = 0;
        while (first < columns) {
            const bool blank = isBlankColumn(first, columns, pattern);
            int end = first + 1;
            while (end < columns && isBlankColumn(end, columns, pattern) == blank) {
                ++end;
            }
            const Point a{from.x + stepX * first, from.z + stepZ * first};
            const Point b = end == columns ? to : Point{from.x + stepX * end, from.z + stepZ * end};
            const float uEnd = blank ? u : u + float(end - first) * kWindowU;
            appendWall(a, b, bottom, top, u, uEnd, blank ? Surface::black : Surface::windows);
            u = uEnd;
            first = end;
        }
        return u;
    }

    void appendWall(Point from, Point to, double bottom, double top, float u1, float u2, Surface surface) {
        Wall w;
        w.x1 = float(from.x);
        w.z1 = float(from.z);
        w.x2 = float(to.x);
        w.z2 = float(to.z);
        w.bottom = float(bottom);
        w.top = float(top);
        w.u1 = u1;
        w.u2 = u2;
        // A window is a storey: v is the height over the sheet's 64 rows, so floors line up.
        w.v1 = float((bottom + vOffset_) / kWindowsPerSheet);
        w.v2 = float((top + vOffset_) / kWindowsPerSheet);
        w.surface = surface;
        w.building = index_;
        city_.walls.push_back(w);
    }

    // ---- Solids, lids, signs ----

    void appendBox(const Area& a, double bottom, double top, Material material, Rgb colour) {
        city_.solids.push_back(Box{a.x0, bottom, a.z0, a.x1, top, a.z1, colour.r, colour.g, colour.b, material});
    }

    void appendRectangleLid(const Area& a, double y) {
        const std::array<Point, 4> corners = cornersInWallOrder(a);
        appendLid(std::vector<Point>(corners.begin(), corners.end()), y);
    }

    void appendLid(const std::vector<Point>& outline, double y) {
        Lid lid;
        lid.outline.reserve(outline.size());
        for (const Point& p : outline) {
            lid.outline.push_back({float(p.x), float(p.z)});
        }
        lid.y = float(y);
        lid.building = index_;
        city_.lids.push_back(std::move(lid));
    }

    // A sign along the face from `from` to `to`, standing off it, as tall as the original's
    // (length / 8 * 1.5: a word's shape), from `bottom` up.
    // Once the building is whole: a sign raised above anything of its building that reaches
    // through its line, so nothing cuts its letters (seed 5's building 13: a blocky tier's cap,
    // 43-46 up, made after the roof, crossed the sign standing from 45 on the roof's slab).
    void raiseClear(Logo& logo) const {
        const Point from{logo.x1, logo.z1}, to{logo.x2, logo.z2};
        const float height = logo.top - logo.bottom;
        for (bool raised = true; raised;) {
            raised = false;
            for (std::size_t k = firstSolid_; k < city_.solids.size(); ++k) {
                const Box& b = city_.solids[k];
                const auto top = static_cast<float>(std::max(b.y1, b.y2));
                if (top <= logo.bottom || std::min(b.y1, b.y2) >= logo.top || !crossesFootprint(from, to, b)) continue;
                logo.bottom = top;
                logo.top = top + height;
                raised = true;
            }
        }
    }

    void appendLogo(Point from, Point to, double bottom, Rgb colour) {
        const int word = below(rand_, kLogoCount);
        const Point out = outwardOf(from, to);
        const double length = distance(from, to);
        from = Point{from.x + out.x * kLogoStandOff, from.z + out.z * kLogoStandOff};
        to = Point{to.x + out.x * kLogoStandOff, to.z + out.z * kLogoStandOff};
        Logo logo;
        logo.x1 = float(from.x);
        logo.z1 = float(from.z);
        logo.x2 = float(to.x);
        logo.z2 = float(to.z);
        logo.bottom = float(bottom);
        logo.top = float(bottom + length / 8 * 1.5);
        logo.word = word;
        logo.colour = colour;
        logo.building = index_;
        city_.logos.push_back(logo);
    }

    // ---- The roof ----

    // Black slabs, each thinner and inset by one while there is room, up to height / 10 of
    // them; a skyscraper's slabs may carry a sign, a lit rail or corner lights. AC units on
    // top, and on the tallest an antenna.
    void roof(Area slab, double bottom) {
        const int slabLimit = building_.height / kStoreysPerRoofTier;
        for (int slabNumber = 1;; ++slabNumber) {
            // 4, 3, 2, 1 high; the original's would reach 0 at the fifth, which we keep at 1.
            const double thickness = std::max(1, kRoofFirstThickness + 1 - slabNumber);
            appendBox(slab, bottom, bottom + thickness, Material::nightBlack, kBlack);
            if (bottom > kRoofAddOnAbove) {
                roofAddOn(slab, bottom, bottom + thickness);
            }
            bottom += thickness;
            const bool roomForAnother = slab.width() > kRoofRoomForAnotherSlab && slab.depth() > kRoofRoomForAnotherSlab;
            if (!roomForAnother || slabNumber >= slabLimit) {
                break;
            }
            slab = slab.grown(-1);
        }
        airConditioners(slab, bottom);
        if (building_.height > kAntennaAbove) {
            antenna(slab, bottom);
        }
    }

    // Equal odds of nothing, a sign (once a building), a lit rail, or corner lights (once).
    void roofAddOn(const Area& slab, double bottom, double top) {
        const int addOn = below(rand_, 4);
        if (addOn == 1 && !hasRoofSign_) {
            hasRoofSign_ = true;
            roofSign(slab, bottom);
        } else if (addOn == 2) {
            trimRail(slab, top);
        } else if (addOn == 3 && !hasCornerLights_) {
            hasCornerLights_ = true;
            cornerLights(slab, top);
        }
    }

    // On one of the slab's two long faces, picked by a coin.
    void roofSign(const Area& slab, double bottom) {
        const bool otherFace = below(rand_, 2) == 0;
        const std::array<Point, 4> corners = cornersInWallOrder(slab);
        // Faces 0 and 2 run along x, 1 and 3 along z.
        const std::size_t face = (slab.width() > slab.depth() ? 0 : 1) + (otherFace ? 2 : 0);
        appendLogo(corners[face], corners[(face + 1) % corners.size()], bottom, trim_);
    }

    // A rail 1-2 high round the slab's top edge, in four boxes that do not overlap: black, with a
    // thin lit line along its top.
    void trimRail(const Area& slab, double top) {
        const int height = 1 + below(rand_, 2);
        const double t = kTrimThickness;
        const double lineBottom = top + height - kTrimLineHeight;
        const std::array<Area, 4> sides{Area{slab.x0, slab.z0, slab.x1, slab.z0 + t},
                                        Area{slab.x0, slab.z1 - t, slab.x1, slab.z1},
                                        Area{slab.x0, slab.z0 + t, slab.x0 + t, slab.z1 - t},
                                        Area{slab.x1 - t, slab.z0 + t, slab.x1, slab.z1 - t}};
        for (const Area& side : sides) {
            appendBox(side, top, lineBottom, Material::nightBlack, kBlack);
            appendBox(side, lineBottom, top + height, Material::trim, trim_);
        }
    }

    void cornerLights(const Area& slab, double top) {
        for (const Point& corner : cornersInWallOrder(slab)) {
            Light light;
            light.x = float(corner.x);
            light.y = float(top);
            light.z = float(corner.z);
            light.size = kCornerLightSize;
            light.colour = trim_;
            city_.lights.push_back(light);  // periodMs 0: always lit
        }
    }

    // height / 15 black boxes, 1-3.9 square and 1-2.9 high, anywhere wholly on the top slab.
    void airConditioners(const Area& slab, double top) {
        const int count = building_.height / kStoreysPerAirConditioner;
        for (int i = 0; i < count; ++i) {
            const int sideTenths = below(rand_, 30);
            const int heightTenths = below(rand_, 20);
            const int xThousandths = below(rand_, 1000);
            const int zThousandths = below(rand_, 1000);
            const double side = std::min({1 + sideTenths / 10.0, slab.width(), slab.depth()});
            const double x0 = slab.x0 + (slab.width() - side) * xThousandths / 1000;
            const double z0 = slab.z0 + (slab.depth() - side) * zThousandths / 1000;
            appendBox(Area{x0, z0, x0 + side, z0 + side}, top, top + 1 + heightTenths / 10.0, Material::acUnit, kBlack);
        }
    }

    // A 15-high lattice mast at the top slab's centre: four thin posts braced by a plate every
    // 3, and a blinker at the tip, lit 200 ms in every 1.5-2 s from a random phase.
    void antenna(const Area& slab, double base) {
        const int periodMs = kBlinkerPeriodMinMs + below(rand_, kBlinkerPeriodSpreadMs);
        const int phaseMs = below(rand_, periodMs);

        const double half = 0.5;
        const double post = 0.1;
        const double plate = 0.08;
        const double cx = slab.centreX();
        const double cz = slab.centreZ();
        const double tip = base + kAntennaHeight;
        for (const double dx : {-half, half - post}) {
            for (const double dz : {-half, half - post}) {
                appendBox(Area{cx + dx, cz + dz, cx + dx + post, cz + dz + post}, base, tip, Material::antenna, kBlack);
            }
        }
        const Area frame{cx - half, cz - half, cx + half, cz + half};
        for (double y = base + 3; y < tip; y += 3) {
            appendBox(frame, y, y + plate, Material::antenna, kBlack);
        }

        Light blinker;
        blinker.x = float(cx);
        blinker.y = float(tip);
        blinker.z = float(cz);
        blinker.size = kBlinkerSize;
        blinker.colour = kBlinkerColour;
        blinker.periodMs = float(periodMs);
        blinker.onMs = kBlinkerOnMs;
        blinker.phaseMs = float(phaseMs);
        city_.lights.push_back(blinker);
    }

    // ---- Round buildings ----

    // The plot's ellipse at `degrees`, going round in the walls' order: +x at 0, -z at 90.
    static Point onEllipse(const Area& plot, int degrees) {
        const double radiusX = plot.width() / 2;
        const double radiusZ = plot.depth() / 2;
        return Point{plot.centreX() + radiusX * cosineOfDegrees(degrees),
                     plot.centreZ() - radiusZ * sineOfDegrees(degrees)};
    }

    // Axis-aligned boxes cannot follow a curve, so a round building's lit ring is a crown of
    // thin lit posts, 1-2 high, one at each corner of its outline.
    void trimPosts(const std::vector<Point>& outline, double capTop) {
        const int height = 1 + below(rand_, 2);
        const double half = kTrimThickness / 2;
        for (const Point& p : outline) {
            appendBox(Area{p.x - half, p.z - half, p.x + half, p.z + half}, capTop, capTop + height, Material::trim, trim_);
        }
    }

    // ---- Blocky tiers ----

    // A blocky tier's half-extents from the plot's centre, towards -x, +x, -z and +z.
    struct TierSides {
        int west = 0, east = 0, north = 0, south = 0;
    };

    // A new tier must stick out past every earlier one somewhere (or it is hidden) and may not
    // share any side with an earlier tier (the original refused only a side equal to the running
    // maximum; any equal side would put two walls in one plane).
    static bool showsAndNeverCoplanar(const TierSides& s, const std::array<TierSides, kBlockyMaxTiers>& placed, int count) {
        TierSides most;
        for (int i = 0; i < count; ++i) {
            const TierSides& p = placed[std::size_t(i)];
            if (s.west == p.west || s.east == p.east || s.north == p.north || s.south == p.south) {
                return false;
            }
            most.west = std::max(most.west, p.west);
            most.east = std::max(most.east, p.east);
            most.north = std::max(most.north, p.north);
            most.south = std::max(most.south, p.south);
        }
        return s.west > most.west || s.east > most.east || s.north > most.north || s.south > most.south;
    }

    // Every few tiers a tower's sides over 7 draw in by one each end.
    static Area narrowed(Area a) {
        if (a.width() > 7) {
            a.x0 += 1;
            a.x1 -= 1;
        }
        if (a.depth() > 7) {
            a.z0 += 1;
            a.z1 -= 1;
        }
        return a;
    }

    const Building building_;  // a copy: nothing the city's lists do can move it
    std::uint16_t index_;
    Rand& rand_;
    PixelCity& city_;
    Rgb trim_;
    int vOffset_ = 0;  // storeys added to v: a box's walls start from a random row
    bool hasRoofSign_ = false;
    std::size_t firstSolid_;  // this building's solids are city_.solids[firstSolid_...]
    std::size_t firstLogo_;   // and its signs city_.logos[firstLogo_...]
    bool hasCornerLights_ = false;
};

} // namespace

void buildBuilding(const Building& building, std::uint16_t index, Rand& rand, PixelCity& city) {
    BuildingPieces(building, index, rand, city).build();
}

} // namespace zs::pixelcity
