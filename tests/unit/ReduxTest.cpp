// Pixel City Redux's layout held to the design's rows "Redux blocks" and "Redux sites"
// (docs/originals.md, sections G and H) over several seeds: streets that cross the
// edge or end on a street, sidewalk markers on both sides pointing opposite ways, blocks that are
// simple polygons inside the city, dropped walks at the edge, sites inside their blocks and clear
// of streets and of each other and roughly square, the 5,000 sites, furniture on the
// sidewalks, and the same plan from the same seed. The geometry checks here are written apart
// from the library's own, so a shared mistake cannot hide.
#include "zsystem/Redux.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <vector>

namespace rx = zs::redux;

namespace {

constexpr std::uint32_t kDefaultSeed = 0xA749F86Cu;  // the seed
constexpr std::array<std::uint32_t, 5> kSeeds{kDefaultSeed, 1u, 2u, 0x9E3779B9u, 12345u};
constexpr double kTolerance = 1e-6;

struct Sample {
    std::uint32_t seed = 0;
    std::vector<rx::Marker> placed;  // before cleaning
    rx::Plan plan;
};

// The originals' plans, grown once for every test case here.
const std::vector<Sample>& samples() {
    static const std::vector<Sample> grown = [] {
        std::vector<Sample> all;
        for (std::uint32_t seed : kSeeds) {
            Sample sample;
            sample.seed = seed;
            sample.plan = rx::growPlan(seed);
            sample.placed = rx::placeMarkers(sample.plan.streets);
            all.push_back(std::move(sample));
        }
        return all;
    }();
    return grown;
}

rx::Vec2 sub(rx::Vec2 a, rx::Vec2 b) { return {a.x - b.x, a.z - b.z}; }
double dot(rx::Vec2 a, rx::Vec2 b) { return a.x * b.x + a.z * b.z; }
double cross(rx::Vec2 a, rx::Vec2 b) { return a.x * b.z - a.z * b.x; }
double length(rx::Vec2 v) { return std::sqrt(dot(v, v)); }
rx::Vec2 unit(rx::Vec2 v) { return {v.x / length(v), v.z / length(v)}; }
rx::Vec2 rightOf(rx::Vec2 d) { return {-d.z, d.x}; }  // x right, z down: clockwise

bool inCity(rx::Vec2 p, double margin = 0) {
    return p.x >= -margin && p.x <= rx::kCitySize + margin && p.z >= -margin && p.z <= rx::kCitySize + margin;
}

double distanceToSegment(rx::Vec2 p, rx::Vec2 a, rx::Vec2 b) {
    const rx::Vec2 ab = sub(b, a), ap = sub(p, a);
    const double t = std::clamp(dot(ap, ab) / dot(ab, ab), 0.0, 1.0);
    return length(sub(ap, {ab.x * t, ab.z * t}));
}

// A street's own frame: from a, `along` towards b and `across` to the right of that.
struct StreetAxes {
    rx::Vec2 a, along, across;
    double length = 0, halfWidth = 0;

    explicit StreetAxes(const rx::Street& s)
        : a(s.a), along(unit(sub(s.b, s.a))), across(rightOf(along)), length(::length(sub(s.b, s.a))),
          halfWidth(s.width / 2) {}

    // Whether p lies between the ends within `half` of the centre line.
    bool holds(rx::Vec2 p, double half) const {
        const rx::Vec2 rel = sub(p, a);
        const double u = dot(rel, along);
        return u >= 0 && u <= length && std::fabs(dot(rel, across)) < half;
    }
};

std::vector<StreetAxes> axesOf(const std::vector<rx::Street>& streets) {
    std::vector<StreetAxes> axes;
    for (const rx::Street& s : streets) axes.emplace_back(s);
    return axes;
}

// Whether segments ab and cd share a point, touching included.
bool segmentsMeet(rx::Vec2 a, rx::Vec2 b, rx::Vec2 c, rx::Vec2 d) {
    const auto side = [](rx::Vec2 p, rx::Vec2 q, rx::Vec2 r) {
        const double c = cross(sub(q, p), sub(r, p));
        return c > 0 ? 1 : (c < 0 ? -1 : 0);
    };
    const auto within = [](rx::Vec2 p, rx::Vec2 q, rx::Vec2 r) {
        return std::min(p.x, q.x) <= r.x && r.x <= std::max(p.x, q.x) && std::min(p.z, q.z) <= r.z &&
               r.z <= std::max(p.z, q.z);
    };
    const int s1 = side(a, b, c), s2 = side(a, b, d), s3 = side(c, d, a), s4 = side(c, d, b);
    if (s1 * s2 < 0 && s3 * s4 < 0) return true;
    return (s1 == 0 && within(a, b, c)) || (s2 == 0 && within(a, b, d)) || (s3 == 0 && within(c, d, a)) ||
           (s4 == 0 && within(c, d, b));
}

bool isSimplePolygon(const std::vector<rx::Vec2>& v) {
    const std::size_t n = v.size();
    for (std::size_t i = 0; i < n; ++i) {
        const rx::Vec2 in = sub(v[i], v[(i + n - 1) % n]), out = sub(v[(i + 1) % n], v[i]);
        if (length(out) == 0 || (cross(in, out) == 0 && dot(in, out) < 0)) return false;
    }
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 2; j < n; ++j) {
            if (i == 0 && j == n - 1) continue;
            if (segmentsMeet(v[i], v[i + 1], v[j], v[(j + 1) % n])) return false;
        }
    return true;
}

