#include "scene/Scenes.hpp"

#include "zsystem/Zterrain.hpp"

#include <vector>

namespace app {
namespace {

using engine::CameraPose;
using engine::PitchSense;

// The scenes, in the V cycle's order, a row each with its fields named.
// Pitch: the procedural city block tilted the view up when the mouse moved down,
// r2 -= (midy - y), and so does the terrain, whose code is the procedural city block's; ZSystem
// t2 and zterrain the other way, r2 += (midy - y).
// Start poses: the city's (0, 200, 0), yaw 20, pitch -50 (CameraPose's default); zterrain's
// (-100, 100, -100) with the same angles, facing away from its wall so the screen is black until
// you turn; for the terrain, ours: above the ground's first cells, looking over them.
// Style: every original cleared to black and drew flat colours (FrameStyle's default).
SceneInfo tidied() {
    SceneInfo row;
    row.scene = Scene::tidied;
    row.name = "tidied";
    row.summary = "the procedural city block, the default";
    row.kind = Kind::city;
    row.cityVariant = zs::Variant::tidied;
    row.pitchSense = PitchSense::mouseDownTiltsUp;
    return row;
}

SceneInfo t2() {
    SceneInfo row;
    row.scene = Scene::t2;
    row.name = "t2";
    row.summary = "ZSystem t2";
    row.kind = Kind::city;
    row.cityVariant = zs::Variant::t2;
    row.pitchSense = PitchSense::mouseDownTiltsDown;
    return row;
}

SceneInfo zterrain() {
    SceneInfo row;
    row.scene = Scene::zterrain;
    row.name = "zterrain";
    row.summary = "zterrain's axis bars and wall of cubes";
    row.kind = Kind::boxList;
    row.growBoxList = [](std::uint32_t) { return zs::growZterrain(); };
    row.seeded = false;
    row.pitchSense = PitchSense::mouseDownTiltsDown;
    row.startPose = CameraPose{{-100, 100, -100}, 20, -50};
    row.startHint = "zterrain starts facing away from its wall, as the original did: turn round with the mouse";
    return row;
}

SceneInfo terrain() {
    SceneInfo row;
    row.scene = Scene::terrain;
    row.name = "terrain";
    row.summary = "the fractal ground";
    row.kind = Kind::ground;
    row.seeded = false;
    row.pitchSense = PitchSense::mouseDownTiltsUp;
    row.startPose = CameraPose{{45, 28, 75}, 0, -25};
    return row;
}

SceneInfo pixelcity() {
    SceneInfo row;
    row.scene = Scene::pixelcity;
    row.name = "pixelcity";
    row.summary = "Pixel City (2009): the night city of lit windows";
    row.kind = Kind::pixelCity;
    // The original's own lens, 60 degrees / aspect (33.75 tall at 16:9): its towers loom and its
    // signs read as they did; the modern look and --fov set another.
    row.style.lens = engine::kPixelCityLens;
    row.pitchSense = PitchSense::mouseDownTiltsDown;
    // From the south, 60 up and 250 out from the centre, looking at it 30 up: the original's
    // orbit-out shot, the hot zone's towers filling the view.
    row.startPose = CameraPose{{512, 60, 762}, 0, -6.8};
    return row;
}

SceneInfo redux() {
    SceneInfo row;
    row.scene = Scene::redux;
    row.name = "redux";
    row.summary = "Pixel City Redux (2018): streets at angles, blocks, sites, walkable";
    row.kind = Kind::redux;
    // Redux is seen from the street too: an eye 0.425 units up (1.7 m) sees the ground at its
    // feet only with the near plane closer than the originals' 1 (0.05: inside a walker's 0.1 radius).
    row.style.nearPlane = 0.05;
    // Redux (2018) was never the 2009 program: its night is zcity's own, whatever M says (lookStyle).
    row.style.night.modern = true;
    row.pitchSense = PitchSense::mouseDownTiltsDown;
    row.startPose = CameraPose{{512, 130, 900}, 0, -22};
    return row;
}

// Made once, on first use, and never changed.
const std::vector<SceneInfo>& rows() {
    static const std::vector<SceneInfo> table = {tidied(), t2(), zterrain(), terrain(), pixelcity(), redux()};
    return table;
}

std::string joined(const std::vector<std::string_view>& names, std::string_view lastJoin) {
    const std::string last = lastJoin == "," ? ", " : " " + std::string(lastJoin) + " ";
    std::string text;
    for (std::size_t k = 0; k < names.size(); k++) {
        if (k > 0) text += k + 1 == names.size() ? last : ", ";
        text += names[k];
    }
    return text;
}

} // namespace

const SceneInfo& sceneInfo(Scene scene) {
    for (const SceneInfo& info : rows()) {
        if (info.scene == scene) return info;
    }
    return rows().front();
}

SceneRows sceneTable() { return SceneRows{rows().data(), rows().data() + rows().size()}; }

std::optional<Scene> parseScene(std::string_view name) {
    for (const SceneInfo& info : rows()) {
        if (info.name == name) return info.scene;
    }
    return std::nullopt;
}

std::string_view sceneName(Scene scene) { return sceneInfo(scene).name; }

std::string namesOfScenes(const std::function<bool(const SceneInfo&)>& picked, std::string_view lastJoin) {
    std::vector<std::string_view> names;
    for (const SceneInfo& info : rows()) {
        if (picked(info)) names.push_back(info.name);
    }
    return joined(names, lastJoin);
}

std::string sceneNames(std::string_view lastJoin) {
    return namesOfScenes([](const SceneInfo&) { return true; }, lastJoin);
}

std::string sceneNamesWith(engine::PitchSense sense) {
    return namesOfScenes([sense](const SceneInfo& info) { return info.pitchSense == sense; }, "and");
}

Scene nextScene(Scene scene) {
    const std::vector<SceneInfo>& table = rows();
    for (std::size_t k = 0; k < table.size(); k++) {
        if (table[k].scene == scene) return table[(k + 1) % table.size()].scene;
    }
    return table.front().scene;
}

bool isSeeded(Scene scene) { return sceneInfo(scene).seeded; }

} // namespace app
