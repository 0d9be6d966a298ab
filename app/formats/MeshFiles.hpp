// app::writeMeshFile — triangles as glTF 2.0 (binary) or OBJ with MTL, for zcity --export.
//
// One file unit per city unit, y up, with the seeds' face shades baked in — as vertex colours
// in glTF (made linear, as glTF asks, and an unlit material so viewers show them as zcity does),
// as materials in OBJ (one per colour, with the colours also on the vertices, an extension that
// Blender, MeshLab and assimp read). Files appear whole or not at all. No windows, no GL.
#pragma once

#include "engine/BoxMesh.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace app {

// Writes `path` in the format its extension names: .glb, or .obj with its .mtl beside it.
// Throws std::runtime_error with one line; on failure no old file is replaced.
// `about`: where the file came from (seed, scene, camera, program), written into glTF's
// asset.extras and as comments at the top of an OBJ.
using FileAbout = std::vector<std::pair<std::string, std::string>>;

void writeMeshFile(const std::string& path, const std::vector<engine::Vertex>& triangles, const FileAbout& about = {});

// The pure parts, for tests.
std::string aboutComments(const FileAbout& about);  // "# key: value" lines
std::string objText(const std::vector<engine::Vertex>& triangles, const std::string& mtlFileName);
std::string mtlText(const std::vector<engine::Vertex>& triangles);
std::vector<std::uint8_t> glbBytes(const std::vector<engine::Vertex>& triangles, const FileAbout& about = {});  // throws without glTF support

} // namespace app
