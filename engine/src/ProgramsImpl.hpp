// The GL programs behind engine::Programs and their uniforms. Private to the engine.
#pragma once

#include "GlObjects.hpp"
#include "engine/Palette.hpp"
#include "engine/Programs.hpp"

namespace engine {

struct Programs::Impl {
    // shaders/boxes.vert with engine::boxShaderGlsl's constants, and boxes.frag: every face of a
    // box (36 vertices), or (VISIBLE_FACES) the three an eye outside it can see (18).
    struct BoxProgram {
        gl::Program program;
        GLint viewProjection = -1, origin = -1, eye = -1, fogRange = -1, fogColour = -1;
    };
    BoxProgram boxes, visibleBoxes;
    gl::Program mesh;  // shaders/mesh.vert and mesh.frag
    GLint meshViewProjection = -1, meshEye = -1, meshFogRange = -1, meshFogColour = -1;
    gl::Program daySky;  // shaders/daysky.vert and daysky.frag
    GLint daySkyUnproject = -1, daySkyHorizon = -1, daySkyZenith = -1, daySkyGround = -1;
    gl::Program night;  // shaders/night.vert and night.frag: Pixel City's pieces and glows
    GLint nightViewProjection = -1, nightEye = -1, nightFogRange = -1, nightFlatWalls = -1, nightWireframe = -1;
    gl::Program sky;  // shaders/sky.vert and sky.frag: the night sky band
    GLint skyRotationProjection = -1, skyBandTop = -1;
    gl::Program bloom;  // shaders/bloom.vert and bloom.frag
    GLint bloomPixel = -1, bloomColour = -1, bloomComposite = -1;
    // shaders/crush.vert and crush.frag, one program a palette (engine::paletteShaderGlsl's
    // constants compiled in). Their one uniform, the frame copy's sampler, is unit 0 for good.
    gl::Program crushEga, crushCga;

    // The crush program for `palette`; 0 for none.
    GLuint crush(Palette palette) const {
        switch (palette) {
        case Palette::ega: return crushEga.id();
        case Palette::cga: return crushCga.id();
        case Palette::none: break;
        }
        return 0;
    }
};

} // namespace engine
