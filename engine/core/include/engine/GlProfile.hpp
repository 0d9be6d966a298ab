// engine::GlProfile — which OpenGL a context speaks, as a value the command line and the window
// can hold without any GL: desktop OpenGL 3.3 core, or OpenGL ES 3.0 (the page's WebGL 2 is ES
// 3.0). The engine draws the same pictures with both; its shaders are written in the common part
// of GLSL 3.30 and GLSL ES 3.00, and take the first line the context needs (engine/Gl.hpp).
#pragma once

namespace engine {

enum class GlProfile { core, es };

} // namespace engine
