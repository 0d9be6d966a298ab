#include "engine/BoxRenderer.hpp"

#include "GlObjects.hpp"
#include "ProgramsImpl.hpp"
#include "engine/BoxGeometry.hpp"
#include "engine/Gl.hpp"

#include <glm/gtc/type_ptr.hpp>

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>

namespace engine {

struct BoxRenderer::Impl {
    const Programs::Impl* programs;
    gl::VertexArray vertexArray = gl::VertexArray::create();  // core profile draws need one bound
    gl::Buffer arena = gl::Buffer::create();
    gl::Texture arenaTexture = gl::Texture::create();
    std::size_t arenaBoxes = 0;
    BoxFaces faces = BoxFaces::all;
};

std::size_t BoxRenderer::maxArenaBoxes() {
    GLint texels = 0;
    glGetIntegerv(GL_MAX_TEXTURE_BUFFER_SIZE, &texels);
    // Two texels a box, and gl_VertexID (36 a box) must stay within a GLint.
    return std::min<std::size_t>(static_cast<std::size_t>(texels) / 2, 0x7FFFFFFF / kVerticesPerBox);
}

void BoxRenderer::checkArenaFits(std::size_t boxes) {
    if (boxes > maxArenaBoxes()) {
        throw GlError(std::to_string(boxes) + " boxes do not fit this GPU's buffer textures (at most " +
                      std::to_string(maxArenaBoxes()) + "); try a smaller --cache-budget or --grid");
    }
}

namespace {

// A buffer of `boxes` records, or GlError when the GPU has no room for it.
gl::Buffer arenaBuffer(std::size_t boxes) {
    gl::Buffer buffer = gl::Buffer::create();
    glBindBuffer(GL_TEXTURE_BUFFER, buffer.id());
    while (glGetError() != GL_NO_ERROR) {  // so that the check below sees this allocation's error only
    }
    glBufferData(GL_TEXTURE_BUFFER, static_cast<GLsizeiptr>(boxes * sizeof(BoxRecord)), nullptr, GL_DYNAMIC_DRAW);
    const bool outOfMemory = glGetError() == GL_OUT_OF_MEMORY;
    glBindBuffer(GL_TEXTURE_BUFFER, 0);
    if (outOfMemory) {
        throw GlError("the GPU has no room for " + std::to_string((boxes * sizeof(BoxRecord)) >> 20) +
                      " MB of boxes; try a smaller --cache-budget");
    }
    return buffer;
}

} // namespace

BoxRenderer::BoxRenderer(const Programs& programs, std::size_t arenaBoxes, BoxFaces faces)
    : impl_(std::make_unique<Impl>(Impl{&programs.impl()})) {
    checkArenaFits(arenaBoxes);
    Impl& r = *impl_;
    r.faces = faces;
    r.arena = arenaBuffer(arenaBoxes);
    r.arenaBoxes = arenaBoxes;
    glBindTexture(GL_TEXTURE_BUFFER, r.arenaTexture.id());
    glTexBuffer(GL_TEXTURE_BUFFER, GL_RGBA32UI, r.arena.id());
    glBindTexture(GL_TEXTURE_BUFFER, 0);
}

void BoxRenderer::reserve(std::size_t boxes) {
    Impl& r = *impl_;
    if (boxes <= r.arenaBoxes) return;
    checkArenaFits(boxes);
    gl::Buffer grown = arenaBuffer(boxes);
    // The old records move over on the GPU: nothing comes back to the CPU.
    glBindBuffer(GL_COPY_READ_BUFFER, r.arena.id());
    glBindBuffer(GL_COPY_WRITE_BUFFER, grown.id());
    glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, 0, 0,
                        static_cast<GLsizeiptr>(r.arenaBoxes * sizeof(BoxRecord)));
    glBindBuffer(GL_COPY_READ_BUFFER, 0);
    glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
    r.arena = std::move(grown);
    r.arenaBoxes = boxes;
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

std::size_t BoxRenderer::verticesPerBox() const {
    return impl_->faces == BoxFaces::visible ? kVisibleVerticesPerBox : kVerticesPerBox;
}

void BoxRenderer::draw(const Frame& frame, const glm::mat4& viewProjection, const std::vector<BoxRange>& ranges,
                       const glm::vec3& eye, const DistanceFog& fog) {
    if (frame.empty() || ranges.empty()) return;
    Impl& r = *impl_;
    const Programs::Impl::BoxProgram& p = r.faces == BoxFaces::visible ? r.programs->visibleBoxes : r.programs->boxes;
    const auto perBox = static_cast<GLint>(verticesPerBox());
    glUseProgram(p.program.id());
    glUniformMatrix4fv(p.viewProjection, 1, GL_FALSE, glm::value_ptr(viewProjection));
    glUniform3fv(p.eye, 1, glm::value_ptr(eye));
    glUniform2f(p.fogRange, fog.start, fog.end);
    glUniform3fv(p.fogColour, 1, glm::value_ptr(kSkyHorizon));
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_BUFFER, r.arenaTexture.id());
    glBindVertexArray(r.vertexArray.id());
    for (const BoxRange& range : ranges) {
        if (range.boxCount == 0) continue;
        glUniform3fv(p.origin, 1, glm::value_ptr(range.origin));
        glDrawArrays(GL_TRIANGLES, static_cast<GLint>(range.firstBox) * perBox, static_cast<GLsizei>(range.boxCount) * perBox);
    }
    glBindVertexArray(0);
    glBindTexture(GL_TEXTURE_BUFFER, 0);
}

std::size_t BoxRenderer::arenaBoxes() const { return impl_->arenaBoxes; }
std::size_t BoxRenderer::gpuBytes() const { return impl_->arenaBoxes * sizeof(BoxRecord); }

} // namespace engine
