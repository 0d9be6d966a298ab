#include "engine/BoxRenderer.hpp"

#include "GlObjects.hpp"
#include "PassState.hpp"
#include "ProgramsImpl.hpp"
#include "engine/BoxGeometry.hpp"
#include "engine/Gl.hpp"

#include <glm/gtc/type_ptr.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

namespace engine {

// The arena is a 2D RGBA32UI texture, two texels a box, each row a whole number of boxes: what
// desktop GL 3.3 and WebGL 2 both have (WebGL has no buffer textures). Rows are as wide as the GPU
// allows, up to 16384 texels, so the arena holds what a buffer texture held.
constexpr GLint kMaxRowTexels = 16384;

struct BoxRenderer::Impl {
    const Programs::Impl* programs;
    gl::VertexArray vertexArray = gl::VertexArray::create();  // core profile draws need one bound
    gl::Texture arena = gl::Texture();  // made by the constructor, for its size
    std::size_t arenaBoxes = 0;
    BoxFaces faces = BoxFaces::all;
};

namespace {

GLint maxTextureSize() {
    GLint size = 0;
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &size);
    return size;
}

// Texels in a row of the arena (even: a box never straddles two rows).
GLint rowTexels() { return std::min(maxTextureSize(), kMaxRowTexels) & ~1; }

GLsizei rowsFor(std::size_t boxes) {
    const auto perRow = static_cast<std::size_t>(rowTexels() / 2);
    return static_cast<GLsizei>(std::max<std::size_t>(1, (boxes + perRow - 1) / perRow));
}

} // namespace

std::size_t BoxRenderer::maxArenaBoxes() {
    // Two texels a box, and gl_VertexID (36 a box) must stay within a GLint.
    const std::size_t texels = static_cast<std::size_t>(rowTexels()) * static_cast<std::size_t>(maxTextureSize());
    return std::min<std::size_t>(texels / 2, 0x7FFFFFFF / kVerticesPerBox);
}

void BoxRenderer::checkArenaFits(std::size_t boxes) {
    if (boxes > maxArenaBoxes()) {
        throw GlError(std::to_string(boxes) + " boxes do not fit this GPU's textures (at most " +
                      std::to_string(maxArenaBoxes()) + "); try a smaller --cache-budget or --grid");
    }
}

namespace {

// A texture of `boxes` records, or GlError when the GPU has no room for it.
gl::Texture arenaTexture(std::size_t boxes) {
    gl::Texture texture = gl::Texture::create();
    glBindTexture(GL_TEXTURE_2D, texture.id());
    gl::forgetErrors();  // so that the check below sees this allocation's error only
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32UI, rowTexels(), rowsFor(boxes), 0, GL_RGBA_INTEGER, GL_UNSIGNED_INT,
                 nullptr);
    const bool outOfMemory = gl::ranOutOfMemory();
    // Integer textures are read with texelFetch only, and are complete only without filtering.
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 0);
    glBindTexture(GL_TEXTURE_2D, 0);
    if (outOfMemory) {
        throw GlError("the GPU has no room for " + std::to_string((boxes * sizeof(BoxRecord)) >> 20) +
                      " MB of boxes; try a smaller --cache-budget");
    }
    return texture;
}

} // namespace

BoxRenderer::BoxRenderer(const Programs& programs, std::size_t arenaBoxes, BoxFaces faces)
    : impl_(std::make_unique<Impl>(Impl{&programs.impl()})) {
    checkArenaFits(arenaBoxes);
    Impl& r = *impl_;
    r.faces = faces;
    r.arena = arenaTexture(arenaBoxes);
    r.arenaBoxes = arenaBoxes;
}

