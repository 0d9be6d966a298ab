#include "formats/MeshPieces.hpp"

#include <algorithm>
#include <cstring>

namespace app {
namespace {

// A box's faces as bakeBoxes lays them out, a, b, c then a, c, d: so each face is 4 corners
// and its 2 triangles, and a box is always 24 vertices and 36 indices — what the outline counts.
constexpr bool facesAreQuads() {
    for (std::size_t f = 0; f < engine::kVerticesPerBox; f += 6) {
        if (engine::kBoxCorners[f + 3] != engine::kBoxCorners[f] || engine::kBoxCorners[f + 4] != engine::kBoxCorners[f + 2]) {
            return false;
        }
    }
    return true;
}
static_assert(facesAreQuads(), "BoxPieces counts 4 corners a face");
constexpr std::size_t kVerticesPerBox = 24, kIndicesPerBox = 36;

bool same(const engine::Vertex& a, const engine::Vertex& b) { return std::memcmp(&a, &b, sizeof a) == 0; }

std::uint32_t add(std::vector<engine::Vertex>& vertices, const engine::Vertex& v) {
    vertices.push_back(v);
    return static_cast<std::uint32_t>(vertices.size() - 1);
}

// Appends `triangles` as shared corners: where a triangle and the next make a quad as a, b, c
// then a, c, d (a box's face, a terrain square), 4 vertices and 6 indices, always, so a box is
// always 24; otherwise the second triangle shares only what it repeats exactly of the first.
void shareCorners(const std::vector<engine::Vertex>& triangles, MeshPiece& piece) {
    std::size_t t = 0;
    for (; t + 6 <= triangles.size(); t += 6) {
        const engine::Vertex* v = &triangles[t];
        const std::uint32_t first[3] = {add(piece.vertices, v[0]), add(piece.vertices, v[1]), add(piece.vertices, v[2])};
        piece.indices.insert(piece.indices.end(), first, first + 3);
        if (same(v[3], v[0]) && same(v[4], v[2])) {
            piece.indices.insert(piece.indices.end(), {first[0], first[2], add(piece.vertices, v[5])});
            continue;
        }
        for (int k = 3; k < 6; k++) {
            int shared = -1;
            for (int m = 0; m < 3 && shared < 0; m++) shared = same(v[k], v[m]) ? m : -1;
            piece.indices.push_back(shared >= 0 ? first[shared] : add(piece.vertices, v[k]));
        }
    }
    for (; t < triangles.size(); t++) piece.indices.push_back(add(piece.vertices, triangles[t]));
}

} // namespace

void BoxPieces::outline(const std::function<void(const PieceOutline&)>& each) const {
    std::vector<zs::Box> boxes;
    for (std::size_t k = 0; k < count_; k++) {
        boxes.clear();
        PieceOutline o;
        o.name = grow_(k, boxes);
        o.vertices = boxes.size() * kVerticesPerBox;
        o.indices = boxes.size() * kIndicesPerBox;
        for (std::size_t b = 0; b < boxes.size(); b++) {
            const zs::Box& box = boxes[b];
            // The corners as bakeBoxes makes them: each coordinate made a float on its own.
            const float lo[3] = {static_cast<float>(box.x1), static_cast<float>(box.y1), static_cast<float>(box.z1)};
            const float hi[3] = {static_cast<float>(box.x2), static_cast<float>(box.y2), static_cast<float>(box.z2)};
            for (int a = 0; a < 3; a++) {
                const float least = std::min(lo[a], hi[a]), most = std::max(lo[a], hi[a]);
                o.lo[static_cast<std::size_t>(a)] = b == 0 ? least : std::min(o.lo[static_cast<std::size_t>(a)], least);
                o.hi[static_cast<std::size_t>(a)] = b == 0 ? most : std::max(o.hi[static_cast<std::size_t>(a)], most);
            }
        }
        each(o);
    }
}

void BoxPieces::make(const std::function<void(const MeshPiece&)>& each) const {
    std::vector<zs::Box> boxes;
    std::vector<engine::Vertex> triangles;
    MeshPiece piece;
    for (std::size_t k = 0; k < count_; k++) {
        boxes.clear();
        triangles.clear();
        piece.vertices.clear();
        piece.indices.clear();
        piece.name = grow_(k, boxes);
        engine::bakeBoxes(boxes, triangles);
        shareCorners(triangles, piece);
        each(piece);
    }
}

TrianglePiece::TrianglePiece(std::string name, const std::vector<engine::Vertex>& triangles)
    : piece_(sharedCorners(std::move(name), triangles)) {}

void TrianglePiece::outline(const std::function<void(const PieceOutline&)>& each) const {
    PieceOutline o;
    o.name = piece_.name;
    o.vertices = piece_.vertices.size();
    o.indices = piece_.indices.size();
    for (std::size_t k = 0; k < piece_.vertices.size(); k++) {
        const engine::Vertex& v = piece_.vertices[k];
        const float p[3] = {v.x, v.y, v.z};
        for (std::size_t a = 0; a < 3; a++) {
            o.lo[a] = k == 0 ? p[a] : std::min(o.lo[a], p[a]);
            o.hi[a] = k == 0 ? p[a] : std::max(o.hi[a], p[a]);
        }
    }
    each(o);
}

MeshPiece sharedCorners(std::string name, const std::vector<engine::Vertex>& triangles) {
    MeshPiece piece{std::move(name), {}, {}};
    shareCorners(triangles, piece);
    return piece;
}

} // namespace app
