// The fractal ground (terrain): a height field that follows the camera, the patch around it.
// Nothing to count but its squares, no boxes to list, no plan; its export is the patch in view.
#include "Kinds.hpp"

#include "scene/GroundMesh.hpp"

#include <stdexcept>

namespace app::kinds {
namespace {

class GroundKind final : public SceneKind {
public:
    bool night() const override { return false; }
    bool walkable() const override { return false; }
    bool hasFloor() const override { return false; }  // its ground is not flat: the camera flies free
    bool endlessWorld() const override { return false; }
    bool gridded() const override { return false; }
    bool dumps() const override { return false; }
    bool plans() const override { return false; }
    bool plansAsPicture() const override { return false; }
    bool growsLarger() const override { return false; }

    std::string statsLine(const SceneSettings& scene, const engine::CameraPose& start) const override {
        GroundMesh ground(scene);
        ground.follow(start);
        return ground.titleLine();
    }
    void dump(const SceneSettings& scene, BoxColumns, const std::function<void(std::string_view)>&,
              const std::function<void(double)>&) const override {
        throw std::logic_error(std::string(sceneName(scene.scene)) + " is a height field, not boxes");  // refused first
    }
    std::string planSvg(const SceneSettings& scene) const override {
        throw std::logic_error(std::string(sceneName(scene.scene)) + " has no plan");
    }
    engine::Image planPicture(const SceneSettings& scene, int) const override { noPlanPicture(scene); }

    ExportContent exportContent(const SceneSettings& scene, const engine::CameraPose& start) const override {
        GroundMesh ground(scene);  // the terrain patch around the camera
        ground.follow(start);
        return std::make_unique<TrianglePiece>(std::string(sceneName(scene.scene)), ground.vertices());
    }
};

} // namespace

const SceneKind& ground() {
    static const GroundKind kind;
    return kind;
}

} // namespace app::kinds
