#include "engine/NightRenderer.hpp"

#include "GlObjects.hpp"
#include "PassState.hpp"
#include "ProgramsImpl.hpp"
#include "engine/MipLevels.hpp"
#include "engine/NightSky.hpp"
#include "engine/SunLight.hpp"

#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtc/type_ptr.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace engine {
namespace {

namespace pc = zs::pixelcity;

constexpr GLfloat kBlack[4] = {0, 0, 0, 1};  // what the bloom's targets start from
// The original rendered its bloom's source at 512 x 512, halved while that was larger than its
// picture's width or height (Texture.cpp's Rebuild, RenderMaxTextureSize): 256 at 640 x 360, 64
// on a phone's 253 x 117. So here: the bloom's fixed cost falls with a small picture's pixels.
constexpr int kLargestBloomSource = 512;
constexpr int kSmallestBloomSource = 4;  // halved twice, a texel still
int bloomSourceSide(int width, int height) {
    int side = kLargestBloomSource;
    while (side > kSmallestBloomSource && (side > width || side > height)) side /= 2;
    return side;
}
// The copy is halved twice more, to 128 x 128 from 512: each texel of a half-size copy sampled linearly at
// its centre lands where four meet, so it is their box average, what a mipmap level holds. The
// bloom reads that 4 x 4 average (shaders/bloom.frag). glGenerateMipmap did this before, but
// llvmpipe compiles shaders for it at the first frame: 55-70 ms of a screenshot's run.
constexpr int kBloomHalvings = 2;
// The summed glow is the size of the halved copy its taps read: they fall about a texel apart
// there, so a larger sum adds no detail. At 256 it cost llvmpipe 7.4 ms of a 1280 x 720 frame,
// at 128 1.9 ms, no pixel of the start pose moving more than 5 levels (docs/performance.md).
constexpr double kOriginalHeight = 600; // bloom offsets are the original's pixels at its smallest window
constexpr GLfloat kFarthest = 1;          // the depth the night's own picture starts from
// The original's look: the bloom's taps at this share of the modern look's weight (the
// original's 37 x 0.07). Its source keeps the original's nearer fog (shaders/night.frag's
// bloomFogRange), measured along the view as its fog was, rounded to what a tap could add to an
// 8-bit frame (bloom.frag's tapStep), and its windows are the original's (SheetRules::original).
// At the original's own weight (1) the bloom was half as strong again as its port's; the rest is
// fitted, standing for what is not modelled (the original drew its source blended by the window
// sheets' alpha, about 0.85 on a lit pixel, and zcity's windows are brighter): over seeds 1-8 the
// overview's median mean luma is 8.00 against the port's 8.03, from high above 3.74 against 3.90,
// and the bloom from high above is 0.42 of the overview's against 0.39 (the port's 0.34-0.52;
// 0.54 before the rounding). tests/bench/original_spread.py; docs/pixelcity.md.
constexpr float kOriginalBloomWeight = 0.6f;
constexpr float kBloomTapWeight = 0.07f;  // bloom.frag's: the original's BLOOM_SCALING, a tap's share

void setVertexLayout() {
    const auto stride = static_cast<GLsizei>(sizeof(NightVertex));
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(NightVertex, x)));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(NightVertex, u)));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride, reinterpret_cast<void*>(offsetof(NightVertex, r)));
}

struct VertexList {
    gl::VertexArray array = gl::VertexArray::create();
    gl::Buffer buffer = gl::Buffer::create();
    std::size_t capacity = 0;

    void upload(const std::vector<NightVertex>& vertices, GLenum usage) {
        glBindVertexArray(array.id());
        glBindBuffer(GL_ARRAY_BUFFER, buffer.id());
        const auto bytes = static_cast<GLsizeiptr>(vertices.size() * sizeof(NightVertex));
        if (vertices.size() > capacity || usage == GL_STATIC_DRAW) {
            glBufferData(GL_ARRAY_BUFFER, bytes, vertices.data(), usage);
            capacity = vertices.size();
        } else if (!vertices.empty()) {
            glBufferSubData(GL_ARRAY_BUFFER, 0, bytes, vertices.data());
        }
        setVertexLayout();
        glBindVertexArray(0);
        glBindBuffer(GL_ARRAY_BUFFER, 0);
    }
};

// The mipmaps come from the CPU (engine/MipLevels.hpp): llvmpipe's glGenerateMipmap compiles a
// shader variant per texture kind.
gl::Texture texture2d(const Image& image, bool repeat) {
    gl::Texture texture = gl::Texture::create();
    glBindTexture(GL_TEXTURE_2D, texture.id());
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, image.width, image.height, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                 image.rgba.data());
    const std::vector<Image> levels = bakeMipLevels(image);
    for (std::size_t k = 0; k < levels.size(); k++) {
        glTexImage2D(GL_TEXTURE_2D, static_cast<GLint>(k + 1), GL_RGBA8, levels[k].width, levels[k].height, 0, GL_RGBA,
                     GL_UNSIGNED_BYTE, levels[k].rgba.data());
    }
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, repeat ? GL_REPEAT : GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindTexture(GL_TEXTURE_2D, 0);
    return texture;
}

// The nine sheets as layers of one array, so a frame binds one texture for every building.
gl::Texture windowArray(const std::vector<pc::WindowSheet>& sheets) {
    gl::Texture texture = gl::Texture::create();
    glBindTexture(GL_TEXTURE_2D_ARRAY, texture.id());
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    const auto layers = static_cast<GLsizei>(sheets.size());
    for (std::size_t k = 0; k < sheets.size(); k++) {
        Image sheet{pc::kSheetPixels, pc::kSheetPixels, sheets[k].rgba};
        std::vector<Image> levels = bakeMipLevels(sheet);
        levels.insert(levels.begin(), std::move(sheet));
        for (std::size_t level = 0; level < levels.size(); level++) {
            const Image& l = levels[level];
            if (k == 0) {  // the level's storage, for every layer
                glTexImage3D(GL_TEXTURE_2D_ARRAY, static_cast<GLint>(level), GL_RGBA8, l.width, l.height, layers, 0,
                             GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
            }
            glTexSubImage3D(GL_TEXTURE_2D_ARRAY, static_cast<GLint>(level), 0, 0, static_cast<GLint>(k), l.width,
                            l.height, 1, GL_RGBA, GL_UNSIGNED_BYTE, l.rgba.data());
        }
    }
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, GL_NEAREST);  // crisp window edges up close
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_S, GL_REPEAT);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_T, GL_REPEAT);
    glBindTexture(GL_TEXTURE_2D_ARRAY, 0);
    return texture;
}

