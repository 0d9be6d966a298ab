#include "formats/GltfParts.hpp"

#include "formats/FileNames.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <system_error>

namespace app::gltf {
namespace {

namespace fs = std::filesystem;

// glTF's enumerations, as the specification numbers them.
constexpr int kFloat = 5126, kUnsignedShort = 5123, kUnsignedInt = 5125;
constexpr int kArrayBuffer = 34962, kElementArrayBuffer = 34963;
constexpr int kNearest = 9728, kLinearMipmapLinear = 9987, kRepeat = 10497;
constexpr std::uint32_t kMagic = 0x46546C67;  // "glTF"
constexpr std::uint32_t kJsonChunk = 0x4E4F534A, kBinChunk = 0x004E4942;  // "JSON", "BIN\0"
constexpr std::uint64_t kHeaderBytes = 12, kChunkHeaderBytes = 8;

std::uint64_t aligned(std::uint64_t n) { return (n + 3) / 4 * 4; }  // glTF aligns to 4 bytes

std::size_t stride(const PrimitiveLayout& p) { return (p.texcoords ? 8 : 6) * sizeof(float); }
// 16-bit indices where they reach every vertex (65535 itself is the restart value, never an index).
std::size_t indexSize(const PrimitiveLayout& p) { return p.vertices <= 0xFFFF ? 2 : 4; }

// The exact value of a float, as JSON reads it back: a reader comparing POSITION's bounds with
// the data finds them equal whether it reads the number as a float or a double.
std::string number(float value) {
    char text[40];
    const auto end = std::to_chars(text, text + sizeof text, static_cast<double>(value)).ptr;
    return std::string(text, end);
}

std::string numbers(const std::array<float, 3>& v) { return "[" + number(v[0]) + "," + number(v[1]) + "," + number(v[2]) + "]"; }

void little(std::string& out, std::uint32_t v) {
    for (int shift = 0; shift < 32; shift += 8) out.push_back(static_cast<char>((v >> shift) & 0xFF));
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& item : items) out += (out.empty() ? "" : ",") + item;
    return out;
}

std::string materialJson(const MaterialLayout& m) {
    std::string pbr = "\"metallicFactor\":0";
    std::string rest;
    if (m.image >= 0) {
        const std::string texture = "{\"index\":" + std::to_string(m.image) + "}";
        pbr += ",\"baseColorTexture\":" + texture;
        if (m.emissive) rest += ",\"emissiveTexture\":" + texture + ",\"emissiveFactor\":[1,1,1]";
    }
    if (m.blend) rest += ",\"alphaMode\":\"BLEND\"";
    return "{\"name\":" + jsonString(m.name) + ",\"pbrMetallicRoughness\":{" + pbr + "}" + rest +
           ",\"extensions\":{\"KHR_materials_unlit\":{}}}";
}

} // namespace

float linearFromScreen(float c) { return c <= 0.04045f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f); }

std::string jsonString(std::string_view text) {
    std::string out = "\"";
    for (std::size_t k = 0; k < text.size();) {
        const auto byte = static_cast<unsigned char>(text[k]);
        if (byte == '"' || byte == '\\') {
            out += '\\';
            out += static_cast<char>(byte);
            k++;
            continue;
        }
        if (byte < 0x20 || byte == 0x7F) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", byte);
            out += escaped;
            k++;
            continue;
        }
        // A UTF-8 sequence is kept whole; a byte that starts none, or a cut-off one, is U+FFFD.
        const std::size_t length = byte < 0x80 ? 1 : byte >= 0xC2 && byte < 0xE0 ? 2 : byte >= 0xE0 && byte < 0xF0 ? 3
                                                                                 : byte >= 0xF0 && byte < 0xF5 ? 4 : 0;
        bool whole = length > 0 && k + length <= text.size();
        for (std::size_t m = 1; whole && m < length; m++) whole = (static_cast<unsigned char>(text[k + m]) & 0xC0) == 0x80;
        if (!whole) {
            out += "\xEF\xBF\xBD";
            k++;
            continue;
        }
        out.append(text.substr(k, length));
        k += length;
    }
    return out + "\"";
}

