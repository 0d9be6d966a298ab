// The pieces both mesh writers share (MeshFiles.cpp, TexturedMeshFiles.cpp), defined once in
// MeshFiles.cpp: the extension a path names, sRGB to linear for glTF's colours, writing a file's
// bytes whole, and (with tinygltf) the provenance as asset.extras and a model's last steps.
// Private to app/formats; no GL.
#pragma once

#include "formats/MeshFiles.hpp"

#include <cstdint>
#include <string>
#include <vector>

#if ZCITY_HAVE_TINYGLTF
#include <tiny_gltf.h>
#endif

namespace app::gltf {

std::string lowerExtension(const std::string& path);  // ".glb", ".obj"...

// glTF's vertex colours are linear; ours are what the screen shows (sRGB).
float linearFromScreen(float c);

// The bytes into `path`, whole or not at all.
void writeWhole(const std::string& path, const std::vector<std::uint8_t>& bytes);

#if ZCITY_HAVE_TINYGLTF
// asset.extras: {"zcity:seed": "0x...", ...}, glTF's place for an application's own data.
tinygltf::Value aboutValue(const FileAbout& about);

// The model's one node over mesh 0 in its one scene, written as binary glTF (.glb).
std::vector<std::uint8_t> glbOf(tinygltf::Model& model);
#endif

} // namespace app::gltf