// A square RGBA8 texture drawn into through its own framebuffer, sampled smoothly, never repeated.
// Empty storage for `texture`: sampled smoothly (linear, no mipmaps), never repeated.
void storeSmooth(const gl::Texture& texture, GLint internalFormat, GLenum format, int width, int height) {
    glBindTexture(GL_TEXTURE_2D, texture.id());
    glTexImage2D(GL_TEXTURE_2D, 0, internalFormat, width, height, 0, format, GL_UNSIGNED_BYTE, nullptr);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindTexture(GL_TEXTURE_2D, 0);
}

struct SquareTarget {
    gl::Framebuffer framebuffer = gl::Framebuffer::create();
    gl::Texture texture = gl::Texture::create();
    int side = 0;

    // Leaves this framebuffer bound: the caller puts back its own.
    void allocate(int pixels) {
        side = pixels;
        storeSmooth(texture, GL_RGBA8, GL_RGBA, side, side);
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer.id());
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture.id(), 0);
    }

    // The state the bloom's steps draw in, and its target bound and cleared to black: their
    // draws add (ONE, ONE) over the whole square with the scissor on, as the composite adds over
    // the frame, so llvmpipe compiles one shader variant for the shrinking copies and the
    // composite where the picture's target is RGBA8 as these are, and one triangle set-up for
    // them and the sum: 18 functions compiled at a screenshot's cold start became 15 (perf
    // probe on LLVMGetPointerToGlobal), the pixels those of plain copies. The state goes with
    // the scope the caller keeps it in (ScopedPassState); the frame's clear colour is untouched.
    PassState addingToBlack() const {
        PassState state = overTheFrame(side, side);
        state.scissor = PixelRect{0, 0, side, side};
        state.blend = Blend::add;
        return state;
    }
    void bindClearedToBlack() const {
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, framebuffer.id());
        glClearBufferfv(GL_COLOR, 0, kBlack);
    }
    std::size_t bytes() const { return std::size_t(side) * std::size_t(side) * 4; }
};

// The night's own picture, where a frame with the bloom is drawn before it goes to the frame the
// app began when that is a window's or a page's: the picture's alpha holds each pixel's share of
// the bloom (the original's nearer fog, shaders/night.frag), which their framebuffers need not
// keep (a page's canvas has no alpha). Sized at the first such frame; 8 bytes a pixel (RGBA,
// depth 24 in 32).
struct SceneTarget {
    gl::Framebuffer framebuffer = gl::Framebuffer::create();
    gl::Texture colour = gl::Texture::create();
    gl::Renderbuffer depth = gl::Renderbuffer::create();
    int width = 0, height = 0;

    // Binds it for drawing, sized for the frame, cleared to the sky with a share of 1 (a glow seen
    // against the sky keeps its own) and the far plane.
    void bindCleared(int frameWidth, int frameHeight, const glm::vec3& sky) {
        if (frameWidth != width || frameHeight != height) {
            width = frameWidth;
            height = frameHeight;
            storeSmooth(colour, GL_RGBA8, GL_RGBA, width, height);
            glBindRenderbuffer(GL_RENDERBUFFER, depth.id());
            glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, width, height);
            glBindRenderbuffer(GL_RENDERBUFFER, 0);
            glBindFramebuffer(GL_DRAW_FRAMEBUFFER, framebuffer.id());
            glFramebufferTexture2D(GL_DRAW_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, colour.id(), 0);
            glFramebufferRenderbuffer(GL_DRAW_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, depth.id());
        }
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, framebuffer.id());
        const GLfloat clear[4] = {sky.r, sky.g, sky.b, 1};
        glClearBufferfv(GL_COLOR, 0, clear);
        glClearBufferfv(GL_DEPTH, 0, &kFarthest);
    }
    std::size_t gpuBytes() const { return std::size_t(width) * std::size_t(height) * 8; }
};

// Whether the bound framebuffer keeps what a pass writes to alpha: one of ours with an alpha
// channel of 8 bits; never the default framebuffer, whose alpha a window system may not keep or
// may show. Asked again only when the framebuffer or the frame's size changes: in a browser a
// query may wait for the GPU's process.
struct AlphaCheck {
    GLuint framebuffer = 0;
    int width = -1, height = -1;
    bool kept = false;

    bool keptBy(GLuint bound, int frameWidth, int frameHeight) {
        if (bound != framebuffer || frameWidth != width || frameHeight != height) {
            framebuffer = bound;
            width = frameWidth;
            height = frameHeight;
            GLint bits = 0;
            if (bound != 0) {
                glGetFramebufferAttachmentParameteriv(GL_DRAW_FRAMEBUFFER, GL_COLOR_ATTACHMENT0,
                                                      GL_FRAMEBUFFER_ATTACHMENT_ALPHA_SIZE, &bits);
            }
            kept = bits >= 8;
        }
        return kept;
    }
};

// The shadowed look's depth from the sun (engine/SunLight.hpp), made at its first shadowed frame:
// 4 MB of GPU memory (kShadowMapBytes) that no other look needs.
constexpr std::size_t kShadowMapBytes = std::size_t(kShadowMapPixels) * kShadowMapPixels * 4;  // 24-bit depth in 32

