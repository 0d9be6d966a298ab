#include "Scene.hpp"

namespace app {

std::optional<Scene> parseScene(std::string_view name) {
    for (Scene scene : {Scene::tidied, Scene::t2, Scene::zterrain, Scene::terrain}) {
        if (name == sceneName(scene)) return scene;
    }
    return std::nullopt;
}

std::string_view sceneName(Scene scene) {
    switch (scene) {
    case Scene::tidied: return "tidied";
    case Scene::t2: return "t2";
    case Scene::zterrain: return "zterrain";
    case Scene::terrain: return "terrain";
    }
    return "tidied";
}

std::optional<TerrainLayout> parseTerrainLayout(std::string_view name) {
    if (name == "grid") return TerrainLayout::grid;
    if (name == "rings") return TerrainLayout::rings;
    return std::nullopt;
}

std::string_view terrainLayoutName(TerrainLayout layout) { return layout == TerrainLayout::rings ? "rings" : "grid"; }

Scene nextScene(Scene scene) {
    switch (scene) {
    case Scene::tidied: return Scene::t2;
    case Scene::t2: return Scene::zterrain;
    case Scene::zterrain: return Scene::terrain;
    case Scene::terrain: return Scene::tidied;
    }
    return Scene::tidied;
}

std::optional<zs::Variant> cityVariant(Scene scene) {
    if (scene == Scene::tidied) return zs::Variant::tidied;
    if (scene == Scene::t2) return zs::Variant::t2;
    return std::nullopt;
}

engine::PitchSense pitchSenseFor(Scene scene) {
    return scene == Scene::t2 || scene == Scene::zterrain ? engine::PitchSense::mouseDownTiltsDown
                                                          : engine::PitchSense::mouseDownTiltsUp;
}

engine::CameraPose startPose(Scene scene) {
    switch (scene) {
    case Scene::zterrain: return engine::CameraPose{{-100, 100, -100}, 20, -50};
    case Scene::terrain: return engine::CameraPose{{45, 28, 75}, 0, -25};
    default: return engine::CameraPose{};
    }
}

} // namespace app
