// engine::MeshRenderer — draws a baked triangle mesh (the terrain's ground) with one VBO and one
// draw call, into the frame the app began; it never clears.
//
// Flat colours blended across each triangle, no lighting, no face culling, as the originals;
// the day fog where the view asks for it.
// Boxes are not drawn this way (engine::BoxRenderer draws them from their records).
// Needs a current OpenGL 3.3 core context with loadGl() done and the context's Programs, which
// must outlive it.
// Move-only; the GL objects are released with it, so destroy it before the context.
#pragma once

#include "engine/BoxMesh.hpp"
#include "engine/Frame.hpp"
#include "engine/Programs.hpp"

#include <glm/glm.hpp>

#include <cstddef>
#include <memory>
#include <vector>

namespace engine {

class MeshRenderer {
public:
    explicit MeshRenderer(const Programs& programs);
    ~MeshRenderer();
    MeshRenderer(MeshRenderer&&) noexcept;
    MeshRenderer& operator=(MeshRenderer&&) noexcept;

    // Replaces what is drawn. The vertices are copied to the GPU; the vector can go.
    void upload(const std::vector<Vertex>& vertices);

    // One glDrawArrays into the frame. A zero-sized frame draws nothing.
    // `eye`: the camera, for the fog.
    void draw(const Frame& frame, const glm::mat4& viewProjection, const glm::vec3& eye, const DistanceFog& fog = {});

    std::size_t vertexCount() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace engine
