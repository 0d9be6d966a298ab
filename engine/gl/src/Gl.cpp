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
GlInfo loadGl(GlProcLoader, GlProfile) {
    GlInfo info;
    info.profile = GlProfile::es;
    info.major = 3;
    info.minor = 0;
    info.version = glString(GL_VERSION);
    info.renderer = glString(GL_RENDERER);
    return info;
}
#else
GlInfo loadGl(GlProcLoader loader, GlProfile profile) {
    const bool es = profile == GlProfile::es;
    // One glad loader, both APIs over the same function pointers (glad/CMakeLists.txt).
    const int version = es ? gladLoadGLES2(reinterpret_cast<GLADloadfunc>(loader))
                           : gladLoadGL(reinterpret_cast<GLADloadfunc>(loader));
    if (version == 0) throw GlError("could not load any OpenGL functions from the context");
    GlInfo info;
    info.profile = profile;
    info.major = GLAD_VERSION_MAJOR(version);
    info.minor = GLAD_VERSION_MINOR(version);
    info.version = glString(GL_VERSION);
    info.renderer = glString(GL_RENDERER);
    const bool tooOld = es ? info.major < 3 : info.major < 3 || (info.major == 3 && info.minor < 3);
    if (tooOld) {
        throw GlError(std::string(es ? "OpenGL ES 3.0" : "OpenGL 3.3 core") + " is needed, but the context is " +
                      (es ? "" : "OpenGL ") + info.version + " on " + info.renderer);
    }
    return info;
}
#endif

void waitForGpu() { glFinish(); }

} // namespace engine
