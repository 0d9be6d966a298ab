#include "engine/Programs.hpp"

#include "ProgramsImpl.hpp"
#include "engine/BoxRecord.hpp"
#include "engine/Shaders.hpp"

#include <string>

namespace engine {
namespace {

// boxes.vert with the corner and shade tables inserted after its #version line.
std::string boxVertexSource() {
    const std::string source = shaders::boxesVERT;
    const std::size_t firstLine = source.find('\n') + 1;
    return source.substr(0, firstLine) + boxShaderGlsl() + source.substr(firstLine);
}

} // namespace

Programs::Programs() : impl_(std::make_unique<Impl>()) {
    Impl& p = *impl_;
    p.boxes = gl::linkProgram("box", boxVertexSource().c_str(), nullptr, shaders::boxesFRAG);
    p.boxesViewProjection = glGetUniformLocation(p.boxes.id(), "viewProjection");
    p.boxesOrigin = glGetUniformLocation(p.boxes.id(), "origin");
    glUseProgram(p.boxes.id());
    glUniform1i(glGetUniformLocation(p.boxes.id(), "boxes"), 0);  // texture unit 0
    glUseProgram(0);
    p.mesh = gl::linkProgram("mesh", shaders::meshVERT, nullptr, shaders::meshFRAG);
    p.meshViewProjection = glGetUniformLocation(p.mesh.id(), "viewProjection");

    p.night = gl::linkProgram("night", shaders::nightVERT, nullptr, shaders::nightFRAG);
    const GLuint night = p.night.id();
    p.nightViewProjection = glGetUniformLocation(night, "viewProjection");
    p.nightEye = glGetUniformLocation(night, "eye");
    p.nightFogRange = glGetUniformLocation(night, "fogRange");
    p.nightFlatWalls = glGetUniformLocation(night, "flatWalls");
    p.nightWireframe = glGetUniformLocation(night, "wireframe");
    glUseProgram(night);
    glUniform1i(glGetUniformLocation(night, "windows"), 0);  // texture units
    glUniform1i(glGetUniformLocation(night, "logos"), 1);
    p.sky = gl::linkProgram("sky", shaders::skyVERT, nullptr, shaders::skyFRAG);
    p.skyRotationProjection = glGetUniformLocation(p.sky.id(), "rotationProjection");
    p.skyBandTop = glGetUniformLocation(p.sky.id(), "bandTop");
    glUseProgram(p.sky.id());
    glUniform1i(glGetUniformLocation(p.sky.id(), "sky"), 0);
    p.bloom = gl::linkProgram("bloom", shaders::bloomVERT, nullptr, shaders::bloomFRAG);
    p.bloomPixel = glGetUniformLocation(p.bloom.id(), "pixel");
    p.bloomColour = glGetUniformLocation(p.bloom.id(), "bloomColour");
    p.bloomComposite = glGetUniformLocation(p.bloom.id(), "composite");
    glUseProgram(p.bloom.id());
    glUniform1i(glGetUniformLocation(p.bloom.id(), "scene"), 0);
    glUseProgram(0);
}

Programs::~Programs() = default;
Programs::Programs(Programs&&) noexcept = default;
Programs& Programs::operator=(Programs&&) noexcept = default;

} // namespace engine
