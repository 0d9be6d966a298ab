// engine::loadGl — loads the OpenGL functions of the current context into this process, through
// glad: OpenGL 3.3 core, or OpenGL ES 3.0 (boards whose drivers offer no desktop OpenGL; in a
// page, WebGL 2's are the browser's: nothing is loaded, the context is only described).
//
// The window layer (the app, with SDL) creates the context and passes its function loader and
// the profile it asked for; the engine never creates windows. Throws engine::GlError, one line
// naming what was found, when the current context is older than OpenGL 3.3 core or ES 3.0.
#pragma once

#include "engine/GlProfile.hpp"

#include <stdexcept>
#include <string>

namespace engine {

struct GlError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

using GlProcLoader = void* (*)(const char* name);

struct GlInfo {
    GlProfile profile = GlProfile::core;
    int major = 0, minor = 0;
    std::string version;   // GL_VERSION
    std::string renderer;  // GL_RENDERER
};

GlInfo loadGl(GlProcLoader loader, GlProfile profile);

// Blocks until the GPU has finished all work submitted so far (glFinish): for measurements.
void waitForGpu();

} // namespace engine
