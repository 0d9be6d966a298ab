// Pixel City (2009) by night: the city grown from the seed, its pieces, window sheets and logos;
// walkable at street level, an endless night with --world.
#include "Kinds.hpp"

#include "scene/NightCity.hpp"

#include "formats/NightCityFiles.hpp"
#include "zsystem/PixelCity.hpp"

namespace app::kinds {
namespace {

class PixelCityKind final : public SceneKind {
public:
    bool night() const override { return true; }
    bool walkable() const override { return true; }
    bool hasFloor() const override { return true; }
    bool endlessWorld() const override { return true; }
    bool gridded() const override { return false; }
    bool dumps() const override { return true; }
    bool plans() const override { return true; }
    bool plansAsPicture() const override { return false; }
    bool growsLarger() const override { return true; }

    std::string statsLine(const SceneSettings& scene, const engine::CameraPose&) const override {
        return pixelCityTitle(zs::pixelcity::growPixelCity(scene.seed, scene.citySize));
    }
    // Every piece, then the window sheets' hashes: one Pixel City is bounded, so one write.
    void dump(const SceneSettings& scene, BoxColumns, const std::function<void(std::string_view)>& write,
              const std::function<void(double)>& progress) const override {
        write(pixelCityDump(zs::pixelcity::growPixelCity(scene.seed, scene.citySize)) +
              windowSheetsDump(zs::pixelcity::growWindowSheets(scene.seed, sheetRulesFor(Kind::pixelCity, engine::NightStyle{}))));
        if (progress) progress(1);
    }
    std::string planSvg(const SceneSettings& scene) const override {
        return pixelCityPlanSvg(zs::pixelcity::growPixelCity(scene.seed, scene.citySize));
    }
    engine::Image planPicture(const SceneSettings& scene, int) const override { noPlanPicture(scene); }

    ExportContent exportContent(const SceneSettings& scene, const engine::CameraPose&) const override {
        return nightCityExport(scene, Kind::pixelCity);
    }
};

} // namespace

const SceneKind& pixelCity() {
    static const PixelCityKind kind;
    return kind;
}

} // namespace app::kinds