struct ShadowMap {
    gl::Framebuffer framebuffer = gl::Framebuffer::create();
    gl::Texture depth = gl::Texture::create();
    bool allocated = false;
    // What the map holds: the square's centre, the sun's direction and the tiles drawn in it. The
    // same again draws nothing; the clock's sun moves it (--time).
    glm::dvec3 centre{0};
    glm::dvec3 towardSun{0};
    std::vector<std::pair<const NightTileMesh*, glm::dvec3>> tiles;

    // Leaves this framebuffer bound: the caller puts back its own.
    void allocate() {
        glBindTexture(GL_TEXTURE_2D, depth.id());
        glTexImage2D(GL_TEXTURE_2D, 0, GL_DEPTH_COMPONENT24, kShadowMapPixels, kShadowMapPixels, 0, GL_DEPTH_COMPONENT,
                     GL_UNSIGNED_INT, nullptr);
        // Linear with the comparison: each lookup is the lit share of the four texels round it.
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_MODE, GL_COMPARE_REF_TO_TEXTURE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_FUNC, GL_LEQUAL);
        glBindTexture(GL_TEXTURE_2D, 0);
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer.id());
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_TEXTURE_2D, depth.id(), 0);
        const GLenum none = GL_NONE;
        glDrawBuffers(1, &none);  // depth alone: no colour to write
        glReadBuffer(GL_NONE);
        allocated = true;
    }
};

// The sky band's cylinder in the original's look: lowered by a hundredth of the eye's height,
// which put the band's foot 6.8 degrees below eye level at its overview's 130 up; and, seen
// through its narrower lens, the band and its skyline and clouds as small on the screen as the
// modern look shows them through 60 degrees (those were fitted to the original's screen, issue
// 23): so the band is 33.75/60 as tall and its picture wraps twice round, as the original's did.
struct SkyShape {
    float drop = 0, heightScale = 1, wraps = 1;
};
SkyShape skyShape(const NightStyle& style, double eyeHeight) {
    if (style.modern) return SkyShape{};
    return SkyShape{static_cast<float>(skyBandFootDrop(false, eyeHeight)), 33.75f / 60.0f, 2.0f};
}

} // namespace

struct NightTileMesh::Impl {
    VertexList ground, opaque, streetLights;
    std::size_t groundVertices = 0;
    std::vector<NightCell> cells;
    std::size_t gpuBytes = 0;
};

NightTileMesh::NightTileMesh(const NightMesh& mesh) : impl_(std::make_unique<Impl>()) {
    impl_->ground.upload(mesh.ground, GL_STATIC_DRAW);
    impl_->groundVertices = mesh.ground.size();
    impl_->opaque.upload(mesh.opaque, GL_STATIC_DRAW);
    impl_->streetLights.upload(mesh.streetLights, GL_STATIC_DRAW);
    impl_->cells = mesh.cells;
    impl_->gpuBytes = nightMeshBytes(mesh);
}
NightTileMesh::~NightTileMesh() = default;
NightTileMesh::NightTileMesh(NightTileMesh&&) noexcept = default;
NightTileMesh& NightTileMesh::operator=(NightTileMesh&&) noexcept = default;
std::size_t NightTileMesh::gpuBytes() const { return impl_->gpuBytes; }

namespace {
struct NightPasses;
}

struct NightRenderer::Impl {
    const Programs::Impl* programs;
    std::optional<NightTileMesh> city;  // a scene's one city
    VertexList glows;
    VertexList skyBand;  // engine::bakeSkyBand, uploaded once
    VertexList dayGround;    // engine::bakeDayGround, uploaded once
    VertexList nightGround;  // engine::bakeNightGround, uploaded once
    ShadowMap shadowMap;
    gl::Texture windows, sky, logos;
    // The night's own picture, for a window's or a page's frame with the bloom; the frame's copy,
    // for another's; then the 512 x 512 copy (bloomSourceSide), its halves: 256 and 128
    // (kBloomHalvings); and the summed glow, as large as the last. Sized at the first frame.
    SceneTarget scene;
    AlphaCheck appFrameAlpha;
    gl::Texture frameCopy;  // sized at first use
    int frameCopyWidth = 0, frameCopyHeight = 0;
    GLint frameCopyFormat = 0;  // RGBA8 for the shares; else RGB8: a copy may not add channels a frame lacks
    std::array<SquareTarget, kBloomHalvings + 1> bloomSteps;
    SquareTarget glow;
    gl::VertexArray empty = gl::VertexArray::create();  // the bloom pulls by gl_VertexID
    // The wireframe without glPolygonMode (WebGL 2): vertex k of a triangle list as the lines
    // (k, k+1), (k+1, k+2), (k+2, k) of its triangle, for any list up to `edgeVertices` long.
    mutable gl::Buffer triangleEdges;
    mutable std::size_t edgeVertices = 0;
    void bindTriangleEdges(std::size_t vertices) const;
    glm::vec3 bloomColour;
    std::size_t gpuBytes = 0;
    bool timePasses = false;

    // The frame's passes, in their order: each sets the state it draws in and puts it back.
    void drawShadowMap(const NightPasses& passes, const glm::dvec3& centre);
    void drawGround(const NightPasses& passes) const;
    void drawOpaque(const NightPasses& passes, bool wireframe) const;
    void drawSilhouettes(const NightPasses& passes) const;
    void drawGlows(const NightPasses& passes);
    void sizeBloom(int sourceSide);
    void copyForBloom(const NightPasses& passes, bool ownPicture);
    // The colour the taps' sum is multiplied by (bloom.frag's bloomColour, times its 0.07 a tap):
    // the night's, dimmed through the clock's twilight.
    glm::vec3 nightTapColour(const NightPasses& passes) const;
    glm::vec3 bloomTapColour(const NightPasses& passes) const;
    void drawSky(const NightPasses& passes) const;
    void addBloom(const NightPasses& passes, GLuint frame, bool ownPicture) const;  // `frame`: the app's
};

NightRenderer::NightRenderer(const Programs& programs, const NightMesh& mesh,
                             const std::vector<pc::WindowSheet>& sheets, const Image& sky, const Image& logos,
                             const glm::vec3& bloomColour)
    : NightRenderer(programs, sheets, sky, logos, bloomColour) {
    impl_->city.emplace(mesh);
    impl_->gpuBytes += impl_->city->gpuBytes();
}

