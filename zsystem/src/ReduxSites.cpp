// Pixel City Redux's building sites and street furniture (docs/originals.md, section
// G, step 5), and growPlan, which strings the stages together.
//
// Sites, as the post grows them: go round each block's outline, and at every marker "make a
// right-angle turn from where this thing is pointing" to face the block's interior, put down a
// 10 x 10 m square (kSiteStart) aligned with the sidewalk, and keep it if it overlaps neither the
// sidewalk nor another site; then "try making it wider. Then deeper. Then wider again ... as
// large as I can get away with, while also keeping it roughly square". Ours, where the post is
// silent:
//  - the square's front edge lies a twentieth of a unit inside the outline (the outline is the
//    sidewalk's inner edge: markers stand kSidewalkWidth off the street), and it starts at the
//    marker and reaches forward, the way the walk goes, so the next markers fall inside it;
//  - it grows in half-unit steps, wider (forwards, or backwards where forwards is taken), then
//    deeper, in turn, neither side ever more than twice the other;
//  - "as large as" has a ceiling, else the first square of a block would swallow the block: the
//    post's picture shows many sites to a block, and the issue asks for 5,000 in a city 1024
//    across. Each site's ceiling, 6 to 16 units (24 to 64 m, a row house to an office tower),
//    comes from a hash of its number, so sites vary without another random stream;
//  - a finished site that would touch any street's road or sidewalk (a walk gone astray) is
//    dropped: the streets are growSites' second argument for that.
// Furniture is ours too, placed by rule from the cleaned markers (see placeFurniture).
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
double cross(Vec2 a, Vec2 b) { return a.x * b.z - a.z * b.x; }  // > 0: b lies clockwise of a
Vec2 rightOf(Vec2 d) { return {-d.z, d.x}; }
Vec2 leftOf(Vec2 d) { return {d.z, -d.x}; }

// ---------------------------------------------------------------------------------------------
// Rectangles.

// A rectangle turned any way: its centre, two unit axes and the half sizes along them.
struct Box {
    Vec2 centre, u, v;
    double halfU = 0, halfV = 0;
};

Box boxOf(const Site& site) {
    return Box{add(site.front, scaled(site.inward, site.depth / 2)), site.along, site.inward, site.width / 2,
               site.depth / 2};
}

// A street's road and both its sidewalks.
Box boxOf(const Street& street) {
    const Vec2 span = sub(street.b, street.a);
    const double length = std::sqrt(dot(span, span));
    const Vec2 u = length > 0 ? scaled(span, 1.0 / length) : Vec2{1, 0};
    return Box{scaled(add(street.a, street.b), 0.5), u, rightOf(u), length / 2, street.width / 2 + kSidewalkWidth};
}

double reachAlong(const Box& box, Vec2 axis) {
    return box.halfU * std::fabs(dot(box.u, axis)) + box.halfV * std::fabs(dot(box.v, axis));
}

// The separating axis test: two rectangles overlap unless one of their four edge directions
// keeps them apart. Touching (within a billionth) is not overlapping: sites may share a wall.
bool overlap(const Box& a, const Box& b) {
    constexpr double kTouch = 1e-9;
    const Vec2 between = sub(b.centre, a.centre);
    for (const Vec2& axis : {a.u, a.v, b.u, b.v}) {
        if (std::fabs(dot(between, axis)) >= reachAlong(a, axis) + reachAlong(b, axis) - kTouch) return false;
    }
    return true;
}

struct Bounds {
    double x0, z0, x1, z1;
};

Bounds boundsOf(const Box& box) {
    const double rx = reachAlong(box, Vec2{1, 0}), rz = reachAlong(box, Vec2{0, 1});
    return Bounds{box.centre.x - rx, box.centre.z - rz, box.centre.x + rx, box.centre.z + rz};
}

// ---------------------------------------------------------------------------------------------
// Blocks as polygons to fit sites in.

struct BlockShape {
    std::vector<Vec2> outline;  // clockwise (x right, z down): the interior on each edge's right
    bool convex = true;
};

BlockShape shapeOf(const Block& block) {
    BlockShape shape{block.outline, true};
    const std::size_t n = shape.outline.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 in = sub(shape.outline[i], shape.outline[(i + n - 1) % n]);
        const Vec2 out = sub(shape.outline[(i + 1) % n], shape.outline[i]);
        if (cross(in, out) < 0) shape.convex = false;
    }
    return shape;
}

