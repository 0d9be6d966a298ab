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
Shader startCompile(GLenum stage, const char* source) {
    const std::string_view text = source;
    const std::size_t body = text.find('\n') + 1;
    const std::string dialect = std::string(gl::shaderVersion()) + std::string(text.substr(body));
    const char* compiled = dialect.c_str();
    Shader shader(glCreateShader(stage));
    glShaderSource(shader.id(), 1, &compiled, nullptr);
    glCompileShader(shader.id());
    return shader;
}

void checkCompiled(const std::string& name, const Shader& shader, GLenum stage) {
    GLint ok = GL_FALSE;
    glGetShaderiv(shader.id(), GL_COMPILE_STATUS, &ok);
    if (ok != GL_TRUE) {
        const char* stageName = stage == GL_VERTEX_SHADER ? " vertex" : " fragment";
        throw GlError("the " + name + stageName + " shader does not compile: " +
                      infoLog(shader.id(), glGetShaderiv, glGetShaderInfoLog));
    }
}

} // namespace

LinkingProgram startLinking(const char* name, const char* vertexSource, const char* fragmentSource) {
    LinkingProgram linking{name, startCompile(GL_VERTEX_SHADER, vertexSource),
                           startCompile(GL_FRAGMENT_SHADER, fragmentSource), Program(glCreateProgram())};
    glAttachShader(linking.program.id(), linking.vertex.id());
    glAttachShader(linking.program.id(), linking.fragment.id());
    glLinkProgram(linking.program.id());
    return linking;
}

Program finishLinking(LinkingProgram&& linking) {
    GLint ok = GL_FALSE;
    glGetProgramiv(linking.program.id(), GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE) {  // a shader that does not compile says so, not only that the link failed
        checkCompiled(linking.name, linking.vertex, GL_VERTEX_SHADER);
        checkCompiled(linking.name, linking.fragment, GL_FRAGMENT_SHADER);
        throw GlError("the " + linking.name + " shaders do not link: " +
                      infoLog(linking.program.id(), glGetProgramiv, glGetProgramInfoLog));
    }
    glDetachShader(linking.program.id(), linking.vertex.id());
    glDetachShader(linking.program.id(), linking.fragment.id());
    return std::move(linking.program);
}

Program linkProgram(const char* name, const char* vertexSource, const char* fragmentSource) {
    return finishLinking(startLinking(name, vertexSource, fragmentSource));
}

} // namespace engine::gl
