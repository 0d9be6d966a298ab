// The ZSystem library: addresses make objects again, the cache keeps to its budget and never
// evicts what a walk pinned, and the cull walk runs no function of what is out of view.
#include "zsystem/CityObjects.hpp"
#include "zsystem/Grid.hpp"
#include "zsystem/ParamList.hpp"
#include "zsystem/Rand.hpp"
#include "zsystem/ZSystem.hpp"

#include <doctest/doctest.h>

#include <map>
#include <utility>
#include <vector>

namespace {

// A small world of quarters: each tile is a square that splits into four until depth 3, where a
// leaf emits one box. Every function call is counted by its tile, through the params.
struct QuarterParams {
    zs::Rect area{};
    int depth = 0;
    std::map<std::pair<std::int64_t, std::int64_t>, int>* calls = nullptr;
    std::int64_t i = 0, j = 0;
};
using Quarters = std::vector<zs::Box>;
using QuarterObject = zs::Object<QuarterParams, Quarters>;

void quarter(const QuarterObject& self, zs::Emitter<QuarterParams, Quarters>& emit) {
    const QuarterParams& p = self.params;
    (*p.calls)[{p.i, p.j}]++;
    zs::Rand rand(self.seed);
    const zs::Rect& a = p.area;
    if (p.depth == 3) {
        const double height = rand.tween(1, 10);
        emit.primitives().push_back(zs::Box{a.x1, 0, a.z1, a.x2, height, a.z2, 1, 1, 1, zs::Material::generic});
        return;
    }
    const double mx = (a.x1 + a.x2) / 2, mz = (a.z1 + a.z2) / 2;
    const zs::Rect parts[4] = {{a.x1, a.z1, mx, mz}, {mx, a.z1, a.x2, mz}, {a.x1, mz, mx, a.z2}, {mx, mz, a.x2, a.z2}};
    for (const zs::Rect& part : parts) {
        const std::uint32_t seed = rand.drawSeed();
        QuarterParams child = p;
        child.area = part;
        child.depth = p.depth + 1;
        emit.child(&quarter, seed, child);
    }
}

zs::World<QuarterParams, Quarters> quarterWorld(std::map<std::pair<std::int64_t, std::int64_t>, int>& calls) {
    zs::World<QuarterParams, Quarters> world;
    world.lattice.size = 100;
    world.universe = [&calls](std::int64_t i, std::int64_t j) {
        const double x = static_cast<double>(i) * 100, z = static_cast<double>(j) * 100;
        return QuarterObject{&quarter, zs::gridCitySeed(7, i, j), QuarterParams{{x, z, x + 100, z + 100}, 0, &calls, i, j}};
    };
    world.bounds = [](const QuarterObject& o) {
        return zs::Bounds{o.params.area.x1, 0, o.params.area.z1, o.params.area.x2, 10, o.params.area.z2};
    };
    return world;
}

// 1 + 4 + 16 + 64 objects a tile.
constexpr int kObjectsPerTile = 85;

} // namespace

TEST_CASE("the cull walk runs no function of a tile or an object out of view, and the cache saves the next walk") {
    std::map<std::pair<std::int64_t, std::int64_t>, int> calls;
    zs::ZSystem<QuarterParams, Quarters> system(quarterWorld(calls), 64u << 20);
    // In view: tile (0, 0) only, and inside it only the first quarter's subtree.
    const auto test = [](const zs::Address& a, const QuarterObject&, const zs::Bounds&) {
        if (a.i != 0 || a.j != 0) return zs::Cull::out;
        return a.path.empty() || a.path[0] == 0 ? zs::Cull::open : zs::Cull::out;
    };
    int visited = 0;
    std::size_t boxes = 0;
    const auto visit = [&](const zs::Address&, const QuarterObject&, const zs::ObjectList<QuarterParams, Quarters>* list) {
        visited++;
        REQUIRE(list != nullptr);
        boxes += list->primitives.size();
    };
    const zs::WalkCounts first = system.walk(50, 50, 150, test, visit);
    // The tiles within 150 of (50, 50): 4 x 4 from (-1, -1) less the five whose nearest point is
    // further (those at i or j = 2 beyond the middle rows); tile (0,0)'s four quarters; the first
    // quarter's four and their sixteen.
    CHECK(first.tested == 11 + 4 + 4 + 16);
    CHECK(first.culled == 10 + 3);
    CHECK(first.functionsRun == 1 + 1 + 4 + 16);
    CHECK(calls.size() == 1);  // no other tile's function ever ran
    CHECK(calls[{0, 0}] == 22);
    CHECK(visited == 22);
    CHECK(boxes == 16);
    // The same view again: everything from the cache, no function runs.
    visited = 0;
    const zs::WalkCounts second = system.walk(50, 50, 150, test, visit);
    CHECK(second.functionsRun == 0);
    CHECK(second.listsCached == 22);
    CHECK(calls[{0, 0}] == 22);
    CHECK(visited == 22);
}

