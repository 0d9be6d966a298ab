#include "GlObjects.hpp"

#include "engine/Gl.hpp"

#include <string>
#include <string_view>

namespace engine::gl {
namespace {

std::string trimmedLog(std::string log) {
    while (!log.empty() && (log.back() == '\n' || log.back() == '\0' || log.back() == ' ')) log.pop_back();
    for (char& c : log) {
        if (c == '\n') c = ' ';  // errors are one line
    }
    return log;
}

// The shader's or program's info log, on one line: glGetShaderiv/InfoLog or glGetProgramiv/InfoLog.
template <typename GetLength, typename GetLog>
std::string infoLog(GLuint object, GetLength getLength, GetLog getLog) {
    GLint length = 0;
    getLength(object, GL_INFO_LOG_LENGTH, &length);
    std::string log(static_cast<std::size_t>(length > 0 ? length : 1), '\0');
    getLog(object, length, nullptr, log.data());
    return trimmedLog(log);
}

// Every shader's source opens with "#version 330 core"; it is compiled with the platform's first
// line (GlApi.hpp: GLSL ES 3.00 in a page and with --gl es), so one source serves every context.
Shader compile(const char* name, GLenum stage, const char* source) {
    const std::string_view text = source;
    const std::size_t body = text.find('\n') + 1;
    const std::string dialect = std::string(gl::shaderVersion()) + std::string(text.substr(body));
    const char* compiled = dialect.c_str();
    Shader shader(glCreateShader(stage));
    glShaderSource(shader.id(), 1, &compiled, nullptr);
    glCompileShader(shader.id());
    GLint ok = GL_FALSE;
    glGetShaderiv(shader.id(), GL_COMPILE_STATUS, &ok);
    if (ok != GL_TRUE) {
        const char* stageName = stage == GL_VERTEX_SHADER ? " vertex" : " fragment";
        throw GlError(std::string("the ") + name + stageName + " shader does not compile: " +
                      infoLog(shader.id(), glGetShaderiv, glGetShaderInfoLog));
    }
    return shader;
}

} // namespace

Program linkProgram(const char* name, const char* vertexSource, const char* fragmentSource) {
    const Shader vertex = compile(name, GL_VERTEX_SHADER, vertexSource);
    const Shader fragment = compile(name, GL_FRAGMENT_SHADER, fragmentSource);
    Program program(glCreateProgram());
    glAttachShader(program.id(), vertex.id());
    glAttachShader(program.id(), fragment.id());
    glLinkProgram(program.id());
    GLint ok = GL_FALSE;
    glGetProgramiv(program.id(), GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE) {
        throw GlError(std::string("the ") + name + " shaders do not link: " +
                      infoLog(program.id(), glGetProgramiv, glGetProgramInfoLog));
    }
    glDetachShader(program.id(), vertex.id());
    glDetachShader(program.id(), fragment.id());
    return program;
}

} // namespace engine::gl
