// engine::NightTraffic — the endless night's cars: an engine::Traffic for each Pixel City tile
// near the camera, in the tile's own coordinates, driving on that tile's streets only.
//
// A tile gets its traffic once its living square ([200, 824)^2 of its plan, where the original's
// cars lived) comes within the cars' range of the camera and the streamer holds its plan; the
// traffic starts warmed up (kTrafficWarmUpMs from the pose, as a picture's) and goes with the
// tile when it leaves that range. The range's disc meets at most four tiles' squares; the cars
// (500, the original's count) are shared evenly among the tiles that have traffic, never more
// than 500 in all (a tile over its share places no more until it is under). Redux tiles
// have none (its post: no cars). Cars never cross from one tile to the next: each Traffic knows
// only its own plan's lanes.
// A value the view owns and updates on the render thread, reading the streamer's cache there
// (never from its workers); no GL, no clock, no shared state.
#pragma once

#include "engine/FlyCamera.hpp"
#include "engine/NightMesh.hpp"
#include "engine/NightStreamer.hpp"
#include "engine/Traffic.hpp"
#include "zsystem/Address.hpp"

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace engine {

class NightTraffic {
public:
    // Each tile's cars are drawn from a stream of `seed` and the tile's address.
    explicit NightTraffic(std::uint32_t seed, int maxCars = kMaxCars);

    // Drops the traffic of tiles gone out of range, starts (warmed) that of tiles come into it
    // whose plans `streamer` holds, and drives every tile's cars `elapsedMs` on, each from the
    // pose moved into its tile. `range`: the fog's end (engine::Traffic::advance).
    void update(const NightStreamer& streamer, const CameraPose& pose, double elapsedMs,
                double viewHalfAngleDegrees = kTrafficViewHalfAngleDegrees, double range = kTrafficRange);

    // A tile's cars as the glows want them, in the tile's coordinates (none for a tile without).
    std::vector<CarLights> carLights(const zs::Address& tile) const;
    const Traffic* traffic(const zs::Address& tile) const;  // nullptr: no cars there
    std::vector<zs::Address> tiles() const;                 // those with traffic now
    std::size_t carCount() const;                           // over every tile

private:
    std::uint32_t seed_;
    int maxCars_;
    std::map<std::pair<std::int64_t, std::int64_t>, Traffic> tiles_;  // by (i, j): a fixed order
};

} // namespace engine
