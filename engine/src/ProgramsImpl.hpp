// The GL programs behind engine::Programs and their uniforms. Private to the engine.
#pragma once

#include "GlObjects.hpp"
#include "engine/Programs.hpp"

namespace engine {

struct Programs::Impl {
    gl::Program boxes;  // shaders/boxes.vert, boxes.geom with engine::boxShaderGlsl's constants, boxes.frag
    GLint boxesViewProjection = -1, boxesOrigin = -1;
    gl::Program mesh;  // shaders/mesh.vert and mesh.frag
    GLint meshViewProjection = -1;
};

} // namespace engine
