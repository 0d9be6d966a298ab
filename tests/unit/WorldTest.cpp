// The unbounded world's CPU side, with no GPU: records, the arena, the frustum, the streamer.
#include "engine/BoxMesh.hpp"
#include "engine/BoxRecord.hpp"
#include "engine/CityStreamer.hpp"
#include "engine/DetailLevels.hpp"
#include "engine/Frustum.hpp"
#include "engine/TileWorkers.hpp"
#include "engine/RangeAllocator.hpp"
#include "engine/BoxGeometry.hpp"
#include "zsystem/Grid.hpp"
#include "zsystem/CityObjects.hpp"
#include "zsystem/Rand.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <sstream>
#include <string>

TEST_CASE("a box record is 32 bytes: corners relative to an origin, 16-bit colour, the material") {
    CHECK(sizeof(engine::BoxRecord) == 32);
    std::vector<engine::BoxRecord> records;
    engine::bakeBoxRecords({zs::Box{499, 0, -751, 501, 10.5, -749, 0.5, 1, 0, zs::Material::roofStripe}}, 500, -750, records);
    REQUIRE(records.size() == 1);
    const engine::BoxRecord& r = records[0];
    CHECK((r.x1 == -1 && r.x2 == 1 && r.z1 == -1 && r.z2 == 1 && r.y1 == 0 && r.y2 == 10.5f));
    CHECK((r.r == 16384 && r.g == 32768 && r.b == 0));  // 0.5 and 1 have exact codes
    CHECK(r.material == static_cast<std::uint8_t>(zs::Material::roofStripe));
    CHECK(r.reserved == 0);
}

TEST_CASE("a colour's code shows every face on the 8-bit level the original's float colour had") {
    // The GPU turns code x shade / 32768 into 8 bits; the nearest code is one level off on some
    // face for about one colour in a hundred. The chosen code never is, away from exact ties.
    int nearestWrong = 0, codeWrong = 0;
    const auto level = [](float value) { return static_cast<long>(std::floor(static_cast<double>(value) * 255.0 + 0.5)); };
    zs::Rand rand(12345);
    for (int k = 0; k < 20000; k++) {
        const double c = rand.draw(0) / 4294967296.0;
        const std::uint16_t code = engine::colourCode(c);
        const std::uint16_t nearest = static_cast<std::uint16_t>(std::lround(c * 32768));
        CHECK(std::abs(static_cast<int>(code) - static_cast<int>(nearest)) <= 64);
        for (int face = 0; face < 3; face++) {
            const long original = level(static_cast<float>(c * engine::kFaceShades[face]));
            codeWrong += level(engine::shadedColour(code, face)) != original;
            nearestWrong += level(engine::shadedColour(nearest, face)) != original;
        }
    }
    CHECK(codeWrong == 0);
    CHECK(nearestWrong > 0);  // the check can tell
    CHECK(engine::colourCode(-3) == 0);
    // The originals' exact greys give each face the original's very float.
    for (double c : {0.0, 0.25, 0.5, 1.0}) {
        for (int face = 0; face < 3; face++) {
            CHECK(engine::shadedColour(engine::colourCode(c), face) == static_cast<float>(c * engine::kFaceShades[face]));
        }
    }
}

TEST_CASE("the box shader's tables are made from the one C++ table") {
    const std::string glsl = engine::boxShaderGlsl();
    std::string corners = "const int kBoxCorners[36] = int[36](";
    for (std::size_t k = 0; k < engine::kVerticesPerBox; k++) corners += (k ? ", " : "") + std::to_string(engine::kBoxCorners[k]);
    CHECK(glsl.find(corners + ");") != std::string::npos);
    // Each face's shade over 32768, written so that it reads back as the same float.
    const std::size_t at = glsl.find("const float kCodeShades[3] = float[3](");
    REQUIRE(at != std::string::npos);
    std::istringstream numbers(glsl.substr(glsl.find('(', at) + 1));
    for (int face = 0; face < 3; face++) {
        std::string number;
        std::getline(numbers, number, face < 2 ? ',' : ')');
        CHECK(std::stof(number) == engine::shadedColour(1, face));
        CHECK(engine::shadedColour(32768, face) == static_cast<float>(engine::kFaceShades[face]));
    }
}

TEST_CASE("the arena: first fit, and freed ranges merge") {
    engine::RangeAllocator arena(100);
    const auto a = arena.allocate(30), b = arena.allocate(30), c = arena.allocate(30);
    CHECK((a == 0u && b == 30u && c == 60u));
    CHECK(!arena.allocate(11).has_value());
    CHECK(arena.used() == 90);
    arena.release(30, 30);
    CHECK(arena.largestFree() == 30);
    arena.release(0, 30);
    CHECK(arena.largestFree() == 60);  // merged with the range after
    arena.release(60, 30);
    CHECK(arena.largestFree() == 100);  // and all of it
    CHECK(arena.used() == 0);
    CHECK(arena.allocate(100) == 0u);
}