TEST_CASE("a walk that takes tiles whole runs nothing itself") {
    std::map<std::pair<std::int64_t, std::int64_t>, int> calls;
    zs::ZSystem<QuarterParams, Quarters> system(quarterWorld(calls), 1u << 20);
    std::vector<zs::Address> whole;
    const zs::WalkCounts counts = system.walk(
        -10, -10, 30, [](const zs::Address&, const QuarterObject&, const zs::Bounds&) { return zs::Cull::whole; },
        [&](const zs::Address& a, const QuarterObject& o, const zs::ObjectList<QuarterParams, Quarters>* list) {
            CHECK(list == nullptr);
            whole.push_back(a);
            Quarters out;
            CHECK(zs::appendSubtree(o, out) == kObjectsPerTile);
            CHECK(out.size() == 64);
        });
    CHECK(counts.functionsRun == 0);
    CHECK(whole.size() == 4);  // the tiles round the corner at the origin
}

TEST_CASE("the cache never holds more than its budget and never evicts what the walk pinned") {
    std::map<std::pair<std::int64_t, std::int64_t>, int> calls;
    // Room for a few tiles' lists, not for a row of them.
    const std::size_t budget = 48u << 10;
    zs::ZSystem<QuarterParams, Quarters> system(quarterWorld(calls), budget);
    const auto open = [](const zs::Address&, const QuarterObject&, const zs::Bounds&) { return zs::Cull::open; };
    for (int step = 0; step < 40; step++) {
        std::vector<zs::Address> opened;
        const double x = step * 37.0;
        system.walk(x, 0, 60, open, [&](const zs::Address& a, const QuarterObject&, const auto* list) {
            if (list) opened.push_back(a);  // a copy: the walk's address changes as it goes on
        });
        CHECK(system.cache().bytes() <= budget);
        // What the walk opened and the cache took (the rest did not fit beside what was pinned).
        std::vector<zs::Address> pinned;
        for (const zs::Address& a : opened) {
            if (system.cache().contains(a)) pinned.push_back(a);
        }
        CHECK(!pinned.empty());
        // Resolving far away fills the cache with other lists, evicting: never the pinned ones.
        for (int k = 0; k < 20; k++) {
            CHECK(system.resolve(zs::Address{1000 + k, -1000, {1, 2}}).has_value());
            CHECK(system.cache().bytes() <= budget);
        }
        for (const zs::Address& a : pinned) CHECK(system.cache().contains(a));
        CHECK(system.cache().bytes() > budget * 3 / 4);  // under pressure: the resolves had to evict
    }
}

TEST_CASE("every object of the world of cities made again from its address, through the ZSystem") {
    for (zs::Variant variant : {zs::Variant::tidied, zs::Variant::t2}) {
        zs::ZSystem<zs::CityParams, zs::CityParts> system(zs::cityWorld(0xA749F86Cu, variant), 8u << 20);
        zs::ZSystem<zs::CityParams, zs::CityParts> fresh(zs::cityWorld(0xA749F86Cu, variant), 0);  // no cache at all
        std::size_t objects = 0, buildings = 0;
        const auto open = [](const zs::Address&, const zs::CityObject&, const zs::Bounds&) { return zs::Cull::open; };
        system.walk(0, 0, 300, open, [&](const zs::Address& a, const zs::CityObject& o, const zs::CityList* list) {
            REQUIRE(list);
            objects++;
            buildings += o.function == &zs::buildingFunction ? 1 : 0;
            const auto again = fresh.resolve(a);
            REQUIRE(again.has_value());
            CHECK(again->seed == o.seed);
            CHECK((again->function == o.function));
            CHECK(again->params.area.x1 == o.params.area.x1);
            CHECK(again->params.area.z2 == o.params.area.z2);
            CHECK(again->params.y == o.params.y);
            std::vector<zs::Box> a1, a2;
            zs::appendSubtree(*again, a1);
            zs::appendSubtree(o, a2);
            CHECK(a1 == a2);
        });
        // The five cities within 300 of the origin (the middle one and its four neighbours), every
        // object of each.
        CHECK(objects > 5 * 300);
        CHECK(fresh.cache().size() == 0);
        CHECK(buildings > 5 * 150);
        CHECK(!system.resolve(zs::Address{0, 0, {1}}).has_value());  // a city has one subobject
        // The cheap tile bounds are the city object's own.
        for (const auto& [i, j] : {std::pair<std::int64_t, std::int64_t>{0, 0}, {-3, 7}, {100000, -2}}) {
            const zs::Bounds cheap = zs::boundsOfTile(system.world(), i, j);
            const zs::Bounds made = system.world().bounds(system.world().universe(i, j));
            CHECK((cheap.x1 == made.x1 && cheap.z1 == made.z1 && cheap.x2 == made.x2 && cheap.z2 == made.z2 &&
                   cheap.y1 == made.y1 && cheap.y2 == made.y2));
        }
    }
}

