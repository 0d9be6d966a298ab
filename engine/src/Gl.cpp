#include "engine/Gl.hpp"

#include "GlApi.hpp"

namespace engine {
namespace {

std::string glString(GLenum name) {
    const auto* text = reinterpret_cast<const char*>(glGetString(name));
    return text ? text : "(unknown)";
}

} // namespace

#ifdef __EMSCRIPTEN__
// The page's WebGL 2 context: its functions are the browser's, there is nothing to load.
GlInfo loadGl(GlProcLoader) {
    GlInfo info;
    info.major = 3;
    info.minor = 0;
    info.version = glString(GL_VERSION);
    info.renderer = glString(GL_RENDERER);
    return info;
}
#else
GlInfo loadGl(GlProcLoader loader) {
    const int version = gladLoadGL(reinterpret_cast<GLADloadfunc>(loader));
    if (version == 0) throw GlError("could not load any OpenGL functions from the context");
    GlInfo info;
    info.major = GLAD_VERSION_MAJOR(version);
    info.minor = GLAD_VERSION_MINOR(version);
    info.version = glString(GL_VERSION);
    info.renderer = glString(GL_RENDERER);
    if (info.major < 3 || (info.major == 3 && info.minor < 3)) {
        throw GlError("OpenGL 3.3 core is needed, but the context is OpenGL " + info.version + " on " +
                      info.renderer);
    }
    return info;
}
#endif

void waitForGpu() { glFinish(); }

} // namespace engine
