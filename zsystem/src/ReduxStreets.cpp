// Pixel City Redux's streets and sidewalk markers (docs/originals.md, section G,
// steps 1 to 3): growStreets lays the "mangled grid", placeMarkers puts sidewalk points along
// both sides of every street, and cleanMarkers has each street sweep away the points that
// encroach on its space, leaving an island of points around every block.
//
// The mangled grid. The post shows one ("straight lines ... the roads will meet at odd angles",
// with "T-junctions, diagonals, and so on") but does not say how it is made, so this is ours:
//  - two families of lines: avenues running roughly along z, one every 40-64 units, and cross
//    streets running roughly along x, one every 26-40 (Manhattan's long and short blocks);
//  - each line crosses the whole city, but its two ends are drawn apart: the far end wanders up
//    to 96 units off square (5.4 degrees) and stays at least 3/4 of the smallest gap past its
//    neighbour's, so neighbours never meet, blocks are wedges rather than rectangles and no
//    crossing is square;
//  - some lines skip a section between two crossings: the pieces end on the lines they met, as
//    T-junctions, and the two blocks beside the gap become one long block. A cross street skips a
//    section only where both avenues at its ends run straight through, so no street ends on a
//    street that ends there too (no L-corners, no dead ends);
//  - one or two diagonal avenues at 45 degrees run straight across everything, like Broadway.
// Every line runs 16 units past the city's edge, so every street either crosses the edge or ends
// on another street. Nothing here needs a sine: the lines are drawn by their two ends, the
// diagonals by a slope of 1, so every coordinate is plain arithmetic and the same on every
// compiler.
//
// Because grid lines meet within 11 degrees of square and only streets up to 8 wide are broken,
// a street that ends on another pokes at most (half width + sidewalk) x sin 11 degrees, under a
// unit, past that street's centre line: well inside its road. That is what lets a street's space be the plain rectangle between its
// ends (the post's "its space"), for cleaning here and for the tests.
#include "zsystem/Redux.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

