// The GL programs behind engine::Programs and their uniforms, each compiled and linked the first
// time a frame draws with it: a scene compiles what it draws and no more (Pixel City never
// compiles the box shaders, the cities never the night's), which shortens the wait for the first
// frame — most in a browser, where every link's status is a round trip to the GPU process.
// Private to the engine; used on the context's thread only.
#pragma once

#include "GlObjects.hpp"
#include "engine/Palette.hpp"
#include "engine/Programs.hpp"

#include <map>
#include <optional>
#include <string>

namespace engine {

struct Programs::Impl {
    // shaders/boxes.vert with engine::boxShaderGlsl's constants, and boxes.frag: every face of a
    // box (36 vertices), or (VISIBLE_FACES) the three an eye outside it can see (18).
    struct BoxProgram {
        gl::Program program;
        GLint viewProjection = -1, origin = -1, eye = -1, fogRange = -1, fogColour = -1;
    };
    struct MeshProgram {  // shaders/mesh.vert and mesh.frag
        gl::Program program;
        GLint viewProjection = -1, eye = -1, fogRange = -1, fogColour = -1;
    };
    struct DaySkyProgram {  // shaders/daysky.vert and daysky.frag
        gl::Program program;
        GLint unproject = -1, horizon = -1, zenith = -1, ground = -1;
    };
    struct NightProgram {  // shaders/night.vert and night.frag: Pixel City's pieces, or its glows
        gl::Program program;
        GLint viewProjection = -1, eye = -1, fogRange = -1, fogAxis = -1;
        GLint skyShape = -1, originalLook = -1, fogColour = -1;  // the original's look or the modern (NightRenderer)
        GLint shadowed = -1, sunViewProjection = -1, towardSun = -1, daylight = -1;  // the day look's sun
        GLint dusk = -1, streetLights = -1, sunShare = -1;                                // the clock's twilight
        GLint bloomFogRange = -1;  // the original's nearer fog of its bloom's source, as alpha
    };
    struct BloomProgram {  // shaders/bloom.vert and bloom.frag: the 37 taps
        gl::Program program;
        GLint pixel = -1, colour = -1, sky = -1;
    };
    struct BloomSourceProgram {  // bloom.frag with BLOOM_SOURCE: the night's picture shrunk
        gl::Program program;
        GLint area = -1, areaTexels = -1, sky = -1, tapStep = -1;
    };

    // Each made at its first use (throwing engine::GlError with the compiler's log if it fails).
    const BoxProgram& boxes() const;
    const BoxProgram& visibleBoxes() const;
    const MeshProgram& mesh() const;
    const DaySkyProgram& daySky() const;
    // Walls, logos, caps and the ground: lit windows, (day) the day look's concrete and glass
    // with the sun's shadows, or (flatWalls, first) the flat look's shading. Three programs, not
    // one with the day's branch: the night's compiles without the day's code and its shadow
    // sampler: a cold start takes 5-7% less CPU with llvmpipe (medians of 11: 0.61 -> 0.57 s and
    // 0.57 -> 0.54 s), the pictures the same pixel for pixel.
    const NightProgram& nightPieces(bool flatWalls, bool day) const;
    const NightProgram& nightLines() const;   // the wireframe look's overlay
    const NightProgram& nightGlows() const;   // street lights, roof lights, cars, the sky band
    const BloomProgram& bloom() const;
    // bloom.frag with COPY: a texture (unit 0) over the viewport as it is.
    const gl::Program& frameCopy() const;
    // The night's own picture (unit 0) as the bloom's source, the first step of its shrinking;
    // and that picture put into the frame with the bloom's sum (unit 1) added. Programs of their
    // own, not the frame copy's with a uniform choosing: llvmpipe ran each copy's branches all.
    const BloomSourceProgram& bloomSource() const;
    const gl::Program& bloomComposite() const;
    // shaders/crush.vert and crush.frag for `palette`, its table compiled in; 0 for none. Its one
    // uniform, the frame copy's sampler, is unit 0 for good.
    GLuint crush(Palette palette) const;

    // Programs::startNightCompile's: the night's programs asked for, not yet checked.
    void startNight() const;
    // The program `name` from these sources: the one startNight began, finished, or a new one.
    gl::Program linked(const char* name, const std::string& vertex, const std::string& fragment) const;

private:
    mutable std::map<std::string, gl::LinkingProgram> linking_;
    mutable std::optional<BoxProgram> boxes_, visibleBoxes_;
    mutable std::optional<MeshProgram> mesh_;
    mutable std::optional<DaySkyProgram> daySky_;
    mutable std::optional<NightProgram> nightPieces_, nightDayPieces_, nightFlatPieces_, nightLines_, nightGlows_;
    mutable std::optional<BloomProgram> bloom_;
    mutable std::optional<gl::Program> frameCopy_, bloomComposite_;
    mutable std::optional<BloomSourceProgram> bloomSource_;
    mutable std::optional<gl::Program> crushEga_, crushCga_;
};

} // namespace engine
