// engine::BoxWorld — what the box streamer (engine::CityStreamer) needs of a ZSystem world whose
// object functions emit boxes: its lattice of tiles, a tile's bounds before it is generated, and
// a way to grow a tile's boxes from its address alone (called on the worker threads, so it must
// share nothing mutable). Made from any zs::World; the originals' world of cities is one.
// Pure CPU values: never touches the graphics API.
#pragma once

#include "zsystem/Box.hpp"
#include "zsystem/CityObjects.hpp"
#include "zsystem/World.hpp"

#include <cstdint>
#include <functional>
#include <vector>

namespace engine {

struct BoxWorld {
    zs::Lattice lattice;
    std::function<zs::Bounds(std::int64_t i, std::int64_t j)> tileBounds;
    std::function<void(std::int64_t i, std::int64_t j, std::vector<zs::Box>& boxes)> growTile;  // appends
};

// Any world whose tiles walk straight down into a box list: a world whose Out is a
// std::vector<zs::Box>, or one with its own zs::appendSubtree into boxes (the cities').
template <typename Params, typename Out>
BoxWorld boxWorldOf(const zs::World<Params, Out>& world) {
    BoxWorld boxes;
    boxes.lattice = world.lattice;
    boxes.tileBounds = world.tileBounds ? world.tileBounds : [world](std::int64_t i, std::int64_t j) {
        return world.bounds(world.universe(i, j));
    };
    boxes.growTile = [world](std::int64_t i, std::int64_t j, std::vector<zs::Box>& out) {
        zs::appendSubtree(world.universe(i, j), out);
    };
    return boxes;
}

// The originals' world of cities (i, j): its parts are boxes and a count of buildings.
inline BoxWorld cityBoxWorld(std::uint32_t seed, zs::Variant variant) {
    return boxWorldOf(zs::cityWorld(seed, variant));
}

} // namespace engine