TEST_CASE("the frustum keeps what is ahead and drops what is behind") {
    const engine::CameraPose level{{0, 0, 0}, 0, 0};  // looking along -z
    const engine::Frustum frustum(engine::projectionMatrix(1280, 720) * engine::viewRotation(level));
    CHECK(frustum.intersects({-10, -10, -110}, {10, 10, -90}));
    CHECK(!frustum.intersects({-10, -10, 90}, {10, 10, 110}));       // behind
    CHECK(!frustum.intersects({-10, -10, -40000}, {10, 10, -35000})); // past the far plane
    CHECK(frustum.intersects({-1000, -1000, -2}, {1000, 1000, 2000}));  // around the camera
}

namespace {

// Plans frames, letting the workers catch up, until everything in view is drawn.
engine::FramePlan settle(engine::CityStreamer& streamer, const engine::CameraPose& pose,
                         std::map<std::size_t, std::vector<engine::BoxRecord>>* arena = nullptr) {
    engine::FramePlan plan;
    for (int round = 0; round < 200; round++) {
        plan = streamer.plan(pose, 640, 360);
        if (arena) {
            for (const engine::Upload& u : plan.uploads) (*arena)[u.firstBox] = u.records;
        }
        if (plan.tilesDrawn == plan.tilesInView && plan.uploads.empty() && round > 0) return plan;
        streamer.waitForWorkers();
    }
    FAIL("the streamer never caught up");
    return plan;
}

std::vector<engine::BoxRecord> expectedRecords(std::int64_t i, std::int64_t j) {
    const zs::CityObject city = zs::cityObject(0xA749F86Cu, i, j, zs::Variant::tidied);
    std::vector<zs::Box> boxes;
    zs::appendSubtree(city, boxes);
    std::vector<engine::BoxRecord> records;
    engine::bakeBoxRecords(boxes, (city.params.area.x1 + city.params.area.x2) / 2, (city.params.area.z1 + city.params.area.z2) / 2, records);
    engine::orderByDetail(records);  // the streamer keeps them largest first, for the level of detail
    return records;
}

bool sameBoxes(const std::vector<engine::BoxRecord>& a, const std::vector<engine::BoxRecord>& b) {
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(engine::BoxRecord)) == 0;
}

} // namespace

TEST_CASE("the streamer never waits: the first frame draws nothing and asks the workers") {
    engine::CityStreamer streamer({engine::cityBoxWorld(0xA749F86Cu, zs::Variant::tidied), 1500, 64u << 20, 2});
    const engine::FramePlan first = streamer.plan(engine::CameraPose{}, 640, 360);
    CHECK(first.tilesDrawn == 0);
    CHECK(first.tilesInView > 0);
    CHECK(streamer.stats().pending > 0);
    // Every city in view and not yet grown has a stand-in at its centre: the frame is never empty.
    REQUIRE(first.standIns.size() == static_cast<std::size_t>(first.tilesInView));
    CHECK(std::count(first.standIns.begin(), first.standIns.end(), glm::vec3(0, -200, 0)) == 1);  // the city underfoot
}

TEST_CASE("a city grown is drawn, not stood in for") {
    engine::CityStreamer streamer({engine::cityBoxWorld(0xA749F86Cu, zs::Variant::tidied), 1500, 64u << 20, 2});
    const engine::FramePlan plan = settle(streamer, engine::CameraPose{}, nullptr);
    CHECK(plan.tilesDrawn == plan.tilesInView);
    CHECK(plan.standIns.empty());
}

TEST_CASE("with no threads the caller grows one tile a take, the most wanted first") {
    // The threadless page's workers (kThreadsAvailable false): nothing grows until the frame
    // takes, and then one tile, so a frame is late by at most one.
    std::vector<std::int64_t> grown;
    engine::TileWorkers<std::int64_t> workers(0, [&grown](const zs::Address& a) {
        grown.push_back(a.i);
        return a.i * 10;
    });
    workers.request({zs::Address{3, 0, {}}, zs::Address{1, 0, {}}, zs::Address{2, 0, {}}});
    CHECK(grown.empty());
    CHECK(workers.pending() == 3);
    const auto one = [](std::int64_t) { return std::size_t{1}; };
    std::vector<engine::TileWorkers<std::int64_t>::Grown> taken = workers.takeGrown(100, one);
    REQUIRE(taken.size() == 1);
    CHECK(taken[0].address.i == 3);
    CHECK(taken[0].result == 30);
    CHECK(workers.pending() == 2);
    workers.request({zs::Address{2, 0, {}}});  // the stale queue dropped, as with threads
    workers.waitUntilIdle();                   // grows what is queued, here
    taken = workers.takeGrown(100, one);
    REQUIRE(taken.size() == 1);
    CHECK(taken[0].address.i == 2);
    CHECK(grown == std::vector<std::int64_t>{3, 2});
    CHECK(workers.pending() == 0);
}

