// app::Scene — the seeds' programs the viewer can show, and what differs between them.
//
//   tidied    the procedural city block (213 buildings, 656 cubes)
//   t2        ZSystem t2 (216 buildings, 597 cubes)
//   zterrain  zterrain: the axis bars and the upright wall of 41x41 yellow cubes
//   terrain   the fractal ground of Terrain_GetHeight, drawn as Terrain_Draw, following the camera
// Pure values and rules; no windows, no GL.
#pragma once

#include "engine/FlyCamera.hpp"
#include "zsystem/Terrain.hpp"
#include "zsystem/Variant.hpp"

#include <optional>
#include <string_view>

namespace app {

enum class Scene { tidied, t2, zterrain, terrain };

enum class TerrainLayout { grid, rings };  // Terrain_Draw's squares, or Terrain_GetPoint's rings

std::optional<Scene> parseScene(std::string_view name);
std::string_view sceneName(Scene scene);
std::optional<TerrainLayout> parseTerrainLayout(std::string_view name);
std::string_view terrainLayoutName(TerrainLayout layout);

// The variant key's cycle: tidied, t2, zterrain, terrain, and round again.
Scene nextScene(Scene scene);

// The city generator's variant, for the two city scenes.
std::optional<zs::Variant> cityVariant(Scene scene);

// tidied (and the terrain, whose code is the procedural city block's): mouse down tilts the
// view up, r2 -= (midy - y). t2 and zterrain: r2 += (midy - y), mouse down tilts it down.
engine::PitchSense pitchSenseFor(Scene scene);

// Where each program started: the city's (0, 200, 0), yaw 20, pitch -50; zterrain's
// (-100, 100, -100) with the same angles, facing away from its wall so the screen is black
// until you turn; for the terrain, ours: above the ground's first cells, looking over them.
engine::CameraPose startPose(Scene scene);

} // namespace app
