// The one place where desktop OpenGL 3.3 core and OpenGL ES 3.0 (the browser's WebGL 2, and
// --gl es on the desktop) differ, for the engine's own sources: which header declares the GL
// functions, the first line every shader is compiled with, glPolygonMode, which only desktop
// OpenGL has, and asking for errors, which only a native program can afford. Everything else the
// engine calls is in both. Private to the engine, like every GL call.
#pragma once

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#include <glad/gl.h>

#include <cstring>
#endif

namespace engine::gl {

// Whether the current context is OpenGL ES (always, in a page): asked of the context itself,
// which knows, rather than remembered beside glad's function pointers.
inline bool contextIsEs() {
#ifdef __EMSCRIPTEN__
    return true;
#else
    const auto* version = reinterpret_cast<const char*>(glGetString(GL_VERSION));
    return version && std::strncmp(version, "OpenGL ES", 9) == 0;
#endif
}

// The first lines of every shader. GLSL ES 3.00 gives float and int a default precision only in
// some stages, and the samplers the shaders use (arrays, unsigned) none: all highp, which is
// what GLSL 3.30 means everywhere.
inline const char* shaderVersion() {
    return contextIsEs() ? "#version 300 es\n"
                           "precision highp float;\n"
                           "precision highp int;\n"
                           "precision highp sampler2D;\n"
                           "precision highp sampler2DArray;\n"
                           "precision highp sampler2DShadow;\n"
                           "precision highp usampler2D;\n"
                         : "#version 330 core\n";
}

// Draws the faces that follow as their edges (lines = true) or filled again (false), with
// glPolygonMode. Returns false where there is none (OpenGL ES): the caller then draws the edges
// as lines itself.
inline bool drawFacesAsLines(bool lines) {
#ifdef __EMSCRIPTEN__
    static_cast<void>(lines);
    return false;
#else
    if (contextIsEs()) return false;
    glPolygonMode(GL_FRONT_AND_BACK, lines ? GL_LINE : GL_FILL);
    return true;
#endif
}

// Has the program linked now, on the GPU's side, while the caller goes on: a page's WebGL sends
// its commands to chromium's GPU process only when the page's task ends, and ANGLE links a
// program only when something first needs it linked, so a night scene's programs linked in its
// first frame, 70 ms of it waiting (docs/performance.md). glValidateProgram needs the link and
// asks for no answer, and the flush sends it. A native driver has linked already, or does so on
// its own threads: nothing to do there.
inline void linkNow(GLuint program) {
#ifdef __EMSCRIPTEN__
    glValidateProgram(program);
    glFlush();
#else
    static_cast<void>(program);
#endif
}

// Whether a GPU allocation just made ran out of memory: forgetErrors() before it, ranOutOfMemory()
// after. On the desktop, glGetError. A page does not ask: there each glGetError waits for the
// GPU process to finish the frame so far (66 ms a call in chromium mid-flight, which stalled
// every arena growth), and WebGL says it is out of memory by losing the context, which the
// page reports (page.js).
inline void forgetErrors() {
#ifndef __EMSCRIPTEN__
    while (glGetError() != GL_NO_ERROR) {
    }
#endif
}
inline bool ranOutOfMemory() {
#ifdef __EMSCRIPTEN__
    return false;
#else
    return glGetError() == GL_OUT_OF_MEMORY;
#endif
}

} // namespace engine::gl
