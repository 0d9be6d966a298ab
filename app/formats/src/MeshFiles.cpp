#include "formats/MeshFiles.hpp"

#include "formats/DumpLines.hpp"
#include "formats/FileNames.hpp"
#include "formats/GltfParts.hpp"
#include "formats/OutputFile.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace app {
namespace {

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
    std::filesystem::path mtlPath = pathFromUtf8(path);
    mtlPath.replace_extension(".mtl");
    OutputFile obj(path);
    OutputFile mtl(utf8Of(mtlPath));
    obj.write(aboutComments(about) + "# zcity: one unit per city unit, y up\nmtllib " + utf8Of(mtlPath.filename()) + "\n");
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
    std::string out = "# zcity: the originals' greys, face shades baked in; flat, no lighting needed\n";
    for (const std::uint32_t rgb : colours) {
        out += "newmtl " + materialName(rgb) + "\nKd";
        for (int shift = 16; shift >= 0; shift -= 8) appendNumber(out, ' ', static_cast<double>((rgb >> shift) & 255) / 255.0);
        out += "\nKa 0 0 0\nKs 0 0 0\nillum 0\n";
    }
    return out;
}

void writeMeshFile(const std::string& path, const MeshPieces& pieces, const FileAbout& about, const ProgressFunction& progress) {
    if (lowerExtension(path) == ".glb") {
        writeGlb(path, pieces, about, progress);
    } else {
        writeObj(path, pieces, about, progress);
    }
}

} // namespace app
