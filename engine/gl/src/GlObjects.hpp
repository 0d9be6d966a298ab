// Move-only owners of OpenGL objects (each deletes its object when it goes out of scope), and
// the shader compiler's one way in.
// Private to the engine, like every GL call.
#pragma once

#include <string>

#include "GlApi.hpp"

#include <utility>

namespace engine::gl {

template <typename Traits>
class Object {
public:
    Object() = default;
    explicit Object(GLuint id) : id_(id) {}
    ~Object() { reset(); }
    Object(const Object&) = delete;
    Object& operator=(const Object&) = delete;
    Object(Object&& other) noexcept : id_(std::exchange(other.id_, 0)) {}
    Object& operator=(Object&& other) noexcept {
        if (this != &other) {
            reset();
            id_ = std::exchange(other.id_, 0);
        }
        return *this;
    }

    static Object create() { return Object(Traits::create()); }
    GLuint id() const { return id_; }

private:
    void reset() {
        if (id_ != 0) Traits::destroy(id_);
        id_ = 0;
    }
    GLuint id_ = 0;
};

struct BufferTraits {
    static GLuint create() { GLuint id = 0; glGenBuffers(1, &id); return id; }
    static void destroy(GLuint id) { glDeleteBuffers(1, &id); }
};
struct VertexArrayTraits {
    static GLuint create() { GLuint id = 0; glGenVertexArrays(1, &id); return id; }
    static void destroy(GLuint id) { glDeleteVertexArrays(1, &id); }
};
struct FramebufferTraits {
    static GLuint create() { GLuint id = 0; glGenFramebuffers(1, &id); return id; }
    static void destroy(GLuint id) { glDeleteFramebuffers(1, &id); }
};
struct RenderbufferTraits {
    static GLuint create() { GLuint id = 0; glGenRenderbuffers(1, &id); return id; }
    static void destroy(GLuint id) { glDeleteRenderbuffers(1, &id); }
};
struct TextureTraits {
    static GLuint create() { GLuint id = 0; glGenTextures(1, &id); return id; }
    static void destroy(GLuint id) { glDeleteTextures(1, &id); }
};
struct ShaderTraits {
    static void destroy(GLuint id) { glDeleteShader(id); }
};
struct ProgramTraits {
    static void destroy(GLuint id) { glDeleteProgram(id); }
};

using Buffer = Object<BufferTraits>;
using VertexArray = Object<VertexArrayTraits>;
using Framebuffer = Object<FramebufferTraits>;
using Renderbuffer = Object<RenderbufferTraits>;
using Texture = Object<TextureTraits>;
using Shader = Object<ShaderTraits>;
using Program = Object<ProgramTraits>;

// Compiles and links a vertex and a fragment shader (each with the platform's first line, GlApi.hpp).
// Throws engine::GlError with the compiler's or linker's log: a shader that fails is an error,
// never a half-working program.
Program linkProgram(const char* name, const char* vertexSource, const char* fragmentSource);

// linkProgram in two halves. startLinking asks for the compile and the link and returns at once,
// asking nothing back; finishLinking reads their status (throwing as linkProgram does) and
// returns the program. Between them, a GL that works apart from its caller (a browser's GPU
// process) compiles while the caller does something else: the status is the first round trip.
struct LinkingProgram {
    std::string name;
    Shader vertex, fragment;
    Program program;
};
LinkingProgram startLinking(const char* name, const char* vertexSource, const char* fragmentSource);
Program finishLinking(LinkingProgram&& linking);

} // namespace engine::gl
