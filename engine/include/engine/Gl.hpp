// engine::loadGl — loads the OpenGL 3.3 core functions into this process, through glad (in a
// page, WebGL 2's are the browser's: nothing is loaded, the context is only described).
//
// The window layer (the app, with SDL) creates the context and passes its function loader;
// the engine never creates windows. Throws engine::GlError, one line naming what was found,
// when the current context is not OpenGL 3.3 core or newer.
#pragma once

#include <stdexcept>
#include <string>

namespace engine {

struct GlError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

using GlProcLoader = void* (*)(const char* name);

struct GlInfo {
    int major = 0, minor = 0;
    std::string version;   // GL_VERSION
    std::string renderer;  // GL_RENDERER
};

GlInfo loadGl(GlProcLoader loader);

// Blocks until the GPU has finished all work submitted so far (glFinish): for measurements.
void waitForGpu();

} // namespace engine
