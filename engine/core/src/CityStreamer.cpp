#include "engine/CityStreamer.hpp"

#include "engine/DetailLevels.hpp"
#include "engine/Frustum.hpp"
#include "engine/RangeAllocator.hpp"
#include "engine/TileStream.hpp"
#include "zsystem/Address.hpp"
#include "zsystem/LruCache.hpp"

#include <algorithm>
#include <cmath>

namespace engine {
namespace {

constexpr std::size_t kMaxRequestsPerFrame = 64;  // a short queue: it is replaced every frame
// Cities out of view are asked for ahead of a turn only this near, in tiles (what a turn shows
// first: 1,000 units of the originals' cities); further out a city is asked for once it is in view,
// and most of the far ring needs no lookup.
constexpr double kPrefetchTiles = 2;

struct CachedCity {
    std::size_t firstBox = 0, boxCount = 0;
    double height = 0;    // the tallest box's top
    DetailLevels levels;  // its records are ordered largest first: how long a prefix each level is
};

struct GrownCity {
    zs::Address address;
    std::vector<BoxRecord> records;
    double height = 0;
    DetailLevels levels;
};

// The distance from the camera to the nearest point of a city's box (ground to its top).
double distanceTo(const glm::dvec3& camera, const zs::Rect& area, double top) {
    const double dx = std::max({area.x1 - camera.x, 0.0, camera.x - area.x2});
    const double dy = std::max({0.0 - camera.y, 0.0, camera.y - top});
    const double dz = std::max({area.z1 - camera.z, 0.0, camera.z - area.z2});
    return std::sqrt(dx * dx + dy * dy + dz * dz);
}

// A tile's square on the ground.
zs::Rect tileArea(const zs::Lattice& lattice, std::int64_t i, std::int64_t j) {
    const double x1 = lattice.tileX1(i), z1 = lattice.tileZ1(j);
    return zs::Rect{x1, z1, x1 + lattice.size, z1 + lattice.size};
}

// The point a tile's box records are relative to, and so the origin it is drawn at: the centre
// of its square on the ground (a city's centre). The worker's bake and the frame's origins must agree.
glm::dvec3 tileOrigin(const zs::Lattice& lattice, std::int64_t i, std::int64_t j) {
    const zs::Rect area = tileArea(lattice, i, j);
    return glm::dvec3((area.x1 + area.x2) / 2, 0, (area.z1 + area.z2) / 2);
}

// A tile grown from its address on a worker and baked, ready for the arena.
GrownCity growCity(const StreamerSettings& settings, const zs::Address& address) {
    std::vector<zs::Box> boxes;
    // Made from the address alone, as any ZSystem object can be.
    settings.world.growTile(address.i, address.j, boxes);
    GrownCity result{address, {}, 0, {}};
    const glm::dvec3 origin = tileOrigin(settings.world.lattice, address.i, address.j);
    bakeBoxRecords(boxes, origin.x, origin.z, result.records);
    for (const zs::Box& b : boxes) result.height = std::max(result.height, b.y2);
    // Largest first, so that a prefix is the city at a coarser detail (level of detail).
    if (settings.detailPixels > 0) result.levels = orderByDetail(result.records);
    return result;
}

} // namespace

struct CityStreamer::State {
    StreamerSettings settings;

    // The render thread's own.
    RangeAllocator arena;
    TileStream<CachedCity, GrownCity> stream;  // last: its workers read `settings`

    explicit State(const StreamerSettings& s)
        : settings(s), arena(std::max<std::size_t>(1, s.budgetBytes / sizeof(BoxRecord))),
          stream(s.budgetBytes, s.workers, [this](const zs::Address& address) { return growCity(settings, address); }) {}

    void release(const CachedCity& city) {
        arena.release(city.firstBox, city.boxCount);
        stream.evicted++;
    }

    // Moves grown cities into the arena and the cache, evicting the least recently used
    // cities not on screen this frame, up to the frame's upload allowance. Returns what the
    // GPU's arena must be given.
    std::vector<Upload> takeGrown() {
        std::vector<Upload> uploads;
        for (auto& g : stream.workers.takeGrown(settings.uploadBoxesPerFrame,
                                                [](const GrownCity& c) { return c.records.size(); })) {
            if (std::optional<Upload> upload = insert(std::move(g.result))) uploads.push_back(std::move(*upload));
        }
        return uploads;
    }

