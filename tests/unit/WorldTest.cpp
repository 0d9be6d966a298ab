// The unbounded world's CPU side, with no GPU: records, the arena, the frustum, the streamer.
#include "engine/BoxMesh.hpp"
#include "engine/BoxRecord.hpp"
#include "engine/CityStreamer.hpp"
#include "engine/Frustum.hpp"
#include "engine/RangeAllocator.hpp"
#include "engine/Shaders.hpp"
#include "zsystem/Grid.hpp"
#include "zsystem/Objects.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <regex>
#include <string>

TEST_CASE("a box record is 32 bytes: corners relative to the city, 16-bit colour, a slot") {
    CHECK(sizeof(engine::BoxRecord) == 32);
    std::vector<engine::BoxRecord> records;
    engine::bakeBoxRecords({zs::Box{499, 0, -751, 501, 10.5, -749, 0.5, 1, 0}}, 500, -750, 7, records);
    REQUIRE(records.size() == 1);
    const engine::BoxRecord& r = records[0];
    CHECK((r.x1 == -1 && r.x2 == 1 && r.z1 == -1 && r.z2 == 1 && r.y1 == 0 && r.y2 == 10.5f));
    CHECK((r.r == 32768 && r.g == 65535 && r.b == 0));
    CHECK(r.slot == 7);
}

TEST_CASE("the world shader builds its triangles from the same corner table as the bake") {
    const std::string source = engine::shaders::worldVERT;
    std::smatch match;
    REQUIRE(std::regex_search(source, match, std::regex(R"(kBoxCorners\[36\] = int\[36\]\(([^)]*)\))")));
    std::string numbers = match[1];
    std::vector<int> table;
    const std::regex number(R"(\d+)");
    for (std::sregex_iterator it(numbers.begin(), numbers.end(), number), end; it != end; ++it) {
        table.push_back(std::stoi(it->str()));
    }
    CHECK(table == std::vector<int>(std::begin(engine::kBoxCorners), std::end(engine::kBoxCorners)));
    CHECK(source.find("float[3](1.0, 0.95, 0.90)") != std::string::npos);
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
        if (plan.citiesDrawn == plan.citiesInView && plan.uploads.empty() && round > 0) return plan;
        streamer.waitForWorkers();
    }
    FAIL("the streamer never caught up");
    return plan;
}

std::vector<engine::BoxRecord> expectedRecords(std::int64_t i, std::int64_t j) {
    const zs::ObjectParams city = zs::cityObject(0xA749F86Cu, i, j);
    std::vector<zs::Box> boxes;
    zs::appendSubtree(city, zs::Variant::tidied, boxes);
    std::vector<engine::BoxRecord> records;
    engine::bakeBoxRecords(boxes, (city.area.x1 + city.area.x2) / 2, (city.area.z1 + city.area.z2) / 2, 0, records);
    return records;
}

bool sameBoxes(std::vector<engine::BoxRecord> a, std::vector<engine::BoxRecord> b) {
    for (auto& r : a) r.slot = 0;
    for (auto& r : b) r.slot = 0;
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(engine::BoxRecord)) == 0;
}

} // namespace

TEST_CASE("the streamer never waits: the first frame draws nothing and asks the workers") {
    engine::CityStreamer streamer({0xA749F86Cu, zs::Variant::tidied, 1500, 64u << 20, 2});
    const engine::FramePlan first = streamer.plan(engine::CameraPose{}, 640, 360);
    CHECK(first.citiesDrawn == 0);
    CHECK(first.citiesInView > 0);
    CHECK(streamer.stats().pending > 0);
}

TEST_CASE("what the streamer draws is the cities of the seed formula, box for box") {
    engine::CityStreamer streamer({0xA749F86Cu, zs::Variant::tidied, 1500, 64u << 20, 2});
    std::map<std::size_t, std::vector<engine::BoxRecord>> arena;
    const engine::FramePlan plan = settle(streamer, engine::CameraPose{}, &arena);
    CHECK(plan.citiesDrawn == plan.citiesInView);
    CHECK(plan.citiesDrawn >= 4);
    CHECK(plan.draws.size() == static_cast<std::size_t>(plan.citiesDrawn));
    CHECK(plan.origins.size() == plan.draws.size());
    // The nearest city is drawn first: the one under the camera, (0, 0), origin at the camera's feet.
    REQUIRE(!plan.origins.empty());
    CHECK(plan.origins[0].relative == glm::vec3(0, -200, 0));
    REQUIRE(arena.count(plan.draws[0].firstBox) == 1);
    CHECK(sameBoxes(arena[plan.draws[0].firstBox], expectedRecords(0, 0)));
    // Ranges never overlap, and every box is counted.
    std::vector<engine::DrawRange> ranges = plan.draws;
    std::sort(ranges.begin(), ranges.end(), [](auto& a, auto& b) { return a.firstBox < b.firstBox; });
    std::size_t boxes = 0;
    for (std::size_t k = 0; k < ranges.size(); k++) {
        if (k > 0) CHECK(ranges[k - 1].firstBox + ranges[k - 1].boxCount <= ranges[k].firstBox);
        CHECK(ranges[k].firstBox + ranges[k].boxCount <= streamer.arenaBoxes());
        boxes += ranges[k].boxCount;
    }
    CHECK(boxes == plan.boxesDrawn);
}

TEST_CASE("a small budget holds, and an evicted city comes back identical") {
    const std::size_t budget = 600u << 10;  // about 25 cities
    engine::CityStreamer streamer({0xA749F86Cu, zs::Variant::tidied, 1200, budget, 2});
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
    CHECK(streamer.stats().citiesEvicted > 0);
    pose.position.z = 0;
    const engine::FramePlan after = settle(streamer, pose, &arena);
    REQUIRE(!after.draws.empty());
    CHECK(sameBoxes(arena[after.draws[0].firstBox], home));
    CHECK(sameBoxes(home, expectedRecords(0, 0)));
    CHECK(streamer.stats().cacheBytes <= budget);
}

TEST_CASE("far from the origin: cities a million units out, origins relative to the camera") {
    engine::CityStreamer streamer({0xA749F86Cu, zs::Variant::tidied, 1000, 64u << 20, 2});
    const engine::CameraPose far{{1000000 + 10, 200, -1000000 + 20}, 20, -50};
    const engine::FramePlan plan = settle(streamer, far);
    REQUIRE(plan.citiesDrawn > 0);
    // City (2000, -2000) is centred on (1,000,000, -1,000,000): 10 and 20 units from the camera.
    CHECK(plan.origins[0].relative == glm::vec3(-10, -200, -20));
}

TEST_CASE("the view distance decides how many cities are in view") {
    engine::CityStreamer streamer({0xA749F86Cu, zs::Variant::tidied, 1000, 64u << 20, 1});
    const engine::CameraPose cruising{{0, 300, 0}, 0, -10};
    const int near = streamer.plan(cruising, 640, 360).citiesInView;
    streamer.setViewDistance(8000);
    const int far = streamer.plan(cruising, 640, 360).citiesInView;
    CHECK(far > near * 4);
}
