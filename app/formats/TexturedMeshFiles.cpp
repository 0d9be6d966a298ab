#include "formats/TexturedMeshFiles.hpp"

#include "formats/GltfParts.hpp"
#include "formats/OutputFile.hpp"
#include "formats/PngFile.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <memory>
#include <new>
#include <sstream>
#include <stdexcept>


namespace app {

std::size_t TexturedMesh::triangleCount() const {
    std::size_t vertices = 0;
    for (const Part& part : parts) vertices += part.triangles.size();
    return vertices / 3;
}

namespace {

// A string stream that cannot grow sets its bad bit and keeps what it had: without this
// check, running out of memory would write a cut-off file and succeed.
std::string whole(const std::ostringstream& out) {
    if (!out) throw std::bad_alloc();
    return out.str();
}

std::string textureFileName(const std::string& prefix, const TexturedMesh::Texture& texture) {
    return prefix + "-" + texture.name + ".png";
}

} // namespace

std::string texturedObjText(const TexturedMesh& mesh, const std::string& mtlFileName) {
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << "# zcity: one unit per city unit, y up\nmtllib " << mtlFileName << "\no zcity\n";
    out.precision(9);  // floats read back exactly
    for (const TexturedMesh::Part& part : mesh.parts) {
        for (const TexturedMesh::Vertex& v : part.triangles) {
            out << "v " << v.x << ' ' << v.y << ' ' << v.z << ' ' << v.r << ' ' << v.g << ' ' << v.b << '\n';
        }
    }
    for (const TexturedMesh::Part& part : mesh.parts) {
        for (const TexturedMesh::Vertex& v : part.triangles) out << "vt " << v.u << ' ' << 1.0f - v.v << '\n';
    }
    std::size_t index = 1;
    for (const TexturedMesh::Part& part : mesh.parts) {
        out << "usemtl " << mesh.materials[static_cast<std::size_t>(part.material)].name << '\n';
        for (std::size_t t = 0; t + 2 < part.triangles.size(); t += 3, index += 3) {
            out << "f " << index << '/' << index << ' ' << index + 1 << '/' << index + 1 << ' ' << index + 2 << '/'
                << index + 2 << '\n';
        }
    }
    return whole(out);
}

std::string texturedMtlText(const TexturedMesh& mesh, const std::string& textureFilePrefix) {
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << "# zcity: no lighting needed; the vertex colours tint the textures\n";
    for (const TexturedMesh::Material& m : mesh.materials) {
        out << "newmtl " << m.name << "\nKd 1 1 1\nKa 0 0 0\nKs 0 0 0\nillum 0\n";
        if (m.texture < 0) continue;
        const std::string file = textureFileName(textureFilePrefix, mesh.textures[static_cast<std::size_t>(m.texture)]);
        out << "map_Kd " << file << '\n';
        if (m.emissive) out << "Ke 1 1 1\nmap_Ke " << file << '\n';
        if (m.blend) out << "map_d " << file << '\n';
    }
    return whole(out);
}

#if ZCITY_HAVE_TINYGLTF
namespace {

// Appends bytes to the one buffer, 4-aligned as glTF asks, with a view over them.
int addView(tinygltf::Model& model, const void* data, std::size_t bytes, int target) {
    std::vector<unsigned char>& buffer = model.buffers[0].data;
    while (buffer.size() % 4 != 0) buffer.push_back(0);
    tinygltf::BufferView view;
    view.buffer = 0;
    view.byteOffset = buffer.size();
    view.byteLength = bytes;
    if (target != 0) view.target = target;
    const auto* first = static_cast<const unsigned char*>(data);
    buffer.insert(buffer.end(), first, first + bytes);
    model.bufferViews.push_back(view);
    return static_cast<int>(model.bufferViews.size() - 1);
}

int addAccessor(tinygltf::Model& model, const std::vector<float>& values, int components, bool bounds) {
    tinygltf::Accessor accessor;
    accessor.bufferView = addView(model, values.data(), values.size() * sizeof(float), TINYGLTF_TARGET_ARRAY_BUFFER);
    accessor.componentType = TINYGLTF_COMPONENT_TYPE_FLOAT;
    accessor.count = values.size() / static_cast<std::size_t>(components);
    accessor.type = components == 2 ? TINYGLTF_TYPE_VEC2 : TINYGLTF_TYPE_VEC3;
    if (bounds) {  // POSITION needs its bounds
        accessor.minValues.assign(3, 0);
        accessor.maxValues.assign(3, 0);
        for (std::size_t k = 0; k < values.size(); k++) {
            const std::size_t a = k % 3;
            accessor.minValues[a] = k < 3 ? values[k] : std::min(accessor.minValues[a], double(values[k]));
            accessor.maxValues[a] = k < 3 ? values[k] : std::max(accessor.maxValues[a], double(values[k]));
        }
    }
    model.accessors.push_back(accessor);
    return static_cast<int>(model.accessors.size() - 1);
}


} // namespace

std::vector<std::uint8_t> texturedGlbBytes(const TexturedMesh& mesh, const FileAbout& about) {
    tinygltf::Model model;
    model.asset.version = "2.0";
    model.asset.generator = "zcity";
    model.asset.extras = gltf::aboutValue(about);
    model.buffers.emplace_back();

    for (const TexturedMesh::Texture& t : mesh.textures) {
        const std::vector<std::uint8_t> png = encodePng(t.image);
        tinygltf::Image image;
        image.name = t.name;
        image.mimeType = "image/png";
        image.bufferView = addView(model, png.data(), png.size(), 0);
        model.images.push_back(image);
        tinygltf::Texture texture;
        texture.source = static_cast<int>(model.images.size() - 1);
        texture.sampler = 0;
        model.textures.push_back(texture);
    }
    tinygltf::Sampler sampler;  // the sheets repeat along and up the walls
    sampler.wrapS = sampler.wrapT = TINYGLTF_TEXTURE_WRAP_REPEAT;
    sampler.magFilter = TINYGLTF_TEXTURE_FILTER_NEAREST;
    sampler.minFilter = TINYGLTF_TEXTURE_FILTER_LINEAR_MIPMAP_LINEAR;
    model.samplers.push_back(sampler);

    for (const TexturedMesh::Material& m : mesh.materials) {
        tinygltf::Material material;  // unlit: night windows light themselves
        material.name = m.name;
        material.pbrMetallicRoughness.metallicFactor = 0;
        if (m.texture >= 0) {
            material.pbrMetallicRoughness.baseColorTexture.index = m.texture;
            if (m.emissive) {
                material.emissiveTexture.index = m.texture;
                material.emissiveFactor = {1, 1, 1};
            }
        }
        if (m.blend) material.alphaMode = "BLEND";
        material.extensions["KHR_materials_unlit"] = tinygltf::Value(tinygltf::Value::Object());
        model.materials.push_back(material);
    }
    model.extensionsUsed.push_back("KHR_materials_unlit");

    tinygltf::Mesh gltfMesh;
    gltfMesh.name = "zcity";
    for (const TexturedMesh::Part& part : mesh.parts) {
        if (part.triangles.empty()) continue;
        std::vector<float> positions, uvs, colours;
        for (const TexturedMesh::Vertex& v : part.triangles) {
            positions.insert(positions.end(), {v.x, v.y, v.z});
            uvs.insert(uvs.end(), {v.u, v.v});
            colours.insert(colours.end(), {gltf::linearFromScreen(v.r), gltf::linearFromScreen(v.g), gltf::linearFromScreen(v.b)});
        }
        tinygltf::Primitive primitive;
        primitive.attributes["POSITION"] = addAccessor(model, positions, 3, true);
        primitive.attributes["TEXCOORD_0"] = addAccessor(model, uvs, 2, false);
        primitive.attributes["COLOR_0"] = addAccessor(model, colours, 3, false);
        primitive.material = part.material;
        primitive.mode = TINYGLTF_MODE_TRIANGLES;
        gltfMesh.primitives.push_back(primitive);
    }
    model.meshes.push_back(gltfMesh);
    return gltf::glbOf(model);
}
#else
std::vector<std::uint8_t> texturedGlbBytes(const TexturedMesh&, const FileAbout&) {
    throw std::runtime_error("this build has no glTF export (it was built without tinygltf); --export to .obj works");
}
#endif

void writeTexturedMeshFile(const std::string& path, const TexturedMesh& mesh, const FileAbout& about) {
    if (gltf::lowerExtension(path) == ".glb") {
        gltf::writeWhole(path, texturedGlbBytes(mesh, about));
        return;
    }
    const std::filesystem::path objPath(path);
    std::filesystem::path mtlPath(objPath);
    mtlPath.replace_extension(".mtl");
    const std::string prefix = objPath.stem().string();
    // Every file opened (and so checked) before any is written; committed together at the end.
    std::vector<std::unique_ptr<OutputFile>> pictures;
    for (const TexturedMesh::Texture& t : mesh.textures) {
        const std::filesystem::path picture = objPath.parent_path() / textureFileName(prefix, t);
        pictures.push_back(std::make_unique<OutputFile>(picture.string()));
    }
    OutputFile obj(path);
    OutputFile mtl(mtlPath.string());
    for (std::size_t k = 0; k < mesh.textures.size(); k++) {
        const std::vector<std::uint8_t> png = encodePng(mesh.textures[k].image);
        pictures[k]->write(std::string_view(reinterpret_cast<const char*>(png.data()), png.size()));
    }
    obj.write(aboutComments(about) + texturedObjText(mesh, mtlPath.filename().string()));
    mtl.write(texturedMtlText(mesh, prefix));
    std::vector<OutputFile*> files{&mtl, &obj};
    for (const auto& picture : pictures) files.push_back(picture.get());
    commitTogether(files);
}

} // namespace app