NightRenderer::NightRenderer(const Programs& programs, const std::vector<pc::WindowSheet>& sheets, const Image& sky,
                             const Image& logos, const glm::vec3& bloomColour)
    : impl_(std::make_unique<Impl>()) {
    Impl& r = *impl_;
    r.programs = &programs.impl();
    r.windows = windowArray(sheets);
    r.sky = texture2d(sky, true);
    r.skyBand.upload(bakeSkyBand(), GL_STATIC_DRAW);
    r.dayGround.upload(bakeDayGround(), GL_STATIC_DRAW);
    r.nightGround.upload(bakeNightGround(), GL_STATIC_DRAW);
    r.logos = texture2d(logos, false);
    r.bloomColour = bloomColour;
    const std::size_t sheetBytes = sheets.size() * pc::kSheetPixels * pc::kSheetPixels * 4;
    r.gpuBytes = sheetBytes * 4 / 3 + (sky.rgba.size() + logos.rgba.size()) * 4 / 3;
}

void NightRenderer::uploadWindowSheets(const std::vector<pc::WindowSheet>& sheets) {
    impl_->windows = windowArray(sheets);
}

NightRenderer::~NightRenderer() = default;
NightRenderer::NightRenderer(NightRenderer&&) noexcept = default;
NightRenderer& NightRenderer::operator=(NightRenderer&&) noexcept = default;

// The bloom's steps, the night's own picture and the frame's copy are sized at their first frame,
// and the shadow map made by the first shadowed one.
std::size_t NightRenderer::gpuBytes() const {
    std::size_t bloomBytes = impl_->glow.bytes();
    for (const SquareTarget& step : impl_->bloomSteps) bloomBytes += step.bytes();
    return impl_->gpuBytes + bloomBytes + impl_->scene.gpuBytes() +
           std::size_t(impl_->frameCopyWidth) * std::size_t(impl_->frameCopyHeight) *
               (impl_->frameCopyFormat == GL_RGBA8 ? 4 : 3) +
           (impl_->shadowMap.allocated ? kShadowMapBytes : 0);
}

namespace {

// Draws the listed cells' ranges of one vertex list, joining neighbours into one call.
// `edges`: each triangle's three edges as lines, through the bound VAO's triangle-edge indices
// (the wireframe where there is no glPolygonMode).
void drawCells(const std::vector<NightCell>& cells, const std::vector<int>& visible, bool glows,
               NightDrawFigures& figures, bool edges = false) {
    // The runs of cells adjacent in the buffer, in the nearest-first order: one draw each, or all
    // of them in one glMultiDrawArrays where the context has it (OpenGL 3.3 core does; ES 3.0
    // and WebGL 2 do not), which spares the driver a draw's checks per run: Pixel City's start
    // pose took 304 draws a frame, 9 since (BM_NightLook's draw_calls).
    std::vector<GLint> firsts;
    std::vector<GLsizei> counts;
    for (int index : visible) {
        const NightCell& cell = cells[static_cast<std::size_t>(index)];
        const std::size_t cellFirst = glows ? cell.firstGlow : cell.firstOpaque;
        const std::size_t cellCount = glows ? cell.glowCount : cell.opaqueCount;
        if (cellCount == 0) continue;
        figures.vertices += cellCount;
        if (!counts.empty() && static_cast<std::size_t>(firsts.back()) + static_cast<std::size_t>(counts.back()) == cellFirst) {
            counts.back() += static_cast<GLsizei>(cellCount);
            continue;
        }
        firsts.push_back(static_cast<GLint>(cellFirst));
        counts.push_back(static_cast<GLsizei>(cellCount));
    }
    if (counts.empty()) return;
#ifndef __EMSCRIPTEN__
    if (!edges && glMultiDrawArrays) {
        glMultiDrawArrays(GL_TRIANGLES, firsts.data(), counts.data(), static_cast<GLsizei>(counts.size()));
        figures.drawCalls++;
        return;
    }
#endif
    for (std::size_t k = 0; k < counts.size(); k++) {
        if (edges) {
            glDrawElements(GL_LINES, counts[k] * 2, GL_UNSIGNED_INT,
                           reinterpret_cast<void*>(static_cast<std::size_t>(firsts[k]) * 2 * sizeof(std::uint32_t)));
        } else {
            glDrawArrays(GL_TRIANGLES, firsts[k], counts[k]);
        }
        figures.drawCalls++;
    }
}

} // namespace

NightDrawFigures NightRenderer::draw(const Frame& frame, const CameraPose& pose, const std::vector<int>& cells,
                                     const std::vector<NightVertex>& glows, const std::vector<int>& silhouettes) {
    std::vector<NightTilePass> tiles;
    if (impl_->city) tiles.push_back(NightTilePass{&*impl_->city, glm::dvec3(0), &cells, glows, &silhouettes});
    return draw(frame, pose, tiles);
}

namespace {

// What every pass of a night frame shares: the frame, the eye, the tiles, the letterbox.
struct NightPasses {
    const Programs::Impl& p;
    const Frame& frame;
    const CameraPose& pose;
    const std::vector<NightTilePass>& tiles;
    int bar;  // the letterbox's bar, top and bottom; 0 without it
    bool bloomShares;  // alpha holds each pixel's share of the bloom: the original's look, blooming
    NightDrawFigures& figures;
    const gl::Texture* shadows = nullptr;  // the shadowed look's map, drawn this frame; nullptr without
    glm::dmat4 sun{1.0};                   // the sun's view of the ground round the eye (SunLight.hpp)

    PixelRect whole() const { return PixelRect{0, 0, frame.width, frame.height}; }
    PixelRect picture() const { return PixelRect{0, bar, frame.width, frame.height - 2 * bar}; }
    // The letterbox draws only the middle two thirds; the bars stay the cleared black.
    std::optional<PixelRect> letterbox() const { return bar > 0 ? std::optional<PixelRect>(picture()) : std::nullopt; }

