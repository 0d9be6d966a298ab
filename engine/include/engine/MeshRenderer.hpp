// engine::MeshRenderer — draws a baked triangle list (the city's boxes, or the ground) with one VBO
// and one draw call a frame.
//
// The original's view: depth test on, black background, no lighting, no face culling, flat
// colours. Needs a current OpenGL 3.3 core context with loadGl() done; construction compiles
// the embedded shaders and throws engine::GlError (with the log) if they fail.
// Move-only; the GL objects are released with it, so destroy it before the context.
#pragma once

#include "engine/BoxMesh.hpp"

#include <glm/glm.hpp>

#include <cstddef>
#include <memory>
#include <vector>

namespace engine {

class MeshRenderer {
public:
    MeshRenderer();
    ~MeshRenderer();
    MeshRenderer(MeshRenderer&&) noexcept;
    MeshRenderer& operator=(MeshRenderer&&) noexcept;

    // Replaces what is drawn. The vertices are copied to the GPU; the vector can go.
    void upload(const std::vector<Vertex>& vertices);

    // Sets the viewport, clears to black and draws the city: one glDrawArrays.
    // A zero-sized viewport draws nothing.
    void drawFrame(const glm::mat4& viewProjection, int width, int height);

    std::size_t vertexCount() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace engine
