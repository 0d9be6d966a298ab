// app::Scene and the scene table: every scene zcity shows, one row each.
//
// A row is a scene's name (on the command line, in the settings file and the title), what grows
// it, how its frames look, the way its original steered the mouse and where its camera started. The V key cycles
// the rows in order. Every list of scenes — --help, error messages, the key help, the settings
// file's check — is built from the table, so adding a scene is adding a row (and what grows it).
// Pure values; no windows, no GL.
#pragma once

#include "scene/TableRows.hpp"
#include "engine/FlyCamera.hpp"
#include "engine/Frame.hpp"
#include "zsystem/City.hpp"
#include "zsystem/Variant.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace app {

enum class Scene { tidied, t2, zterrain, terrain, pixelcity, redux };

// What grows a scene's content.
enum class SceneContent {
    city,     // the seeds' city (a grid of them, or the endless world), in a generator variant
    boxList,  // one box list, grown once
    ground,   // the terrain's height field, following the camera
    nightCity,  // Pixel City (2009) by night, grown from the seed
    reduxCity,  // Pixel City Redux (2018): streets at angles, blocks, sites, the street level
};

struct SceneInfo {
    Scene scene;
    std::string_view name;
    std::string_view summary;        // for --help
    SceneContent content;
    zs::Variant cityVariant;         // SceneContent::city: the generator's variant
    zs::City (*growBoxList)(std::uint32_t seed);  // SceneContent::boxList: the whole scene, from the seed
    bool seeded;                     // does the seed choose what it shows (--seed, N, the seed box)?
    engine::FrameStyle style;        // its look: the frame's clear colour and what a later look adds
    engine::PitchSense pitchSense;   // mouse down tilts the view up (an aircraft's stick) or down
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

// Every scene's name, in the cycle's order, the last two joined by `lastJoin`:
// "tidied, t2, zterrain or terrain".
std::string sceneNames(std::string_view lastJoin = "or");
// The names of the scenes that are cities, for messages about what only a city can do.
std::string cityNames();
// The names of the scenes whose mouse tilts the view this way: "tidied and terrain".
std::string sceneNamesWith(engine::PitchSense sense);

// The V key's cycle: the table's order, round again after the last.
Scene nextScene(Scene scene);

// Does the seed choose what the scene shows (the cities, Pixel City and Redux)?
bool isSeeded(Scene scene);
// Is it one of the night cities (Pixel City, Redux), drawn with lit windows?
bool isNight(Scene scene);
// Does --world make an endless world of it (the cities; Pixel City's and Redux's nights)?
bool hasEndlessWorld(Scene scene);
// Their names: "tidied, t2, pixelcity or redux".
std::string endlessWorldNames();

// Is the fog on unless the person says? In the night cities, as in the original (its black fog);
// in the endless world, whose edge it hides; not in the day scenes, whose originals had none.
inline bool fogByDefault(Scene scene, bool world) { return isNight(scene) || world; }

// The city generator's variant, for the city scenes.
std::optional<zs::Variant> cityVariant(Scene scene);

} // namespace app
