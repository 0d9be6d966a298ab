// engine::NightTraffic — a Traffic a Pixel City tile near the camera, the cars shared among them.
#include "engine/NightTraffic.hpp"

#include <algorithm>
#include <cmath>

namespace engine {
namespace {

namespace zp = zs::pixelcity;

using TileKey = std::pair<std::int64_t, std::int64_t>;

constexpr double kLivingLow = zp::kEdgeBand;                    // a tile's cars live in [200, 824]
constexpr double kLivingHigh = zp::kWorldSize - zp::kEdgeBand;  // of its own coordinates

// Manhattan, as Traffic measures its range: from the eye (in the tile's coordinates) to the
// nearest point of the tile's living square; 0 inside it.
double distanceToLiving(const glm::dvec3& eye) {
    const double dx = std::max({kLivingLow - eye.x, 0.0, eye.x - kLivingHigh});
    const double dz = std::max({kLivingLow - eye.z, 0.0, eye.z - kLivingHigh});
    return dx + dz;
}

// A tile's stream, apart from the cities' own (which start at the seed plus the tile's shifts).
std::uint32_t tileSeed(std::uint32_t seed, const TileKey& tile) {
    constexpr std::uint32_t kCars = 0x43415253u;  // "CARS"
    const std::uint32_t i = static_cast<std::uint32_t>(tile.first) * 0x9E3779B1u;  // golden-ratio odd constants:
    const std::uint32_t j = static_cast<std::uint32_t>(tile.second) * 0x85EBCA77u;  // neighbours far apart
    return seed ^ kCars ^ i ^ j;
}

zs::Address addressOf(const TileKey& tile) { return zs::Address{tile.first, tile.second, {}}; }

CameraPose poseIn(const zs::Lattice& lattice, const TileKey& tile, const CameraPose& pose) {
    CameraPose local = pose;
    local.position -= nightTileOrigin(lattice, addressOf(tile));
    return local;
}

} // namespace

NightTraffic::NightTraffic(std::uint32_t seed, int maxCars) : seed_(seed), maxCars_(std::max(maxCars, 0)) {}

void NightTraffic::update(const NightStreamer& streamer, const CameraPose& pose, double elapsedMs,
                          double viewHalfAngleDegrees, double range) {
    const zs::Lattice& lattice = streamer.lattice();
    const double reach = std::clamp(range, 0.0, kTrafficRange * 4);  // an absurd range is the original's x 4

    // The tiles whose living squares come within range; the others' cars go.
    std::vector<TileKey> near;
    const glm::dvec3& eye = pose.position;
    for (std::int64_t j = lattice.tileZ(eye.z - reach); j <= lattice.tileZ(eye.z + reach); j++) {
        for (std::int64_t i = lattice.tileX(eye.x - reach); i <= lattice.tileX(eye.x + reach); i++) {
            if (distanceToLiving(poseIn(lattice, {i, j}, pose).position) <= reach) near.emplace_back(i, j);
        }
    }
    for (auto it = tiles_.begin(); it != tiles_.end();) {
        it = std::find(near.begin(), near.end(), it->first) == near.end() ? tiles_.erase(it) : std::next(it);
    }

    // New traffic where the streamer has the plan, started as a picture's.
    std::vector<TileKey> started;
    for (const TileKey& tile : near) {
        if (tiles_.count(tile)) continue;
        const zp::Plan* streets = streamer.streetPlan(addressOf(tile));
        if (!streets) continue;  // not grown yet, or Redux's
        tiles_.emplace(tile, Traffic(*streets, tileSeed(seed_, tile), 0));
        started.push_back(tile);
    }
    if (tiles_.empty()) return;

    // Share the cars: each tile may grow to its even share while the total stays within the
    // limit; one over its share places none until it is under (its cars go as they leave).
    const int share = maxCars_ / static_cast<int>(tiles_.size());
    int room = maxCars_ - static_cast<int>(carCount());
    for (auto& [tile, traffic] : tiles_) {
        const int count = static_cast<int>(traffic.cars().size());
        const int grow = std::clamp(share - count, 0, std::max(room, 0));
        traffic.setMaxCars(std::min(share, count + grow));
        room -= grow;
    }

    for (auto& [tile, traffic] : tiles_) {
        const CameraPose local = poseIn(lattice, tile, pose);
        if (std::find(started.begin(), started.end(), tile) != started.end()) {
            traffic.warmUp(kTrafficWarmUpMs, local, viewHalfAngleDegrees, range);
        }
        traffic.advance(elapsedMs, local, viewHalfAngleDegrees, range);
    }
}

std::vector<CarLights> NightTraffic::carLights(const zs::Address& tile) const {
    std::vector<CarLights> lights;
    const Traffic* cars = traffic(tile);
    if (!cars) return lights;
    lights.reserve(cars->cars().size());
    for (const Car& car : cars->cars()) lights.push_back(CarLights{car.position, car.direction});
    return lights;
}

const Traffic* NightTraffic::traffic(const zs::Address& tile) const {
    const auto found = tiles_.find({tile.i, tile.j});
    return found == tiles_.end() ? nullptr : &found->second;
}

std::vector<zs::Address> NightTraffic::tiles() const {
    std::vector<zs::Address> addresses;
    for (const auto& entry : tiles_) addresses.push_back(addressOf(entry.first));
    return addresses;
}

std::size_t NightTraffic::carCount() const {
    std::size_t count = 0;
    for (const auto& entry : tiles_) count += entry.second.cars().size();
    return count;
}

} // namespace engine
