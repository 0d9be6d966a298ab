#include "engine/OverlayRenderer.hpp"

#include "engine/Gl.hpp"

#include "GlApi.hpp"
#include <imgui.h>
#if __has_include(<imgui_impl_opengl3.h>)  // vcpkg puts the backends beside imgui.h
#include <imgui_impl_opengl3.h>
#else  // Debian keeps them in backends/
#include <backends/imgui_impl_opengl3.h>
#endif

#include "PassState.hpp"

namespace engine {

OverlayRenderer::OverlayRenderer() {
    // The backend picks its shaders by this line: GLSL ES 3.00 for an OpenGL ES context (--gl es).
    const char* version = gl::contextIsEs() ? "#version 300 es" : "#version 330 core";
    if (!ImGui_ImplOpenGL3_Init(version)) throw GlError("the overlay's OpenGL 3 renderer did not start");
}

OverlayRenderer::~OverlayRenderer() { ImGui_ImplOpenGL3_Shutdown(); }

void OverlayRenderer::newFrame() { ImGui_ImplOpenGL3_NewFrame(); }

void OverlayRenderer::draw(const Frame& frame) {
    if (frame.empty()) return;
    // ImGui's backend sets the state it draws in (blending, scissors); whatever it leaves, the
    // frame gets back the state it had.
    const ScopedPassState scoped(overTheFrame(frame.width, frame.height));
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

} // namespace engine
