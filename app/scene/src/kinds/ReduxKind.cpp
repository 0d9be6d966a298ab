// Pixel City Redux (2018): streets at angles, the blocks between them, building sites, and
// Pixel City's buildings on the sites; walkable from its sidewalks, an endless night with
// --world. Its plan is too big for SVG to be pleasant: a PNG too.
#include "Kinds.hpp"

#include "scene/NightCity.hpp"

#include "formats/NightCityFiles.hpp"
#include "formats/ReduxFiles.hpp"
#include "zsystem/ReduxCity.hpp"

namespace app::kinds {
namespace {

class ReduxKind final : public SceneKind {
public:
    bool night() const override { return true; }
    bool walkable() const override { return true; }
    bool hasFloor() const override { return true; }
    bool endlessWorld() const override { return true; }
    bool gridded() const override { return false; }
    bool dumps() const override { return true; }
    bool plans() const override { return true; }
    bool plansAsPicture() const override { return true; }
    bool growsLarger() const override { return false; }

    std::string statsLine(const SceneSettings& scene, const engine::CameraPose&) const override {
        return reduxTitle(growNightCity(scene.seed, Kind::redux));
    }
    // The plan (streets, markers, blocks, sites), then every piece of the city on it.
    void dump(const SceneSettings& scene, BoxColumns, const std::function<void(std::string_view)>& write,
              const std::function<void(double)>& progress) const override {
        const zs::redux::Plan plan = zs::redux::growPlan(scene.seed);
        write(reduxPlanDump(plan) + pixelCityDump(zs::redux::buildCity(plan)));
        if (progress) progress(1);
    }
    std::string planSvg(const SceneSettings& scene) const override { return reduxPlanSvg(zs::redux::growPlan(scene.seed)); }
    engine::Image planPicture(const SceneSettings& scene, int pixels) const override {
        return reduxPlanPicture(zs::redux::growPlan(scene.seed), pixels);
    }

    ExportContent exportContent(const SceneSettings& scene, const engine::CameraPose&) const override {
        return nightCityExport(scene, Kind::redux);
    }
};

} // namespace

const SceneKind& redux() {
    static const ReduxKind kind;
    return kind;
}

} // namespace app::kinds
