// The kinds of scene, one file each in this folder: each gives its one SceneKind (made once, never
// changed), which sceneKind (scene/src/SceneKind.cpp) hands out by the table's Kind. Private to
// zcity_scene.
#pragma once

#include "scene/NightCity.hpp"
#include "scene/SceneKind.hpp"

namespace app::kinds {

const SceneKind& city();       // CityKind.cpp: tidied, t2
const SceneKind& boxList();    // BoxListKind.cpp: zterrain
const SceneKind& ground();     // GroundKind.cpp: terrain
const SceneKind& pixelCity();  // PixelCityKind.cpp
const SceneKind& redux();      // ReduxKind.cpp

// What a kind without a picture of its plan answers when asked for one (the command line refuses
// --plan x.png for it first): a std::logic_error naming the scene.
[[noreturn]] void noPlanPicture(const SceneSettings& scene);

// A night city as one textured mesh, its window sheets and logos the textures: held whole while
// written, one Pixel City being bounded whatever the seed.
TexturedMesh nightCityExport(const SceneSettings& scene, Kind kind);

} // namespace app::kinds
