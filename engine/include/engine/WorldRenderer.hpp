// engine::WorldRenderer — draws the unbounded world from a CityStreamer's FramePlan.
//
// Owns a GPU arena of box records (a texture buffer, 32 bytes a box, its size fixed by the
// cache budget) and a table of camera-relative city origins. Each frame: write the plan's new
// cities into the arena, upload the origins of the cities drawn, clear, and draw every visible
// city with one glMultiDrawArrays (shaders/world.vert builds the triangles from gl_VertexID).
// Needs a current OpenGL 3.3 core context with loadGl() done; throws engine::GlError when the
// arena is larger than the GPU's texture buffers allow. Move-only.
#pragma once

#include "engine/CityStreamer.hpp"

#include <glm/glm.hpp>

#include <cstddef>
#include <memory>

namespace engine {

class WorldRenderer {
public:
    WorldRenderer(std::size_t arenaBoxes, std::size_t citySlots);
    ~WorldRenderer();
    WorldRenderer(WorldRenderer&&) noexcept;
    WorldRenderer& operator=(WorldRenderer&&) noexcept;

    // The largest arena this GPU's texture buffers can hold, in boxes.
    static std::size_t maxArenaBoxes();

    // Uploads, origins, then the draw. `viewProjection` is projection x view rotation (no
    // translation: positions arrive camera-relative). A zero-sized viewport draws nothing.
    void drawFrame(const FramePlan& plan, const glm::mat4& viewProjection, int width, int height);

    std::size_t gpuBytes() const;  // the arena and the origin table

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace engine
