// app::MeshPieces — a mesh made a piece (a node: a city) at a time, the same pieces in the same
// order every time it is asked: what --export writes (formats/MeshFiles.hpp), and what each kind of
// scene gives it (scene/SceneKind.hpp). BoxPieces bakes box lists as engine::bakeBoxes does, their
// corners shared; TrianglePiece holds triangles already made. Pure values and maths: no files,
// no GL.
#pragma once

#include "engine/BoxMesh.hpp"
#include "zsystem/Box.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace app {

// One node of the file, its triangles sharing corners.
struct MeshPiece {
    std::string name;                       // "city 0,0": what a user picks it by in Blender
    std::vector<engine::Vertex> vertices;
    std::vector<std::uint32_t> indices;     // three a triangle
};

// What a piece will hold, known without making it.
struct PieceOutline {
    std::string name;
    std::size_t vertices = 0, indices = 0;
    std::array<float, 3> lo{}, hi{};  // the vertices' bounds, exactly
};

// A mesh made a piece at a time, the same pieces in the same order every time it is asked.
class MeshPieces {
public:
    virtual ~MeshPieces() = default;
    virtual std::size_t count() const = 0;
    virtual void outline(const std::function<void(const PieceOutline&)>& each) const = 0;  // cheap
    virtual void make(const std::function<void(const MeshPiece&)>& each) const = 0;
};

// Box lists as pieces, each box baked as engine::bakeBoxes does: `grow(k, boxes)` fills piece
// k's boxes (the generator is deterministic, so the second time is the first) and names it.
class BoxPieces final : public MeshPieces {
public:
    using Grow = std::function<std::string(std::size_t piece, std::vector<zs::Box>& boxes)>;
    BoxPieces(std::size_t count, Grow grow) : count_(count), grow_(std::move(grow)) {}
    std::size_t count() const override { return count_; }
    void outline(const std::function<void(const PieceOutline&)>& each) const override;
    void make(const std::function<void(const MeshPiece&)>& each) const override;

private:
    std::size_t count_;
    Grow grow_;
};

// Triangles already made (the terrain patch around the camera: small), as one piece.
class TrianglePiece final : public MeshPieces {
public:
    TrianglePiece(std::string name, const std::vector<engine::Vertex>& triangles);
    std::size_t count() const override { return 1; }
    void outline(const std::function<void(const PieceOutline&)>& each) const override;
    void make(const std::function<void(const MeshPiece&)>& each) const override { each(piece_); }

private:
    MeshPiece piece_;
};

// Triangles as a piece whose triangles share corners: where a triangle and the next make a quad
// as a, b, c then a, c, d (a box's face, a terrain square), 4 vertices and 6 indices.
MeshPiece sharedCorners(std::string name, const std::vector<engine::Vertex>& triangles);

} // namespace app
