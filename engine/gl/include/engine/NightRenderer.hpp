// engine::NightRenderer — draws Pixel City at night into the frame the app began: the sky band,
// the buildings with their window sheets, the street lights and this moment's glows (lights and
// cars) added on top, then the bloom and, in the letterbox look, the black bars.
//
// It owns the GPU copies of what every tile shares: the nine window sheets as one mipmapped
// texture array, the sky band and the logo sheet; a tile's baked mesh is a NightTileMesh (the one
// city of a scene, owned here, or the many tiles of an endless night, owned by the caller). Each
// tile is drawn in its own coordinates from the pose moved by its origin. The look (fog, bloom,
// flat walls, wireframe, letterbox) is the frame's FrameStyle::night. It never clears the frame,
// never culls (the caller passes the cells to draw: engine::visibleNightCells) and never reads
// the clock.
// Needs a current OpenGL 3.3 core context and the context's Programs, which must outlive it;
// move-only, destroy it before the context.
#pragma once

#include "engine/Frame.hpp"
#include "engine/Image.hpp"
#include "engine/NightMesh.hpp"
#include "engine/Programs.hpp"

#include <glm/glm.hpp>

#include <array>
#include <cstddef>
#include <memory>
#include <vector>

namespace engine {

// The frame's passes, in the order they are drawn (a pass a look leaves out takes no time).
enum class NightPass { shadowMap, opaque, silhouettes, ground, wireframe, glows, bloomCopy, sky, bloomAdd, count };
const char* nightPassName(NightPass pass);  // "shadow-map", "ground", … as docs/performance.md names them

// What a frame cost: its vertices and its draw calls, counted as they are issued, and, when the
// caller asked (timePasses), each pass's wall time in milliseconds with the GPU waited for after it.
struct NightDrawFigures {
    std::size_t vertices = 0;
    int drawCalls = 0;
    std::array<double, static_cast<std::size_t>(NightPass::count)> passMs{};
};

// One tile's baked mesh on the GPU. Move-only; destroy it before the context.
class NightTileMesh {
public:
    explicit NightTileMesh(const NightMesh& mesh);  // uploads its vertices
    ~NightTileMesh();
    NightTileMesh(NightTileMesh&&) noexcept;
    NightTileMesh& operator=(NightTileMesh&&) noexcept;
    std::size_t gpuBytes() const;

private:
    friend class NightRenderer;
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// A tile this frame: its mesh, where its (0, 0, 0) is in the world, its cells to draw, this
// moment's glows (lights, blinkers, cars) in its own coordinates, and the cells beyond the fog
// that hide the sky band (engine::silhouetteNightCells; none: nullptr).
struct NightTilePass {
    const NightTileMesh* mesh = nullptr;
    glm::dvec3 origin{0};
    const std::vector<int>* cells = nullptr;
    std::vector<NightVertex> glows;
    const std::vector<int>* silhouettes = nullptr;
};

class NightRenderer {
public:
    // A scene's one city: its mesh is uploaded and kept here, at the origin.
    NightRenderer(const Programs& programs, const NightMesh& mesh,
                  const std::vector<zs::pixelcity::WindowSheet>& sheets, const Image& sky, const Image& logos,
                  const glm::vec3& bloomColour);
    // The shared parts only: the tiles come with each draw.
    NightRenderer(const Programs& programs, const std::vector<zs::pixelcity::WindowSheet>& sheets, const Image& sky,
                  const Image& logos, const glm::vec3& bloomColour);
    ~NightRenderer();
    NightRenderer(NightRenderer&&) noexcept;
    NightRenderer& operator=(NightRenderer&&) noexcept;

    // `cells` are indices into the mesh's cells; `glows` this moment's additive quads;
    // `silhouettes` the cells beyond the fog, whose depth alone shows (silhouetteNightCells).
    NightDrawFigures draw(const Frame& frame, const CameraPose& pose, const std::vector<int>& cells,
                          const std::vector<NightVertex>& glows, const std::vector<int>& silhouettes = {});
    // Any number of tiles: their ground, then their pieces, then their light, then the bloom and sky.
    NightDrawFigures draw(const Frame& frame, const CameraPose& pose, const std::vector<NightTilePass>& tiles);

    // The nine sheets again (as many as before), uploaded in place of the old: a look that wears
    // the other rules' windows (app::sheetRulesFor). Between frames only.
    void uploadWindowSheets(const std::vector<zs::pixelcity::WindowSheet>& sheets);

    // A measure, not a look: with it on, each draw waits for the GPU after every pass (glFinish)
    // and reports the passes' times in its figures, so a frame costs more. Off by default.
    void timePasses(bool on);

    std::size_t gpuBytes() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace engine
