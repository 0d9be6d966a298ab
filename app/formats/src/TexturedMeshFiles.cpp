#include "formats/TexturedMeshFiles.hpp"

#include "formats/DumpLines.hpp"
#include "formats/FileNames.hpp"
#include "formats/GltfParts.hpp"
#include "formats/OutputFile.hpp"
#include "formats/PngFile.hpp"

#include <algorithm>
#include <filesystem>
#include <memory>

namespace app {

std::size_t TexturedMesh::triangleCount() const {
    std::size_t vertices = 0;
    for (const Part& part : parts) vertices += part.triangles.size();
    return vertices / 3;
}

namespace {

std::string textureFileName(const std::string& prefix, const TexturedMesh::Texture& texture) {
    return prefix + "-" + texture.name + ".png";
}

const TexturedMesh::Material& materialOf(const TexturedMesh& mesh, const TexturedMesh::Part& part) {
    return mesh.materials[static_cast<std::size_t>(part.material)];
}

void writeGlb(const std::string& path, const TexturedMesh& mesh, const FileAbout& about) {
    OutputFile file(path);  // a path that cannot be written fails before any work
    std::vector<std::vector<std::uint8_t>> pngs;
    gltf::GlbLayout layout;
    for (const TexturedMesh::Texture& t : mesh.textures) {
        pngs.push_back(encodePng(t.image));
        layout.images.push_back(gltf::ImageLayout{t.name, pngs.back().size()});
    }
    for (const TexturedMesh::Material& m : mesh.materials) {
        layout.materials.push_back(gltf::MaterialLayout{m.name, m.texture, m.emissive, m.blend});
    }
    gltf::MeshLayout node{mesh.name, {}};
    for (const TexturedMesh::Part& part : mesh.parts) {
        if (part.triangles.empty()) continue;
        gltf::PrimitiveLayout p;
        p.vertices = part.triangles.size();
        p.texcoords = materialOf(mesh, part).texture >= 0;  // a plain colour needs none
        p.material = part.material;
        p.lo = p.hi = {part.triangles[0].x, part.triangles[0].y, part.triangles[0].z};
        for (const TexturedMesh::Vertex& v : part.triangles) {
            const float at[3] = {v.x, v.y, v.z};
            for (std::size_t a = 0; a < 3; a++) p.lo[a] = std::min(p.lo[a], at[a]), p.hi[a] = std::max(p.hi[a], at[a]);
        }
        node.primitives.push_back(p);
    }
    if (!node.primitives.empty()) layout.meshes.push_back(node);

    gltf::GlbStream glb(layout, about);
    glb.refuseOver4GB(path);
    glb.checkRoomFor(path);
    glb.begin(file);
    for (const std::vector<std::uint8_t>& png : pngs) glb.image(png);
    std::vector<float> floats;
    for (const TexturedMesh::Part& part : mesh.parts) {
        if (part.triangles.empty()) continue;
        const bool texcoords = materialOf(mesh, part).texture >= 0;
        floats.clear();
        for (const TexturedMesh::Vertex& v : part.triangles) {
            floats.insert(floats.end(), {v.x, v.y, v.z, v.r, v.g, v.b});
            if (texcoords) floats.insert(floats.end(), {v.u, v.v});
        }
        glb.primitive(floats, {});
    }
    glb.end();
    file.commit();
}

} // namespace

std::string texturedObjText(const TexturedMesh& mesh, const std::string& mtlFileName) {
    std::string out = "# zcity: one unit per city unit, y up\nmtllib " + mtlFileName + "\no " + mesh.name + "\n";
    for (const TexturedMesh::Part& part : mesh.parts) {
        for (const TexturedMesh::Vertex& v : part.triangles) {
            out += 'v';
            for (float value : {v.x, v.y, v.z, v.r, v.g, v.b}) appendNumber(out, ' ', value);
            out += '\n';
        }
    }
    for (const TexturedMesh::Part& part : mesh.parts) {
        for (const TexturedMesh::Vertex& v : part.triangles) {
            out += "vt";
            appendNumber(out, ' ', v.u);
            appendNumber(out, ' ', 1.0f - v.v);
            out += '\n';
        }
    }
    std::size_t index = 1;  // OBJ counts from 1; a vertex and its texture coordinate share the number
    for (const TexturedMesh::Part& part : mesh.parts) {
        if (part.triangles.empty()) continue;
        out += "usemtl " + materialOf(mesh, part).name + "\n";
        for (std::size_t t = 0; t + 2 < part.triangles.size(); t += 3) {
            out += 'f';
            for (std::size_t n = index; n < index + 3; n++) {
                appendNumber(out, ' ', n);
                out += '/';
                out += std::to_string(n);
            }
            out += '\n';
            index += 3;
        }
    }
    return out;
}

std::string texturedMtlText(const TexturedMesh& mesh, const std::string& textureFilePrefix) {
    std::string out = "# zcity: no lighting needed; the vertex colours tint the textures\n";
    for (const TexturedMesh::Material& m : mesh.materials) {
        out += "newmtl " + m.name + "\nKd 1 1 1\nKa 0 0 0\nKs 0 0 0\nillum 0\n";
        if (m.texture < 0) continue;
        const std::string file = textureFileName(textureFilePrefix, mesh.textures[static_cast<std::size_t>(m.texture)]);
        out += "map_Kd " + file + '\n';
        if (m.emissive) out += "Ke 1 1 1\nmap_Ke " + file + '\n';
        if (m.blend) out += "map_d " + file + '\n';
    }
    return out;
}

void writeTexturedMeshFile(const std::string& path, const TexturedMesh& mesh, const FileAbout& about) {
    if (lowerExtension(path) == ".glb") {
        writeGlb(path, mesh, about);
        return;
    }
    const std::filesystem::path objPath = pathFromUtf8(path);
    std::filesystem::path mtlPath(objPath);
    mtlPath.replace_extension(".mtl");
    const std::string prefix = utf8Of(objPath.stem());
    // Every file opened (and so checked) before any is written; committed together at the end.
    std::vector<std::unique_ptr<OutputFile>> pictures;
    for (const TexturedMesh::Texture& t : mesh.textures) {
        const std::filesystem::path picture = objPath.parent_path() / textureFileName(prefix, t);
        pictures.push_back(std::make_unique<OutputFile>(utf8Of(picture)));
    }
    OutputFile obj(path);
    OutputFile mtl(utf8Of(mtlPath));
    for (std::size_t k = 0; k < mesh.textures.size(); k++) {
        const std::vector<std::uint8_t> png = encodePng(mesh.textures[k].image);
        pictures[k]->write(std::string_view(reinterpret_cast<const char*>(png.data()), png.size()));
    }
    obj.write(aboutComments(about) + texturedObjText(mesh, utf8Of(mtlPath.filename())));
    mtl.write(texturedMtlText(mesh, prefix));
    std::vector<OutputFile*> files{&mtl, &obj};
    for (const auto& picture : pictures) files.push_back(picture.get());
    commitTogether(files);
}

} // namespace app
