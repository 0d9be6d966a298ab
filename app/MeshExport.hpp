// app::runExport — zcity --export: the scene's triangles as glTF 2.0 (binary) or OBJ with MTL.
//
// The same triangles the viewer draws (engine::bakeBoxes, or the terrain patch): one file unit
// per city unit, y up, with the seeds' face shades baked in — as vertex colours in glTF (made
// linear, as glTF asks, and an unlit material so viewers show them as zcity does), as
// materials in OBJ (one per colour, with the colours also on the vertices, an extension that
// Blender, MeshLab and assimp read). Files appear whole or not at all.
#pragma once

#include "Options.hpp"

#include "engine/BoxMesh.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace app {

int runExport(const Options& options);

// The pure parts, for tests.
std::vector<engine::Vertex> exportTriangles(const Options& options);
std::string objText(const std::vector<engine::Vertex>& triangles, const std::string& mtlFileName);
std::string mtlText(const std::vector<engine::Vertex>& triangles);
std::vector<std::uint8_t> glbBytes(const std::vector<engine::Vertex>& triangles);  // throws without glTF support

} // namespace app