std::string sizeText(std::uint64_t bytes) {
    char text[32];
    const double b = static_cast<double>(bytes);
    std::snprintf(text, sizeof text, b < 1e9 ? "%.0f MB" : "%.1f GB", b < 1e9 ? b / 1e6 : b / 1e9);
    return text;
}

namespace {

// The JSON's arrays as the layout fills them, in the binary chunk's order (the images, then each
// primitive's vertices and indices), and that chunk's length so far.
struct GltfArrays {
    std::vector<std::string> views, accessors, meshes, nodes, sceneNodes, images, textures;
    std::uint64_t binBytes = 0;

    std::string view(std::uint64_t bytes, const std::string& extra) {
        views.push_back("{\"buffer\":0,\"byteOffset\":" + std::to_string(binBytes) + ",\"byteLength\":" +
                        std::to_string(bytes) + extra + "}");
        binBytes = aligned(binBytes + bytes);
        return std::to_string(views.size() - 1);
    }
    std::string accessor(const std::string& bufferView, std::size_t offset, int type, std::size_t count, const char* shape,
                         const std::string& extra) {
        accessors.push_back("{\"bufferView\":" + bufferView + ",\"byteOffset\":" + std::to_string(offset) +
                            ",\"componentType\":" + std::to_string(type) + ",\"count\":" + std::to_string(count) +
                            ",\"type\":\"" + shape + "\"" + extra + "}");
        return std::to_string(accessors.size() - 1);
    }
    void addImage(const ImageLayout& image) {
        images.push_back("{\"name\":" + jsonString(image.name) + ",\"mimeType\":\"image/png\",\"bufferView\":" +
                         view(image.bytes, "") + "}");
        textures.push_back("{\"sampler\":0,\"source\":" + std::to_string(images.size() - 1) + "}");
    }
    std::string primitive(const PrimitiveLayout& p) {
        if (p.vertices == 0) throw std::logic_error("glTF: an empty primitive");
        const std::string vertices = view(p.vertices * stride(p), ",\"byteStride\":" + std::to_string(stride(p)) +
                                                                      ",\"target\":" + std::to_string(kArrayBuffer));
        std::string attributes = "\"POSITION\":" + accessor(vertices, 0, kFloat, p.vertices, "VEC3",
                                                             ",\"min\":" + numbers(p.lo) + ",\"max\":" + numbers(p.hi));
        attributes += ",\"COLOR_0\":" + accessor(vertices, 12, kFloat, p.vertices, "VEC3", "");
        if (p.texcoords) attributes += ",\"TEXCOORD_0\":" + accessor(vertices, 24, kFloat, p.vertices, "VEC2", "");
        std::string indices;
        if (p.indices > 0) {
            const std::string indexView = view(p.indices * indexSize(p), ",\"target\":" + std::to_string(kElementArrayBuffer));
            indices = ",\"indices\":" +
                      accessor(indexView, 0, indexSize(p) == 2 ? kUnsignedShort : kUnsignedInt, p.indices, "SCALAR", "");
        }
        return "{\"attributes\":{" + attributes + "}" + indices + ",\"material\":" + std::to_string(p.material) +
               ",\"mode\":4}";
    }
    void addMesh(const MeshLayout& mesh) {
        if (mesh.primitives.empty()) throw std::logic_error("glTF: a mesh with no primitives");
        std::vector<std::string> primitives;
        for (const PrimitiveLayout& p : mesh.primitives) primitives.push_back(primitive(p));
        meshes.push_back("{\"name\":" + jsonString(mesh.name) + ",\"primitives\":[" + joined(primitives) + "]}");
        nodes.push_back("{\"name\":" + jsonString(mesh.name) + ",\"mesh\":" + std::to_string(meshes.size() - 1) + "}");
        sceneNodes.push_back(std::to_string(nodes.size() - 1));
    }
};

// The whole JSON chunk, unpadded: the asset (with what the file says of itself), the one scene,
// and every array the layout filled.
std::string documentJson(const GltfArrays& a, const GlbLayout& layout, const FileAbout& about) {
    std::vector<std::string> extras, materials;
    for (const auto& [key, value] : about) extras.push_back(jsonString(key) + ":" + jsonString(value));
    for (const MaterialLayout& m : layout.materials) materials.push_back(materialJson(m));
    std::string json = "{\"asset\":{\"version\":\"2.0\",\"generator\":\"zcity\"";
    if (!extras.empty()) json += ",\"extras\":{" + joined(extras) + "}";
    json += "},\"extensionsUsed\":[\"KHR_materials_unlit\"],\"scene\":0,\"scenes\":[{";
    if (!a.nodes.empty()) json += "\"nodes\":[" + joined(a.sceneNodes) + "]";
    json += "}]";
    if (!a.nodes.empty()) json += ",\"nodes\":[" + joined(a.nodes) + "],\"meshes\":[" + joined(a.meshes) + "]";
    if (!materials.empty()) json += ",\"materials\":[" + joined(materials) + "]";
    if (!a.images.empty()) {
        json += ",\"images\":[" + joined(a.images) + "],\"textures\":[" + joined(a.textures) + "],\"samplers\":[{\"magFilter\":" +
                std::to_string(kNearest) + ",\"minFilter\":" + std::to_string(kLinearMipmapLinear) + ",\"wrapS\":" +
                std::to_string(kRepeat) + ",\"wrapT\":" + std::to_string(kRepeat) + "}]";  // the sheets repeat up the walls
    }
    if (!a.accessors.empty()) json += ",\"accessors\":[" + joined(a.accessors) + "]";
    if (!a.views.empty()) json += ",\"bufferViews\":[" + joined(a.views) + "]";
    if (a.binBytes > 0) json += ",\"buffers\":[{\"byteLength\":" + std::to_string(a.binBytes) + "}]";
    return json + "}";
}

} // namespace