TEST_CASE("a bounded lattice has only its tiles") {
    std::map<std::pair<std::int64_t, std::int64_t>, int> calls;
    auto world = quarterWorld(calls);
    world.lattice.i1 = world.lattice.j1 = 0;
    world.lattice.i2 = world.lattice.j2 = 0;
    zs::ZSystem<QuarterParams, Quarters> system(std::move(world), 1u << 20);
    int tiles = 0;
    system.walk(0, 0, 1000, [](const zs::Address&, const QuarterObject&, const zs::Bounds&) { return zs::Cull::whole; },
                [&](const zs::Address&, const QuarterObject&, const auto*) { tiles++; });
    CHECK(tiles == 1);
    CHECK(!system.resolve(zs::Address{1, 0, {}}).has_value());
    CHECK(system.resolve(zs::Address{0, 0, {3, 3, 3}}).has_value());
    CHECK(!system.resolve(zs::Address{0, 0, {3, 3, 3, 0}}).has_value());  // a leaf has no subobjects
}

namespace {

// MyObject of the notes: sets "colour" and "shape", makes one subobject with the current params
// and another with a region of its own.
using SketchObject = zs::Object<zs::ParamList, std::vector<zs::Box>>;
using SketchEmitter = zs::Emitter<zs::ParamList, std::vector<zs::Box>>;

void mySubObject(const SketchObject& self, SketchEmitter& emit) {
    const zs::Region r = *self.params.get<zs::Region>("region");
    const zs::Colour c = *self.params.get<zs::Colour>("colour");
    emit.primitives().push_back(zs::Box{r.x1, 0, r.z1, r.x2, 1, r.z2, double(c.rgb >> 16) / 255, 0, 0, zs::Material::generic});
}

void myObject(const SketchObject& self, SketchEmitter& emit) {
    zs::Rand rand(self.seed);
    zs::ParamList current = self.params;
    current.set("colour", zs::Colour{0xFF6699}).set("shape", std::int64_t{5});
    const std::uint32_t first = rand.drawSeed();
    emit.child(&mySubObject, first, current);
    const zs::Region r = *current.get<zs::Region>("region");
    const std::uint32_t second = rand.drawSeed();
    emit.child(&mySubObject, second, zs::ParamList(current).set("region", zs::Region{r.x1, r.z1, (r.x1 + r.x2) / 2, r.z2}));
}

} // namespace

TEST_CASE("a ParamList world: the notes' sketch, a colour and a shape set, a region overridden for a child") {
    const SketchObject top{&myObject, 1, zs::ParamList().set("region", zs::Region{0, 0, 10, 10})};
    const auto list = zs::expand(top);
    REQUIRE(list.children.size() == 2);
    CHECK(list.children[0].params.get<std::int64_t>("shape") == 5);
    CHECK(list.children[1].params.get<zs::Colour>("colour")->rgb == 0xFF6699u);
    CHECK(list.children[1].params.get<zs::Region>("region")->x2 == 5);
    CHECK(!list.children[1].params.get<double>("shape").has_value());  // the wrong type is no value
    std::vector<zs::Box> boxes;
    CHECK(zs::appendSubtree(top, boxes) == 3);
    REQUIRE(boxes.size() == 2);
    CHECK(boxes[0].x2 == 10);
    CHECK(boxes[1].x2 == 5);
}

TEST_CASE("the tile walk: the streamers' cull, from the tiles' bounds, running nothing") {
    std::map<std::pair<std::int64_t, std::int64_t>, int> calls;
    zs::ZSystem<QuarterParams, Quarters> quarters(quarterWorld(calls), 1u << 20);
    zs::ZSystem<zs::CityParams, zs::CityParts> cities(zs::cityWorld(0xA749F86Cu, zs::Variant::tidied), 1u << 20);
    // Every tile within 1,200 units of the origin, the half with x >= 0 kept: the walk gives each
    // tile its bounds and distance, and visits those not out, the same as the full walk's tiles.
    std::vector<std::pair<std::int64_t, std::int64_t>> visited;
    const zs::WalkCounts counts = cities.walkTiles(
        0, 0, 1200,
        [&](const zs::Address& a, const zs::Bounds& b, double distance) {
            CHECK(a.path.empty());
            CHECK(distance <= 1200);
            const zs::Bounds made = cities.world().bounds(cities.world().universe(a.i, a.j));
            CHECK((b.x1 == made.x1 && b.z2 == made.z2 && b.y2 == made.y2));
            return b.x1 >= 0 ? zs::Cull::whole : zs::Cull::out;
        },
        [&](const zs::Address& a, double) { visited.emplace_back(a.i, a.j); });
    CHECK(counts.tested == visited.size() + counts.culled);
    CHECK(counts.culled > 0);
    CHECK(visited.size() > 4);
    for (const auto& [i, j] : visited) CHECK(cities.world().lattice.tileX1(i) >= 0);
    CHECK(counts.functionsRun == 0);
    CHECK(cities.functionsRun() == 0);
    CHECK(cities.cache().size() == 0);  // nothing opened, nothing cached
    // A world without cheap tile bounds has its tile objects made for their bounds, never run.
    quarters.walkTiles(0, 0, 300, [](const zs::Address&, const zs::Bounds&, double) { return zs::Cull::whole; },
                       [](const zs::Address&, double) {});
    CHECK(quarters.functionsRun() == 0);
    CHECK(calls.empty());
}
