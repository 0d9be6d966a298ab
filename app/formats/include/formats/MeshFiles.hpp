// app::writeMeshFile — a box scene's triangles as glTF 2.0 (binary) or OBJ with MTL, for
// zcity --export, written as they are made: memory holds one piece (a city) at a time, however
// large the grid.
//
// One file unit per city unit, y up, with the originals' face shades baked in — as vertex colours
// in glTF (made linear, as glTF asks, and an unlit material so viewers show them as zcity does),
// as materials in OBJ (one per colour, with the colours also on the vertices, an extension that
// Blender, MeshLab and assimp read). Each piece is its own node (glTF) or object (OBJ), named by
// its address ("city 0,0"), and its triangles share corners: a box is 24 vertices and 36
// indices. A .glb is laid out first from each piece's outline (its counts and bounds, cheap:
// the boxes regrown, not baked), then written front to back as each piece is made again; one
// over glTF's 4 GB is refused before anything is written. Files appear whole or not at all.
// No windows, no GL.
#pragma once

#include "formats/MeshPieces.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace app {

// Where the file came from (seed, scene, camera, program): glTF's asset.extras, and comments
// at the top of an OBJ.
using FileAbout = std::vector<std::pair<std::string, std::string>>;

// glTF's binary container counts its length in 32 bits.
constexpr std::uint64_t kMaxGlbBytes = 0xFFFFFFFFu;
// What a box takes in a .glb: 24 vertices of 24 bytes (position and colour) and 36 indices of
// 2 bytes (a city's corners fit 16 bits). For estimates; the writer works out the exact size.
constexpr std::uint64_t kGlbBytesPerBox = 24 * 24 + 36 * 2;

// How far a writer is, 0 to 1 (for a progress bar); may be empty.
using ProgressFunction = std::function<void(double)>;

// Writes `path` in the format its extension names: .glb, or .obj with its .mtl beside it.
// Throws std::runtime_error with one line; on failure no old file is replaced.
void writeMeshFile(const std::string& path, const MeshPieces& pieces, const FileAbout& about = {},
                   const ProgressFunction& progress = {});

// The pure parts, for tests.
std::string aboutComments(const FileAbout& about);  // "# key: value" lines
// A piece as OBJ: "o NAME", its vertices with their colours, its faces by colour; its indices
// start after `firstVertex`, the vertices before it. Adds its colours (8-bit RGB) to `colours`.
std::string objPieceText(const MeshPiece& piece, std::size_t firstVertex, std::set<std::uint32_t>& colours);
std::string mtlText(const std::set<std::uint32_t>& colours);

} // namespace app
