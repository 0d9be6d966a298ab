#include "views/NightWorldView.hpp"

#include "scene/NightCity.hpp"

#include "engine/LogoSheet.hpp"
#include "engine/NightSky.hpp"
#include "zsystem/ReduxCity.hpp"

namespace app {
namespace {

// Pictures are of a fixed moment, as the scenes' (PixelCityView): the blinkers at 20 s.
constexpr double kPictureMs = 20000;

// One bloom for the whole night (each city drew its own; the world has one sky): Redux's rule,
// from the seed's own stream.
zs::pixelcity::Rgb worldBloom(std::uint32_t seed) {
    zs::Rand rand(seed ^ 0x424C4F4Fu);  // "BLOO": apart from every city's streams
    return zs::redux::drawBloomColour(rand);
}

engine::NightStreamerSettings streamerSettings(const SceneSettings& scene, const WorldSettings& world, Kind kind) {
    engine::NightStreamerSettings settings;
    settings.world = kind == Kind::redux ? zs::reduxWorld(scene.seed) : zs::pixelCityWorld(scene.seed);
    settings.logoPlaces = engine::logoPlaces(logoWords(scene.seed, scene.signText));
    settings.budgetBytes = world.cacheBudget;
    settings.workers = world.workerThreads();
    return settings;
}

glm::vec3 toVec(const zs::pixelcity::Rgb& c) { return glm::vec3(c.r, c.g, c.b); }

// What every tile shares: the seed's window sheets, and the sky and bloom of one colour.
engine::NightRenderer worldRenderer(const engine::Programs& programs, std::uint32_t seed, const std::string& signText,
                                    zs::pixelcity::SheetRules rules) {
    const zs::pixelcity::Rgb bloom = worldBloom(seed);
    return engine::NightRenderer(programs, zs::pixelcity::growWindowSheets(seed, rules),
                                 engine::bakeNightSky(seed, bloom),
                                 engine::bakeLogoSheet(logoWords(seed, signText)), toVec(bloom));
}

} // namespace

NightWorldView::NightWorldView(const engine::Programs& programs, const SceneSettings& scene, const WorldSettings& world,
                               Kind kind, const engine::NightStyle& look)
    : streamer_(streamerSettings(scene, world, kind)),
      renderer_(worldRenderer(programs, scene.seed, scene.signText, sheetRulesFor(kind, look))),
      traffic_(scene.seed),
      name_(kind == Kind::redux ? "Redux" : "Pixel City"),
      sheets_(kind, scene.seed, sheetRulesFor(kind, look)) {}

void NightWorldView::update(const engine::CameraPose& pose, const engine::Frame& frame, double elapsedMs) {
    clockMs_ += elapsedMs;
    const double fogEnd = frame.style.fog ? frame.style.night.fogEnd : 0;
    plan_ = streamer_.plan(pose, frame, fogEnd);
    // Uploads first: a tile taken in early in a frame can be evicted by one taken in later.
    for (engine::NightTileUpload& upload : plan_.uploads) {
        meshes_.insert_or_assign(upload.address, engine::NightTileMesh(upload.mesh));
        upload.mesh = engine::NightMesh{};  // on the GPU now: the CPU copy goes at once
    }
    for (const zs::Address& gone : plan_.released) meshes_.erase(gone);
    const double carRange = frame.style.fog ? frame.style.night.fogEnd : engine::kTrafficRange;
    traffic_.update(streamer_, pose, elapsedMs, engine::trafficHalfAngle(frame), carRange);
    lastPosition_ = pose.position;
}

void NightWorldView::settle(const engine::CameraPose& pose, const engine::Frame& frame) {
    for (int round = 0; round < 100; round++) {
        update(pose, frame, 0);
        if (plan_.tilesDrawn >= plan_.tilesInView) break;
        streamer_.waitForWorkers();
    }
    clockMs_ = kPictureMs;
}

void NightWorldView::draw(const engine::Frame& frame, const engine::CameraPose& pose) {
    sheets_.follow(frame.style.night, renderer_);
    std::vector<engine::NightTilePass> tiles;
    for (const engine::NightTileDraw& d : plan_.draws) {
        const auto mesh = meshes_.find(d.address);
        if (mesh == meshes_.end()) continue;
        engine::CameraPose local = pose;
        local.position -= d.origin;
        tiles.push_back(engine::NightTilePass{&mesh->second, d.origin, &d.cells,
                                              streamer_.glows(d.address, local, clockMs_, traffic_.carLights(d.address), frame.style.night)});
    }
    const engine::NightDrawFigures drawn = renderer_.draw(frame, pose, tiles);
    figures_.verticesDrawn = drawn.vertices;
    figures_.drawCalls = drawn.drawCalls;
}

std::string NightWorldView::titleLine() const {
    const engine::StreamerStats s = streamer_.stats();
    return name_ + " night: " + std::to_string(plan_.tilesDrawn) + " cities, cache " + std::to_string(s.cacheBytes >> 20) +
           "/" + std::to_string(s.cacheBudget >> 20) + " MB";
}

ViewFigures NightWorldView::figures() const {
    ViewFigures f = figures_;
    f.tilesInView = plan_.tilesInView;
    f.tilesDrawn = plan_.tilesDrawn;
    addStreamerFigures(f, streamer_.stats());
    f.gpuBytes = renderer_.gpuBytes();
    for (const auto& entry : meshes_) f.gpuBytes += entry.second.gpuBytes();
    return f;
}

engine::CameraPose NightWorldView::autoCameraPose(engine::AutoCameraMode mode, double seconds) const {
    // The modes circle the middle of the city the camera was last over (the half of its square
    // round its centre, where Pixel City's hot zone and Redux's tall middle are).
    const zs::Lattice& lattice = streamer_.lattice();
    const zs::Address tile{lattice.tileX(lastPosition_.x), lattice.tileZ(lastPosition_.z), {}};
    const int quarter = static_cast<int>(lattice.size / 4);
    const zs::pixelcity::Zone middle{quarter, quarter, 3 * quarter, 3 * quarter};
    engine::CameraPose pose = engine::autoCameraPose(mode, seconds, middle);
    pose.position += engine::nightTileOrigin(lattice, tile);
    return pose;
}

} // namespace app