// The even-odd rule, for the rare block that is not convex.
bool insidePolygon(const std::vector<Vec2>& outline, Vec2 p) {
    bool inside = false;
    for (std::size_t i = 0, j = outline.size() - 1; i < outline.size(); j = i++) {
        const Vec2 a = outline[i], b = outline[j];
        if ((a.z > p.z) != (b.z > p.z) && p.x < a.x + (p.z - a.z) * (b.x - a.x) / (b.z - a.z)) inside = !inside;
    }
    return inside;
}

bool segmentsCross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    const double o1 = cross(sub(b, a), sub(c, a)), o2 = cross(sub(b, a), sub(d, a));
    const double o3 = cross(sub(d, c), sub(a, c)), o4 = cross(sub(d, c), sub(b, c));
    return ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0));
}

std::array<Vec2, 4> cornersOf(const Box& box) {
    const Vec2 u = scaled(box.u, box.halfU), v = scaled(box.v, box.halfV);
    return {sub(sub(box.centre, u), v), sub(add(box.centre, u), v), add(add(box.centre, u), v),
            add(sub(box.centre, u), v)};
}

// Whether the rectangle lies inside the block: inside every edge's half-plane for a convex block;
// otherwise all corners inside and no edge of the block crossing the rectangle.
bool fitsInside(const BlockShape& shape, const Box& box) {
    const std::array<Vec2, 4> corners = cornersOf(box);
    const std::size_t n = shape.outline.size();
    if (shape.convex) {
        for (std::size_t i = 0; i < n; ++i) {
            const Vec2 a = shape.outline[i], edge = sub(shape.outline[(i + 1) % n], a);
            for (const Vec2& c : corners)
                if (cross(edge, sub(c, a)) <= 0) return false;
        }
        return true;
    }
    for (const Vec2& c : corners)
        if (!insidePolygon(shape.outline, c)) return false;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t k = 0; k < 4; ++k)
            if (segmentsCross(shape.outline[i], shape.outline[(i + 1) % n], corners[k], corners[(k + 1) % 4]))
                return false;
    return true;
}

// ---------------------------------------------------------------------------------------------
// The sites placed so far, bucketed by the cells their bounds touch.

constexpr double kSiteCell = 16;
constexpr int kSiteCells = int(kCitySize / kSiteCell);

int siteCellOf(double c) { return std::clamp(int(std::floor(c / kSiteCell)), 0, kSiteCells - 1); }

class SiteGrid {
public:
    SiteGrid() : cells_(std::size_t(kSiteCells) * kSiteCells) {}

    bool overlapsAny(const Box& box) const {
        const Bounds b = boundsOf(box);
        for (int z = siteCellOf(b.z0); z <= siteCellOf(b.z1); ++z)
            for (int x = siteCellOf(b.x0); x <= siteCellOf(b.x1); ++x)
                for (int id : cells_[std::size_t(z * kSiteCells + x)])
                    if (overlap(box, boxes_[std::size_t(id)])) return true;
        return false;
    }

    void add(const Box& box) {
        const Bounds b = boundsOf(box);
        const int id = int(boxes_.size());
        boxes_.push_back(box);
        for (int z = siteCellOf(b.z0); z <= siteCellOf(b.z1); ++z)
            for (int x = siteCellOf(b.x0); x <= siteCellOf(b.x1); ++x) cells_[std::size_t(z * kSiteCells + x)].push_back(id);
    }

private:
    std::vector<std::vector<int>> cells_;
    std::vector<Box> boxes_;
};

// ---------------------------------------------------------------------------------------------
// Growing.

constexpr double kSiteSetback = 0.05;  // the front edge, just inside the outline
constexpr double kGrowStep = 0.5;
constexpr double kMaxAspect = 2.0;
constexpr std::array<double, 6> kSiteCeilings{6, 7, 8, 10, 12, 16};

// A site's ceiling from its number: a multiplicative hash, the same everywhere.
double ceilingFor(std::size_t siteNumber) {
    const std::uint32_t mixed = std::uint32_t(siteNumber + 1) * 2654435761u;
    return kSiteCeilings[(mixed >> 16) % kSiteCeilings.size()];
}

struct Fitter {
    const BlockShape& shape;
    const SiteGrid& placed;

    bool fits(const Site& site) const {
        const Box box = boxOf(site);
        return fitsInside(shape, box) && !placed.overlapsAny(box);
    }
};

