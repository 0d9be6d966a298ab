// zs::Box — one axis-aligned box of the city, as the originals' Cube() received it, and what it is.
//
// Two opposite corners and a colour, all in the doubles the generator computed them in, so
// a box list can be compared bit for bit between builds, and the material its object function
// gave it (a street, a building's walls...). Turning boxes into triangles or GPU buffers is the
// engine's job; nothing here knows about drawing.
#pragma once

#include "zsystem/Material.hpp"

namespace zs {

struct Box {
    double x1, y1, z1;
    double x2, y2, z2;
    double r, g, b;
    Material material = Material::generic;
};

inline bool operator==(const Box& p, const Box& q) noexcept {
    return p.x1 == q.x1 && p.y1 == q.y1 && p.z1 == q.z1 && p.x2 == q.x2 && p.y2 == q.y2 &&
           p.z2 == q.z2 && p.r == q.r && p.g == q.g && p.b == q.b && p.material == q.material;
}
inline bool operator!=(const Box& p, const Box& q) noexcept { return !(p == q); }

} // namespace zs
