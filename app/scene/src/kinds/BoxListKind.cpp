// One box list grown once (zterrain's axis bars and wall of cubes): no ground to stand on, no
// grid, no world, no plan.
#include "Kinds.hpp"

#include "scene/SceneBoxes.hpp"

#include <stdexcept>

namespace app::kinds {
namespace {

class BoxListKind final : public SceneKind {
public:
    bool night() const override { return false; }
    bool walkable() const override { return false; }
    bool hasFloor() const override { return false; }
    bool endlessWorld() const override { return false; }
    bool gridded() const override { return false; }
    bool dumps() const override { return true; }
    bool plans() const override { return false; }
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
        throw std::logic_error(std::string(sceneName(scene.scene)) + " has no plan");  // the command line refuses first
    }
    engine::Image planPicture(const SceneSettings& scene, int) const override { noPlanPicture(scene); }

    ExportContent exportContent(const SceneSettings& scene, const engine::CameraPose&) const override {
        const SceneInfo& info = sceneInfo(scene.scene);  // a row of the table: it outlives the pieces
        return std::make_unique<BoxPieces>(1, [&info, seed = scene.seed](std::size_t, std::vector<zs::Box>& boxes) {
            boxes = info.growBoxList(seed).boxes;
            return std::string(info.name);
        });
    }
};

} // namespace

const SceneKind& boxList() {
    static const BoxListKind kind;
    return kind;
}

} // namespace app::kinds
