// engine::OverlayRenderer — draws the on-screen overlay (help, status line, messages, seed box)
// over a finished frame: Dear ImGui's draw lists through its OpenGL 3 backend.
//
// What the overlay says is built elsewhere (app/platform/src/Overlay.cpp, with ImGui's widgets); this
// only turns the built frame's draw data into GL calls, as every GL call is the engine's.
// Needs a current OpenGL 3.3 core context and a current ImGui context, both outliving it; call
// newFrame() before ImGui::NewFrame() and draw() after ImGui::Render(), last in the frame (after
// the colour crush, so the text stays readable). Built only where Dear ImGui was found
// (ZCITY_HAVE_IMGUI). Not copyable or movable: ImGui's backend is one per context.
#pragma once

#include "engine/Frame.hpp"

namespace engine {

class OverlayRenderer {
public:
    OverlayRenderer();
    ~OverlayRenderer();
    OverlayRenderer(const OverlayRenderer&) = delete;
    OverlayRenderer& operator=(const OverlayRenderer&) = delete;

    // Makes the font texture on the first call; before ImGui::NewFrame().
    void newFrame();
    // Draws ImGui's last rendered frame over `frame` (blended, no depth), leaving the GL state
    // as beginFrame sets it.
    void draw(const Frame& frame);
};

} // namespace engine