TEST_CASE("a world with no threads draws the same cities as one with two") {
    engine::CityStreamer threaded({engine::cityBoxWorld(0xA749F86Cu, zs::Variant::tidied), 1500, 64u << 20, 2});
    engine::CityStreamer threadless({engine::cityBoxWorld(0xA749F86Cu, zs::Variant::tidied), 1500, 64u << 20, 0});
    std::map<std::size_t, std::vector<engine::BoxRecord>> a, b;
    const engine::FramePlan withThreads = settle(threaded, engine::CameraPose{}, &a);
    // Each frame grows one city in view: drawn in as many frames as there are.
    const engine::FramePlan first = threadless.plan(engine::CameraPose{}, 640, 360);
    CHECK(first.tilesDrawn <= 1);
    const engine::FramePlan without = settle(threadless, engine::CameraPose{}, &b);
    CHECK(without.tilesDrawn == withThreads.tilesDrawn);
    CHECK(without.boxesDrawn == withThreads.boxesDrawn);
    REQUIRE(!without.draws.empty());
    REQUIRE(b.count(without.draws[0].firstBox) == 1);
    CHECK(sameBoxes(b[without.draws[0].firstBox], expectedRecords(0, 0)));
}

TEST_CASE("what the streamer draws is the cities of the seed formula, box for box") {
    engine::CityStreamer streamer({engine::cityBoxWorld(0xA749F86Cu, zs::Variant::tidied), 1500, 64u << 20, 2});
    std::map<std::size_t, std::vector<engine::BoxRecord>> arena;
    const engine::FramePlan plan = settle(streamer, engine::CameraPose{}, &arena);
    CHECK(plan.tilesDrawn == plan.tilesInView);
    CHECK(plan.tilesDrawn >= 4);
    // A city is one range, or two: its solid boxes and its flat tiles (engine/DetailLevels.hpp).
    CHECK(plan.draws.size() >= static_cast<std::size_t>(plan.tilesDrawn));
    CHECK(plan.draws.size() <= 2 * static_cast<std::size_t>(plan.tilesDrawn));
    // The nearest city is drawn first: the one under the camera, (0, 0), origin at the camera's feet.
    REQUIRE(!plan.draws.empty());
    CHECK(plan.draws[0].origin == glm::vec3(0, -200, 0));
    REQUIRE(arena.count(plan.draws[0].firstBox) == 1);
    CHECK(sameBoxes(arena[plan.draws[0].firstBox], expectedRecords(0, 0)));
    // Ranges never overlap, and every box is counted.
    std::vector<engine::BoxRange> ranges = plan.draws;
    std::sort(ranges.begin(), ranges.end(), [](auto& a, auto& b) { return a.firstBox < b.firstBox; });
    std::size_t boxes = 0;
    for (std::size_t k = 0; k < ranges.size(); k++) {
        if (k > 0) CHECK(ranges[k - 1].firstBox + ranges[k - 1].boxCount <= ranges[k].firstBox);
        CHECK(ranges[k].firstBox + ranges[k].boxCount <= streamer.arenaBoxes());
        boxes += ranges[k].boxCount;
    }
    CHECK(boxes == plan.boxesDrawn);
    // The GPU arena need only reach as far as the cities placed so far: it grows as they come.
    std::size_t end = 0;
    for (const engine::BoxRange& r : ranges) end = std::max(end, r.firstBox + r.boxCount);
    CHECK(plan.arenaBoxesUsed >= end);
    CHECK(plan.arenaBoxesUsed < streamer.arenaBoxes() / 10);  // a few cities of a 64 MB budget
}

TEST_CASE("the arena's high water is the end of the furthest range ever allocated") {
    engine::RangeAllocator arena(100);
    CHECK(arena.highWater() == 0);
    const auto a = arena.allocate(30);
    const auto b = arena.allocate(20);
    CHECK(arena.highWater() == 50);
    arena.release(*b, 20);
    CHECK(arena.highWater() == 50);  // never falls: the GPU buffer does not shrink
    CHECK(arena.allocate(10) == 30u);  // first fit keeps it low
    CHECK(arena.highWater() == 50);
    (void)a;
}