    // Nothing when the city does not fit now: it is asked for again while it is wanted.
    std::optional<Upload> insert(GrownCity&& city) {
        const std::size_t bytes = city.records.size() * sizeof(BoxRecord);
        auto& cache = stream.cache;
        if (city.records.empty() || !cache.canFit(bytes)) return std::nullopt;
        // Room in the arena: evict least recently used, unpinned cities until a range fits
        // (the budget may allow it while the free space is in pieces).
        std::optional<std::size_t> first = arena.allocate(city.records.size());
        while (!first) {
            const auto victim = cache.evictOldest();
            if (!victim) break;
            release(victim->value);
            first = arena.allocate(city.records.size());
        }
        if (!first) return std::nullopt;
        const CachedCity entry{*first, city.records.size(), city.height, city.levels};
        for (const auto& e : cache.put(city.address, entry, bytes)) release(e.value);
        stream.generated++;
        return Upload{*first, std::move(city.records)};
    }
};

CityStreamer::CityStreamer(const StreamerSettings& settings) : state_(std::make_unique<State>(settings)) {}

CityStreamer::~CityStreamer() = default;

FramePlan CityStreamer::plan(const CameraPose& pose, int width, int height, const Lens& lens) {
    State& s = *state_;
    FramePlan plan;
    const glm::dvec3 camera = pose.position;
    const Frustum frustum(projectionMatrix(width, height, kNearPlane, lens) * viewRotation(pose));
    const double reach = s.settings.viewDistance;

    // 1. Cull: every city whose square comes within the view distance, then the frustum; in view
    // first, then nearest.
    auto& cache = s.stream.cache;
    const zs::Lattice& lattice = s.settings.world.lattice;
    plan.tilesInView = s.stream.collect(
        lattice, s.settings.world.tileBounds, camera.x, camera.z, reach,
        [&](const zs::Address& address, const zs::Bounds& bound, double distance) {
            // First as tall as the world's bound: what fails that is out of view, cached or not.
            const bool mayBeInView = frustum.intersects(glm::dvec3(bound.x1, bound.y1, bound.z1) - camera,
                                                        glm::dvec3(bound.x2, bound.y2, bound.z2) - camera);
            if (!mayBeInView && distance > kPrefetchTiles * lattice.size) return TileSight::out;
            const CachedCity* cached = cache.find(address);
            if (!mayBeInView) return cached ? TileSight::out : TileSight::candidate;  // grown ahead of a turn
            const zs::Rect area = tileArea(lattice, address.i, address.j);
            const bool inView = !cached || frustum.intersects(glm::dvec3(area.x1, 0, area.z1) - camera,
                                                              glm::dvec3(area.x2, cached->height, area.z2) - camera);
            return inView ? TileSight::inView : cached ? TileSight::out : TileSight::candidate;
        });

    // 2. Take in what the workers have grown (evicting only what is not on screen).
    plan.uploads = s.takeGrown();

    // 3. Draw what is ready, nearest first; ask for the rest, in view and nearest first.
    std::vector<zs::Address> wanted;
    for (const auto& c : s.stream.candidates) {
        if (const CachedCity* city = c.inView ? cache.find(c.address) : nullptr) {
            // The prefixes whose boxes are at least a fraction of a pixel at the city's nearest point.
            const zs::Rect area = tileArea(lattice, c.address.i, c.address.j);
            const double distance = distanceTo(camera, area, city->height);
            const DetailPrefix drawn =
                s.settings.detailPixels > 0
                    ? boxesToDraw(city->levels, distance, std::abs(camera.y) / std::max(distance, 1.0), height,
                                  s.settings.detailPixels, verticalFieldOfView(lens, width, height))
                    : DetailPrefix{city->boxCount, 0};
            const glm::vec3 origin(tileOrigin(lattice, c.address.i, c.address.j) - camera);
            // A run whose every box is under the threshold is not drawn at all: no call for it.
            if (drawn.solid > 0) plan.draws.push_back(BoxRange{city->firstBox, drawn.solid, origin});
            if (drawn.flat > 0) plan.draws.push_back(BoxRange{city->firstBox + city->levels.solidTotal, drawn.flat, origin});
            const std::size_t boxes = drawn.solid + drawn.flat;
            plan.tilesDrawn++;
            plan.boxesDrawn += boxes;
        } else {
            if (c.inView) plan.standIns.push_back(glm::vec3(tileOrigin(lattice, c.address.i, c.address.j) - camera));
            if (!cache.contains(c.address) && wanted.size() < kMaxRequestsPerFrame) wanted.push_back(c.address);
        }
    }
    s.stream.workers.request(std::move(wanted));
    plan.arenaBoxesUsed = s.arena.highWater();
    return plan;
}

void CityStreamer::setViewDistance(double distance) { state_->settings.viewDistance = distance; }
double CityStreamer::viewDistance() const { return state_->settings.viewDistance; }
std::size_t CityStreamer::arenaBoxes() const { return state_->arena.capacity(); }

const zs::Lattice& CityStreamer::lattice() const { return state_->settings.world.lattice; }

StreamerStats CityStreamer::stats() const { return state_->stream.stats(); }

void CityStreamer::waitForWorkers() { state_->stream.workers.waitUntilIdle(); }

} // namespace engine
