#include "scene/Scenes.hpp"

#include "zsystem/Zterrain.hpp"

#include <iterator>
#include <vector>

namespace app {
namespace {

using engine::CameraPose;
using engine::PitchSense;

// The scenes, in the V cycle's order.
// Pitch: the procedural city block tilted the view up when the mouse moved down,
// r2 -= (midy - y), and so does the terrain, whose code is the procedural city block's; ZSystem
// t2 and zterrain the other way, r2 += (midy - y).
// Start poses: the city's (0, 200, 0), yaw 20, pitch -50; zterrain's (-100, 100, -100) with the
// same angles, facing away from its wall so the screen is black until you turn; for the
// terrain, ours: above the ground's first cells, looking over them.
// Style: every original cleared to black and drew flat colours.
const engine::FrameStyle kOriginals{};

// Pixel City: from the south, 60 up and 250 out from the centre, looking at it 30 up: the
// original's orbit-out shot, the hot zone's towers filling the view.
const CameraPose kNightStart{{512, 60, 762}, 0, -6.8};

// Redux is seen from the street too: an eye 0.425 units up (1.7 m) sees the ground at its feet
// only with the near plane closer than the seeds' 1 (0.05: inside a walker's 0.1 radius).
const engine::FrameStyle kStreetLevel{glm::vec3(0), 0.05, engine::NightStyle{}};

const SceneInfo kScenes[] = {
    {Scene::tidied, "tidied", "the procedural city block, the default", SceneContent::city, zs::Variant::tidied, nullptr,
     true, kOriginals, PitchSense::mouseDownTiltsUp, CameraPose{}, ""},
    {Scene::t2, "t2", "ZSystem t2", SceneContent::city, zs::Variant::t2, nullptr, true, kOriginals,
     PitchSense::mouseDownTiltsDown, CameraPose{}, ""},
    {Scene::zterrain, "zterrain", "zterrain's axis bars and wall of cubes", SceneContent::boxList, zs::Variant::tidied,
     [](std::uint32_t) { return zs::growZterrain(); }, false, kOriginals, PitchSense::mouseDownTiltsDown,
     CameraPose{{-100, 100, -100}, 20, -50},
     "zterrain starts facing away from its wall, as the original did: turn round with the mouse"},
    {Scene::terrain, "terrain", "the fractal ground", SceneContent::ground, zs::Variant::tidied, nullptr, false, kOriginals,
     PitchSense::mouseDownTiltsUp, CameraPose{{45, 28, 75}, 0, -25}, ""},
    {Scene::pixelcity, "pixelcity", "Pixel City (2009): the night city of lit windows", SceneContent::nightCity,
     zs::Variant::tidied, nullptr, true, kOriginals, PitchSense::mouseDownTiltsDown, kNightStart, ""},
    {Scene::redux, "redux", "Pixel City Redux (2018): streets at angles, blocks, sites, walkable",
     SceneContent::reduxCity, zs::Variant::tidied, nullptr, true, kStreetLevel, PitchSense::mouseDownTiltsDown,
     CameraPose{{512, 130, 900}, 0, -22}, ""},
};

std::string joined(const std::vector<std::string_view>& names, std::string_view lastJoin) {
    std::string text;
    for (std::size_t k = 0; k < names.size(); k++) {
        if (k > 0) text += k + 1 == names.size() ? " " + std::string(lastJoin) + " " : ", ";
        text += names[k];
    }
    return text;
}

} // namespace

const SceneInfo& sceneInfo(Scene scene) {
    for (const SceneInfo& info : kScenes) {
        if (info.scene == scene) return info;
    }
    return kScenes[0];
}

SceneRows sceneTable() { return SceneRows{std::begin(kScenes), std::end(kScenes)}; }

std::optional<Scene> parseScene(std::string_view name) {
    for (const SceneInfo& info : kScenes) {
        if (info.name == name) return info.scene;
    }
    return std::nullopt;
}

std::string_view sceneName(Scene scene) { return sceneInfo(scene).name; }

std::string sceneNames(std::string_view lastJoin) {
    std::vector<std::string_view> names;
    for (const SceneInfo& info : kScenes) names.push_back(info.name);
    return joined(names, lastJoin);
}

std::string cityNames() {
    std::vector<std::string_view> names;
    for (const SceneInfo& info : kScenes) {
        if (info.content == SceneContent::city) names.push_back(info.name);
    }
    return joined(names, "or");
}

std::string endlessWorldNames() {
    std::vector<std::string_view> names;
    for (const SceneInfo& info : kScenes) {
        if (hasEndlessWorld(info.scene)) names.push_back(info.name);
    }
    return joined(names, "or");
}

std::string sceneNamesWith(engine::PitchSense sense) {
    std::vector<std::string_view> names;
    for (const SceneInfo& info : kScenes) {
        if (info.pitchSense == sense) names.push_back(info.name);
    }
    return joined(names, "and");
}

Scene nextScene(Scene scene) {
    for (std::size_t k = 0; k < std::size(kScenes); k++) {
        if (kScenes[k].scene == scene) return kScenes[(k + 1) % std::size(kScenes)].scene;
    }
    return kScenes[0].scene;
}

bool isSeeded(Scene scene) { return sceneInfo(scene).seeded; }

bool isNight(Scene scene) {
    const SceneContent content = sceneInfo(scene).content;
    return content == SceneContent::nightCity || content == SceneContent::reduxCity;
}


std::optional<zs::Variant> cityVariant(Scene scene) {
    const SceneInfo& info = sceneInfo(scene);
    if (info.content != SceneContent::city) return std::nullopt;
    return info.cityVariant;
}

bool hasEndlessWorld(Scene scene) { return cityVariant(scene).has_value() || isNight(scene); }

} // namespace app
