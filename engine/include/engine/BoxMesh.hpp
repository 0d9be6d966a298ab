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
