// app::Scene and the scene table: every scene zcity shows, one row each.
//
// A row is a scene's name (on the command line, in the settings file and the title), its kind
// (what grows it and what it can do: scene/SceneKind.hpp), how its frames look, the way its
// original steered the mouse and where its camera started. The V key cycles the rows in order.
// Every list of scenes — --help, error messages, the key help, the settings file's check — is
// built from the table, so adding a scene of a kind there is is adding a row.
// Pure values; no windows, no GL.
#pragma once

#include "scene/TableRows.hpp"
#include "engine/FlyCamera.hpp"
#include "engine/Frame.hpp"
#include "zsystem/City.hpp"
#include "zsystem/Variant.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace app {

enum class Scene { tidied, t2, zterrain, terrain, pixelcity, redux };

// What a scene is: what grows it and what it can do. Each kind has one home, a file of
// scene/src/kinds/ (scene/SceneKind.hpp); a switch over the kinds has no default, so the compiler
// names every place a new one must be handled.
enum class Kind {
    city,       // the originals' city (a grid of them, or the endless world), in a generator variant
    boxList,    // one box list, grown once (zterrain)
    ground,     // the terrain's height field, following the camera
    pixelCity,  // Pixel City (2009) by night, grown from the seed
    redux,      // Pixel City Redux (2018): streets at angles, blocks, sites, the street level
};

struct SceneInfo {
    Scene scene = Scene::tidied;
    std::string_view name;
    std::string_view summary;                    // for --help
    Kind kind = Kind::city;
    zs::Variant cityVariant = zs::Variant::tidied;           // Kind::city: the generator's variant
    zs::City (*growBoxList)(std::uint32_t seed) = nullptr;  // Kind::boxList: the whole scene, from the seed
    bool seeded = true;                  // does the seed choose what it shows (--seed, N, the seed box)?
    engine::FrameStyle style;            // its look: the frame's clear colour and what a later look adds
    engine::PitchSense pitchSense = engine::PitchSense::mouseDownTiltsUp;  // mouse down tilts the view up, or down
    engine::CameraPose startPose;
    // Said on screen when the scene starts at its start pose: where that pose shows nothing,
    // faithfully, the viewer says why rather than showing black without a word.
    std::string_view startHint;
};

const SceneInfo& sceneInfo(Scene scene);

// Every row, in the cycle's order: for (const SceneInfo& info : sceneTable()) ...
using SceneRows = TableRows<SceneInfo>;
SceneRows sceneTable();

std::optional<Scene> parseScene(std::string_view name);
std::string_view sceneName(Scene scene);

// Every scene's name, in the cycle's order, the last two joined by `lastJoin` (", " for ","):
// "tidied, t2, zterrain or terrain".
std::string sceneNames(std::string_view lastJoin = "or");
// The names of the scenes a test picks, in the same way: scenesWhere of scene/SceneKind.hpp, and
// the scenes whose mouse tilts the view this way: "tidied and terrain".
std::string namesOfScenes(const std::function<bool(const SceneInfo&)>& picked, std::string_view lastJoin = "or");
std::string sceneNamesWith(engine::PitchSense sense);

// The V key's cycle: the table's order, round again after the last.
Scene nextScene(Scene scene);

// Does the seed choose what the scene shows (the cities, Pixel City and Redux)?
bool isSeeded(Scene scene);

} // namespace app
