#include "engine/WorldRenderer.hpp"

#include "GlObjects.hpp"
#include "engine/Gl.hpp"
#include "engine/Shaders.hpp"

#include <glm/gtc/type_ptr.hpp>

#include <string>
#include <vector>

namespace engine {

struct WorldRenderer::Impl {
    gl::Program program = gl::linkProgram("world", shaders::worldVERT, shaders::cityFRAG);
    GLint viewProjection = glGetUniformLocation(program.id(), "viewProjection");
    gl::VertexArray vertexArray = gl::VertexArray::create();  // core profile draws need one bound
    gl::Buffer boxBuffer = gl::Buffer::create();
    gl::Texture boxTexture = gl::Texture::create();
    gl::Buffer originBuffer = gl::Buffer::create();
    gl::Texture originTexture = gl::Texture::create();
    std::size_t arenaBoxes = 0, citySlots = 0;
    std::vector<glm::vec4> origins;      // the table, CPU side
    std::vector<GLint> firsts;           // per draw, in vertices
    std::vector<GLsizei> counts;
};

std::size_t WorldRenderer::maxArenaBoxes() {
    GLint texels = 0;
    glGetIntegerv(GL_MAX_TEXTURE_BUFFER_SIZE, &texels);
    // Two texels a box, and gl_VertexID (36 a box) must stay within a GLint.
    return std::min<std::size_t>(static_cast<std::size_t>(texels) / 2, 0x7FFFFFFF / 36);
}

WorldRenderer::WorldRenderer(std::size_t arenaBoxes, std::size_t citySlots) : impl_(std::make_unique<Impl>()) {
    if (arenaBoxes > maxArenaBoxes()) {
        throw GlError("a cache of " + std::to_string(arenaBoxes) + " boxes does not fit this GPU's texture buffers (at most " +
                      std::to_string(maxArenaBoxes()) + ")");
    }
    Impl& r = *impl_;
    r.arenaBoxes = arenaBoxes;
    r.citySlots = citySlots;
    glBindBuffer(GL_TEXTURE_BUFFER, r.boxBuffer.id());
    glBufferData(GL_TEXTURE_BUFFER, static_cast<GLsizeiptr>(arenaBoxes * sizeof(BoxRecord)), nullptr, GL_DYNAMIC_DRAW);
    glBindTexture(GL_TEXTURE_BUFFER, r.boxTexture.id());
    glTexBuffer(GL_TEXTURE_BUFFER, GL_RGBA32UI, r.boxBuffer.id());
    glBindBuffer(GL_TEXTURE_BUFFER, r.originBuffer.id());
    glBufferData(GL_TEXTURE_BUFFER, static_cast<GLsizeiptr>(citySlots * sizeof(glm::vec4)), nullptr, GL_STREAM_DRAW);
    glBindTexture(GL_TEXTURE_BUFFER, r.originTexture.id());
    glTexBuffer(GL_TEXTURE_BUFFER, GL_RGBA32F, r.originBuffer.id());
    glBindBuffer(GL_TEXTURE_BUFFER, 0);
    glBindTexture(GL_TEXTURE_BUFFER, 0);
    glUseProgram(r.program.id());
    glUniform1i(glGetUniformLocation(r.program.id(), "boxes"), 0);
    glUniform1i(glGetUniformLocation(r.program.id(), "origins"), 1);
    glUseProgram(0);
    r.origins.assign(citySlots, glm::vec4(0));
}

WorldRenderer::~WorldRenderer() = default;
WorldRenderer::WorldRenderer(WorldRenderer&&) noexcept = default;
WorldRenderer& WorldRenderer::operator=(WorldRenderer&&) noexcept = default;

std::size_t WorldRenderer::gpuBytes() const {
    return impl_->arenaBoxes * sizeof(BoxRecord) + impl_->citySlots * sizeof(glm::vec4);
}

void WorldRenderer::drawFrame(const FramePlan& plan, const glm::mat4& viewProjection, int width, int height) {
    Impl& r = *impl_;
    // New cities into the arena.
    glBindBuffer(GL_TEXTURE_BUFFER, r.boxBuffer.id());
    for (const Upload& upload : plan.uploads) {
        glBufferSubData(GL_TEXTURE_BUFFER, static_cast<GLintptr>(upload.firstBox * sizeof(BoxRecord)),
                        static_cast<GLsizeiptr>(upload.records.size() * sizeof(BoxRecord)), upload.records.data());
    }
    // This frame's camera-relative origins, for the slots in use.
    for (const CityOrigin& o : plan.origins) r.origins[o.slot] = glm::vec4(o.relative, 0);
    const std::size_t rows = std::min(plan.slotsInUse, r.citySlots);
    glBindBuffer(GL_TEXTURE_BUFFER, r.originBuffer.id());
    if (rows > 0) {
        glBufferSubData(GL_TEXTURE_BUFFER, 0, static_cast<GLsizeiptr>(rows * sizeof(glm::vec4)), r.origins.data());
    }
    glBindBuffer(GL_TEXTURE_BUFFER, 0);

    if (width <= 0 || height <= 0) return;
    gl::beginFrame(width, height);
    if (plan.draws.empty()) return;

    r.firsts.clear();
    r.counts.clear();
    for (const DrawRange& d : plan.draws) {
        r.firsts.push_back(static_cast<GLint>(d.firstBox * 36));
        r.counts.push_back(static_cast<GLsizei>(d.boxCount * 36));
    }
    glUseProgram(r.program.id());
    glUniformMatrix4fv(r.viewProjection, 1, GL_FALSE, glm::value_ptr(viewProjection));
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_BUFFER, r.boxTexture.id());
    glActiveTexture(GL_TEXTURE1);
    glBindTexture(GL_TEXTURE_BUFFER, r.originTexture.id());
    glBindVertexArray(r.vertexArray.id());
    glMultiDrawArrays(GL_TRIANGLES, r.firsts.data(), r.counts.data(), static_cast<GLsizei>(r.firsts.size()));
    glBindVertexArray(0);
    glActiveTexture(GL_TEXTURE0);
}

} // namespace engine
