// zs::World — a universe of object functions: its entrypoint, its lattice and its bounds.
//
// "You create a ZSystem with a specific entrypoint which is a universe object function." A
// universe's list of subobjects may be endless (the cities (i, j) of GameDraw's loop, for every
// integer i and j), so no function can return it: the entrypoint is asked for the one subobject
// (i, j) of a lattice of square tiles on the ground, and only for the tiles a walk reaches. A
// finite world is a lattice of one tile, or a few. Below the tiles everything is ordinary
// object functions (zsystem/Object.hpp).
//
// `bounds` says where an object and everything under it can be, from its params alone, without
// running its function: what lets the cull walk (zsystem/ZSystem.hpp) skip a branch, and the
// streamer skip a tile, without generating anything there.
// Pure values: no globals, never touches a graphics API.
#pragma once

#include "zsystem/Object.hpp"

#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>

namespace zs {

// An axis-aligned box in the world, y up: a bound, not something drawn.
struct Bounds {
    double x1 = 0, y1 = 0, z1 = 0;
    double x2 = 0, y2 = 0, z2 = 0;
};

// The universe's tiles: tile (i, j) covers x in [x0 + i*size, x0 + (i+1)*size) and the same in
// z, for i in [i1, i2] and j in [j1, j2] (by default a quarter of the 64-bit range either way:
// endless for any flight, and far from overflowing when a tile's index has a few added).
struct Lattice {
    double size = 1;
    double x0 = 0, z0 = 0;
    std::int64_t i1 = std::numeric_limits<std::int64_t>::min() / 4, i2 = std::numeric_limits<std::int64_t>::max() / 4;
    std::int64_t j1 = std::numeric_limits<std::int64_t>::min() / 4, j2 = std::numeric_limits<std::int64_t>::max() / 4;

    // The tile that holds the ground coordinate: floor((x - x0) / size), clamped to the range.
    std::int64_t tileX(double x) const { return clampI(index(x - x0)); }
    std::int64_t tileZ(double z) const { return clampJ(index(z - z0)); }
    double tileX1(std::int64_t i) const { return x0 + static_cast<double>(i) * size; }
    double tileZ1(std::int64_t j) const { return z0 + static_cast<double>(j) * size; }

    // Every tile that comes within `reach` of (x, z) on the ground, row by row: visit(i, j, d)
    // with d the horizontal distance from (x, z) to the tile. `reach` is a view's, a few
    // thousand tiles across at most: the walk visits every tile in the square round it.
    template <typename Visit>
    void forEachTileNear(double x, double z, double reach, Visit&& visit) const {
        const std::int64_t iFirst = tileX(x - reach), iLast = tileX(x + reach);
        const std::int64_t jFirst = tileZ(z - reach), jLast = tileZ(z + reach);
        for (std::int64_t j = jFirst; j <= jLast; j++) {
            for (std::int64_t i = iFirst; i <= iLast; i++) {
                const double dx = std::fmax(std::fmax(tileX1(i) - x, 0.0), x - tileX1(i) - size);
                const double dz = std::fmax(std::fmax(tileZ1(j) - z, 0.0), z - tileZ1(j) - size);
                const double distance = std::sqrt(dx * dx + dz * dz);
                if (distance <= reach) visit(i, j, distance);
            }
        }
    }

private:
    static std::int64_t index(double offset, double size) {
        const double tile = std::floor(offset / size);
        // Far beyond any world: clamped before the conversion, which would be undefined.
        return static_cast<std::int64_t>(std::fmax(-4e18, std::fmin(4e18, tile)));
    }
    std::int64_t index(double offset) const { return index(offset, size); }
    std::int64_t clampI(std::int64_t i) const { return i < i1 ? i1 : (i > i2 ? i2 : i); }
    std::int64_t clampJ(std::int64_t j) const { return j < j1 ? j1 : (j > j2 ? j2 : j); }
};

template <typename Params, typename Out>
struct World {
    using ObjectType = Object<Params, Out>;

    Lattice lattice;
    // The entrypoint: the universe object function, asked for its subobject (i, j).
    std::function<ObjectType(std::int64_t i, std::int64_t j)> universe;
    // Where an object and everything under it can be, from its params (never runs its function).
    std::function<Bounds(const ObjectType& object)> bounds;
    // Optional: a tile's bounds without making its object, where the world can say them more
    // cheaply than bounds(universe(i, j)). A streamer tests every tile in reach each frame (some
    // 11,000 at a view distance of 30,000), where making each object first cost 0.17 ms a frame.
    std::function<Bounds(std::int64_t i, std::int64_t j)> tileBounds;
    // What a cached list's primitives hold, in bytes; empty: size() * sizeof(value_type) where
    // Out is a vector (a world whose Out is richer says what its pieces cost).
    std::function<std::size_t(const Out& primitives)> primitiveBytes;
};

// Tile (i, j)'s bounds: the world's tileBounds where it has one, else its object's.
template <typename Params, typename Out>
Bounds boundsOfTile(const World<Params, Out>& world, std::int64_t i, std::int64_t j) {
    return world.tileBounds ? world.tileBounds(i, j) : world.bounds(world.universe(i, j));
}

} // namespace zs