GlbStream::GlbStream(const GlbLayout& layout, const FileAbout& about) : layout_(layout) {
    GltfArrays arrays;
    for (const ImageLayout& image : layout.images) arrays.addImage(image);
    for (const MeshLayout& mesh : layout.meshes) arrays.addMesh(mesh);
    binBytes_ = arrays.binBytes;
    json_ = documentJson(arrays, layout, about);
    json_.resize(aligned(json_.size()), ' ');  // the JSON chunk is padded with spaces
    size_ = kHeaderBytes + kChunkHeaderBytes + json_.size() + (binBytes_ > 0 ? kChunkHeaderBytes + binBytes_ : 0);
}

void GlbStream::refuseOver4GB(const std::string& path) const {
    if (size_ <= kMaxGlbBytes) return;
    throw std::runtime_error("cannot write " + path + ": it would be " + sizeText(size_) +
                             ", over the 4.29 GB (2^32 bytes) a .glb can hold; export fewer cities, or as .obj");
}

void GlbStream::checkRoomFor(const std::string& path) const {
    std::error_code error;
    const fs::path named = pathFromUtf8(path);
    const fs::file_status status = fs::status(named, error);
    if (path == "-" || (fs::exists(status) && !fs::is_regular_file(status))) return;  // written straight through
    const fs::path target = fs::exists(status) ? fs::canonical(named, error) : fs::absolute(named, error);
    const fs::space_info space = fs::space(target.parent_path(), error);
    if (error || space.available >= size_) return;  // where the system cannot say, the write will
    throw std::runtime_error("cannot write " + path + ": it needs " + sizeText(size_) + " and its disk has " +
                             sizeText(space.available) + " free");
}

void GlbStream::begin(OutputFile& file) {
    if (size_ > kMaxGlbBytes) throw std::logic_error("glTF: a .glb over 4 GB");
    file_ = &file;
    std::string head;
    little(head, kMagic);
    little(head, 2);
    little(head, static_cast<std::uint32_t>(size_));
    little(head, static_cast<std::uint32_t>(json_.size()));
    little(head, kJsonChunk);
    file.write(head);
    file.write(json_);
    written_ = head.size() + json_.size();
    json_ = std::string();  // the rest is bytes; the JSON need not stay
    if (binBytes_ == 0) return;
    head.clear();
    little(head, static_cast<std::uint32_t>(binBytes_));
    little(head, kBinChunk);
    file.write(head);
    written_ += head.size();
}

