// app::TexturedMesh and writeTexturedMeshFile — triangles with textures and materials, as
// glTF 2.0 (binary, the textures inside) or OBJ with its .mtl and a PNG a texture beside it:
// Pixel City's export, its window sheets on the walls and the lit windows emissive.
//
// A texture's rows are stored as the engine uploads them, row 0 at v = 0. glTF reads v = 0 at
// an image's first row, so its texture coordinates are written as they are; OBJ reads v = 0 at
// the bottom, so it gets 1 - v (the sheets repeat, so the wrap is the same). Colours are what
// the screen shows (sRGB); glTF gets them linear. The mesh is one node, named by `name`, a
// vertex a triangle's corner (a wall's corners differ in their texture coordinates, so sharing
// saves less than for the boxes). Unlike the box scenes' export (MeshFiles.hpp) it is held
// whole while written: one night city is bounded whatever the seed (at most some 80 MB for
// Pixel City, 160 MB for Redux, with the PNGs). Files appear whole or not at all (every file of an OBJ export is
// written under a temporary name and renamed when all are whole). No windows, no GL.
#pragma once

#include "formats/MeshFiles.hpp"

#include "engine/Image.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace app {

struct TexturedMesh {
    struct Vertex {
        float x, y, z;
        float u, v;
        float r, g, b;  // multiplies the texture (a building's tint), or the colour itself
    };
    struct Texture {
        std::string name;  // a file name's stem part: "sheet0"
        engine::Image image;
    };
    struct Material {
        std::string name;
        int texture = -1;       // index into textures, or -1 for the vertex colour alone
        bool emissive = false;  // the texture glows (lit windows): emissiveTexture in glTF, map_Ke in OBJ
        bool blend = false;     // the texture's alpha is coverage (a logo's letters)
    };
    struct Part {
        int material = 0;
        std::vector<Vertex> triangles;  // three vertices a triangle
    };
    std::string name = "zcity";  // the node's: "pixelcity"
    std::vector<Texture> textures;
    std::vector<Material> materials;
    std::vector<Part> parts;

    std::size_t triangleCount() const;
};

// Writes `path` in the format its extension names: .glb, or .obj with NAME.mtl and
// NAME-TEXTURE.png beside it. Throws std::runtime_error with one line; on failure no old file
// is replaced.
void writeTexturedMeshFile(const std::string& path, const TexturedMesh& mesh, const FileAbout& about = {});

// The pure parts, for tests.
std::string texturedObjText(const TexturedMesh& mesh, const std::string& mtlFileName);
std::string texturedMtlText(const TexturedMesh& mesh, const std::string& textureFilePrefix);

} // namespace app