// One half-unit wider: forwards if there is room, else backwards.
bool widen(Site& site, const Fitter& fitter) {
    for (const double way : {1.0, -1.0}) {
        Site wider = site;
        wider.width += kGrowStep;
        wider.front = add(site.front, scaled(site.along, way * kGrowStep / 2));
        if (fitter.fits(wider)) {
            site = wider;
            return true;
        }
    }
    return false;
}

bool deepen(Site& site, const Fitter& fitter) {
    Site deeper = site;
    deeper.depth += kGrowStep;
    if (!fitter.fits(deeper)) return false;
    site = deeper;
    return true;
}

// Wider, deeper, wider again ... until neither fits, the ceiling is reached, or the next step
// would make it more than twice as long as it is deep (or the other way).
void grow(Site& site, const Fitter& fitter, double ceiling) {
    for (;;) {
        const double widthNext = site.width + kGrowStep, depthNext = site.depth + kGrowStep;
        const bool wider = widthNext <= ceiling && widthNext <= kMaxAspect * site.depth && widen(site, fitter);
        const bool deeper = depthNext <= ceiling && depthNext <= kMaxAspect * site.width && deepen(site, fitter);
        if (!wider && !deeper) return;
    }
}

bool touchesStreet(const Site& site, const std::vector<Box>& streetBoxes) {
    const Box box = boxOf(site);
    const Bounds b = boundsOf(box);
    for (const Box& street : streetBoxes) {
        const Bounds s = boundsOf(street);
        if (s.x1 < b.x0 || s.x0 > b.x1 || s.z1 < b.z0 || s.z0 > b.z1) continue;
        if (overlap(box, street)) return true;
    }
    return false;
}