double doubledArea(const std::vector<rx::Vec2>& v) {
    double sum = 0;
    for (std::size_t i = 0; i < v.size(); ++i) sum += cross(v[i], v[(i + 1) % v.size()]);
    return sum;
}

// Inside a polygon or on its boundary (within the tolerance).
bool insideOrOn(const std::vector<rx::Vec2>& v, rx::Vec2 p) {
    bool inside = false;
    for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i++) {
        if (distanceToSegment(p, v[i], v[j]) < kTolerance) return true;
        if ((v[i].z > p.z) != (v[j].z > p.z) && p.x < v[i].x + (p.z - v[i].z) * (v[j].x - v[i].x) / (v[j].z - v[i].z))
            inside = !inside;
    }
    return inside;
}

// A turned rectangle by its four corners, for the separating axis test.
using Quad = std::array<rx::Vec2, 4>;

Quad quadOf(const rx::Site& site) {
    const std::vector<rx::Vec2> c = site.corners();
    return {c[0], c[1], c[2], c[3]};
}

// A street's road, or its road and sidewalks when `sidewalks`.
Quad quadOf(const rx::Street& s, bool sidewalks) {
    const rx::Vec2 d = unit(sub(s.b, s.a)), r = rightOf(d);
    const double half = s.width / 2 + (sidewalks ? rx::kSidewalkWidth : 0);
    return {rx::Vec2{s.a.x - r.x * half, s.a.z - r.z * half}, rx::Vec2{s.b.x - r.x * half, s.b.z - r.z * half},
            rx::Vec2{s.b.x + r.x * half, s.b.z + r.z * half}, rx::Vec2{s.a.x + r.x * half, s.a.z + r.z * half}};
}

// Overlap by more than the tolerance on every edge normal of both.
bool quadsOverlap(const Quad& a, const Quad& b) {
    for (const Quad* q : {&a, &b}) {
        for (std::size_t k = 0; k < 2; ++k) {
            const rx::Vec2 axis = unit(rightOf(sub((*q)[k + 1], (*q)[k])));
            double aLow = 1e300, aHigh = -1e300, bLow = 1e300, bHigh = -1e300;
            for (const rx::Vec2& p : a) aLow = std::min(aLow, dot(p, axis)), aHigh = std::max(aHigh, dot(p, axis));
            for (const rx::Vec2& p : b) bLow = std::min(bLow, dot(p, axis)), bHigh = std::max(bHigh, dot(p, axis));
            if (std::min(aHigh, bHigh) - std::max(aLow, bLow) <= kTolerance) return false;
        }
    }
    return true;
}

struct Bounds {
    double x0 = 1e300, z0 = 1e300, x1 = -1e300, z1 = -1e300;
};

template <class Points>
Bounds boundsOf(const Points& points) {
    Bounds b;
    for (const rx::Vec2& p : points) {
        b.x0 = std::min(b.x0, p.x), b.z0 = std::min(b.z0, p.z);
        b.x1 = std::max(b.x1, p.x), b.z1 = std::max(b.z1, p.z);
    }
    return b;
}

bool boundsMeet(const Bounds& a, const Bounds& b) { return a.x0 <= b.x1 && b.x0 <= a.x1 && a.z0 <= b.z1 && b.z0 <= a.z1; }

} // namespace

