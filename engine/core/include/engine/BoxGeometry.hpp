// engine::kBoxCorners and kFaceShades — how a box becomes 12 triangles, written down once.
//
// The GPU's box shader (shaders/boxes.vert) and the triangle bake for export (bakeBoxes) both
// expand a box from this table: the shader gets it as GLSL constants (engine::boxShaderGlsl), so
// there is no second copy to keep in step. Pure data; never touches the graphics API.
#pragma once

#include <cstddef>

namespace engine {

constexpr std::size_t kVerticesPerBox = 36;

// The 36 corners of a box's 12 triangles, in drawing order: bit 0 picks x2 over x1, bit 1 y2
// over y1, bit 2 z2 over z1. Faces come bottom, top, -x, +x, -z, +z, each two triangles wound
// counter-clockwise seen from outside.
constexpr int kBoxCorners[kVerticesPerBox] = {0, 1, 5, 0, 5, 4,  2, 6, 7, 2, 7, 3,  0, 4, 6, 0, 6, 2,
                                              1, 3, 7, 1, 7, 5,  0, 2, 3, 0, 3, 1,  4, 5, 7, 4, 7, 6};

// The world's boxes are drawn from their visible faces: at most three, one of each pair (the
// one on the eye's side), in slots of 6 vertices by face pair — 18 a box (shaders/boxes.vert
// with VISIBLE_FACES picks them from kBoxCorners).
constexpr std::size_t kVisibleVerticesPerBox = 18;

// Cube's fixed light, by face pair (vertex k / 12): top and bottom at 100% of the box's colour,
// the faces along x at 95%, along z at 90%.
constexpr double kFaceShades[3] = {1.0, 0.95, 0.90};

} // namespace engine
