#include "formats/MeshFiles.hpp"

#include "formats/GltfParts.hpp"
#include "formats/OutputFile.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <cstdio>
#include <filesystem>
#include <map>
#include <new>
#include <sstream>
#include <stdexcept>


namespace app {
namespace {

// A face's colour as 8-bit RGB: the key of its OBJ material.
std::uint32_t faceColour(const engine::Vertex* v) {
    const auto channel = [&](float engine::Vertex::*c) {
        const float mean = (v[0].*c + v[1].*c + v[2].*c) / 3;
        return static_cast<std::uint32_t>(std::lround(std::clamp(mean, 0.0f, 1.0f) * 255));
    };
    return channel(&engine::Vertex::r) << 16 | channel(&engine::Vertex::g) << 8 | channel(&engine::Vertex::b);
}

// A string stream that cannot grow sets its bad bit and keeps what it had: without this
// check, running out of memory would write a cut-off file and succeed.
std::string whole(const std::ostringstream& out) {
    if (!out) throw std::bad_alloc();
    return out.str();
}

std::string materialName(std::uint32_t rgb) {
    char name[16];
    std::snprintf(name, sizeof name, "c%06X", rgb);
    return name;
}


} // namespace

std::string aboutComments(const FileAbout& about) {
    std::string text;
    for (const auto& [key, value] : about) text += "# " + key + ": " + value + "\n";
    return text;
}

std::string objText(const std::vector<engine::Vertex>& triangles, const std::string& mtlFileName) {
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << "# zcity: one unit per city unit, y up\nmtllib " << mtlFileName << "\no zcity\n";
    out.precision(9);  // floats read back exactly
    for (const engine::Vertex& v : triangles) {
        out << "v " << v.x << ' ' << v.y << ' ' << v.z << ' ' << v.r << ' ' << v.g << ' ' << v.b << '\n';
    }
    std::uint32_t current = 0xFFFFFFFFu;
    for (std::size_t t = 0; t + 2 < triangles.size(); t += 3) {
        const std::uint32_t colour = faceColour(&triangles[t]);
        if (colour != current) {
            out << "usemtl " << materialName(colour) << '\n';
            current = colour;
        }
        out << "f " << t + 1 << ' ' << t + 2 << ' ' << t + 3 << '\n';
    }
    return whole(out);
}

std::string mtlText(const std::vector<engine::Vertex>& triangles) {
    std::map<std::uint32_t, bool> colours;
    for (std::size_t t = 0; t + 2 < triangles.size(); t += 3) colours[faceColour(&triangles[t])] = true;
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << "# zcity: the seeds' greys, face shades baked in; flat, no lighting needed\n";
    for (const auto& [rgb, used] : colours) {
        static_cast<void>(used);
        out << "newmtl " << materialName(rgb) << "\nKd " << ((rgb >> 16) & 255) / 255.0 << ' '
            << ((rgb >> 8) & 255) / 255.0 << ' ' << (rgb & 255) / 255.0 << "\nKa 0 0 0\nKs 0 0 0\nillum 0\n";
    }
    return whole(out);
}

#if ZCITY_HAVE_TINYGLTF

std::vector<std::uint8_t> glbBytes(const std::vector<engine::Vertex>& triangles, const FileAbout& about) {
    std::vector<float> positions, colours;
    positions.reserve(triangles.size() * 3);
    colours.reserve(triangles.size() * 3);
    std::vector<double> lo(3, 0), hi(3, 0);
    for (std::size_t k = 0; k < triangles.size(); k++) {
        const engine::Vertex& v = triangles[k];
        const float p[3] = {v.x, v.y, v.z};
        for (int a = 0; a < 3; a++) {
            positions.push_back(p[a]);
            lo[a] = k == 0 ? p[a] : std::min(lo[a], static_cast<double>(p[a]));
            hi[a] = k == 0 ? p[a] : std::max(hi[a], static_cast<double>(p[a]));
        }
        colours.insert(colours.end(), {gltf::linearFromScreen(v.r), gltf::linearFromScreen(v.g), gltf::linearFromScreen(v.b)});
    }

    tinygltf::Model model;
    model.asset.version = "2.0";
    model.asset.generator = "zcity";
    model.asset.extras = gltf::aboutValue(about);
    tinygltf::Buffer buffer;
    const std::size_t positionBytes = positions.size() * sizeof(float);
    buffer.data.resize(positionBytes + colours.size() * sizeof(float));
    std::memcpy(buffer.data.data(), positions.data(), positionBytes);
    std::memcpy(buffer.data.data() + positionBytes, colours.data(), colours.size() * sizeof(float));
    model.buffers.push_back(std::move(buffer));

    for (int view = 0; view < 2; view++) {
        tinygltf::BufferView bufferView;
        bufferView.buffer = 0;
        bufferView.byteOffset = view == 0 ? 0 : positionBytes;
        bufferView.byteLength = positionBytes;
        bufferView.target = TINYGLTF_TARGET_ARRAY_BUFFER;
        model.bufferViews.push_back(bufferView);

        tinygltf::Accessor accessor;
        accessor.bufferView = view;
        accessor.componentType = TINYGLTF_COMPONENT_TYPE_FLOAT;
        accessor.count = triangles.size();
        accessor.type = TINYGLTF_TYPE_VEC3;
        if (view == 0) {  // POSITION needs its bounds
            accessor.minValues = lo;
            accessor.maxValues = hi;
        }
        model.accessors.push_back(accessor);
    }

    tinygltf::Material material;  // unlit: the shades are already in the colours
    material.name = "zcity";
    material.pbrMetallicRoughness.metallicFactor = 0;
    material.extensions["KHR_materials_unlit"] = tinygltf::Value(tinygltf::Value::Object());
    model.materials.push_back(material);
    model.extensionsUsed.push_back("KHR_materials_unlit");

    tinygltf::Primitive primitive;
    primitive.attributes["POSITION"] = 0;
    primitive.attributes["COLOR_0"] = 1;
    primitive.material = 0;
    primitive.mode = TINYGLTF_MODE_TRIANGLES;
    tinygltf::Mesh mesh;
    mesh.name = "zcity";
    mesh.primitives.push_back(primitive);
    model.meshes.push_back(mesh);
    return gltf::glbOf(model);
}

namespace gltf {

tinygltf::Value aboutValue(const FileAbout& about) {
    tinygltf::Value::Object object;
    for (const auto& [key, text] : about) object[key] = tinygltf::Value(text);
    return about.empty() ? tinygltf::Value() : tinygltf::Value(object);
}

std::vector<std::uint8_t> glbOf(tinygltf::Model& model) {
    tinygltf::Node node;
    node.mesh = 0;
    node.name = "zcity";
    model.nodes.push_back(node);
    tinygltf::Scene scene;
    scene.nodes.push_back(0);
    model.scenes.push_back(scene);
    model.defaultScene = 0;

    std::ostringstream stream(std::ios::binary);
    tinygltf::TinyGLTF writer;
    if (!writer.WriteGltfSceneToStream(&model, stream, false, true)) throw std::runtime_error("tinygltf could not write the glTF");
    if (!stream) throw std::bad_alloc();  // see whole()
    const std::string bytes = stream.str();
    return std::vector<std::uint8_t>(bytes.begin(), bytes.end());
}

} // namespace gltf
#else
std::vector<std::uint8_t> glbBytes(const std::vector<engine::Vertex>&, const FileAbout&) {
    throw std::runtime_error("this build has no glTF export (it was built without tinygltf); --export to .obj works");
}
#endif

namespace gltf {

std::string lowerExtension(const std::string& path) {
    std::string extension = std::filesystem::path(path).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return std::tolower(c); });
    return extension;
}

float linearFromScreen(float c) { return c <= 0.04045f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f); }

void writeWhole(const std::string& path, const std::vector<std::uint8_t>& bytes) {
    OutputFile file(path);
    file.write(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    file.commit();
}

} // namespace gltf

void writeMeshFile(const std::string& path, const std::vector<engine::Vertex>& triangles, const FileAbout& about) {
    if (gltf::lowerExtension(path) == ".glb") {
        gltf::writeWhole(path, glbBytes(triangles, about));
        return;
    }
    std::filesystem::path mtlPath(path);
    mtlPath.replace_extension(".mtl");
    OutputFile obj(path);
    OutputFile mtl(mtlPath.string());
    obj.write(aboutComments(about) + objText(triangles, mtlPath.filename().string()));
    mtl.write(mtlText(triangles));
    commitTogether({&mtl, &obj});  // an OBJ without its MTL, or the old one's, is half an export
}

} // namespace app
