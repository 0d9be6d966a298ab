#include "zsystem/ReduxCity.hpp"

#include "zsystem/NightWorld.hpp"

#include <algorithm>
#include <cmath>

namespace zs::redux {
namespace {

namespace pc = zs::pixelcity;

using Point = std::array<float, 2>;

// Night ground, dark enough that the street lights' pools and the windows carry the picture.
constexpr pc::Rgb kLot{0.020f, 0.020f, 0.024f};
constexpr pc::Rgb kSidewalk{0.075f, 0.075f, 0.085f};
constexpr pc::Rgb kAsphalt{0.035f, 0.035f, 0.040f};
constexpr pc::Rgb kLamp{1.0f, 0.86f, 0.70f};  // Pixel City's street-light colour
constexpr float kSidewalkBand = 1.5f;         // from the street's edge, a little past the markers

// Twice the area of an outline, positive when it runs counter-clockwise seen from above (the
// order whose triangles face +y).
double orientation(const std::vector<Point>& outline) {
    double twice = 0;
    for (std::size_t k = 0; k < outline.size(); k++) {
        const Point& p = outline[k];
        const Point& q = outline[(k + 1) % outline.size()];
        twice += double(p[1]) * q[0] - double(p[0]) * q[1];
    }
    return twice;
}

std::vector<Point> counterClockwise(std::vector<Point> outline) {
    if (orientation(outline) < 0) std::reverse(outline.begin(), outline.end());
    return outline;
}

// A rectangle centred on `centre`, `halfA` along the unit `a` and `halfB` along the unit `b`.
std::vector<Point> rectangle(Vec2 centre, Vec2 a, double halfA, Vec2 b, double halfB) {
    std::vector<Point> outline;
    for (int k = 0; k < 4; k++) {
        const double sa = (k == 0 || k == 3) ? -halfA : halfA;
        const double sb = (k < 2) ? -halfB : halfB;
        outline.push_back(Point{float(centre.x + a.x * sa + b.x * sb), float(centre.z + a.z * sa + b.z * sb)});
    }
    return counterClockwise(outline);
}

// Where a building's local footprint [0, W] x [0, D] lands on its site: a turn and a move
// (never a mirror, so every face keeps facing out).
struct Placement {
    Vec2 origin, xAxis, zAxis;

