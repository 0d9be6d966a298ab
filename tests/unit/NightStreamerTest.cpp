// The endless night's streamer, with no GPU: it never waits, draws what is grown, keeps to its
// budget, and a tile evicted and grown again is the same tile.
#include "engine/NightStreamer.hpp"

#include <doctest/doctest.h>

#include <cstring>
#include <map>

namespace {

engine::NightFramePlan settle(engine::NightStreamer& streamer, const engine::CameraPose& pose, const engine::Frame& frame,
                              std::map<std::pair<std::int64_t, std::int64_t>, std::uint64_t>* meshes = nullptr) {
    engine::NightFramePlan plan;
    for (int round = 0; round < 50; round++) {
        plan = streamer.plan(pose, frame, engine::kNightFogEnd);
        if (meshes) {
            for (const engine::NightTileUpload& u : plan.uploads) {
                // FNV-1a over the tile's opaque vertices: what the GPU gets.
                std::uint64_t h = 1469598103934665603ull;
                const auto* bytes = reinterpret_cast<const unsigned char*>(u.mesh.opaque.data());
                for (std::size_t k = 0; k < u.mesh.opaque.size() * sizeof(engine::NightVertex); k++) {
                    h ^= bytes[k];
                    h *= 1099511628211ull;
                }
                const auto key = std::make_pair(u.address.i, u.address.j);
                if (meshes->count(key)) CHECK((*meshes)[key] == h);  // made again: the same tile
                (*meshes)[key] = h;
            }
        }
        if (plan.tilesDrawn == plan.tilesInView && streamer.stats().pending == 0) break;
        streamer.waitForWorkers();
    }
    return plan;
}

} // namespace

TEST_CASE("the night streamer never waits, then draws every tile in view in its own coordinates") {
    engine::NightStreamerSettings settings;
    settings.world = zs::pixelCityWorld(0xA749F86Cu);
    settings.workers = 2;
    engine::NightStreamer streamer(settings);
    const engine::Frame frame = engine::makeFrame(320, 180);
    // Over the corner where four cities meet, looking level along -z (towards j = -1): the two
    // cities behind are out of view (looking down, the ground under the eye behind it would not be).
    const engine::CameraPose pose{{0, 120, 0}, 0, 0};
    const engine::NightFramePlan first = streamer.plan(pose, frame, engine::kNightFogEnd);
    CHECK(first.tilesDrawn == 0);
    CHECK(first.tilesInView > 0);
    CHECK(streamer.stats().pending > 0);
    const engine::NightFramePlan plan = settle(streamer, pose, frame);
    REQUIRE(plan.tilesDrawn == plan.tilesInView);
    CHECK(plan.tilesInView == 2);  // (-1, -1) and (0, -1): in front, within the fog
    for (const engine::NightTileDraw& d : plan.draws) {
        CHECK(d.address.j == -1);
        CHECK(d.origin == glm::dvec3(d.address.i * 1024.0, 0, -1024));
        CHECK(!d.cells.empty());
    }
    CHECK(streamer.glows(plan.draws[0].address, pose, 20000).size() > 0);  // its roof lights
}

TEST_CASE("a flight over the endless night keeps to the budget, and an evicted tile comes back the same") {
    engine::NightStreamerSettings settings;
    settings.world = zs::reduxWorld(7u);
    settings.workers = 2;
    settings.budgetBytes = 120u << 20;  // a handful of tiles
    engine::NightStreamer streamer(settings);
    const engine::Frame frame = engine::makeFrame(320, 180);
    std::map<std::pair<std::int64_t, std::int64_t>, std::uint64_t> meshes;
    std::size_t released = 0;
    for (int step = 0; step < 12; step++) {  // out along +x and back: the first tiles come again
        const double x = step < 6 ? step * 1024.0 : (11 - step) * 1024.0;
        const engine::CameraPose pose{{x + 100, 60, 500}, -90, -10};
        const engine::NightFramePlan plan = settle(streamer, pose, frame, &meshes);
        CHECK(plan.tilesDrawn == plan.tilesInView);
        CHECK(streamer.stats().cacheBytes <= settings.budgetBytes);
        released += plan.released.size();
    }
    CHECK(released > 0);
    CHECK(streamer.stats().tilesGenerated > meshes.size());  // some were grown twice, and matched
}
