// engine::BoxRenderer — draws boxes from their 32-byte records: every box scene, and the world.
//
// Owns a GPU arena of BoxRecords (a 2D texture of two RGBA32UI texels a box, row after row). What goes where in
// it is the caller's: a scene uploads its one box list at 0, the world's streamer places each
// city in a range it allocated. draw() draws ranges into the frame the app began, one draw call a
// range with its own origin, 36 vertices a box that shaders/boxes.vert builds from the record by
// gl_VertexID (no vertex buffer: on llvmpipe this costs what baked triangles cost, where one
// instance a box churns tens of megabytes a frame); it never clears.
// The arena can grow (reserve): the world starts small and grows as its cache fills, so start-up
// does not wait for a budget's worth of GPU memory.
// Needs a current OpenGL 3.3 core (or WebGL 2) context with loadGl() done and the context's Programs, which
// must outlive it; construction and reserve throw engine::GlError when the arena is larger than
// the GPU's textures allow or the GPU has no room for it.
// Move-only; the GL objects are released with it, so destroy it before the context.
#pragma once

#include "engine/BoxRecord.hpp"
#include "engine/Frame.hpp"
#include "engine/Programs.hpp"

#include <glm/glm.hpp>

#include <cstddef>
#include <memory>
#include <vector>

namespace engine {

// Which faces of each box are sent: all six (the originals' 36 vertices, the scenes' exact
// picture), or the three at most an eye outside the box can see (18 vertices, the world's: the
// slot of a face pair the eye is level with collapses to nothing).
enum class BoxFaces { all, visible };

class BoxRenderer {
public:
    BoxRenderer(const Programs& programs, std::size_t arenaBoxes, BoxFaces faces = BoxFaces::all);
    ~BoxRenderer();
    BoxRenderer(BoxRenderer&&) noexcept;
    BoxRenderer& operator=(BoxRenderer&&) noexcept;

    // The largest arena this GPU's textures can hold, in boxes.
    static std::size_t maxArenaBoxes();
    // Throws engine::GlError, with what to try, when `boxes` is more than maxArenaBoxes().
    static void checkArenaFits(std::size_t boxes);

    // Grows the arena to at least `boxes`, keeping what it holds (a GPU-side copy). Never shrinks.
    void reserve(std::size_t boxes);

    // Writes records into the arena from `firstBox` on (which must leave them inside it).
    void upload(std::size_t firstBox, const std::vector<BoxRecord>& records);

    // Draws each range with its origin; `viewProjection` maps origin-relative positions to clip.
    // `eye` is the camera in the same frame as origin + corner (0 where they are camera-relative):
    // the visible faces and the fog are worked out from it.
    void draw(const Frame& frame, const glm::mat4& viewProjection, const std::vector<BoxRange>& ranges,
              const glm::vec3& eye, const DistanceFog& fog = {});
    // Vertices a box costs in this renderer's draws: 36, or 18 for the visible faces.
    std::size_t verticesPerBox() const;

    std::size_t arenaBoxes() const;
    std::size_t gpuBytes() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace engine
