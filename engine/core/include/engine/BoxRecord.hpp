// engine::BoxRecord — a box in 32 bytes: what every box scene sends to the GPU.
//
// Baked triangles cost 36 vertices x 24 bytes = 864 bytes a box; to see to the far plane
// (about 11,000 cities, 8 million boxes) that is 7 GB. A record keeps only what the box is: its
// two corners relative to an origin (floats: a city is 500 across, so they stay exact to a
// hundred-thousandth), its colour in 16 bits a channel, and its material. shaders/boxes.vert
// expands it into the 12 triangles of engine/BoxGeometry.hpp, shaded as bakeBoxes shades them.
// Pure CPU work: never touches the graphics API.
#pragma once

#include "zsystem/Box.hpp"

#include <glm/glm.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace engine {

struct BoxRecord {
    float x1, y1, z1, x2, y2, z2;  // relative to the origin it was baked against
    std::uint16_t r, g, b;         // colour codes: 32768 is 1 (see colourCode)
    std::uint8_t material;         // a zs::Material
    std::uint8_t reserved;         // 0: room for what a later look needs to know of a box
};
static_assert(sizeof(BoxRecord) == 32, "a box record is 32 bytes");

// The 16-bit code for a colour channel, 32768 a unit (so 0.5 and 1 are exact, and a later look
// may go up to almost 2). The shader shows a face of the box as code x (shade / 32768), one
// multiplication, turned to 8 bits by the GPU. A code that gives the original's float(channel x
// shade) exactly is taken; otherwise, of the codes near channel x 32768, one whose three faces
// land on the same 8-bit levels as the original's, so a box looks exactly as the originals' Cube drew
// it, not one level off in one face in a hundred.
std::uint16_t colourCode(double channel);

// What the shader makes of a code on face pair `face` (0 top and bottom, 1 along x, 2 along z):
// code x kCodeShades[face], in single precision.
float shadedColour(std::uint16_t code, int face);

// The constants shaders/boxes.vert needs, as GLSL 3.30: kBoxCorners (engine/BoxGeometry.hpp)
// and kCodeShades, each number written so that it reads back as the same float.
std::string boxShaderGlsl();

// A run of records drawn with one origin: a city of the world, or a whole scene.
struct BoxRange {
    std::size_t firstBox = 0, boxCount = 0;
    glm::vec3 origin{0};  // added to every corner: camera-relative in the world, 0 for a scene
};

// Appends a record for each box, corners relative to (originX, 0, originZ).
void bakeBoxRecords(const std::vector<zs::Box>& boxes, double originX, double originZ, std::vector<BoxRecord>& out);

} // namespace engine