TEST_CASE("a small budget holds, and an evicted city comes back identical") {
    const std::size_t budget = 600u << 10;  // about 25 cities
    engine::CityStreamer streamer({engine::cityBoxWorld(0xA749F86Cu, zs::Variant::tidied), 1200, budget, 2});
    std::map<std::size_t, std::vector<engine::BoxRecord>> arena;
    engine::CameraPose pose{{0, 400, 0}, 0, -30};
    settle(streamer, pose, &arena);
    const engine::FramePlan before = streamer.plan(pose, 640, 360);
    REQUIRE(!before.draws.empty());
    const std::vector<engine::BoxRecord> home = arena[before.draws[0].firstBox];

    // Fly 20,000 units north and come back: the home cities are evicted and grown again.
    for (int step = 1; step <= 20; step++) {
        pose.position.z = -1000.0 * step;
        settle(streamer, pose, &arena);
        CHECK(streamer.stats().cacheBytes <= budget);
    }
    CHECK(streamer.stats().tilesEvicted > 0);
    pose.position.z = 0;
    const engine::FramePlan after = settle(streamer, pose, &arena);
    REQUIRE(!after.draws.empty());
    CHECK(sameBoxes(arena[after.draws[0].firstBox], home));
    CHECK(sameBoxes(home, expectedRecords(0, 0)));
    CHECK(streamer.stats().cacheBytes <= budget);
}

TEST_CASE("far from the origin: cities a million units out, origins relative to the camera") {
    engine::CityStreamer streamer({engine::cityBoxWorld(0xA749F86Cu, zs::Variant::tidied), 1000, 64u << 20, 2});
    const engine::CameraPose far{{1000000 + 10, 200, -1000000 + 20}, 20, -50};
    const engine::FramePlan plan = settle(streamer, far);
    REQUIRE(plan.tilesDrawn > 0);
    // City (2000, -2000) is centred on (1,000,000, -1,000,000): 10 and 20 units from the camera.
    CHECK(plan.draws[0].origin == glm::vec3(-10, -200, -20));
}

TEST_CASE("the view distance decides how many cities are in view") {
    engine::CityStreamer streamer({engine::cityBoxWorld(0xA749F86Cu, zs::Variant::tidied), 1000, 64u << 20, 1});
    const engine::CameraPose cruising{{0, 300, 0}, 0, -10};
    const int near = streamer.plan(cruising, 640, 360).tilesInView;
    streamer.setViewDistance(8000);
    const int far = streamer.plan(cruising, 640, 360).tilesInView;
    CHECK(far > near * 4);
}

namespace {

// A world of a user's, not cities: tile (i, j) of 200 units is a pillar whose height comes
// from its seed, with a smaller one beside it as its one subobject.
struct PillarParams {
    double x = 0, z = 0, size = 0;
};
using Pillars = std::vector<zs::Box>;
using Pillar = zs::Object<PillarParams, Pillars>;

void pillar(const Pillar& self, zs::Emitter<PillarParams, Pillars>& emit) {
    zs::Rand rand(self.seed);
    const PillarParams& p = self.params;
    const double height = rand.tween(10, 100);
    emit.primitives().push_back(zs::Box{p.x, 0, p.z, p.x + p.size, height, p.z + p.size, 0.8, 0.8, 0.8, zs::Material::generic});
    if (p.size > 20) {
        const std::uint32_t seed = rand.drawSeed();
        emit.child(&pillar, seed, PillarParams{p.x + p.size + 5, p.z, p.size / 2});
    }
}

} // namespace

TEST_CASE("the box streamer takes any world of the library, not only the cities") {
    zs::World<PillarParams, Pillars> world;
    world.lattice.size = 200;
    world.universe = [](std::int64_t i, std::int64_t j) {
        return Pillar{&pillar, zs::gridCitySeed(99, i, j), PillarParams{i * 200.0 + 20, j * 200.0 + 20, 80}};
    };
    world.bounds = [](const Pillar& o) {
        return zs::Bounds{o.params.x, 0, o.params.z, o.params.x + 180, 100, o.params.z + o.params.size};
    };
    engine::StreamerSettings settings;
    settings.world = engine::boxWorldOf(world);
    settings.viewDistance = 1000;
    settings.budgetBytes = 8u << 20;
    settings.detailPixels = 0;  // every box, in the functions' order
    engine::CityStreamer streamer(settings);
    std::map<std::size_t, std::vector<engine::BoxRecord>> arena;
    const engine::CameraPose pose{{100, 150, 100}, 30, -20};
    const engine::FramePlan plan = settle(streamer, pose, &arena);
    REQUIRE(plan.tilesDrawn > 3);
    CHECK(plan.tilesDrawn == plan.tilesInView);
    // Each tile drawn is its pillars, 80, 40 and 20 across (the last has no subobject).
    CHECK(plan.boxesDrawn == 3 * static_cast<std::size_t>(plan.tilesDrawn));
}
