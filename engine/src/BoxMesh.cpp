#include "engine/BoxMesh.hpp"

namespace engine {
namespace {

struct Rgb {
    float r, g, b;
};

Rgb shade(const zs::Box& box, double factor) {
    return Rgb{static_cast<float>(box.r * factor), static_cast<float>(box.g * factor),
               static_cast<float>(box.b * factor)};
}

} // namespace

void bakeBoxes(const std::vector<zs::Box>& boxes, std::vector<Vertex>& out, double originX,
               double originY, double originZ) {
    std::size_t next = out.size();
    out.resize(out.size() + boxes.size() * kVerticesPerBox);  // one allocation, then plain stores
    for (const zs::Box& b : boxes) {
        const float x1 = static_cast<float>(b.x1 - originX), x2 = static_cast<float>(b.x2 - originX);
        const float y1 = static_cast<float>(b.y1 - originY), y2 = static_cast<float>(b.y2 - originY);
        const float z1 = static_cast<float>(b.z1 - originZ), z2 = static_cast<float>(b.z2 - originZ);
        const Rgb full = shade(b, kShadeTopBottom);
        const Rgb alongX = shade(b, kShadeAlongX);
        const Rgb alongZ = shade(b, kShadeAlongZ);

        // A quad a b c d, counter-clockwise seen from outside, as the triangles abc and acd.
        const auto quad = [&](const Rgb& colour, float ax, float ay, float az, float bx, float by, float bz,
                              float cx, float cy, float cz, float dx, float dy, float dz) {
            const auto v = [&](float x, float y, float z) { out[next++] = Vertex{x, y, z, colour.r, colour.g, colour.b}; };
            v(ax, ay, az); v(bx, by, bz); v(cx, cy, cz);
            v(ax, ay, az); v(cx, cy, cz); v(dx, dy, dz);
        };
        quad(full, x1, y1, z1, x2, y1, z1, x2, y1, z2, x1, y1, z2);    // bottom, facing -y
        quad(full, x1, y2, z1, x1, y2, z2, x2, y2, z2, x2, y2, z1);    // top, facing +y
        quad(alongX, x1, y1, z1, x1, y1, z2, x1, y2, z2, x1, y2, z1);  // facing -x
        quad(alongX, x2, y1, z1, x2, y2, z1, x2, y2, z2, x2, y1, z2);  // facing +x
        quad(alongZ, x1, y1, z1, x1, y2, z1, x2, y2, z1, x2, y1, z1);  // facing -z
        quad(alongZ, x1, y1, z2, x2, y1, z2, x2, y2, z2, x1, y2, z2);  // facing +z
    }
}

} // namespace engine
