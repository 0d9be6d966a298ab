// engine::bakeBoxes — a box list turned into triangles with the originals' fixed light, for export.
//
// Each box becomes its six faces as two triangles each (36 vertices) from kBoxCorners, shaded
// by kFaceShades: the same expansion the GPU does from a box's record (engine/BoxGeometry.hpp).
// The viewer draws boxes from their records; these triangles are what the export files hold.
// Pure CPU work: never touches the graphics API.
#pragma once

#include "engine/BoxGeometry.hpp"
#include "zsystem/Box.hpp"

#include <cstddef>
#include <vector>

namespace engine {

struct Vertex {
    float x, y, z;
    float r, g, b;
};

// Appends each box's 36 vertices to `out`, positions relative to `origin` (so large world
// coordinates can be baked near zero and placed by the view matrix). The original multiplied
// the colour in double (r*0.95) and gave glColor3f a float: so does this.
void bakeBoxes(const std::vector<zs::Box>& boxes, std::vector<Vertex>& out, double originX = 0,
               double originY = 0, double originZ = 0);

inline std::vector<Vertex> bakeBoxes(const std::vector<zs::Box>& boxes) {
    std::vector<Vertex> vertices;
    bakeBoxes(boxes, vertices);
    return vertices;
}

} // namespace engine
