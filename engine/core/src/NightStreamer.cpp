#include "engine/NightStreamer.hpp"

#include "engine/Frustum.hpp"
#include "engine/TileStream.hpp"

#include <algorithm>

namespace engine {
namespace {

constexpr std::size_t kMaxRequestsPerFrame = 16;
constexpr std::size_t kUploadVerticesPerFrame = 1u << 21;  // bounds a frame's GPU upload (48 MB)

struct GrownTile {
    NightMesh mesh;
    std::vector<zs::pixelcity::Light> lights;
    zs::pixelcity::Plan streets;
};

struct CachedTile {
    std::vector<NightCell> cells;  // the mesh's cells; its vertices are on the GPU
    std::vector<zs::pixelcity::Light> lights;  // what the glows need
    zs::pixelcity::Plan streets;   // what its cars drive on (1 MB, in `bytes`; none for Redux)
    std::size_t bytes = 0;
};

// Before any tile is grown, what one is taken to weigh: Pixel City's are about 8 MB, Redux's 20
// (measured, BM_NightTile); afterwards the heaviest seen.
constexpr std::size_t kFirstTileBytes = std::size_t{20} << 20;

GrownTile growTile(const NightStreamerSettings& settings, const zs::Address& address) {
    zs::NightParts parts;
    zs::appendSubtree(settings.world.universe(address.i, address.j), parts);
    return GrownTile{bakeNightMesh(parts.city, settings.logoPlaces), std::move(parts.city.lights),
                     std::move(parts.city.plan)};
}

} // namespace

glm::dvec3 nightTileOrigin(const zs::Lattice& lattice, const zs::Address& tile) {
    return glm::dvec3(lattice.tileX1(tile.i), 0, lattice.tileZ1(tile.j));
}

struct NightStreamer::State {
    NightStreamerSettings settings;
    std::size_t heaviestTile = kFirstTileBytes;
    TileStream<CachedTile, GrownTile> stream;  // last: its workers read `settings`

    explicit State(const NightStreamerSettings& s)
        : settings(s), stream(s.budgetBytes, s.workers, [this](const zs::Address& a) { return growTile(settings, a); }) {}

    // Takes in what the workers grew into the cache, as uploads of this frame's plan (and what
    // that evicted, as releases); `ringBytes` counts what the ring holds.
    void takeInGrown(NightFramePlan& plan, std::size_t& ringBytes) {
        auto& cache = stream.cache;
        for (auto& g : stream.workers.takeGrown(kUploadVerticesPerFrame, [](const GrownTile& t) { return t.mesh.opaque.size(); })) {
            // The budget holds the mesh and the street plan the tile's cars drive on (1 MB a tile).
            const std::size_t bytes = nightMeshBytes(g.result.mesh) + g.result.streets.cells.size();
            heaviestTile = std::max(heaviestTile, bytes);
            if (!cache.canFit(bytes)) continue;  // asked for again while it is wanted and there is room
            CachedTile entry{g.result.mesh.cells, std::move(g.result.lights), std::move(g.result.streets), bytes};
            for (auto& e : cache.put(g.address, std::move(entry), bytes)) {
                plan.released.push_back(e.key);
                stream.evicted++;
            }
            stream.generated++;
            ringBytes += bytes;
            plan.uploads.push_back(NightTileUpload{std::move(g.address), std::move(g.result.mesh)});
        }
    }
};

NightStreamer::NightStreamer(const NightStreamerSettings& settings) : state_(std::make_unique<State>(settings)) {}
NightStreamer::~NightStreamer() = default;

NightFramePlan NightStreamer::plan(const CameraPose& pose, const Frame& frame, double fogEnd) {
    State& s = *state_;
    NightFramePlan plan;
    const zs::Lattice& lattice = s.settings.world.lattice;
    const glm::dvec3 camera = pose.position;
    const Frustum frustum(frame.projection * viewRotation(pose));
    // With the fog, nothing past its end shows (fogReach: towards the picture's corners where it
    // is measured along the view); without it (G), as far as the prefetch reaches.
    const double view = fogEnd > 0 ? fogReach(frame, std::min(fogEnd, s.settings.viewDistance))
                                   : s.settings.viewDistance + s.settings.prefetchDistance;
    const double reach = s.settings.viewDistance + s.settings.prefetchDistance;

    // 1. Every tile within reach: in view when within the view distance and the frustum (and
    // pinned there, so nothing coming in evicts it); what the ring already holds is counted, so
    // the ring never asks for more than the budget holds (a ring bigger than the budget would
    // grow a tile, evict another of the ring for it, ask for that one again...).
    auto& cache = s.stream.cache;
    std::size_t ringBytes = 0;
    plan.tilesInView = s.stream.collect(
        lattice, [&](std::int64_t i, std::int64_t j) { return zs::boundsOfTile(s.settings.world, i, j); }, camera.x,
        camera.z, reach, [&](const zs::Address& address, const zs::Bounds& b, double distance) {
            if (const CachedTile* cached = cache.peek(address)) ringBytes += cached->bytes;
            const bool inView = distance <= view && frustum.intersects(glm::dvec3(b.x1, b.y1, b.z1) - camera,
                                                                        glm::dvec3(b.x2, b.y2, b.z2) - camera);
            return inView ? TileSight::inView : TileSight::candidate;
        });

    // 2. Take in what the workers grew.
    s.takeInGrown(plan, ringBytes);

    // 3. Draw what is ready, nearest first; ask for the rest: everything in view, and the ring
    // nearest first while the budget has room for it.
    std::vector<zs::Address> wanted;
    for (auto& c : s.stream.candidates) {
        const CachedTile* tile = cache.find(c.address);  // touched: the ring is the most recently used
        if (tile && c.inView) {
            const glm::dvec3 origin = nightTileOrigin(lattice, c.address);
            CameraPose local = pose;
            local.position -= origin;
            plan.draws.push_back(NightTileDraw{c.address, origin, visibleNightCells(tile->cells, frame, local, fogEnd)});
            plan.tilesDrawn++;
        } else if (!tile && wanted.size() < kMaxRequestsPerFrame &&
                   (c.inView || ringBytes + s.heaviestTile <= s.settings.budgetBytes)) {
            ringBytes += s.heaviestTile;
            wanted.push_back(std::move(c.address));
        }
    }
    s.stream.workers.request(std::move(wanted));
    return plan;
}

std::vector<NightVertex> NightStreamer::glows(const zs::Address& tile, const CameraPose& localPose, double ms,
                                              const std::vector<CarLights>& cars, const NightStyle& style) const {
    const CachedTile* cached = state_->stream.cache.peek(tile);
    if (!cached) return {};
    return bakeGlows(cached->lights, cars, localPose, ms, style);
}

const zs::pixelcity::Plan* NightStreamer::streetPlan(const zs::Address& tile) const {
    const CachedTile* cached = state_->stream.cache.peek(tile);
    return cached && !cached->streets.cells.empty() ? &cached->streets : nullptr;
}

double NightStreamer::viewDistance() const { return state_->settings.viewDistance; }
const zs::Lattice& NightStreamer::lattice() const { return state_->settings.world.lattice; }

StreamerStats NightStreamer::stats() const { return state_->stream.stats(); }

void NightStreamer::waitForWorkers() { state_->stream.workers.waitUntilIdle(); }

} // namespace engine
