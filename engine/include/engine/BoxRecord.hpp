// engine::BoxRecord — a box in 32 bytes, for cities streamed to the GPU by the thousand.
//
// The baked triangles of engine::bakeBoxes cost 36 vertices x 24 bytes = 864 bytes a box; to
// see to the far plane (about 11,000 cities, 8 million boxes) that is 7 GB. A record keeps
// only what the box is: its two corners relative to its city's origin (floats: a city is 500
// across, so they stay exact to a hundred-thousandth), its colour in 16 bits a channel, and
// the slot of its city in the table of camera-relative origins. shaders/world.vert expands
// it into the same 12 triangles and shades as bakeBoxes, from gl_VertexID.
// Pure CPU work: never touches the graphics API.
#pragma once

#include "zsystem/Box.hpp"

#include <cstdint>
#include <vector>

namespace engine {

struct BoxRecord {
    float x1, y1, z1, x2, y2, z2;  // relative to the city's origin
    std::uint16_t r, g, b;         // colour, 0..65535
    std::uint16_t slot;            // the city's row in the origin table
};
static_assert(sizeof(BoxRecord) == 32, "a box record is 32 bytes: two RGBA32UI texels");

constexpr std::size_t kMaxCitySlots = 65536;  // slot is 16 bits

// Appends a record for each box, corners relative to (originX, 0, originZ).
void bakeBoxRecords(const std::vector<zs::Box>& boxes, double originX, double originZ, std::uint16_t slot,
                    std::vector<BoxRecord>& out);

} // namespace engine