TEST_CASE("Redux streets cross the city's edge or end on another street") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        const std::vector<rx::Street>& streets = s.plan.streets;
        REQUIRE(streets.size() > 40);
        int junctions = 0, diagonals = 0;
        for (std::size_t i = 0; i < streets.size(); ++i) {
            CHECK(streets[i].width >= 4);
            const rx::Vec2 d = unit(sub(streets[i].b, streets[i].a));
            if (std::fabs(d.x) > 0.5 && std::fabs(d.z) > 0.5) ++diagonals;
            for (const rx::Vec2& end : {streets[i].a, streets[i].b}) {
                if (!inCity(end)) continue;
                bool onStreet = false;
                for (std::size_t k = 0; k < streets.size() && !onStreet; ++k)
                    onStreet = k != i && distanceToSegment(end, streets[k].a, streets[k].b) < kTolerance;
                CHECK(onStreet);
                ++junctions;
            }
        }
        CHECK(junctions > 0);  // the post's T-junctions
        CHECK(diagonals > 0);  // and its diagonals
    }
}

TEST_CASE("Redux markers line both sides of every street, pointing opposite ways") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        const std::vector<rx::Street>& streets = s.plan.streets;
        std::vector<std::array<int, 2>> placed(streets.size()), kept(streets.size());  // forward, backward
        int astray = 0;
        const auto tally = [&](const std::vector<rx::Marker>& markers, std::vector<std::array<int, 2>>& counts) {
            for (const rx::Marker& m : markers) {
                const rx::Street& street = streets[std::size_t(m.street)];
                const double forward = dot(m.direction, unit(sub(street.b, street.a)));
                ++counts[std::size_t(m.street)][forward > 0 ? 0 : 1];
                // Along the street either way, and walking its way, the street is on the marker's
                // left, a sidewalk off its edge.
                const double right = dot(sub(m.position, street.a), rightOf(m.direction));
                if (std::fabs(std::fabs(forward) - 1) > kTolerance ||
                    std::fabs(right - (street.width / 2 + rx::kSidewalkWidth)) > kTolerance)
                    ++astray;
            }
        };
        tally(s.placed, placed);
        tally(s.plan.markers, kept);
        for (std::size_t i = 0; i < streets.size(); ++i) {
            CAPTURE(i);
            CHECK(placed[i][0] > 0);
            CHECK(placed[i][1] > 0);
            // A street with 64 units or more of each side inside the city keeps some of each.
            if (std::min(placed[i][0], placed[i][1]) * rx::kMarkerSpacing >= 64) {
                CHECK(kept[i][0] > 0);
                CHECK(kept[i][1] > 0);
            }
        }
        CHECK(astray == 0);
        CHECK(s.plan.markers.size() < s.placed.size());
    }
}

TEST_CASE("Redux cleaning leaves no marker in another street's road or sidewalk") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        const std::vector<StreetAxes> axes = axesOf(s.plan.streets);
        int outside = 0, encroaching = 0;
        for (const rx::Marker& m : s.plan.markers) {
            if (!inCity(m.position)) ++outside;
            for (std::size_t k = 0; k < axes.size(); ++k)
                if (int(k) != m.street && axes[k].holds(m.position, axes[k].halfWidth + rx::kSidewalkWidth)) ++encroaching;
        }
        CHECK(outside == 0);
        CHECK(encroaching == 0);
    }
}

TEST_CASE("Redux blocks are closed simple polygons inside the city, clockwise") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        int closed = 0, notSimple = 0, anticlockwise = 0, outside = 0;
        for (const rx::Block& block : s.plan.blocks) {
            if (!block.closed) continue;
            ++closed;
            REQUIRE(block.outline.size() >= 3);
            if (!isSimplePolygon(block.outline)) ++notSimple;
            if (doubledArea(block.outline) <= 0) ++anticlockwise;  // clockwise with x right and z down
            for (const rx::Vec2& p : block.outline)
                if (!inCity(p)) ++outside;
        }
        CHECK(closed > 300);
        CHECK(notSimple == 0);
        CHECK(anticlockwise == 0);
        CHECK(outside == 0);
    }
}