void BoxRenderer::reserve(std::size_t boxes) {
    Impl& r = *impl_;
    if (boxes <= r.arenaBoxes) return;
    checkArenaFits(boxes);
    gl::Texture grown = arenaTexture(boxes);
    // The old rows move over on the GPU (a blit between two framebuffers, which integer textures
    // allow): nothing comes back to the CPU.
    const GLint width = rowTexels(), rows = rowsFor(r.arenaBoxes);
    {
        const ScopedPassState state(overTheFrame(width, rows));  // no scissor; puts the framebuffers back
        const gl::Framebuffer from = gl::Framebuffer::create(), to = gl::Framebuffer::create();
        glBindFramebuffer(GL_READ_FRAMEBUFFER, from.id());
        glFramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, r.arena.id(), 0);
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, to.id());
        glFramebufferTexture2D(GL_DRAW_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, grown.id(), 0);
        glBlitFramebuffer(0, 0, width, rows, 0, 0, width, rows, GL_COLOR_BUFFER_BIT, GL_NEAREST);
    }
    r.arena = std::move(grown);
    r.arenaBoxes = boxes;
}

BoxRenderer::~BoxRenderer() = default;
BoxRenderer::BoxRenderer(BoxRenderer&&) noexcept = default;
BoxRenderer& BoxRenderer::operator=(BoxRenderer&&) noexcept = default;

// The records go in row by row: a part row, whole rows in one call, a part row.
void BoxRenderer::upload(std::size_t firstBox, const std::vector<BoxRecord>& records) {
    if (records.empty()) return;
    const auto width = static_cast<std::size_t>(rowTexels());
    glBindTexture(GL_TEXTURE_2D, impl_->arena.id());
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    std::size_t texel = firstBox * 2;
    const std::size_t end = texel + records.size() * 2;
    const auto* data = reinterpret_cast<const std::uint32_t*>(records.data());  // four words a texel
    while (texel < end) {
        const std::size_t row = texel / width, column = texel % width;
        const std::size_t wholeRows = column == 0 ? (end - texel) / width : 0;
        const std::size_t texels = wholeRows > 0 ? wholeRows * width : std::min(width - column, end - texel);
        const std::size_t rows = wholeRows > 0 ? wholeRows : 1;
        glTexSubImage2D(GL_TEXTURE_2D, 0, static_cast<GLint>(column), static_cast<GLint>(row),
                        static_cast<GLsizei>(rows > 1 ? width : texels), static_cast<GLsizei>(rows), GL_RGBA_INTEGER,
                        GL_UNSIGNED_INT, data + (texel - firstBox * 2) * 4);
        texel += texels;
    }
    glBindTexture(GL_TEXTURE_2D, 0);
}

std::size_t BoxRenderer::verticesPerBox() const {
    return impl_->faces == BoxFaces::visible ? kVisibleVerticesPerBox : kVerticesPerBox;
}

void BoxRenderer::draw(const Frame& frame, const glm::mat4& viewProjection, const std::vector<BoxRange>& ranges,
                       const glm::vec3& eye, const DistanceFog& fog) {
    if (frame.empty() || ranges.empty()) return;
    Impl& r = *impl_;
    const Programs::Impl::BoxProgram& p = r.faces == BoxFaces::visible ? r.programs->visibleBoxes() : r.programs->boxes();
    const auto perBox = static_cast<GLint>(verticesPerBox());
    glUseProgram(p.program.id());
    glUniformMatrix4fv(p.viewProjection, 1, GL_FALSE, glm::value_ptr(viewProjection));
    glUniform3fv(p.eye, 1, glm::value_ptr(eye));
    glUniform2f(p.fogRange, fog.start, fog.end);
    glUniform3fv(p.fogColour, 1, glm::value_ptr(kSkyHorizon));
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, r.arena.id());
    glBindVertexArray(r.vertexArray.id());
    for (const BoxRange& range : ranges) {
        if (range.boxCount == 0) continue;
        glUniform3fv(p.origin, 1, glm::value_ptr(range.origin));
        glDrawArrays(GL_TRIANGLES, static_cast<GLint>(range.firstBox) * perBox, static_cast<GLsizei>(range.boxCount) * perBox);
    }
    glBindVertexArray(0);
    glBindTexture(GL_TEXTURE_2D, 0);
}

std::size_t BoxRenderer::arenaBoxes() const { return impl_->arenaBoxes; }
std::size_t BoxRenderer::gpuBytes() const { return impl_->arenaBoxes * sizeof(BoxRecord); }

} // namespace engine
