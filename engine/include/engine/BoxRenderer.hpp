// engine::BoxRenderer — draws boxes from their 32-byte records: every box scene, and the world.
//
// Owns a GPU arena of BoxRecords (a buffer texture of arenaBoxes x 32 bytes). What goes where in
// it is the caller's: a scene uploads its one box list at 0, the world's streamer places each
// city in a range it allocated. draw() draws ranges into the frame the app began, one draw call a
// range with its own origin, 36 vertices a box that shaders/boxes.vert builds from the record by
// gl_VertexID (no vertex buffer: on llvmpipe this costs what baked triangles cost, where one
// instance a box churns tens of megabytes a frame); it never clears.
// Needs a current OpenGL 3.3 core context with loadGl() done and the context's Programs, which
// must outlive it; construction throws engine::GlError when the arena is larger than the GPU's
// buffer textures allow or the GPU has no room for it.
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

class BoxRenderer {
public:
    BoxRenderer(const Programs& programs, std::size_t arenaBoxes);
    ~BoxRenderer();
    BoxRenderer(BoxRenderer&&) noexcept;
    BoxRenderer& operator=(BoxRenderer&&) noexcept;

    // The largest arena this GPU's buffer textures can hold, in boxes.
    static std::size_t maxArenaBoxes();

    // Writes records into the arena from `firstBox` on (which must leave them inside it).
    void upload(std::size_t firstBox, const std::vector<BoxRecord>& records);

    // Draws each range with its origin; `viewProjection` maps origin-relative positions to clip.
    void draw(const Frame& frame, const glm::mat4& viewProjection, const std::vector<BoxRange>& ranges);

    std::size_t arenaBoxes() const;
    std::size_t gpuBytes() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace engine