// Round one block: a try at every marker's place along each edge of the outline.
void growBlockSites(const Block& block, int blockIndex, const std::vector<Box>& streetBoxes, SiteGrid& placed,
                    std::vector<Site>& sites) {
    const BlockShape shape = shapeOf(block);
    const Fitter fitter{shape, placed};
    const std::size_t n = shape.outline.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = shape.outline[i], span = sub(shape.outline[(i + 1) % n], a);
        const double length = std::sqrt(dot(span, span));
        if (length <= 0) continue;
        const Vec2 along = scaled(span, 1.0 / length);
        for (int k = 0; k * kMarkerSpacing < length; ++k) {
            const double t = k * kMarkerSpacing;
            Site site;
            site.along = along;
            site.inward = rightOf(along);
            site.width = kSiteStart;
            site.depth = kSiteStart;
            site.front = add(add(a, scaled(along, t + kSiteStart / 2)), scaled(site.inward, kSiteSetback));
            site.block = blockIndex;
            if (!fitter.fits(site)) continue;
            grow(site, fitter, ceilingFor(sites.size()));
            if (touchesStreet(site, streetBoxes)) continue;
            placed.add(boxOf(site));
            sites.push_back(site);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Furniture: our rules, since the post only lists the things ("streetlights ... fire hydrants,
// benches ... bus shelters") and says primitives would show where they go. Along every run of
// markers (one side of one street between two corners):
//  - a street light every 8 units (about 32 m), at the kerb, not within 2 units of a corner;
//  - a hydrant one unit in from the corner where each run begins (every block corner has one);
//  - on runs of 24 units or more, a bench now and then (one slot in four, at random) halfway
//    between two lights, mid-sidewalk;
//  - on runs of 40 units or more, one time in three a bus shelter at the slot nearest the middle,
//    standing back on the sidewalk, in place of that slot's bench.
// Everything faces the street (the marker's left). Runs at the city's edge count like any other.

constexpr double kLightSpacing = 8;
constexpr double kCornerClear = 2;
constexpr double kBenchRun = 24;
constexpr double kShelterRun = 40;
constexpr std::uint32_t kBenchOdds = 4;
constexpr std::uint32_t kShelterOdds = 3;
constexpr double kKerbSide = 0.8;      // how far from the marker towards the street, in sidewalks
constexpr double kMiddleSide = 0.5;
constexpr double kBackSide = 0.35;

struct Run {
    std::size_t first = 0, count = 0;
};

// Consecutive markers of one street's side, a step apart, in the order placeMarkers made them.
bool continuesRun(const Marker& previous, const Marker& next) {
    const Vec2 step = sub(next.position, previous.position);
    return previous.street == next.street && dot(previous.direction, next.direction) > 0 &&
           dot(step, step) < 2.25 * kMarkerSpacing * kMarkerSpacing;
}

std::vector<Run> runsOf(const std::vector<Marker>& markers) {
    std::vector<Run> runs;
    for (std::size_t i = 0; i < markers.size(); ++i) {
        if (i > 0 && continuesRun(markers[i - 1], markers[i])) {
            ++runs.back().count;
        } else {
            runs.push_back(Run{i, 1});
        }
    }
    return runs;
}

Furniture furnitureAt(FurnitureKind kind, const Marker& marker, double towardsStreet) {
    const Vec2 facing = leftOf(marker.direction);
    return Furniture{kind, add(marker.position, scaled(facing, towardsStreet * kSidewalkWidth)), facing};
}

void furnishRun(const std::vector<Marker>& markers, const Run& run, Rand& rand, std::vector<Furniture>& out) {
    const auto steps = [](double units) { return std::size_t(units / kMarkerSpacing + 0.5); };
    const std::size_t lightEvery = steps(kLightSpacing), clear = steps(kCornerClear);
    const double length = double(run.count - 1) * kMarkerSpacing;
    if (run.count > 2 * clear) out.push_back(furnitureAt(FurnitureKind::hydrant, markers[run.first + 1], kKerbSide));
    for (std::size_t k = lightEvery / 2; k + clear < run.count; k += lightEvery) {
        if (k >= clear) out.push_back(furnitureAt(FurnitureKind::streetLight, markers[run.first + k], kKerbSide));
    }
    // The slots between lights: k = lightEvery, 2 lightEvery, ...
    std::size_t shelterSlot = 0;
    if (length >= kShelterRun) {
        const bool shelter = rand.draw(kShelterOdds) == 0;
        // The slot nearest the run's middle.
        if (shelter) shelterSlot = std::max<std::size_t>(1, (run.count / 2 + lightEvery / 2) / lightEvery) * lightEvery;
    }
    for (std::size_t k = lightEvery; k + clear < run.count; k += lightEvery) {
        if (k == shelterSlot) {
            out.push_back(furnitureAt(FurnitureKind::busShelter, markers[run.first + k], kBackSide));
            continue;
        }
        if (length < kBenchRun) continue;
        const bool bench = rand.draw(kBenchOdds) == 0;
        if (bench) out.push_back(furnitureAt(FurnitureKind::bench, markers[run.first + k], kMiddleSide));
    }
}

} // namespace

std::vector<Vec2> Site::corners() const {
    const Vec2 halfAlong = scaled(along, width / 2), back = scaled(inward, depth);
    const Vec2 frontLeft = add(front, halfAlong), frontRight = sub(front, halfAlong);
    return {frontLeft, frontRight, add(frontRight, back), add(frontLeft, back)};
}

std::vector<Site> growSites(const std::vector<Block>& blocks, const std::vector<Street>& streets) {
    std::vector<Box> streetBoxes;
    streetBoxes.reserve(streets.size());
    for (const Street& s : streets) streetBoxes.push_back(boxOf(s));
    SiteGrid placed;
    std::vector<Site> sites;
    for (std::size_t b = 0; b < blocks.size(); ++b)
        if (blocks[b].closed) growBlockSites(blocks[b], int(b), streetBoxes, placed, sites);
    return sites;
}

std::vector<Furniture> placeFurniture(const std::vector<Marker>& markers, Rand& rand) {
    std::vector<Furniture> furniture;
    for (const Run& run : runsOf(markers)) furnishRun(markers, run, rand, furniture);
    return furniture;
}

Plan growPlan(std::uint32_t seed) {
    Plan plan;
    plan.seed = seed;
    Rand rand(seed);
    const std::uint32_t streetSeed = rand.drawSeed();
    const std::uint32_t furnitureSeed = rand.drawSeed();
    Rand streetRand(streetSeed);
    plan.streets = growStreets(streetRand);
    const std::vector<Marker> placed = placeMarkers(plan.streets);
    plan.markers = cleanMarkers(plan.streets, placed);
    plan.blocks = walkBlocks(plan.markers);
    plan.sites = growSites(plan.blocks, plan.streets);
    Rand furnitureRand(furnitureSeed);
    plan.furniture = placeFurniture(plan.markers, furnitureRand);
    return plan;
}

} // namespace zs::redux