    // The scene's state: the depth test, the letterbox, and what the pass adds to it.
    PassState scene(bool depthWrite, bool cullBackFaces, Blend blend, GLenum depthFunc = GL_LESS) const {
        PassState state;
        state.viewport = whole();
        state.scissor = letterbox();
        state.depthWrite = depthWrite;
        state.depthFunc = depthFunc;
        state.cullBackFaces = cullBackFaces;
        state.blend = blend;
        return state;
    }

    // The walls' program in the frame's look; with `wireframe`, their edges'.
    const Programs::Impl::NightProgram& opaqueProgram(bool wireframe) const {
        return wireframe ? p.nightLines() : p.nightPieces(frame.style.night.flatWalls, frame.style.night.day);
    }

    // The pieces' (in the frame's look) or the glows' program, with the fog, and the sheets, the
    // logos and the sky band bound (all three always: llvmpipe compiles a program again for other
    // kinds of texture bound, so the sky draws as the glows did).
    const Programs::Impl::NightProgram& useNightProgram(const Programs::Impl::NightProgram& program,
                                                        const gl::Texture& windows, const gl::Texture& logos,
                                                        const gl::Texture& sky) const {
        const NightStyle& style = frame.style.night;
        glUseProgram(program.program.id());
        glUniform2f(program.fogRange, style.fogStart, frame.style.fog ? style.fogEnd : 0.0f);
        const glm::vec3 axis(fogAxis(style, pose));
        glUniform3f(program.fogAxis, axis.x, axis.y, axis.z);
        // The original's bloom fog: half its fog's end to the end, fog shown or not (night.frag).
        glUniform2f(program.bloomFogRange, style.fogEnd / 2, bloomShares ? style.fogEnd : 0.0f);
        const SkyShape band = skyShape(style, pose.position.y);
        glUniform3f(program.skyShape, band.drop, band.heightScale, band.wraps);
        glUniform1i(program.originalLook, style.modern ? 0 : 1);
        glUniform1i(program.shadowed, shadows ? 1 : 0);
        const glm::vec3 towardSun(style.towardSun);
        glUniform3f(program.towardSun, towardSun.x, towardSun.y, towardSun.z);
        glUniform1f(program.daylight, style.daylight);
        glUniform1f(program.dusk, style.dusk);
        glUniform1f(program.sunShare, style.sunShare);
        glUniform1i(program.streetLights, style.streetLights ? 1 : 0);
        // The fog fades to the sky: black by night as the original's, the haze by day, or --sky's.
        const glm::vec3& haze = frame.style.clearColour;
        glUniform3f(program.fogColour, haze.r, haze.g, haze.b);
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D_ARRAY, windows.id());
        glActiveTexture(GL_TEXTURE1);
        glBindTexture(GL_TEXTURE_2D, logos.id());
        glActiveTexture(GL_TEXTURE2);
        glBindTexture(GL_TEXTURE_2D, sky.id());
        if (shadows) {
            glActiveTexture(GL_TEXTURE3);
            glBindTexture(GL_TEXTURE_2D, shadows->id());
        }
        glActiveTexture(GL_TEXTURE0);
        return program;
    }

    // Each tile in its own coordinates: the pose moved by the tile's origin, so the numbers the
    // GPU's single precision sees stay small however far the flight has gone. (The sky band's
    // origin is the eye itself.)
    void useOrigin(const Programs::Impl::NightProgram& program, const glm::dvec3& origin) const {
        CameraPose local = pose;
        local.position -= origin;
        glUniformMatrix4fv(program.viewProjection, 1, GL_FALSE, glm::value_ptr(viewProjection(frame, local)));
        glUniform3f(program.eye, static_cast<float>(local.position.x), static_cast<float>(local.position.y),
                    static_cast<float>(local.position.z));
        if (shadows) {
            const glm::mat4 fromTile(sun * glm::translate(glm::dmat4(1.0), origin));
            glUniformMatrix4fv(program.sunViewProjection, 1, GL_FALSE, glm::value_ptr(fromTile));
        }
    }

    void count(std::size_t vertices) const {
        figures.vertices += vertices;
        figures.drawCalls++;
    }

    // The picture's part of a texture `width` x `height` whose `barRows` top and bottom are the
    // letterbox's, and the centres of its outer texels.
    void usePictureArea(const Programs::Impl::BloomSourceProgram& program, int width, int height, int barRows) const {
        const float w = static_cast<float>(width), h = static_cast<float>(height);
        const float bottom = static_cast<float>(barRows) / h, top = 1 - bottom;
        glUniform4f(program.area, 0, bottom, 1, top - bottom);
        glUniform4f(program.areaTexels, 0.5f / w, bottom + 0.5f / h, 1 - 0.5f / w, top - 0.5f / h);
    }
};

} // namespace

// The shadowed look's first pass: the walls and caps the sun's square holds, seen from the sun,
// depth only, into the shadow map. Those cells, not the ones the eye sees: a tower behind the eye
// still shades the street in front of it. The slope's offset keeps a lit face from shading itself.
void NightRenderer::Impl::drawShadowMap(const NightPasses& f, const glm::dvec3& centre) {
    std::vector<std::pair<const NightTileMesh*, glm::dvec3>> tiles;
    for (const NightTilePass& tile : f.tiles) tiles.emplace_back(tile.mesh, tile.origin);
    const glm::dvec3& towardSun = f.frame.style.night.towardSun;
    if (shadowMap.allocated && shadowMap.centre == centre && shadowMap.towardSun == towardSun && shadowMap.tiles == tiles) {
        return;
    }
    shadowMap.centre = centre;
    shadowMap.towardSun = towardSun;
    shadowMap.tiles = std::move(tiles);
    PassState pass;
    pass.viewport = PixelRect{0, 0, kShadowMapPixels, kShadowMapPixels};
    const ScopedPassState state(pass);  // puts the framebuffers back
    if (!shadowMap.allocated) shadowMap.allocate();
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, shadowMap.framebuffer.id());
    glClear(GL_DEPTH_BUFFER_BIT);
    glEnable(GL_POLYGON_OFFSET_FILL);
    glPolygonOffset(2.0f, 4.0f);
    const auto& program = f.p.nightPieces(false, true);  // only by day: the one the frame draws with
    glUseProgram(program.program.id());
    for (const NightTilePass& tile : f.tiles) {
        const glm::mat4 fromTile(f.sun * glm::translate(glm::dmat4(1.0), tile.origin));
        glUniformMatrix4fv(program.viewProjection, 1, GL_FALSE, glm::value_ptr(fromTile));
        const NightTileMesh::Impl& t = *tile.mesh->impl_;
        glBindVertexArray(t.opaque.array.id());
        drawCells(t.cells, cellsUnderSun(t.cells, tile.origin, f.sun), false, f.figures);
    }
    glDisable(GL_POLYGON_OFFSET_FILL);
}