namespace zs::redux {
namespace {

Vec2 add(Vec2 a, Vec2 b) { return {a.x + b.x, a.z + b.z}; }
Vec2 sub(Vec2 a, Vec2 b) { return {a.x - b.x, a.z - b.z}; }
Vec2 scaled(Vec2 v, double s) { return {v.x * s, v.z * s}; }
double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.z * b.z; }
Vec2 rightOf(Vec2 d) { return {-d.z, d.x}; }  // x right, z down: a quarter turn clockwise

// ---------------------------------------------------------------------------------------------
// The mangled grid.

constexpr double kOverhang = 16;   // every line runs this far past the city's edge
constexpr double kEdgeClear = 12;  // the first line of a family stands at least this far in
constexpr double kCutClear = 24;   // a section this close to the edge is never skipped

struct FamilyRule {
    double gapMin, gapMax;  // between neighbouring lines' near ends
    double wander;          // how far a line's far end may stray from square
    std::array<double, 3> widths;  // drawn from, one each
    double wideWidth;       // one line of the family is this wide
    std::uint32_t skipOdds; // a section is skipped one time in this many
};

// Avenues: 6 or 8 wide (8 twice as often) with one 12 wide; cross streets 4, 6 or 8 with one 10
// wide. Only lines up to 8 wide are ever broken (see the note on T-junctions above).
constexpr FamilyRule kAvenues{40, 64, 96, {6, 8, 8}, 12, 9};
constexpr FamilyRule kCrossStreets{26, 40, 96, {4, 6, 8}, 10, 7};
constexpr double kDiagonalWidth = 10;
constexpr double kDiagonalCentreLow = 320;   // a diagonal passes through the middle of the city
constexpr double kDiagonalCentreHigh = 704;

// A line of a family in its own frame: `across` is x for an avenue (z for a cross street) and
// `along` the other; across = start + slope * along, with `start` at along 0 and `end` at
// along kCitySize.
struct GridLine {
    double start = 0, end = 0, slope = 0, width = 0;
    bool wide = false;
};

std::vector<GridLine> drawFamily(Rand& rand, const FamilyRule& rule) {
    std::vector<GridLine> lines;
    double start = rand.tween(kEdgeClear, kEdgeClear + rule.gapMin / 2);
    for (;;) {
        const double wander = rand.tween(-rule.wander, rule.wander);
        const double lowestEnd = lines.empty() ? kEdgeClear : lines.back().end + rule.gapMin * 0.75;
        const double end = std::max(start + wander, lowestEnd);
        if (std::min(start, end) > kCitySize - kEdgeClear) break;
        const std::uint32_t widthPick = rand.draw(std::uint32_t(rule.widths.size()));
        lines.push_back(GridLine{start, end, (end - start) / kCitySize, rule.widths[widthPick], false});
        const double gap = rand.tween(rule.gapMin, rule.gapMax);
        start += gap;
    }
    if (lines.empty()) return lines;
    // The wide one somewhere in the middle half, as the post's pictures have a broad street or two.
    const std::size_t quarter = lines.size() / 4;
    const std::size_t wide = quarter + rand.draw(std::uint32_t(lines.size() - 2 * quarter));
    lines[wide].width = rule.wideWidth;
    lines[wide].wide = true;
    return lines;
}

// Where avenue x = a.start + a.slope * z meets cross street z = c.start + c.slope * x.
Vec2 crossing(const GridLine& avenue, const GridLine& cross) {
    const double x = (avenue.start + avenue.slope * cross.start) / (1.0 - avenue.slope * cross.slope);
    const double z = cross.start + cross.slope * x;
    return {x, z};
}

bool clearOfEdge(Vec2 p) {
    return p.x >= kCutClear && p.x <= kCitySize - kCutClear && p.z >= kCutClear && p.z <= kCitySize - kCutClear;
}

// skipped[i][k]: line i of a family leaves out its section between crossings k and k + 1.
using Skips = std::vector<std::vector<char>>;

// Whether an avenue runs straight through its crossing with cross street k.
bool runsThrough(const std::vector<char>& avenueSkips, std::size_t k) {
    const bool before = k > 0 && avenueSkips[k - 1] != 0;
    const bool after = k < avenueSkips.size() && avenueSkips[k] != 0;
    return !before && !after;
}

Skips skipAvenueSections(Rand& rand, const std::vector<GridLine>& avenues, const std::vector<std::vector<Vec2>>& nodes) {
    Skips skips(avenues.size());
    for (std::size_t i = 0; i < avenues.size(); ++i) {
        const std::size_t sections = nodes[i].empty() ? 0 : nodes[i].size() - 1;
        skips[i].assign(sections, 0);
        for (std::size_t k = 0; k < sections; ++k) {
            if (avenues[i].wide || !clearOfEdge(nodes[i][k]) || !clearOfEdge(nodes[i][k + 1])) continue;
            const bool skip = rand.draw(kAvenues.skipOdds) == 0;
            skips[i][k] = skip ? 1 : 0;
        }
    }
    return skips;
}

// A cross street's section between avenues i and i + 1 may go only where both run through.
Skips skipCrossSections(Rand& rand, const std::vector<GridLine>& crosses, const std::vector<std::vector<Vec2>>& nodes,
                        const Skips& avenueSkips) {
    Skips skips(crosses.size());
    const std::size_t avenues = nodes.size();
    for (std::size_t j = 0; j < crosses.size(); ++j) {
        skips[j].assign(avenues == 0 ? 0 : avenues - 1, 0);
        for (std::size_t i = 0; i + 1 < avenues; ++i) {
            if (crosses[j].wide || !clearOfEdge(nodes[i][j]) || !clearOfEdge(nodes[i + 1][j])) continue;
            if (!runsThrough(avenueSkips[i], j) || !runsThrough(avenueSkips[i + 1], j)) continue;
            const bool skip = rand.draw(kCrossStreets.skipOdds) == 0;
            skips[j][i] = skip ? 1 : 0;
        }
    }
    return skips;
}

// A line's streets: from its first end to its last, broken at each skipped section (two skipped
// in a row leave nothing between them).
void addPieces(std::vector<Street>& streets, Vec2 first, Vec2 last, const std::vector<Vec2>& crossings,
               const std::vector<char>& skipped, double width) {
    Vec2 from = first;
    for (std::size_t k = 0; k < skipped.size(); ++k) {
        if (skipped[k] == 0) continue;
        const bool afterSkip = k > 0 && skipped[k - 1] != 0;
        if (!afterSkip) streets.push_back(Street{from, crossings[k], width});
        from = crossings[k + 1];
    }
    streets.push_back(Street{from, last, width});
}

// A diagonal at 45 degrees through `centre`, clipped to the city plus its overhang. With a
// slope of 1 the clipping is exact: no square roots.
Street diagonalThrough(Vec2 centre, double zPerX) {
    const double low = -kOverhang, high = kCitySize + kOverhang;
    const double zLow = zPerX > 0 ? low - centre.z : centre.z - high;
    const double zHigh = zPerX > 0 ? high - centre.z : centre.z - low;
    const double from = std::max(low - centre.x, zLow);
    const double to = std::min(high - centre.x, zHigh);
    return Street{{centre.x + from, centre.z + zPerX * from}, {centre.x + to, centre.z + zPerX * to}, kDiagonalWidth};
}

void addDiagonals(Rand& rand, std::vector<Street>& streets) {
    const std::uint32_t count = 1 + rand.draw(2);
    const std::uint32_t firstSlope = rand.draw(2);
    for (std::uint32_t k = 0; k < count; ++k) {
        const double x = rand.tween(kDiagonalCentreLow, kDiagonalCentreHigh);
        const double z = rand.tween(kDiagonalCentreLow, kDiagonalCentreHigh);
        const double zPerX = (firstSlope + k) % 2 == 0 ? 1.0 : -1.0;  // a second one crosses the first
        streets.push_back(diagonalThrough(Vec2{x, z}, zPerX));
    }
}

// ---------------------------------------------------------------------------------------------
// Markers and cleaning.

// The post: each street "cleans up any sidewalk points that are encroaching on its space". We
// take its space to be its road and both sidewalks, from end to end, plus a tenth of a unit so
// that a corner's last marker stands just inside the block rather than on the corner itself.
constexpr double kCleanMargin = 0.1;
constexpr double kCleanCell = 16;  // the buckets that say which streets reach a spot
constexpr int kCleanCells = int(kCitySize / kCleanCell);

double reachOf(const Street& street) { return street.width / 2 + kSidewalkWidth + kCleanMargin; }

bool insideCity(Vec2 p) { return p.x >= 0 && p.x <= kCitySize && p.z >= 0 && p.z <= kCitySize; }

// One side of a street: walking `dir` from `origin`, a point every kMarkerSpacing, set off to the
// right by the street's half width plus the sidewalk (so the street is on the walker's left).
void placeSide(std::vector<Marker>& markers, Vec2 origin, Vec2 dir, double length, double offset, int street) {
    const Vec2 across = scaled(rightOf(dir), offset);
    const int count = int(std::floor(length / kMarkerSpacing)) + 1;
    for (int k = 0; k < count; ++k) {
        const Vec2 p = add(add(origin, scaled(dir, k * kMarkerSpacing)), across);
        if (insideCity(p)) markers.push_back(Marker{p, dir, street});
    }
}

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = sub(b, a), ap = sub(p, a);
    const double lengthSquared = dot(ab, ab);
    const double t = lengthSquared > 0 ? std::clamp(dot(ap, ab) / lengthSquared, 0.0, 1.0) : 0.0;
    const Vec2 off = sub(ap, scaled(ab, t));
    return std::sqrt(dot(off, off));
}