TEST_CASE("Redux drops edge walks, which touch the city's edge region") {
    constexpr double kEdgeRegion = 2;  // a dead end is the last marker before the edge
    constexpr double kSliver = 4;      // closed walks this small are dropped too
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        int edgeWalks = 0;
        for (const rx::Block& block : s.plan.blocks) {
            if (block.closed) continue;
            const Bounds b = boundsOf(block.outline);
            if (b.x1 - b.x0 < kSliver && b.z1 - b.z0 < kSliver) continue;
            const bool touchesEdge = b.x0 <= kEdgeRegion || b.z0 <= kEdgeRegion ||
                                     b.x1 >= rx::kCitySize - kEdgeRegion || b.z1 >= rx::kCitySize - kEdgeRegion;
            CHECK(touchesEdge);
            ++edgeWalks;
        }
        CHECK(edgeWalks > 0);
    }
}

TEST_CASE("Redux sites lie inside their blocks, clear of streets and of each other, roughly square") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        const rx::Plan& plan = s.plan;
        std::vector<Quad> quads;
        std::vector<Bounds> bounds;
        int misshapen = 0, tooLong = 0, outsideBlock = 0, notOnABlock = 0;
        for (const rx::Site& site : plan.sites) {
            if (site.block < 0 || std::size_t(site.block) >= plan.blocks.size() ||
                !plan.blocks[std::size_t(site.block)].closed) {
                ++notOnABlock;
                continue;
            }
            const rx::Block& block = plan.blocks[std::size_t(site.block)];
            const rx::Vec2 right = rightOf(site.along);
            if (std::fabs(length(site.along) - 1) > kTolerance || std::fabs(site.inward.x - right.x) > kTolerance ||
                std::fabs(site.inward.z - right.z) > kTolerance || site.width < rx::kSiteStart - kTolerance ||
                site.depth < rx::kSiteStart - kTolerance)
                ++misshapen;
            if (std::max(site.width, site.depth) / std::min(site.width, site.depth) > 2.05) ++tooLong;
            const Quad quad = quadOf(site);
            for (const rx::Vec2& corner : quad)
                if (!insideOrOn(block.outline, corner)) ++outsideBlock;
            quads.push_back(quad);
            bounds.push_back(boundsOf(quad));
        }
        CHECK(notOnABlock == 0);
        CHECK(misshapen == 0);
        CHECK(tooLong == 0);
        CHECK(outsideBlock == 0);
        // No site on a road or a sidewalk.
        int onStreet = 0;
        for (const rx::Street& street : plan.streets) {
            const Quad road = quadOf(street, true);
            const Bounds roadBounds = boundsOf(road);
            for (std::size_t i = 0; i < quads.size(); ++i)
                if (boundsMeet(bounds[i], roadBounds) && quadsOverlap(quads[i], road)) ++onStreet;
        }
        CHECK(onStreet == 0);
        // No two sites overlap: sweep along x.
        std::vector<std::size_t> order(quads.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return bounds[a].x0 < bounds[b].x0; });
        int overlaps = 0;
        for (std::size_t i = 0; i < order.size(); ++i)
            for (std::size_t j = i + 1; j < order.size() && bounds[order[j]].x0 <= bounds[order[i]].x1; ++j)
                if (boundsMeet(bounds[order[i]], bounds[order[j]]) && quadsOverlap(quads[order[i]], quads[order[j]]))
                    ++overlaps;
        CHECK(overlaps == 0);
    }
}

TEST_CASE("Redux grows at least 5000 sites in a city 1024 units (about 4 km) across") {
    const rx::Plan& plan = samples().front().plan;
    REQUIRE(plan.seed == kDefaultSeed);
    CHECK(rx::kCitySize >= 1024);
    CHECK(plan.sites.size() >= 5000);
}

TEST_CASE("Redux site corners run front-left, front-right, back-right, back-left") {
    rx::Site site;
    site.front = {10, 20};
    site.along = {1, 0};
    site.inward = {0, 1};
    site.width = 4;
    site.depth = 3;
    const std::vector<rx::Vec2> c = site.corners();
    REQUIRE(c.size() == 4);
    CHECK((c[0].x == 12 && c[0].z == 20));  // facing the site from the street, +along is left
    CHECK((c[1].x == 8 && c[1].z == 20));
    CHECK((c[2].x == 8 && c[2].z == 23));
    CHECK((c[3].x == 12 && c[3].z == 23));
}