// The ground first, in its painting order and writing no depth: its layers lie in one plane,
// so no depth test could order them, and everything else stands on it. Every piece is closed
// and wound counter-clockwise seen from outside (NightMesh.hpp), so the faces turned away are
// culled: about half of every wall.
void NightRenderer::Impl::drawGround(const NightPasses& f) const {
    const ScopedPassState state(f.scene(false, true, Blend::none));
    const NightStyle& style = f.frame.style.night;
    const auto& program = f.useNightProgram(f.p.nightPieces(style.flatWalls, style.day), windows, logos, sky);
    // Under everything, centred under the eye: by day, or under a night sky that is not black.
    const VertexList* square = f.frame.style.night.day ? &dayGround : nullptr;
    if (!square && f.frame.style.clearColour != glm::vec3(0)) square = &nightGround;
    if (square) {
        f.useOrigin(program, glm::dvec3(f.pose.position.x, 0, f.pose.position.z));
        glBindVertexArray(square->array.id());
        glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(square->capacity));
        f.count(square->capacity);
    }
    for (const NightTilePass& tile : f.tiles) {
        const NightTileMesh::Impl& t = *tile.mesh->impl_;
        if (t.groundVertices == 0) continue;
        f.useOrigin(program, tile.origin);
        glBindVertexArray(t.ground.array.id());
        glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(t.groundVertices));
        f.count(t.groundVertices);
    }
}

// Binds, into the bound vertex array, the triangle-edge indices for a list of `vertices`.
void NightRenderer::Impl::bindTriangleEdges(std::size_t vertices) const {
    if (vertices > edgeVertices) {
        std::vector<std::uint32_t> indices;
        indices.reserve(vertices * 2);
        for (std::uint32_t k = 0; k + 3 <= vertices; k += 3) {
            for (const std::uint32_t index : {k, k + 1, k + 1, k + 2, k + 2, k}) indices.push_back(index);
        }
        triangleEdges = gl::Buffer::create();
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, triangleEdges.id());
        glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(indices.size() * sizeof(std::uint32_t)),
                     indices.data(), GL_STATIC_DRAW);
        edgeVertices = vertices;
    }
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, triangleEdges.id());
}

// The walls, roofs and logos: `wireframe` draws their edges over the picture, where the faces are
// (with glPolygonMode's lines where there is one; otherwise as lines through triangle-edge
// indices, which the depth test hides where faces cover them, as the polygon mode's are).
void NightRenderer::Impl::drawOpaque(const NightPasses& f, bool wireframe) const {
    const ScopedPassState state(f.scene(true, true, Blend::none, wireframe ? GL_LEQUAL : GL_LESS));
    const auto& program = f.useNightProgram(f.opaqueProgram(wireframe), windows, logos, sky);
    const bool edges = wireframe && !gl::drawFacesAsLines(true);
    for (const NightTilePass& tile : f.tiles) {
        f.useOrigin(program, tile.origin);
        glBindVertexArray(tile.mesh->impl_->opaque.array.id());
        if (edges) bindTriangleEdges(tile.mesh->impl_->opaque.capacity);
        drawCells(tile.mesh->impl_->cells, *tile.cells, false, f.figures, edges);
    }
    if (wireframe) gl::drawFacesAsLines(false);
}

// The cells beyond the fog: the fog makes every pixel of them the cleared sky's colour (the fog's
// colour is the clear colour, and past its end the fog is whole), so only their depth shows,
// which hides the sky band drawn later (silhouetteNightCells). Drawn by the opaque pass's
// program in its state, colour and all: llvmpipe compiles nothing more for them. Depth only,
// with the wireframe's program, they cost a cold start 3 more functions compiled, 25-30 ms.
void NightRenderer::Impl::drawSilhouettes(const NightPasses& f) const {
    bool any = false;
    for (const NightTilePass& tile : f.tiles) any = any || (tile.silhouettes && !tile.silhouettes->empty());
    if (!any) return;
    const ScopedPassState state(f.scene(true, true, Blend::none));
    const auto& program = f.useNightProgram(f.opaqueProgram(false), windows, logos, sky);
    for (const NightTilePass& tile : f.tiles) {
        if (!tile.silhouettes || tile.silhouettes->empty()) continue;
        f.useOrigin(program, tile.origin);
        glBindVertexArray(tile.mesh->impl_->opaque.array.id());
        drawCells(tile.mesh->impl_->cells, *tile.silhouettes, false, f.figures);
    }
}

// Light only adds: street lights, roof lights, blinkers and cars, behind what hides them, seen
// from either side.
void NightRenderer::Impl::drawGlows(const NightPasses& f) {
    const ScopedPassState state(f.scene(false, false, Blend::addLight));
    const auto& program = f.useNightProgram(f.p.nightGlows(), windows, logos, sky);
    std::vector<NightVertex> all;  // every tile's, one upload; each drawn with its tile's matrix
    for (const NightTilePass& tile : f.tiles) all.insert(all.end(), tile.glows.begin(), tile.glows.end());
    if (!all.empty()) glows.upload(all, GL_STREAM_DRAW);
    std::size_t firstGlow = 0;
    for (const NightTilePass& tile : f.tiles) {
        f.useOrigin(program, tile.origin);
        glBindVertexArray(tile.mesh->impl_->streetLights.array.id());
        drawCells(tile.mesh->impl_->cells, *tile.cells, true, f.figures);
        if (!tile.glows.empty()) {
            glBindVertexArray(glows.array.id());
            glDrawArrays(GL_TRIANGLES, static_cast<GLint>(firstGlow), static_cast<GLsizei>(tile.glows.size()));
            f.count(tile.glows.size());
            firstGlow += tile.glows.size();
        }
    }
}