    Point apply(double x, double z) const {
        return Point{float(origin.x + xAxis.x * x + zAxis.x * z), float(origin.z + xAxis.z * x + zAxis.z * z)};
    }
};

Placement placementOn(const Site& site, int width, int depth) {
    const Vec2 perp{-site.along.z, site.along.x};  // along turned a quarter: a turn, not a mirror
    const double sideMargin = (site.width - width) / 2, backMargin = (site.depth - depth) / 2;
    const Vec2 frontLeft{site.front.x - site.along.x * site.width / 2, site.front.z - site.along.z * site.width / 2};
    // Local x runs along the street; local z runs into the block or out of it, whichever keeps
    // the map a turn: then the footprint starts at its back or at its front edge.
    const bool zInward = perp.x * site.inward.x + perp.z * site.inward.z > 0;
    const double start = zInward ? backMargin : backMargin + depth;
    const Vec2 origin{frontLeft.x + site.along.x * sideMargin + site.inward.x * start,
                      frontLeft.z + site.along.z * sideMargin + site.inward.z * start};
    return Placement{origin, site.along, perp};
}

void placePieces(const pc::PixelCity& local, const Placement& at, std::uint16_t index, pc::PixelCity& city) {
    for (pc::Wall w : local.walls) {
        const Point a = at.apply(w.x1, w.z1), b = at.apply(w.x2, w.z2);
        w.x1 = a[0], w.z1 = a[1], w.x2 = b[0], w.z2 = b[1];
        w.building = index;
        city.walls.push_back(w);
    }
    for (pc::Lid lid : local.lids) {
        for (Point& p : lid.outline) p = at.apply(p[0], p[1]);
        lid.building = index;
        city.lids.push_back(std::move(lid));
    }
    for (pc::Light light : local.lights) {
        const Point p = at.apply(light.x, light.z);
        light.x = p[0], light.z = p[1];
        city.lights.push_back(light);
    }
    for (pc::Logo logo : local.logos) {
        const Point a = at.apply(logo.x1, logo.z1), b = at.apply(logo.x2, logo.z2);
        logo.x1 = a[0], logo.z1 = a[1], logo.x2 = b[0], logo.z2 = b[1];
        logo.building = index;
        city.logos.push_back(logo);
    }
    for (const Box& box : local.solids) {
        pc::Prism prism;
        const double x1 = std::min(box.x1, box.x2), x2 = std::max(box.x1, box.x2);
        const double z1 = std::min(box.z1, box.z2), z2 = std::max(box.z1, box.z2);
        // counter-clockwise from above before the turn, and so after it
        prism.outline = {at.apply(x1, z1), at.apply(x1, z2), at.apply(x2, z2), at.apply(x2, z1)};
        prism.bottom = float(std::min(box.y1, box.y2));
        prism.top = float(std::max(box.y1, box.y2));
        prism.colour = pc::Rgb{float(box.r), float(box.g), float(box.b)};
        city.prisms.push_back(std::move(prism));
    }
}

// Manhattan's shape: the middle tall, the edges low. From 8 storeys at the edge to about 50 at
// the centre, and never more than five times the site's narrow side (a pencil tower looks wrong).
int heightFor(const Site& site, int narrowSide, Rand& rand) {
    const double dx = site.front.x - kCitySize / 2, dz = site.front.z - kCitySize / 2;
    const double fromCentre = std::min(1.0, std::sqrt(dx * dx + dz * dz) / (kCitySize / 2));
    const double tall = 8 + 42 * (1 - fromCentre) * (1 - fromCentre);
    const int spread = std::max(1, int(tall * 0.6));
    const int jitter = int(rand.draw(std::uint32_t(spread)));
    const int height = int(tall * 0.7) + jitter;
    return std::clamp(height, 4, std::max(4, narrowSide * 5));
}

// The original's rules for a kind where they fit: round when nearly square and wide, blocky or
// tower when the site is big and the building tall enough for tiers, a simple box elsewhere.
pc::BuildingKind kindFor(int width, int depth, int height, Rand& rand) {
    const int narrow = std::min(width, depth);
    if (narrow < 12 || height < 15) return pc::BuildingKind::simple;
    if (std::abs(width - depth) < 10 && narrow > 20) {
        const int roll = int(rand.draw(3));
        if (roll == 0) return pc::BuildingKind::modern;
    }
    const int roll = int(rand.draw(3));
    if (roll == 0) return pc::BuildingKind::simple;
    return roll == 1 ? pc::BuildingKind::blocky : pc::BuildingKind::tower;
}

// Each site's building: its kind, height and colours drawn here in site order (the draws of one
// depend on the site before it), then a subobject with its own seed that raises it.
void raiseBuildings(const Plan& plan, const NightParams& current, Rand& rand, NightEmitter& emit) {
    pc::PixelCity& city = emit.primitives().city;
    for (const Site& site : plan.sites) {
        const int width = int(std::floor(site.width)), depth = int(std::floor(site.depth));
        if (width < 2 || depth < 2 || city.buildings.size() >= 0xFFFF) continue;
        pc::Building b;
        b.footprint = pc::Footprint{0, 0, width, depth};
        b.height = heightFor(site, std::min(width, depth), rand);
        b.kind = kindFor(width, depth, b.height, rand);
        b.skyscraper = b.height > 45;
        b.sheet = int(rand.draw(pc::kSheetCount));
        b.tint = int(rand.draw(pc::kTintCount));
        b.trim = int(rand.draw(pc::kTintCount));
        const std::uint32_t seed = rand.drawSeed();
        NightParams params = current;  // the tile's origin, inherited
        params.building = b;
        params.index = static_cast<std::uint16_t>(city.buildings.size());
        params.site = site;
        city.buildings.push_back(b);
        emit.child(&reduxBuildingFunction, seed, params);
    }
}

// The ground in painting order: lots everywhere, the sidewalk bands along each street, then the
// streets over the bands where streets cross.
void layGround(const Plan& plan, pc::PixelCity& city) {
    city.ground.push_back(pc::GroundPatch{counterClockwise({{0, 0}, {0, float(kCitySize)}, {float(kCitySize), float(kCitySize)}, {float(kCitySize), 0}}), kLot});
    auto band = [&](const Street& s, double halfWidth, const pc::Rgb& colour) {
        const double dx = s.b.x - s.a.x, dz = s.b.z - s.a.z;
        const double length = std::sqrt(dx * dx + dz * dz);
        if (length <= 0) return;
        const Vec2 along{dx / length, dz / length}, across{-dz / length, dx / length};
        const Vec2 middle{(s.a.x + s.b.x) / 2, (s.a.z + s.b.z) / 2};
        city.ground.push_back(pc::GroundPatch{rectangle(middle, along, length / 2, across, halfWidth), colour});
    };
    for (const Street& s : plan.streets) band(s, s.width / 2 + kSidewalkBand, kSidewalk);
    for (const Street& s : plan.streets) band(s, s.width / 2, kAsphalt);
}

// The placeholders: a lamp post with its light, a hydrant, a bench, a bus shelter, each a box or
// two turned to face the street.
void placeFurnitureShapes(const Plan& plan, pc::PixelCity& city) {
    for (const Furniture& f : plan.furniture) {
        const Vec2 across = f.facing, along{-f.facing.z, f.facing.x};
        auto box = [&](double forward, double halfAlong, double halfAcross, float bottom, float top, pc::Rgb colour) {
            const Vec2 centre{f.position.x + across.x * forward, f.position.z + across.z * forward};
            city.prisms.push_back(pc::Prism{rectangle(centre, along, halfAlong, across, halfAcross), bottom, top, colour});
        };
        switch (f.kind) {
        case FurnitureKind::streetLight: {
            box(0, 0.04, 0.04, 0, 2.5f, pc::Rgb{0.12f, 0.12f, 0.13f});  // 10 m posts: 2.5 units
            pc::Light lamp;
            lamp.x = float(f.position.x + across.x * 0.4);
            lamp.y = 2.45f;
            lamp.z = float(f.position.z + across.z * 0.4);
            lamp.size = 1.2f;
            lamp.colour = kLamp;
            city.lights.push_back(lamp);
            break;
        }
        case FurnitureKind::hydrant: box(0, 0.05, 0.05, 0, 0.2f, pc::Rgb{0.45f, 0.06f, 0.05f}); break;
        case FurnitureKind::bench: box(0, 0.3, 0.1, 0.1f, 0.15f, pc::Rgb{0.22f, 0.14f, 0.08f}); break;
        case FurnitureKind::busShelter:
            box(-0.3, 0.75, 0.02, 0, 0.65f, pc::Rgb{0.18f, 0.26f, 0.34f});  // the back panel, glass
            box(0, 0.8, 0.35, 0.65f, 0.7f, pc::Rgb{0.1f, 0.1f, 0.11f});     // the roof
            break;
        }
    }
}

// The city on a plan: the ground, a building a site (each a subobject), the street furniture and
// the bloom, in that order.
void buildCityOn(const Plan& plan, const NightParams& current, NightEmitter& emit) {
    pc::PixelCity& city = emit.primitives().city;
    city.seed = plan.seed;
    // The automatic camera circles the middle, as Pixel City's circles its hot zone.
    city.plan.hotZone = pc::Zone{256, 256, 768, 768};
    Rand rand(plan.seed ^ 0x52454455u);  // "REDU": the buildings' own stream, apart from the plan's
    layGround(plan, city);
    raiseBuildings(plan, current, rand, emit);
    placeFurnitureShapes(plan, city);
    city.bloomColour = drawBloomColour(rand);
}

} // namespace

pc::Rgb drawBloomColour(Rand& rand) {
    const float hue = float(rand.draw(1000)) / 1000;
    const float saturation = 0.5f + float(rand.draw(450)) / 1000;
    return pc::hslToRgb(hue, saturation, 0.75f);
}

pc::PixelCity buildCity(const Plan& plan) {
    NightParts parts;
    NightEmitter emit(parts);
    buildCityOn(plan, NightParams{}, emit);
    return std::move(parts.city);
}

} // namespace zs::redux

namespace zs {

void reduxCityFunction(const NightObject& self, NightEmitter& emit) {
    NightParts& parts = emit.primitives();
    parts.reduxPlan = redux::growPlan(self.seed);
    redux::buildCityOn(parts.reduxPlan, self.params, emit);
}

// A building raised around a footprint at the origin from its own seed, then turned and moved
// onto its site.
void reduxBuildingFunction(const NightObject& self, NightEmitter& emit) {
    namespace pc = pixelcity;
    const pc::Building& b = self.params.building;
    Rand own(self.seed);
    pc::PixelCity local;
    local.buildings.push_back(b);
    pc::buildBuilding(b, 0, own, local);
    redux::placePieces(local, redux::placementOn(self.params.site, b.footprint.width, b.footprint.depth),
                       self.params.index, emit.primitives().city);
}

} // namespace zs
