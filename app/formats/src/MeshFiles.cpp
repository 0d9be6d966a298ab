#include "formats/MeshFiles.hpp"

#include "formats/DumpLines.hpp"
#include "formats/GltfParts.hpp"
#include "formats/OutputFile.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>

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

// A face's colour as 8-bit RGB: the key of its OBJ material.
std::uint32_t faceColour(const engine::Vertex& a, const engine::Vertex& b, const engine::Vertex& c) {
    const auto channel = [&](float engine::Vertex::*m) {
        const float mean = (a.*m + b.*m + c.*m) / 3;
        return static_cast<std::uint32_t>(std::lround(std::clamp(mean, 0.0f, 1.0f) * 255));
    };
    return channel(&engine::Vertex::r) << 16 | channel(&engine::Vertex::g) << 8 | channel(&engine::Vertex::b);
}

std::string materialName(std::uint32_t rgb) {
    char name[16];
    std::snprintf(name, sizeof name, "c%06X", rgb);
    return name;
}

void report(const ProgressFunction& progress, double fraction) {
    if (progress) progress(fraction);
}

// The share of a .glb's time its first pass takes (regrowing, not baking): measured, roughly.
constexpr double kOutlineShare = 0.15;

void writeGlb(const std::string& path, const MeshPieces& pieces, const FileAbout& about, const ProgressFunction& progress) {
    OutputFile file(path);  // a path that cannot be written fails before any work
    gltf::GlbLayout layout;
    layout.materials.push_back(gltf::MaterialLayout{"zcity"});
    const double count = static_cast<double>(std::max<std::size_t>(pieces.count(), 1));
    std::size_t done = 0;
    pieces.outline([&](const PieceOutline& o) {
        if (o.vertices > 0) layout.meshes.push_back(gltf::MeshLayout{o.name, {gltf::PrimitiveLayout{o.vertices, o.indices, false, o.lo, o.hi, 0}}});
        report(progress, kOutlineShare * static_cast<double>(++done) / count);
    });
    gltf::GlbStream glb(layout, about);
    glb.refuseOver4GB(path);
    glb.checkRoomFor(path);
    glb.begin(file);
    std::vector<float> floats;
    done = 0;
    pieces.make([&](const MeshPiece& piece) {
        if (!piece.vertices.empty()) {
            floats.clear();
            for (const engine::Vertex& v : piece.vertices) floats.insert(floats.end(), {v.x, v.y, v.z, v.r, v.g, v.b});
            glb.primitive(floats, piece.indices);
        }
        report(progress, kOutlineShare + (1 - kOutlineShare) * static_cast<double>(++done) / count);
    });
    glb.end();
    file.commit();
}

void writeObj(const std::string& path, const MeshPieces& pieces, const FileAbout& about, const ProgressFunction& progress) {
    std::filesystem::path mtlPath(path);
    mtlPath.replace_extension(".mtl");
    OutputFile obj(path);
    OutputFile mtl(mtlPath.string());
    obj.write(aboutComments(about) + "# zcity: one unit per city unit, y up\nmtllib " + mtlPath.filename().string() + "\n");
    std::set<std::uint32_t> colours;
    std::size_t firstVertex = 0, done = 0;
    const double count = static_cast<double>(std::max<std::size_t>(pieces.count(), 1));
    pieces.make([&](const MeshPiece& piece) {
        obj.write(objPieceText(piece, firstVertex, colours));
        firstVertex += piece.vertices.size();
        report(progress, static_cast<double>(++done) / count);
    });
    mtl.write(mtlText(colours));  // the colours are known once every piece is written
    commitTogether({&mtl, &obj});  // an OBJ without its MTL, or the old one's, is half an export
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

std::string aboutComments(const FileAbout& about) {
    std::string text;
    for (const auto& [key, value] : about) text += "# " + key + ": " + value + "\n";
    return text;
}

std::string objPieceText(const MeshPiece& piece, std::size_t firstVertex, std::set<std::uint32_t>& colours) {
    std::string out;
    if (piece.vertices.empty()) return out;
    out.reserve(piece.vertices.size() * 48 + piece.indices.size() * 8);
    out += "o " + piece.name + "\n";
    for (const engine::Vertex& v : piece.vertices) {
        out += 'v';
        for (float value : {v.x, v.y, v.z, v.r, v.g, v.b}) appendNumber(out, ' ', value);
        out += '\n';
    }
    std::uint32_t current = 0xFFFFFFFFu;  // no material yet in this object
    for (std::size_t t = 0; t + 2 < piece.indices.size(); t += 3) {
        const std::uint32_t* corner = &piece.indices[t];
        const std::uint32_t colour = faceColour(piece.vertices[corner[0]], piece.vertices[corner[1]], piece.vertices[corner[2]]);
        if (colour != current) {
            out += "usemtl " + materialName(colour) + "\n";
            colours.insert(colour);
            current = colour;
        }
        out += 'f';
        for (int k = 0; k < 3; k++) appendNumber(out, ' ', firstVertex + corner[k] + 1);  // OBJ counts from 1
        out += '\n';
    }
    return out;
}

std::string mtlText(const std::set<std::uint32_t>& colours) {
    std::string out = "# zcity: the seeds' greys, face shades baked in; flat, no lighting needed\n";
    for (const std::uint32_t rgb : colours) {
        out += "newmtl " + materialName(rgb) + "\nKd";
        for (int shift = 16; shift >= 0; shift -= 8) appendNumber(out, ' ', static_cast<double>((rgb >> shift) & 255) / 255.0);
        out += "\nKa 0 0 0\nKs 0 0 0\nillum 0\n";
    }
    return out;
}

void writeMeshFile(const std::string& path, const MeshPieces& pieces, const FileAbout& about, const ProgressFunction& progress) {
    if (gltf::lowerExtension(path) == ".glb") {
        writeGlb(path, pieces, about, progress);
    } else {
        writeObj(path, pieces, about, progress);
    }
}

} // namespace app