// The night so far shrunk to the original's 512 x 512 for the bloom, then halved twice: from its
// own picture, or from a copy of the frame's picture, copied whole first (glCopyTexSubImage2D
// keeps the alpha, a pixel's share of the bloom). Each step draws one linear sample a pixel, as a
// blit takes: llvmpipe compiles its blits afresh in every process (a screenshot's 58 ms), where a
// program of ours comes from Mesa's shader cache. The first keeps each colour over the sky at its
// share (bloom.frag's BLOOM_SOURCE), the halvings copy.
void NightRenderer::Impl::copyForBloom(const NightPasses& f, bool ownPicture) {
    sizeBloom(bloomSourceSide(f.frame.width, f.frame.height - 2 * f.bar));
    const auto& first = f.p.bloomSource();
    glUseProgram(first.program.id());
    glActiveTexture(GL_TEXTURE0);
    const gl::Texture* source = &scene.colour;
    if (ownPicture) {
        f.usePictureArea(first, f.frame.width, f.frame.height, f.bar);
    } else {
        const int width = f.frame.width, height = f.frame.height - 2 * f.bar;
        const GLint format = f.bloomShares ? GL_RGBA8 : GL_RGB8;
        if (width != frameCopyWidth || height != frameCopyHeight || format != frameCopyFormat) {
            frameCopy = gl::Texture::create();
            storeSmooth(frameCopy, format, f.bloomShares ? GL_RGBA : GL_RGB, width, height);
            frameCopyWidth = width;
            frameCopyHeight = height;
            frameCopyFormat = format;
        }
        GLint target = 0;
        glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &target);
        glBindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<GLuint>(target));
        glBindTexture(GL_TEXTURE_2D, frameCopy.id());
        glCopyTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, 0, f.bar, width, height);
        f.usePictureArea(first, width, height, 0);
        source = &frameCopy;
    }
    const glm::vec3& sky = f.frame.style.clearColour;
    glUniform3f(first.sky, sky.r, sky.g, sky.b);
    // The original's look: the source in the steps one of its additive copies could add to its
    // 8-bit frame (bloom.frag's tapStep); a channel the colour leaves out adds nothing.
    glm::vec3 step(0.0f);
    if (!f.frame.style.night.modern) {
        // The night's steps, whatever the clock's twilight: the sum is dimmed after (bloomTapColour),
        // so the bloom grows with the dark as it did before its steps, never by a jump.
        const glm::vec3 tap = nightTapColour(f) * kBloomTapWeight * 255.0f;
        for (int c = 0; c < 3; c++) step[c] = tap[c] > 1e-6f ? 1.0f / tap[c] : 1e6f;
    }
    glUniform3f(first.tapStep, step.r, step.g, step.b);
    glBindVertexArray(empty.id());
    for (const SquareTarget& step : bloomSteps) {
        const ScopedPassState state(step.addingToBlack());  // puts the framebuffers back
        step.bindClearedToBlack();
        glBindTexture(GL_TEXTURE_2D, source->id());
        glDrawArrays(GL_TRIANGLES, 0, 3);
        if (&step == &bloomSteps.front()) glUseProgram(f.p.frameCopy().id());  // the halvings
        source = &step.texture;
    }
    glBindTexture(GL_TEXTURE_2D, 0);
    f.figures.vertices += 3 * bloomSteps.size();
    f.figures.drawCalls += static_cast<int>(bloomSteps.size());
}

// The bloom's steps and sum for a source `sourceSide` square, made again when that changes.
void NightRenderer::Impl::sizeBloom(int sourceSide) {
    if (bloomSteps.front().side == sourceSide) return;
    GLint previous = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &previous);
    for (std::size_t k = 0; k < bloomSteps.size(); k++) bloomSteps[k].allocate(sourceSide >> k);
    glow.allocate(sourceSide >> kBloomHalvings);
    glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(previous));
}

// The sky after the city, on the far plane, so only empty sky shows it; added, so the blinkers
// and glows already there stay. After the bloom's copy: the original's bloom lit the city, not
// the sky.
// Drawn by the glows' program in the glows' state, so llvmpipe compiles nothing more for it (a
// program of its own cost a cold start 27 ms), round an eye at the origin: only the turn moves it.
void NightRenderer::Impl::drawSky(const NightPasses& f) const {
    const ScopedPassState state(f.scene(false, false, Blend::addLight));  // the glows' state
    const auto& program = f.useNightProgram(f.p.nightGlows(), windows, logos, sky);
    f.useOrigin(program, f.pose.position);
    glBindVertexArray(skyBand.array.id());
    glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(skyBand.capacity));
    f.count(skyBand.capacity);
}

glm::vec3 NightRenderer::Impl::nightTapColour(const NightPasses& f) const {
    return bloomColour * (f.frame.style.night.modern ? 1.0f : kOriginalBloomWeight);
}

glm::vec3 NightRenderer::Impl::bloomTapColour(const NightPasses& f) const {
    // The clock's twilight: the bloom grows with the dark, the night's whole at civil dusk.
    return nightTapColour(f) * (1.0f - f.frame.style.night.dusk);
}

