// engine::NightRenderer — draws Pixel City at night into the frame the app began: the sky band,
// the buildings with their window sheets, the street lights and this moment's glows (lights and
// cars) added on top, then the bloom and, in the letterbox look, the black bars.
//
// It owns the GPU copies: the baked mesh, the nine window sheets as one mipmapped texture array,
// the sky band and the logo sheet. The look (fog, bloom, flat walls, wireframe, letterbox) is
// the frame's FrameStyle::night. It never clears the frame, never culls (the caller passes the
// cells to draw: engine::visibleNightCells) and never reads the clock.
// Needs a current OpenGL 3.3 core context and the context's Programs, which must outlive it;
// move-only, destroy it before the context.
#pragma once

#include "engine/Frame.hpp"
#include "engine/Image.hpp"
#include "engine/NightMesh.hpp"
#include "engine/Programs.hpp"

#include <cstddef>
#include <memory>
#include <vector>

namespace engine {

// What a frame cost: its vertices and its draw calls, counted as they are issued.
struct NightDrawFigures {
    std::size_t vertices = 0;
    int drawCalls = 0;
};

class NightRenderer {
public:
    NightRenderer(const Programs& programs, const NightMesh& mesh,
                  const std::vector<zs::pixelcity::WindowSheet>& sheets, const Image& sky, const Image& logos,
                  const glm::vec3& bloomColour);
    ~NightRenderer();
    NightRenderer(NightRenderer&&) noexcept;
    NightRenderer& operator=(NightRenderer&&) noexcept;

    // `cells` are indices into the mesh's cells; `glows` this moment's additive quads.
    NightDrawFigures draw(const Frame& frame, const CameraPose& pose, const std::vector<int>& cells,
                          const std::vector<NightVertex>& glows);

    std::size_t gpuBytes() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace engine
