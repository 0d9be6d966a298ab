// Pixel City and Redux as object functions: the same cities bit for bit as before they were,
// every building made again from its address, and every piece inside its object's bounds.
#include "zsystem/NightWorld.hpp"
#include "zsystem/ReduxCity.hpp"
#include "zsystem/ZSystem.hpp"

#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

namespace {

namespace pc = zs::pixelcity;

// FNV-1a over every piece's numbers: pinned below from the cities grown before the object
// functions (one generator for the whole city, buildings drawn in one loop).
struct Fnv {
    std::uint64_t h = 1469598103934665603ull;
    void add(const void* p, std::size_t n) {
        const auto* bytes = static_cast<const unsigned char*>(p);
        for (std::size_t i = 0; i < n; i++) {
            h ^= bytes[i];
            h *= 1099511628211ull;
        }
    }
};

std::uint64_t digest(const pc::PixelCity& c) {
    Fnv h;
    for (const auto& w : c.walls) {
        const float f[10] = {w.x1, w.z1, w.x2, w.z2, w.bottom, w.top, w.u1, w.u2, w.v1, w.v2};
        h.add(f, sizeof f);
        h.add(&w.building, 2);
    }
    for (const auto& b : c.solids) {
        const double d[9] = {b.x1, b.y1, b.z1, b.x2, b.y2, b.z2, b.r, b.g, b.b};
        h.add(d, sizeof d);
    }
    for (const auto& l : c.lids) {
        for (const auto& p : l.outline) h.add(p.data(), 8);
        h.add(&l.y, 4);
    }
    for (const auto& l : c.lights) {
        const float f[5] = {l.x, l.y, l.z, l.size, l.colour.r};
        h.add(f, sizeof f);
    }
    for (const auto& s : c.streetLights) {
        const float f[5] = {s.x1, s.z1, s.x2, s.z2, s.width};
        h.add(f, sizeof f);
    }
    for (const auto& l : c.logos) {
        const float f[6] = {l.x1, l.z1, l.x2, l.z2, l.bottom, l.top};
        h.add(f, sizeof f);
        h.add(&l.word, 4);
    }
    for (const auto& p : c.prisms) {
        for (const auto& q : p.outline) h.add(q.data(), 8);
        h.add(&p.bottom, 4);
        h.add(&p.top, 4);
    }
    for (const auto& g : c.ground) {
        for (const auto& q : g.outline) h.add(q.data(), 8);
    }
    h.add(&c.bloomColour, sizeof c.bloomColour);
    h.add(c.plan.cells.data(), c.plan.cells.size());
    for (const auto& b : c.buildings) {
        const int f[8] = {int(b.kind), b.footprint.x, b.footprint.z, b.footprint.width, b.footprint.depth, b.height, b.sheet, b.tint};
        h.add(f, sizeof f);
    }
    return h.h;
}

} // namespace

TEST_CASE("Pixel City and Redux grown by their object functions are the cities grown before, bit for bit") {
    // Made again on purpose in issue 23, when a lit rail became a black rail with a thin lit line.
    struct Pinned {
        std::uint32_t seed;
        std::uint64_t pixelCity, redux;
    };
    for (const Pinned& p : {Pinned{0xA749F86Cu, 0x9b8b3f5b7067f2e9ull, 0xa766726ae78a6e8full},
                            Pinned{1u, 0xd9b703cd80be1489ull, 0xe3dd79b38e7399b7ull},
                            Pinned{12345u, 0x737b46126f482324ull, 0xb089886ddda9ed70ull}}) {
        CAPTURE(p.seed);
        CHECK(digest(pc::growPixelCity(p.seed)) == p.pixelCity);
        CHECK(digest(zs::redux::buildCity(zs::redux::growPlan(p.seed))) == p.redux);
        // The tile (0, 0) of the endless worlds is the city of the seed itself.
        zs::NightParts parts;
        zs::appendSubtree(zs::reduxCityObject(p.seed, 0, 0), parts);
        CHECK(digest(parts.city) == p.redux);
    }
}

TEST_CASE("every building of a Pixel City and a Redux tile made again from its address, inside its bounds") {
    for (const bool redux : {false, true}) {
        CAPTURE(redux);
        const zs::NightWorld world = redux ? zs::reduxWorld(0xA749F86Cu) : zs::pixelCityWorld(0xA749F86Cu);
        zs::ZSystem<zs::NightParams, zs::NightParts> system(world, 64u << 20);
        zs::ZSystem<zs::NightParams, zs::NightParts> fresh(world, 0);
        // Tile (-1, 2): away from the origin, so the params' origin is tested too.
        const zs::NightObject tile = system.world().universe(-1, 2);
        const zs::Bounds tileBounds = system.world().bounds(tile);
        CHECK(tileBounds.x1 == -1024);
        CHECK(tileBounds.z1 == 2048);
        const auto list = system.list(zs::Address{-1, 2, {}}, tile);
        REQUIRE(list.children.size() > 500);
        zs::NightParts whole;
        zs::appendSubtree(tile, whole);
        std::size_t walls = 0;
        for (std::uint32_t k = 0; k < list.children.size(); k += 7) {
            // From the cached city list, and for the first from nothing at all.
            const auto again = k == 0 ? fresh.resolve(zs::Address{-1, 2, {k}}) : system.resolve(zs::Address{-1, 2, {k}});
            REQUIRE(again.has_value());
            CHECK(again->seed == list.children[k].seed);
            zs::NightParts one;
            zs::appendSubtree(*again, one);
            const zs::Bounds b = system.world().bounds(*again);
            // Every corner of every piece, in the world's coordinates, inside the bounds.
            const auto inside = [&](double x, double y, double z) {
                const double wx = x + tile.params.originX, wz = z + tile.params.originZ;
                CHECK(wx >= b.x1);
                CHECK(wx <= b.x2);
                CHECK(wz >= b.z1);
                CHECK(wz <= b.z2);
                CHECK(y >= b.y1);
                CHECK(y <= b.y2);
            };
            for (const pc::Wall& w : one.city.walls) {
                CHECK(w.building == k);
                inside(w.x1, w.bottom, w.z1);
                inside(w.x2, w.top, w.z2);
                walls++;
            }
            for (const zs::Box& s : one.city.solids) {
                inside(s.x1, s.y1, s.z1);
                inside(s.x2, s.y2, s.z2);
            }
            for (const pc::Lid& lid : one.city.lids) {
                for (const auto& p : lid.outline) inside(p[0], lid.y, p[1]);
            }
            for (const pc::Light& l : one.city.lights) inside(l.x, l.y, l.z);
            for (const pc::Logo& l : one.city.logos) {
                inside(l.x1, l.bottom, l.z1);
                inside(l.x2, l.top, l.z2);
            }
            for (const pc::Prism& p : one.city.prisms) {
                for (const auto& q : p.outline) {
                    inside(q[0], p.bottom, q[1]);
                    inside(q[0], p.top, q[1]);
                }
            }
            // The same walls the whole city has for this building.
            std::size_t same = 0;
            for (const pc::Wall& w : whole.city.walls) same += w.building == k ? 1 : 0;
            CHECK(same == one.city.walls.size());
        }
        CHECK(walls > 1000);
        CHECK(!system.resolve(zs::Address{-1, 2, {std::uint32_t(list.children.size())}}).has_value());
    }
}