void GlbStream::pad() {
    static const char zeros[4] = {0, 0, 0, 0};
    const std::uint64_t padding = aligned(written_) - written_;
    file_->write(std::string_view(zeros, padding));
    written_ += padding;
}

void GlbStream::image(const std::vector<std::uint8_t>& png) {
    if (nextImage_ >= layout_.images.size() || png.size() != layout_.images[nextImage_].bytes) {
        throw std::logic_error("glTF: an image that is not the layout's");
    }
    nextImage_++;
    file_->write(std::string_view(reinterpret_cast<const char*>(png.data()), png.size()));
    written_ += png.size();
    pad();
}

void GlbStream::primitive(const std::vector<float>& vertices, const std::vector<std::uint32_t>& indices) {
    if (nextImage_ != layout_.images.size() || nextMesh_ >= layout_.meshes.size()) {
        throw std::logic_error("glTF: a primitive out of the layout's order");
    }
    const MeshLayout& mesh = layout_.meshes[nextMesh_];
    const PrimitiveLayout& p = mesh.primitives[nextPrimitive_];
    const std::size_t in = p.texcoords ? 8 : 6;
    if (vertices.size() != p.vertices * in || indices.size() != p.indices) {
        throw std::logic_error("glTF: " + mesh.name + " is not the size its layout said");
    }
    // The bytes as they go in the file: POSITION, COLOR_0 made linear, TEXCOORD_0. (glTF is
    // little-endian, as every machine zcity builds for is.)
    bytes_.resize(p.vertices * stride(p));
    std::array<float, 3> lo = {vertices[0], vertices[1], vertices[2]}, hi = lo;
    float screen = -1, linear = 0;  // a face's corners share a colour: one pow for all of them
    const auto toLinear = [&](float c) {
        if (c != screen) linear = linearFromScreen(screen = c);
        return linear;
    };
    char* out = bytes_.data();
    for (std::size_t k = 0; k < vertices.size(); k += in) {
        const float* v = &vertices[k];
        float row[8] = {v[0], v[1], v[2], toLinear(v[3]), toLinear(v[4]), toLinear(v[5]), 0, 0};
        if (p.texcoords) row[6] = v[6], row[7] = v[7];
        for (std::size_t a = 0; a < 3; a++) lo[a] = std::min(lo[a], v[a]), hi[a] = std::max(hi[a], v[a]);
        std::memcpy(out, row, stride(p));
        out += stride(p);
    }
    if (lo != p.lo || hi != p.hi) throw std::logic_error("glTF: " + mesh.name + "'s bounds are not what its layout said");
    file_->write(std::string_view(bytes_.data(), bytes_.size()));
    written_ += bytes_.size();
    pad();
    if (indices.empty()) {
        if (++nextPrimitive_ == mesh.primitives.size()) nextPrimitive_ = 0, nextMesh_++;
        return;
    }

    bytes_.resize(indices.size() * indexSize(p));
    for (std::size_t k = 0; k < indices.size(); k++) {
        if (indices[k] >= p.vertices) throw std::logic_error("glTF: " + mesh.name + " has an index past its vertices");
        if (indexSize(p) == 2) {
            const auto index = static_cast<std::uint16_t>(indices[k]);
            std::memcpy(&bytes_[k * 2], &index, 2);
        } else {
            std::memcpy(&bytes_[k * 4], &indices[k], 4);
        }
    }
    file_->write(std::string_view(bytes_.data(), bytes_.size()));
    written_ += bytes_.size();
    pad();
    if (++nextPrimitive_ == mesh.primitives.size()) nextPrimitive_ = 0, nextMesh_++;
}

void GlbStream::end() {
    if (nextMesh_ != layout_.meshes.size() || written_ != size_) throw std::logic_error("glTF: the file is not the size its header says");
}

} // namespace app::gltf
