#include "engine/Programs.hpp"

#include "ProgramsImpl.hpp"
#include "engine/BoxRecord.hpp"
#include "engine/Palette.hpp"
#include "Shaders.hpp"

#include <string>
#include <vector>

namespace engine {
namespace {

// `source` with `constants` inserted after its #version line (which must stay first).
std::string withConstants(const char* source, const std::string& constants) {
    const std::string text = source;
    const std::size_t firstLine = text.find('\n') + 1;
    return text.substr(0, firstLine) + constants + text.substr(firstLine);
}

// Sets a sampler uniform to its texture unit, once: no draw changes it.
void bindSampler(GLuint program, const char* name, GLint unit) {
    glUseProgram(program);
    glUniform1i(glGetUniformLocation(program, name), unit);
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
    bindSampler(id, "boxes", 0);
    return p;
}

// crush.frag for one palette: its table and the Bayer matrix as constants, so the loop over
// the palette has a fixed length the compiler can unroll, and no uniforms to set per frame.
gl::Program crushProgram(const char* name, Palette palette) {
    const std::string fragment = withConstants(shaders::crushFRAG, paletteShaderGlsl(palette));
    gl::Program program = gl::linkProgram(name, shaders::crushVERT, fragment.c_str());
    bindSampler(program.id(), "frame", 0);
    return program;
}

// `slot`, made by `make` if it is empty.
template <typename Program, typename Make>
const Program& madeOnce(std::optional<Program>& slot, Make make) {
    if (!slot) slot.emplace(make());
    return *slot;
}

} // namespace

const Programs::Impl::BoxProgram& Programs::Impl::boxes() const {
    return madeOnce(boxes_, [] { return boxProgram("box", false); });
}

const Programs::Impl::BoxProgram& Programs::Impl::visibleBoxes() const {
    return madeOnce(visibleBoxes_, [] { return boxProgram("box (visible faces)", true); });
}

const Programs::Impl::MeshProgram& Programs::Impl::mesh() const {
    return madeOnce(mesh_, [] {
        MeshProgram p;
        p.program = gl::linkProgram("mesh", shaders::meshVERT, shaders::meshFRAG);
        const GLuint id = p.program.id();
        p.viewProjection = glGetUniformLocation(id, "viewProjection");
        p.eye = glGetUniformLocation(id, "eye");
        p.fogRange = glGetUniformLocation(id, "fogRange");
        p.fogColour = glGetUniformLocation(id, "fogColour");
        return p;
    });
}

const Programs::Impl::DaySkyProgram& Programs::Impl::daySky() const {
    return madeOnce(daySky_, [] {
        DaySkyProgram p;
        p.program = gl::linkProgram("day sky", shaders::dayskyVERT, shaders::dayskyFRAG);
        const GLuint id = p.program.id();
        p.unproject = glGetUniformLocation(id, "unproject");
        p.horizon = glGetUniformLocation(id, "horizon");
        p.zenith = glGetUniformLocation(id, "zenith");
        p.ground = glGetUniformLocation(id, "ground");
        return p;
    });
}

namespace {

// A shader's programs: the night's (night.vert and night.frag) and the bloom's copies (bloom.vert
// and bloom.frag), each with its defines.
struct ShaderVariant {
    const char* name;
    const char* defines;
};
constexpr ShaderVariant kNightPieces{"night pieces", ""}, kNightDayPieces{"night day pieces", "#define DAY\n"},
    kNightFlatPieces{"night flat pieces", "#define FLAT_WALLS\n"},
    kNightLines{"night lines", "#define WIREFRAME\n"}, kNightGlows{"night glows", "#define GLOWS\n"};
constexpr const char* kBloomName = "bloom";
constexpr ShaderVariant kFrameCopy{"frame copy", "#define COPY\n"}, kBloomSource{"bloom source", "#define BLOOM_SOURCE\n"},
    kBloomComposite{"bloom composite", "#define WITH_GLOW\n"};
std::string nightFragment(const ShaderVariant& variant) { return withConstants(shaders::nightFRAG, variant.defines); }
std::string copyFragment(const ShaderVariant& variant) { return withConstants(shaders::bloomFRAG, variant.defines); }

// A copy of bloom.frag's, its textures on units 0 (scene) and 1 (glow, WITH_GLOW's only).
gl::Program copyProgram(const Programs::Impl& programs, const ShaderVariant& variant) {
    gl::Program program = programs.linked(variant.name, shaders::bloomVERT, copyFragment(variant));
    bindSampler(program.id(), "scene", 0);
    bindSampler(program.id(), "glow", 1);
    return program;
}

Programs::Impl::NightProgram nightProgram(const Programs::Impl& programs, const ShaderVariant& variant) {
    Programs::Impl::NightProgram p;
    p.program = programs.linked(variant.name, shaders::nightVERT, nightFragment(variant));
    const GLuint id = p.program.id();
    p.viewProjection = glGetUniformLocation(id, "viewProjection");
    p.eye = glGetUniformLocation(id, "eye");
    p.fogRange = glGetUniformLocation(id, "fogRange");
    p.fogAxis = glGetUniformLocation(id, "fogAxis");
    p.skyShape = glGetUniformLocation(id, "skyShape");
    p.originalLook = glGetUniformLocation(id, "originalLook");
    p.fogColour = glGetUniformLocation(id, "fogColour");
    p.shadowed = glGetUniformLocation(id, "shadowed");
    p.sunViewProjection = glGetUniformLocation(id, "sunViewProjection");
    p.towardSun = glGetUniformLocation(id, "towardSun");
    p.daylight = glGetUniformLocation(id, "daylight");
    p.dusk = glGetUniformLocation(id, "dusk");
    p.sunShare = glGetUniformLocation(id, "sunShare");
    p.streetLights = glGetUniformLocation(id, "streetLights");
    p.bloomFogRange = glGetUniformLocation(id, "bloomFogRange");
    bindSampler(id, "windows", 0);  // texture units
    bindSampler(id, "logos", 1);
    bindSampler(id, "skyBand", 2);  // the glows' only
    bindSampler(id, "shadowMap", 3);  // the pieces' only
    return p;
}

} // namespace

const Programs::Impl::NightProgram& Programs::Impl::nightPieces(bool flatWalls, bool day) const {
    if (flatWalls) return madeOnce(nightFlatPieces_, [this] { return nightProgram(*this, kNightFlatPieces); });
    if (day) return madeOnce(nightDayPieces_, [this] { return nightProgram(*this, kNightDayPieces); });
    return madeOnce(nightPieces_, [this] { return nightProgram(*this, kNightPieces); });
}

const Programs::Impl::NightProgram& Programs::Impl::nightLines() const {
    return madeOnce(nightLines_, [this] { return nightProgram(*this, kNightLines); });
}

const Programs::Impl::NightProgram& Programs::Impl::nightGlows() const {
    return madeOnce(nightGlows_, [this] { return nightProgram(*this, kNightGlows); });
}

const Programs::Impl::BloomProgram& Programs::Impl::bloom() const {
    return madeOnce(bloom_, [this] {
        BloomProgram p;
        p.program = linked(kBloomName, shaders::bloomVERT, shaders::bloomFRAG);
        p.pixel = glGetUniformLocation(p.program.id(), "pixel");
        p.colour = glGetUniformLocation(p.program.id(), "bloomColour");
        p.sky = glGetUniformLocation(p.program.id(), "sky");
        // The original's 37 copies: a 7 x 7 grid 5 pixels apart, its diagonals left out but the
        // middle. Set once: no frame changes them.
        std::vector<GLfloat> taps;
        for (int i = -3; i <= 3; i++) {
            for (int j = -3; j <= 3; j++) {
                if ((i == j || i == -j) && i != 0) continue;
                taps.push_back(GLfloat(5 * i));
                taps.push_back(GLfloat(5 * j));
            }
        }
        glUseProgram(p.program.id());
        glUniform1i(glGetUniformLocation(p.program.id(), "tapCount"), GLint(taps.size() / 2));
        glUniform2fv(glGetUniformLocation(p.program.id(), "taps"), GLsizei(taps.size() / 2), taps.data());
        bindSampler(p.program.id(), "scene", 0);
        return p;
    });
}

const gl::Program& Programs::Impl::frameCopy() const {
    return madeOnce(frameCopy_, [this] { return copyProgram(*this, kFrameCopy); });
}

const Programs::Impl::BloomSourceProgram& Programs::Impl::bloomSource() const {
    return madeOnce(bloomSource_, [this] {
        BloomSourceProgram p;
        p.program = copyProgram(*this, kBloomSource);
        p.area = glGetUniformLocation(p.program.id(), "area");
        p.areaTexels = glGetUniformLocation(p.program.id(), "areaTexels");
        p.sky = glGetUniformLocation(p.program.id(), "sky");
        p.tapStep = glGetUniformLocation(p.program.id(), "tapStep");
        return p;
    });
}

const gl::Program& Programs::Impl::bloomComposite() const {
    return madeOnce(bloomComposite_, [this] { return copyProgram(*this, kBloomComposite); });
}

GLuint Programs::Impl::crush(Palette palette) const {
    switch (palette) {
    case Palette::ega: return madeOnce(crushEga_, [] { return crushProgram("EGA crush", Palette::ega); }).id();
    case Palette::cga: return madeOnce(crushCga_, [] { return crushProgram("CGA crush", Palette::cga); }).id();
    case Palette::none: break;
    }
    return 0;
}

gl::Program Programs::Impl::linked(const char* name, const std::string& vertex, const std::string& fragment) const {
    const auto started = linking_.find(name);
    if (started == linking_.end()) return gl::linkProgram(name, vertex.c_str(), fragment.c_str());
    gl::LinkingProgram linking = std::move(started->second);
    linking_.erase(started);
    return gl::finishLinking(std::move(linking));
}

// What a night frame draws with: the lit pieces, the glows, the bloom and the frame copy it
// reads (the flat and wireframe looks' variants wait for their look).
void Programs::Impl::startNight() const {
    const auto start = [this](const char* name, const std::string& vertex, const std::string& fragment) {
        if (!linking_.count(name)) linking_.emplace(name, gl::startLinking(name, vertex.c_str(), fragment.c_str()));
    };
    if (!nightPieces_) start(kNightPieces.name, shaders::nightVERT, nightFragment(kNightPieces));
    if (!nightGlows_) start(kNightGlows.name, shaders::nightVERT, nightFragment(kNightGlows));
    if (!bloom_) start(kBloomName, shaders::bloomVERT, shaders::bloomFRAG);
    if (!frameCopy_) start(kFrameCopy.name, shaders::bloomVERT, copyFragment(kFrameCopy));
    if (!bloomSource_) start(kBloomSource.name, shaders::bloomVERT, copyFragment(kBloomSource));
    if (!bloomComposite_) start(kBloomComposite.name, shaders::bloomVERT, copyFragment(kBloomComposite));
    for (const auto& [name, linking] : linking_) gl::linkNow(linking.program.id());
}

void Programs::startNightCompile() const { impl_->startNight(); }

Programs::Programs() : impl_(std::make_unique<Impl>()) {}
Programs::~Programs() = default;
Programs::Programs(Programs&&) noexcept = default;
Programs& Programs::operator=(Programs&&) noexcept = default;

} // namespace engine