// For each bucket of the city, the streets whose space may reach into it.
std::vector<std::vector<int>> streetsByCell(const std::vector<Street>& streets) {
    std::vector<std::vector<int>> cells(std::size_t(kCleanCells * kCleanCells));
    const double halfDiagonal = kCleanCell * 0.7072;
    for (std::size_t i = 0; i < streets.size(); ++i) {
        const Street& s = streets[i];
        const double reach = reachOf(s);
        const auto cellOf = [](double c) { return std::clamp(int(std::floor(c / kCleanCell)), 0, kCleanCells - 1); };
        const int x0 = cellOf(std::min(s.a.x, s.b.x) - reach), x1 = cellOf(std::max(s.a.x, s.b.x) + reach);
        const int z0 = cellOf(std::min(s.a.z, s.b.z) - reach), z1 = cellOf(std::max(s.a.z, s.b.z) + reach);
        for (int cz = z0; cz <= z1; ++cz) {
            for (int cx = x0; cx <= x1; ++cx) {
                const Vec2 centre{(cx + 0.5) * kCleanCell, (cz + 0.5) * kCleanCell};
                if (distanceToSegment(centre, s.a, s.b) <= reach + halfDiagonal)
                    cells[std::size_t(cz * kCleanCells + cx)].push_back(int(i));
            }
        }
    }
    return cells;
}

