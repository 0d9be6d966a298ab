#include "engine/Programs.hpp"

#include "ProgramsImpl.hpp"
#include "engine/BoxRecord.hpp"
#include "engine/Palette.hpp"
#include "engine/Shaders.hpp"

#include <string>

namespace engine {
namespace {

// `source` with `constants` inserted after its #version line (which must stay first).
std::string withConstants(const char* source, const std::string& constants) {
    const std::string text = source;
    const std::size_t firstLine = text.find('\n') + 1;
    return text.substr(0, firstLine) + constants + text.substr(firstLine);
}

// boxes.vert with the corner and shade tables inserted after its #version line, and for the
// visible faces the define that picks them.
Programs::Impl::BoxProgram boxProgram(const char* name, bool visibleFaces) {
    const std::string vertex =
        withConstants(shaders::boxesVERT, (visibleFaces ? "#define VISIBLE_FACES\n" : "") + boxShaderGlsl());
    Programs::Impl::BoxProgram p;
    p.program = gl::linkProgram(name, vertex.c_str(), shaders::boxesFRAG);
    const GLuint id = p.program.id();
    p.viewProjection = glGetUniformLocation(id, "viewProjection");
    p.origin = glGetUniformLocation(id, "origin");
    p.eye = glGetUniformLocation(id, "eye");
    p.fogRange = glGetUniformLocation(id, "fogRange");
    p.fogColour = glGetUniformLocation(id, "fogColour");
    glUseProgram(id);
    glUniform1i(glGetUniformLocation(id, "boxes"), 0);  // texture unit 0
    glUseProgram(0);
    return p;
}

// crush.frag for one palette: its table and the Bayer matrix as constants, so the loop over
// the palette has a fixed length the compiler can unroll, and no uniforms to set per frame.
gl::Program crushProgram(const char* name, Palette palette) {
    const std::string fragment = withConstants(shaders::crushFRAG, paletteShaderGlsl(palette));
    gl::Program program = gl::linkProgram(name, shaders::crushVERT, fragment.c_str());
    glUseProgram(program.id());
    glUniform1i(glGetUniformLocation(program.id(), "frame"), 0);  // texture unit 0
    return program;
}

} // namespace

Programs::Programs() : impl_(std::make_unique<Impl>()) {
    Impl& p = *impl_;
    p.boxes = boxProgram("box", false);
    p.visibleBoxes = boxProgram("box (visible faces)", true);
    p.mesh = gl::linkProgram("mesh", shaders::meshVERT, shaders::meshFRAG);
    p.meshViewProjection = glGetUniformLocation(p.mesh.id(), "viewProjection");
    p.meshEye = glGetUniformLocation(p.mesh.id(), "eye");
    p.meshFogRange = glGetUniformLocation(p.mesh.id(), "fogRange");
    p.meshFogColour = glGetUniformLocation(p.mesh.id(), "fogColour");
    p.daySky = gl::linkProgram("day sky", shaders::dayskyVERT, shaders::dayskyFRAG);
    p.daySkyUnproject = glGetUniformLocation(p.daySky.id(), "unproject");
    p.daySkyHorizon = glGetUniformLocation(p.daySky.id(), "horizon");
    p.daySkyZenith = glGetUniformLocation(p.daySky.id(), "zenith");
    p.daySkyGround = glGetUniformLocation(p.daySky.id(), "ground");

    p.night = gl::linkProgram("night", shaders::nightVERT, shaders::nightFRAG);
    const GLuint night = p.night.id();
    p.nightViewProjection = glGetUniformLocation(night, "viewProjection");
    p.nightEye = glGetUniformLocation(night, "eye");
    p.nightFogRange = glGetUniformLocation(night, "fogRange");
    p.nightFlatWalls = glGetUniformLocation(night, "flatWalls");
    p.nightWireframe = glGetUniformLocation(night, "wireframe");
    glUseProgram(night);
    glUniform1i(glGetUniformLocation(night, "windows"), 0);  // texture units
    glUniform1i(glGetUniformLocation(night, "logos"), 1);
    p.sky = gl::linkProgram("sky", shaders::skyVERT, shaders::skyFRAG);
    p.skyRotationProjection = glGetUniformLocation(p.sky.id(), "rotationProjection");
    p.skyBandTop = glGetUniformLocation(p.sky.id(), "bandTop");
    glUseProgram(p.sky.id());
    glUniform1i(glGetUniformLocation(p.sky.id(), "sky"), 0);
    p.bloom = gl::linkProgram("bloom", shaders::bloomVERT, shaders::bloomFRAG);
    p.bloomPixel = glGetUniformLocation(p.bloom.id(), "pixel");
    p.bloomColour = glGetUniformLocation(p.bloom.id(), "bloomColour");
    p.bloomComposite = glGetUniformLocation(p.bloom.id(), "composite");
    glUseProgram(p.bloom.id());
    glUniform1i(glGetUniformLocation(p.bloom.id(), "scene"), 0);
    p.crushEga = crushProgram("EGA crush", Palette::ega);
    p.crushCga = crushProgram("CGA crush", Palette::cga);
    glUseProgram(0);
}

Programs::~Programs() = default;
Programs::Programs(Programs&&) noexcept = default;
Programs& Programs::operator=(Programs&&) noexcept = default;

} // namespace engine
