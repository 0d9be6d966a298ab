#include "scene/SceneKind.hpp"

#include "kinds/Kinds.hpp"

#include "formats/NightCityFiles.hpp"

#include <stdexcept>

namespace app {

const SceneKind& sceneKind(Kind kind) {
    switch (kind) {  // no default: a new kind is a compile error here until it has its home
    case Kind::city: return kinds::city();
    case Kind::boxList: return kinds::boxList();
    case Kind::ground: return kinds::ground();
    case Kind::pixelCity: return kinds::pixelCity();
    case Kind::redux: return kinds::redux();
    }
    throw std::logic_error("a scene of no kind");  // only a value cast from outside the enum
}

const SceneKind& kindOf(Scene scene) { return sceneKind(sceneInfo(scene).kind); }

std::string scenesWhere(bool (SceneKind::*question)() const, std::string_view lastJoin) {
    return namesOfScenes([question](const SceneInfo& info) { return (sceneKind(info.kind).*question)(); }, lastJoin);
}

namespace kinds {

void noPlanPicture(const SceneSettings& scene) {
    throw std::logic_error(std::string(sceneName(scene.scene)) + " draws its plan as SVG only");
}

TexturedMesh nightCityExport(const SceneSettings& scene, Kind kind) {
    const NightCity night = growNightCity(scene, kind);
    TexturedMesh mesh = nightTexturedMesh(night.mesh, night.sheets, night.logos);
    mesh.name = std::string(sceneName(scene.scene));
    return mesh;
}

} // namespace kinds

} // namespace app