// Whether p lies in the street's space: within its reach of the centre line, between its ends.
bool encroaches(const Street& street, Vec2 p) {
    const Vec2 span = sub(street.b, street.a);
    const double length = std::sqrt(dot(span, span));
    if (length <= 0) return false;
    const Vec2 dir = scaled(span, 1.0 / length);
    const Vec2 rel = sub(p, street.a);
    const double along = dot(rel, dir);
    const double across = dot(rel, rightOf(dir));
    return along >= 0 && along <= length && std::fabs(across) < reachOf(street);
}

} // namespace

std::vector<Street> growStreets(Rand& rand) {
    const std::vector<GridLine> avenues = drawFamily(rand, kAvenues);
    const std::vector<GridLine> crosses = drawFamily(rand, kCrossStreets);

    // nodes[i][j]: where avenue i meets cross street j.
    std::vector<std::vector<Vec2>> nodes(avenues.size(), std::vector<Vec2>(crosses.size()));
    for (std::size_t i = 0; i < avenues.size(); ++i)
        for (std::size_t j = 0; j < crosses.size(); ++j) nodes[i][j] = crossing(avenues[i], crosses[j]);

    const Skips avenueSkips = skipAvenueSections(rand, avenues, nodes);
    const Skips crossSkips = skipCrossSections(rand, crosses, nodes, avenueSkips);

    std::vector<Street> streets;
    const double low = -kOverhang, high = kCitySize + kOverhang;
    for (std::size_t i = 0; i < avenues.size(); ++i) {
        const GridLine& a = avenues[i];
        const Vec2 first{a.start + a.slope * low, low}, last{a.start + a.slope * high, high};
        addPieces(streets, first, last, nodes[i], avenueSkips[i], a.width);
    }
    for (std::size_t j = 0; j < crosses.size(); ++j) {
        const GridLine& c = crosses[j];
        std::vector<Vec2> along(avenues.size());
        for (std::size_t i = 0; i < avenues.size(); ++i) along[i] = nodes[i][j];
        const Vec2 first{low, c.start + c.slope * low}, last{high, c.start + c.slope * high};
        addPieces(streets, first, last, along, crossSkips[j], c.width);
    }
    addDiagonals(rand, streets);
    return streets;
}

std::vector<Marker> placeMarkers(const std::vector<Street>& streets) {
    std::vector<Marker> markers;
    for (std::size_t i = 0; i < streets.size(); ++i) {
        const Street& s = streets[i];
        const Vec2 span = sub(s.b, s.a);
        const double length = std::sqrt(dot(span, span));
        if (length <= 0) continue;
        const Vec2 dir = scaled(span, 1.0 / length);
        const double offset = s.width / 2 + kSidewalkWidth;
        // The post's "right side forward": the right side runs a to b, the other b to a.
        placeSide(markers, s.a, dir, length, offset, int(i));
        placeSide(markers, s.b, scaled(dir, -1.0), length, offset, int(i));
    }
    return markers;
}

std::vector<Marker> cleanMarkers(const std::vector<Street>& streets, const std::vector<Marker>& markers) {
    const std::vector<std::vector<int>> cells = streetsByCell(streets);
    std::vector<Marker> kept;
    kept.reserve(markers.size());
    for (const Marker& m : markers) {
        const int cx = std::clamp(int(std::floor(m.position.x / kCleanCell)), 0, kCleanCells - 1);
        const int cz = std::clamp(int(std::floor(m.position.z / kCleanCell)), 0, kCleanCells - 1);
        bool swept = false;
        // A street's own markers stand exactly at its reach less the margin: never its to sweep.
        for (int s : cells[std::size_t(cz * kCleanCells + cx)])
            if (s != m.street && encroaches(streets[std::size_t(s)], m.position)) {
                swept = true;
                break;
            }
        if (!swept) kept.push_back(m);
    }
    return kept;
}

} // namespace zs::redux
