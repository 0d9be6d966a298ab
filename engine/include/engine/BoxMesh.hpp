// engine::bakeBoxes — a box list turned into triangles with the seeds' fixed light.
//
// Each box becomes its six faces as two triangles each (36 vertices), wound counter-clockwise
// seen from outside. Shading is the original Cube's: top and bottom at 100% of the box's
// colour, the two faces facing along x at 95%, the two facing along z at 90%.
// Pure CPU work: never touches the graphics API (uploading is MeshRenderer's job).
#pragma once

#include "zsystem/Box.hpp"

#include <cstddef>
#include <vector>

namespace engine {

struct Vertex {
    float x, y, z;
    float r, g, b;
};

constexpr std::size_t kVerticesPerBox = 36;
// The 36 corners of a box's 12 triangles, in drawing order: bit 0 picks x2 over x1, bit 1 y2
// over y1, bit 2 z2 over z1. Faces come bottom, top (100%), -x, +x (95%), -z, +z (90%), each
// two triangles wound counter-clockwise seen from outside. shaders/world.vert holds the same
// table (a test compares them).
constexpr int kBoxCorners[36] = {0, 1, 5, 0, 5, 4,  2, 6, 7, 2, 7, 3,  0, 4, 6, 0, 6, 2,
                                 1, 3, 7, 1, 7, 5,  0, 2, 3, 0, 3, 1,  4, 5, 7, 4, 7, 6};

// Cube's fixed light. The original multiplied in double (r*0.95) and gave glColor3f a float.
constexpr double kShadeTopBottom = 1.0;
constexpr double kShadeAlongX = 0.95;
constexpr double kShadeAlongZ = 0.90;

// Appends each box's 36 vertices to `out`, positions relative to `origin` (so large world
// coordinates can be baked near zero and placed by the view matrix).
void bakeBoxes(const std::vector<zs::Box>& boxes, std::vector<Vertex>& out, double originX = 0,
               double originY = 0, double originZ = 0);

inline std::vector<Vertex> bakeBoxes(const std::vector<zs::Box>& boxes) {
    std::vector<Vertex> vertices;
    bakeBoxes(boxes, vertices);
    return vertices;
}

} // namespace engine