// The bloom: the copy added 37 times, offset, summed small, then stretched over the picture:
// added to the frame's, or, from the night's own picture, with that put into the frame in one pass.
void NightRenderer::Impl::addBloom(const NightPasses& f, GLuint frame, bool ownPicture) const {
    glUseProgram(f.p.bloom().program.id());
    const double scale = f.frame.height / kOriginalHeight;
    glUniform2f(f.p.bloom().pixel, static_cast<float>(scale / f.frame.width),
                static_cast<float>(scale / (f.frame.height - 2 * f.bar)));
    const glm::vec3 colour = bloomTapColour(f);
    glUniform3f(f.p.bloom().colour, colour.r, colour.g, colour.b);
    const glm::vec3& sky = f.frame.style.clearColour;
    glUniform3f(f.p.bloom().sky, sky.r, sky.g, sky.b);
    glActiveTexture(GL_TEXTURE0);
    glBindVertexArray(empty.id());
    {
        const ScopedPassState state(glow.addingToBlack());
        glow.bindClearedToBlack();
        glBindTexture(GL_TEXTURE_2D, bloomSteps.back().texture.id());
        glDrawArrays(GL_TRIANGLES, 0, 3);
    }
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, frame);
    PassState composite = overTheFrame(f.frame.width, f.frame.height);
    composite.viewport = f.picture();  // the letterbox's bars stay the frame's
    if (ownPicture) {
        glUseProgram(f.p.bloomComposite().id());
        glBindTexture(GL_TEXTURE_2D, scene.colour.id());
        glActiveTexture(GL_TEXTURE1);
        glBindTexture(GL_TEXTURE_2D, glow.texture.id());
        glActiveTexture(GL_TEXTURE0);
    } else {
        glUseProgram(f.p.frameCopy().id());
        glBindTexture(GL_TEXTURE_2D, glow.texture.id());
        composite.scissor = f.letterbox();
        composite.blend = Blend::add;
    }
    const ScopedPassState state(composite);
    glDrawArrays(GL_TRIANGLES, 0, 3);
    f.figures.vertices += 6;
    f.figures.drawCalls += 2;
}

namespace {

// timePasses: the time from the last mark to this one, the GPU's work finished at both (on
// llvmpipe the rasteriser's threads; on a GPU its queue). The first mark waits for what came
// before the renderer (the frame's clear), so it is no pass's.
class PassClock {
public:
    PassClock(bool on, NightDrawFigures& figures) : on_(on), figures_(figures) {
        if (on_) glFinish();
        last_ = std::chrono::steady_clock::now();
    }
    void mark(NightPass pass) {
        if (!on_) return;
        glFinish();
        const auto now = std::chrono::steady_clock::now();
        figures_.passMs[static_cast<std::size_t>(pass)] += std::chrono::duration<double, std::milli>(now - last_).count();
        last_ = now;
    }

private:
    bool on_;
    NightDrawFigures& figures_;
    std::chrono::steady_clock::time_point last_;
};

} // namespace

const char* nightPassName(NightPass pass) {
    static constexpr std::array<const char*, static_cast<std::size_t>(NightPass::count)> kNames{
        "shadow-map", "opaque", "silhouettes", "ground", "wireframe", "glows", "bloom-copy", "sky", "bloom-add"};
    return kNames[static_cast<std::size_t>(pass)];
}

void NightRenderer::timePasses(bool on) { impl_->timePasses = on; }

NightDrawFigures NightRenderer::draw(const Frame& frame, const CameraPose& pose, const std::vector<NightTilePass>& tiles) {
    NightDrawFigures figures;
    if (frame.empty()) return figures;
    Impl& r = *impl_;
    const NightStyle& style = frame.style.night;
    // By day no lamp is lit, the sky is the clear colour and nothing blooms.
    const bool bloom = style.bloom && !style.day;
    NightPasses passes{*r.programs, frame, pose, tiles, style.letterbox ? frame.height / 6 : 0,
                       bloom && !style.modern, figures};
    PassClock clock(r.timePasses, figures);
    GLint appFrame = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &appFrame);
    // The bloom's shares need a frame that keeps alpha: a window's or a page's need not, and the
    // night is drawn into its own picture first; a target of the app's (a screenshot's) keeps it,
    // and the night is drawn straight in, as it always is without the shares.
    const bool ownPicture =
        passes.bloomShares && !r.appFrameAlpha.keptBy(static_cast<GLuint>(appFrame), frame.width, frame.height);
    if (ownPicture) r.scene.bindCleared(frame.width, frame.height, frame.style.clearColour);
    if (style.shadowed && style.day && !style.flatWalls) {
        const glm::dvec3 centre = sunSquareCentre(pose.position, pose.yawDegrees);
        passes.sun = sunViewProjection(centre, style.towardSun);
        r.drawShadowMap(passes, centre);
        passes.shadows = &r.shadowMap.depth;
        clock.mark(NightPass::shadowMap);
    }
    r.drawOpaque(passes, false);
    clock.mark(NightPass::opaque);
    if (!style.day) r.drawSilhouettes(passes);  // by day the sky is the clear colour: nothing to hide
    clock.mark(NightPass::silhouettes);
    r.drawGround(passes);
    clock.mark(NightPass::ground);
    if (style.wireframe) r.drawOpaque(passes, true);
    clock.mark(NightPass::wireframe);
    if (!style.day) r.drawGlows(passes);
    clock.mark(NightPass::glows);
    if (bloom) r.copyForBloom(passes, ownPicture);
    clock.mark(NightPass::bloomCopy);
    if (!style.flatWalls && !style.day) r.drawSky(passes);  // the original's flat look drew no sky
    clock.mark(NightPass::sky);
    if (bloom) r.addBloom(passes, static_cast<GLuint>(appFrame), ownPicture);
    clock.mark(NightPass::bloomAdd);
    // The bindings go back to none: the next renderer finds no texture or vertex array of these.
    glBindVertexArray(0);
    glActiveTexture(GL_TEXTURE3);
    glBindTexture(GL_TEXTURE_2D, 0);
    glActiveTexture(GL_TEXTURE2);
    glBindTexture(GL_TEXTURE_2D, 0);
    glActiveTexture(GL_TEXTURE1);
    glBindTexture(GL_TEXTURE_2D, 0);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, 0);
    glBindTexture(GL_TEXTURE_2D_ARRAY, 0);
    return figures;
}

} // namespace engine
