// The originals' cities (tidied, t2): the procedural city block in its generator variant, a grid of
// them (GameDraw's commented-out loop) or the endless world of every city (i, j).
#include "Kinds.hpp"

#include "scene/SceneBoxes.hpp"

#include "formats/PlanSvg.hpp"
#include "zsystem/Address.hpp"

namespace app::kinds {
namespace {

class CityKind final : public SceneKind {
public:
    bool night() const override { return false; }
    bool walkable() const override { return false; }
    bool hasFloor() const override { return true; }
    bool endlessWorld() const override { return true; }
    bool gridded() const override { return true; }
    bool dumps() const override { return true; }
    bool plans() const override { return true; }
    bool plansAsPicture() const override { return false; }
    bool growsLarger() const override { return false; }

    std::string statsLine(const SceneSettings& scene, const engine::CameraPose&) const override {
        return cityTitle(forEachBoxList(scene, [](const std::vector<zs::Box>&) {}));
    }
    void dump(const SceneSettings& scene, BoxColumns columns, const std::function<void(std::string_view)>& write,
              const std::function<void(double)>& progress) const override {
        dumpBoxLists(scene, columns, write, progress);
    }
    std::string planSvg(const SceneSettings& scene) const override {
        return app::planSvg(scene.seed, sceneInfo(scene.scene).cityVariant, scene.grid);
    }
    engine::Image planPicture(const SceneSettings& scene, int) const override { noPlanPicture(scene); }

    // Each city of the grid a piece, named by its address and grown again when asked (the
    // generator is deterministic, and fast next to writing).
    ExportContent exportContent(const SceneSettings& scene, const engine::CameraPose&) const override {
        const int side = scene.grid, half = (side - 1) / 2;
        const std::uint32_t seed = scene.seed;
        const zs::Variant variant = sceneInfo(scene.scene).cityVariant;
        const auto count = static_cast<std::size_t>(side) * static_cast<std::size_t>(side);
        return std::make_unique<BoxPieces>(count, [side, half, seed, variant](std::size_t k, std::vector<zs::Box>& boxes) {
            // zs::forEachGridCity's order: j outer, i inner.
            const int i = static_cast<int>(k % static_cast<std::size_t>(side)) - half;
            const int j = static_cast<int>(k / static_cast<std::size_t>(side)) - half;
            zs::appendCity(zs::gridCitySeed(seed, i, j), zs::gridCityArea(i, j), variant, boxes);
            return "city " + zs::Address{i, j, {}}.toString();
        });
    }
};

} // namespace

const SceneKind& city() {
    static const CityKind kind;
    return kind;
}

} // namespace app::kinds
