#include "engine/BoxRenderer.hpp"

#include "GlObjects.hpp"
#include "ProgramsImpl.hpp"
#include "engine/BoxGeometry.hpp"
#include "engine/Gl.hpp"

#include <glm/gtc/type_ptr.hpp>

#include <algorithm>
#include <cstddef>
#include <string>

namespace engine {

struct BoxRenderer::Impl {
    const Programs::Impl* programs;
    gl::VertexArray vertexArray = gl::VertexArray::create();  // core profile draws need one bound
    gl::Buffer arena = gl::Buffer::create();
    gl::Texture arenaTexture = gl::Texture::create();
    std::size_t arenaBoxes = 0;
};

std::size_t BoxRenderer::maxArenaBoxes() {
    GLint texels = 0;
    glGetIntegerv(GL_MAX_TEXTURE_BUFFER_SIZE, &texels);
    // Two texels a box, and gl_VertexID (36 a box) must stay within a GLint.
    return std::min<std::size_t>(static_cast<std::size_t>(texels) / 2, 0x7FFFFFFF / kVerticesPerBox);
}

BoxRenderer::BoxRenderer(const Programs& programs, std::size_t arenaBoxes)
    : impl_(std::make_unique<Impl>(Impl{&programs.impl()})) {
    if (arenaBoxes > maxArenaBoxes()) {
        throw GlError(std::to_string(arenaBoxes) + " boxes do not fit this GPU's buffer textures (at most " +
                      std::to_string(maxArenaBoxes()) + "); try a smaller --cache-budget or --grid");
    }
    Impl& r = *impl_;
    r.arenaBoxes = arenaBoxes;
    glBindBuffer(GL_TEXTURE_BUFFER, r.arena.id());
    while (glGetError() != GL_NO_ERROR) {  // so that the check below sees this allocation's error only
    }
    glBufferData(GL_TEXTURE_BUFFER, static_cast<GLsizeiptr>(arenaBoxes * sizeof(BoxRecord)), nullptr, GL_DYNAMIC_DRAW);
    const bool outOfMemory = glGetError() == GL_OUT_OF_MEMORY;
    glBindBuffer(GL_TEXTURE_BUFFER, 0);
    if (outOfMemory) {
        throw GlError("the GPU has no room for " + std::to_string((arenaBoxes * sizeof(BoxRecord)) >> 20) +
                      " MB of boxes; try a smaller --cache-budget");
    }
    glBindTexture(GL_TEXTURE_BUFFER, r.arenaTexture.id());
    glTexBuffer(GL_TEXTURE_BUFFER, GL_RGBA32UI, r.arena.id());
    glBindTexture(GL_TEXTURE_BUFFER, 0);
}

BoxRenderer::~BoxRenderer() = default;
BoxRenderer::BoxRenderer(BoxRenderer&&) noexcept = default;
BoxRenderer& BoxRenderer::operator=(BoxRenderer&&) noexcept = default;

void BoxRenderer::upload(std::size_t firstBox, const std::vector<BoxRecord>& records) {
    if (records.empty()) return;
    glBindBuffer(GL_TEXTURE_BUFFER, impl_->arena.id());
    glBufferSubData(GL_TEXTURE_BUFFER, static_cast<GLintptr>(firstBox * sizeof(BoxRecord)),
                    static_cast<GLsizeiptr>(records.size() * sizeof(BoxRecord)), records.data());
    glBindBuffer(GL_TEXTURE_BUFFER, 0);
}

void BoxRenderer::draw(const Frame& frame, const glm::mat4& viewProjection, const std::vector<BoxRange>& ranges) {
    if (frame.empty() || ranges.empty()) return;
    Impl& r = *impl_;
    glUseProgram(r.programs->boxes.id());
    glUniformMatrix4fv(r.programs->boxesViewProjection, 1, GL_FALSE, glm::value_ptr(viewProjection));
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_BUFFER, r.arenaTexture.id());
    glBindVertexArray(r.vertexArray.id());
    for (const BoxRange& range : ranges) {
        if (range.boxCount == 0) continue;
        glUniform3fv(r.programs->boxesOrigin, 1, glm::value_ptr(range.origin));
        glDrawArrays(GL_TRIANGLES, static_cast<GLint>(range.firstBox * kVerticesPerBox),
                     static_cast<GLsizei>(range.boxCount * kVerticesPerBox));
    }
    glBindVertexArray(0);
    glBindTexture(GL_TEXTURE_BUFFER, 0);
}

std::size_t BoxRenderer::arenaBoxes() const { return impl_->arenaBoxes; }
std::size_t BoxRenderer::gpuBytes() const { return impl_->arenaBoxes * sizeof(BoxRecord); }

} // namespace engine
