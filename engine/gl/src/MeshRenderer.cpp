#include "engine/MeshRenderer.hpp"

#include "GlObjects.hpp"
#include "ProgramsImpl.hpp"

#include <glm/gtc/type_ptr.hpp>

#include <cstddef>

namespace engine {

struct MeshRenderer::Impl {
    const Programs::Impl* programs;
    gl::VertexArray vertexArray = gl::VertexArray::create();
    gl::Buffer vertexBuffer = gl::Buffer::create();
    GLsizei vertexCount = 0;
};

MeshRenderer::MeshRenderer(const Programs& programs) : impl_(std::make_unique<Impl>(Impl{&programs.impl()})) {
    glBindVertexArray(impl_->vertexArray.id());
    glBindBuffer(GL_ARRAY_BUFFER, impl_->vertexBuffer.id());
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(Vertex),
                          reinterpret_cast<const void*>(offsetof(Vertex, x)));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, sizeof(Vertex),
                          reinterpret_cast<const void*>(offsetof(Vertex, r)));
    glBindVertexArray(0);
}

MeshRenderer::~MeshRenderer() = default;
MeshRenderer::MeshRenderer(MeshRenderer&&) noexcept = default;
MeshRenderer& MeshRenderer::operator=(MeshRenderer&&) noexcept = default;

void MeshRenderer::upload(const std::vector<Vertex>& vertices) {
    glBindBuffer(GL_ARRAY_BUFFER, impl_->vertexBuffer.id());
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices.size() * sizeof(Vertex)), vertices.data(),
                 GL_STATIC_DRAW);
    impl_->vertexCount = static_cast<GLsizei>(vertices.size());
}

void MeshRenderer::draw(const Frame& frame, const glm::mat4& viewProjection, const glm::vec3& eye, const DistanceFog& fog) {
    if (frame.empty() || impl_->vertexCount == 0) return;
    const Programs::Impl::MeshProgram& p = impl_->programs->mesh();
    glUseProgram(p.program.id());
    glUniformMatrix4fv(p.viewProjection, 1, GL_FALSE, glm::value_ptr(viewProjection));
    glUniform3fv(p.eye, 1, glm::value_ptr(eye));
    glUniform2f(p.fogRange, fog.start, fog.end);
    glUniform3fv(p.fogColour, 1, glm::value_ptr(kSkyHorizon));
    glBindVertexArray(impl_->vertexArray.id());
    glDrawArrays(GL_TRIANGLES, 0, impl_->vertexCount);
    glBindVertexArray(0);
}

std::size_t MeshRenderer::vertexCount() const { return static_cast<std::size_t>(impl_->vertexCount); }

} // namespace engine
