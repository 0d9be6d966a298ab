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
        const Rgb faceColours[3] = {shade(b, kFaceShades[0]), shade(b, kFaceShades[1]), shade(b, kFaceShades[2])};
        float corners[8][3];
        for (int c = 0; c < 8; c++) {
            corners[c][0] = (c & 1) ? x2 : x1;
            corners[c][1] = (c & 2) ? y2 : y1;
            corners[c][2] = (c & 4) ? z2 : z1;
        }
        Vertex* v = out.data() + next;
        for (int face = 0; face < 6; face++) {  // six vertices a face: short loops the compiler unrolls
            const Rgb& colour = faceColours[face / 2];
            for (int k = face * 6; k < face * 6 + 6; k++) {
                const float* p = corners[kBoxCorners[k]];
                v[k] = Vertex{p[0], p[1], p[2], colour.r, colour.g, colour.b};
            }
        }
        next += kVerticesPerBox;
    }
}

} // namespace engine
