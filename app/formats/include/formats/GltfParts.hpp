// The pieces both mesh writers share (MeshFiles.cpp, TexturedMeshFiles.cpp), defined in
// GltfParts.cpp: the extension a path names, sRGB to linear for glTF's colours, JSON's strings,
// and binary glTF written front to back (GlbStream).
// glTF is written here, by hand: its JSON is small (a few hundred bytes a node) and its binary
// chunk is the vertices and indices as they are, so no library is needed on any platform.
// Private to app/formats; no GL.
#pragma once

#include "formats/MeshFiles.hpp"
#include "formats/OutputFile.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace app::gltf {


// glTF's vertex colours are linear; ours are what the screen shows (sRGB).
float linearFromScreen(float c);

// `text` as a JSON string, quotes included: UTF-8 kept, control characters escaped, and a byte
// that is not UTF-8 (a file name in another encoding) replaced, so the JSON always parses.
std::string jsonString(std::string_view text);

// What one primitive holds, known before its bytes, so that the JSON can come first.
struct PrimitiveLayout {
    std::size_t vertices = 0;
    std::size_t indices = 0;           // 0: none, three vertices a triangle
    bool texcoords = false;            // TEXCOORD_0 after POSITION and COLOR_0
    std::array<float, 3> lo{}, hi{};   // POSITION's bounds, exactly as the vertices have them
    int material = 0;
};
struct MeshLayout {
    std::string name;  // its node's too: what a user picks it by in Blender ("city 0,0")
    std::vector<PrimitiveLayout> primitives;
};
struct MaterialLayout {
    std::string name;
    int image = -1;         // its texture's picture, or -1 for the vertex colours alone
    bool emissive = false;  // the texture glows: emissiveTexture
    bool blend = false;     // the texture's alpha is coverage
};
struct ImageLayout {
    std::string name;
    std::size_t bytes = 0;  // a PNG's, in the binary chunk ahead of the meshes
};
struct GlbLayout {
    std::vector<ImageLayout> images;
    std::vector<MaterialLayout> materials;  // each unlit (KHR_materials_unlit): the shading is in the colours
    std::vector<MeshLayout> meshes;         // a node each, all in the one scene
};

std::string sizeText(std::uint64_t bytes);  // "288 MB", "19.6 GB"

// A .glb written front to back, holding nothing but the JSON: the header, the JSON the layout
// makes, then the images and each primitive's vertices and indices, in the layout's order.
class GlbStream {
public:
    GlbStream(const GlbLayout& layout, const FileAbout& about);

    std::uint64_t size() const { return size_; }
    // Throw std::runtime_error, one line with the size, when the file would pass glTF's 4 GB,
    // or when the disk that would hold `path` has no room for it.
    void refuseOver4GB(const std::string& path) const;
    void checkRoomFor(const std::string& path) const;

    void begin(OutputFile& file);  // the header, the JSON and the binary chunk's header
    void image(const std::vector<std::uint8_t>& png);
    // `vertices`: x y z r g b (as the screen shows them) and u v when the layout says, a vertex.
    // Throws std::logic_error when they are not what the layout promised.
    void primitive(const std::vector<float>& vertices, const std::vector<std::uint32_t>& indices);
    void end();  // checks that every promised byte came

private:
    void pad();

    const GlbLayout& layout_;
    std::string json_;
    std::uint64_t binBytes_ = 0, size_ = 0, written_ = 0;
    OutputFile* file_ = nullptr;
    std::size_t nextImage_ = 0, nextMesh_ = 0, nextPrimitive_ = 0;
    std::vector<char> bytes_;  // one primitive's, reused
};

} // namespace app::gltf
