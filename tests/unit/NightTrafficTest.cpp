// The endless night's cars, with no GPU: the tiles near the camera have traffic, each car stays
// on a lane of its own tile's plan, and the cars over all the tiles stay within 500.
#include "engine/NightTraffic.hpp"

#include "zsystem/NightWorld.hpp"

#include "LaneFlagFor.hpp"

#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <set>

namespace zp = zs::pixelcity;

namespace {

constexpr std::uint32_t kSeed = 6;

// A tile's street plan grown here from its address, apart from the streamer's copy.
const zp::Plan& planOf(std::map<std::pair<std::int64_t, std::int64_t>, zp::Plan>& plans, const zs::NightWorld& world,
                       const zs::Address& tile) {
    const auto key = std::make_pair(tile.i, tile.j);
    auto found = plans.find(key);
    if (found == plans.end()) {
        zs::NightParts parts;
        zs::appendSubtree(world.universe(tile.i, tile.j), parts);
        found = plans.emplace(key, std::move(parts.city.plan)).first;
    }
    return found->second;
}

} // namespace

TEST_CASE("the endless night's tiles near the camera have cars, each on its own tile's lanes") {
    engine::NightStreamerSettings settings;
    settings.world = zs::pixelCityWorld(kSeed);
    settings.workers = 2;
    engine::NightStreamer streamer(settings);
    const engine::Frame frame = engine::makeFrame(320, 180);
    engine::NightTraffic traffic(kSeed);
    std::map<std::pair<std::int64_t, std::int64_t>, zp::Plan> plans;

    // At street level looking east along z = 512 from x = 700, then driving east over the
    // border at x = 1024 into tile (1, 0): tile (1, 0)'s living square comes within range.
    engine::CameraPose pose{{700, 6, 512.5}, -90, -4};
    std::set<std::pair<std::int64_t, std::int64_t>> tilesWithCars;
    std::size_t checkedCars = 0, most = 0;
    for (int frameIndex = 0; frameIndex < 600; frameIndex++) {
        pose.position.x = 700 + frameIndex * 1.0;  // 20 units a second
        streamer.plan(pose, frame, engine::kNightFogEnd);
        if (frameIndex % 50 == 0) streamer.waitForWorkers();  // the tiles come in a few frames late
        traffic.update(streamer, pose, 50, 60, engine::kNightFogEnd);
        REQUIRE(traffic.carCount() <= engine::kMaxCars);
        most = std::max(most, traffic.carCount());
        for (const zs::Address& tile : traffic.tiles()) {
            const engine::Traffic* cars = traffic.traffic(tile);
            REQUIRE(cars != nullptr);
            if (!cars->cars().empty()) tilesWithCars.insert({tile.i, tile.j});
            const zp::Plan& plan = planOf(plans, settings.world, tile);
            for (const engine::Car& car : cars->cars()) {
                // In the tile's own coordinates, inside its living square, on a lane its way.
                const int x = int(std::floor(car.position.x)), z = int(std::floor(car.position.z));
                CHECK(x >= 200);
                CHECK(x <= 824);
                CHECK(z >= 200);
                CHECK(z <= 824);
                const std::uint8_t flags = plan.at(x, z);
                CHECK((flags & zp::kRoad) != 0);
                CHECK((flags & laneFlagFor(car.direction)) != 0);
                checkedCars++;
            }
            CHECK(traffic.carLights(tile).size() == cars->cars().size());
        }
    }
    CHECK(tilesWithCars.count({0, 0}) == 1);
    CHECK(tilesWithCars.count({1, 0}) == 1);
    CHECK(most > 300);
    CHECK(checkedCars > 50000);  // about 160 a frame
    // Out of range of tile (0, 0)'s living square (over 512 east of x = 824): its cars are gone.
    pose.position.x = 1024 + 600;
    streamer.plan(pose, frame, engine::kNightFogEnd);
    traffic.update(streamer, pose, 50, 60, engine::kNightFogEnd);
    CHECK(traffic.traffic(zs::Address{0, 0, {}}) == nullptr);
    CHECK(traffic.traffic(zs::Address{1, 0, {}}) != nullptr);
}

TEST_CASE("a Redux night has no cars") {
    engine::NightStreamerSettings settings;
    settings.world = zs::reduxWorld(kSeed);
    settings.workers = 2;
    engine::NightStreamer streamer(settings);
    const engine::Frame frame = engine::makeFrame(320, 180);
    const engine::CameraPose pose{{512, 6, 700}, 0, -4};
    engine::NightTraffic traffic(kSeed);
    for (int round = 0; round < 20; round++) {
        streamer.plan(pose, frame, engine::kNightFogEnd);
        streamer.waitForWorkers();
        traffic.update(streamer, pose, 50);
    }
    CHECK(streamer.streetPlan(zs::Address{0, 0, {}}) == nullptr);
    CHECK(traffic.tiles().empty());
    CHECK(traffic.carCount() == 0);
}