TEST_CASE("Redux furniture stands on the sidewalks, by the markers, facing the street") {
    for (const Sample& s : samples()) {
        CAPTURE(s.seed);
        const rx::Plan& plan = s.plan;
        // The markers in 4-unit buckets, to find each piece's nearest.
        constexpr double kCell = 4;
        constexpr int kCells = int(rx::kCitySize / kCell);
        const auto cellOf = [](double c) { return std::clamp(int(c / kCell), 0, kCells - 1); };
        std::vector<std::vector<std::size_t>> cells(std::size_t(kCells * kCells));
        for (std::size_t i = 0; i < plan.markers.size(); ++i)
            cells[std::size_t(cellOf(plan.markers[i].position.z) * kCells + cellOf(plan.markers[i].position.x))].push_back(i);
        const std::vector<StreetAxes> axes = axesOf(plan.streets);
        std::array<int, 4> kinds{};
        int badFacing = 0, farFromMarkers = 0, onRoads = 0;
        for (const rx::Furniture& f : plan.furniture) {
            ++kinds[std::size_t(f.kind)];
            if (std::fabs(length(f.facing) - 1) > kTolerance) ++badFacing;
            double nearest = 1e300;
            for (int z = cellOf(f.position.z) - 1; z <= cellOf(f.position.z) + 1; ++z)
                for (int x = cellOf(f.position.x) - 1; x <= cellOf(f.position.x) + 1; ++x) {
                    if (x < 0 || z < 0 || x >= kCells || z >= kCells) continue;
                    for (std::size_t i : cells[std::size_t(z * kCells + x)])
                        nearest = std::min(nearest, length(sub(plan.markers[i].position, f.position)));
                }
            if (nearest > rx::kSidewalkWidth + kTolerance) ++farFromMarkers;
            for (const StreetAxes& street : axes)
                if (street.holds(f.position, street.halfWidth)) ++onRoads;
        }
        CHECK(badFacing == 0);
        CHECK(farFromMarkers == 0);
        CHECK(onRoads == 0);
        for (int count : kinds) CHECK(count > 0);  // lights, hydrants, benches and bus shelters
    }
}

TEST_CASE("Redux: the same seed gives the same plan, number for number") {
    const rx::Plan a = rx::growPlan(kDefaultSeed);
    const rx::Plan& b = samples().front().plan;
    CHECK(a.seed == b.seed);
    int differences = 0;
    const auto compare = [&](double p, double q) { differences += p == q ? 0 : 1; };
    const auto compareVec = [&](rx::Vec2 p, rx::Vec2 q) {
        compare(p.x, q.x);
        compare(p.z, q.z);
    };
    REQUIRE(a.streets.size() == b.streets.size());
    for (std::size_t i = 0; i < a.streets.size(); ++i) {
        compareVec(a.streets[i].a, b.streets[i].a);
        compareVec(a.streets[i].b, b.streets[i].b);
        compare(a.streets[i].width, b.streets[i].width);
    }
    REQUIRE(a.markers.size() == b.markers.size());
    for (std::size_t i = 0; i < a.markers.size(); ++i) {
        compareVec(a.markers[i].position, b.markers[i].position);
        compareVec(a.markers[i].direction, b.markers[i].direction);
        compare(a.markers[i].street, b.markers[i].street);
    }
    REQUIRE(a.blocks.size() == b.blocks.size());
    for (std::size_t i = 0; i < a.blocks.size(); ++i) {
        compare(a.blocks[i].closed, b.blocks[i].closed);
        REQUIRE(a.blocks[i].outline.size() == b.blocks[i].outline.size());
        for (std::size_t k = 0; k < a.blocks[i].outline.size(); ++k) compareVec(a.blocks[i].outline[k], b.blocks[i].outline[k]);
    }
    REQUIRE(a.sites.size() == b.sites.size());
    for (std::size_t i = 0; i < a.sites.size(); ++i) {
        const rx::Site &p = a.sites[i], &q = b.sites[i];
        compareVec(p.front, q.front);
        compareVec(p.along, q.along);
        compareVec(p.inward, q.inward);
        compare(p.width, q.width);
        compare(p.depth, q.depth);
        compare(p.block, q.block);
    }
    REQUIRE(a.furniture.size() == b.furniture.size());
    for (std::size_t i = 0; i < a.furniture.size(); ++i) {
        const rx::Furniture &p = a.furniture[i], &q = b.furniture[i];
        compare(double(p.kind), double(q.kind));
        compareVec(p.position, q.position);
        compareVec(p.facing, q.facing);
    }
    CHECK(differences == 0);
    // And another seed, another city.
    const rx::Plan& other = samples()[1].plan;
    const bool sameStreets = other.streets.size() == b.streets.size() && other.streets.front().a.x == b.streets.front().a.x;
    CHECK_FALSE(sameStreets);
}
