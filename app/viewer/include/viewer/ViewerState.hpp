// app::ViewerState and app::CameraMode — what the person steers in the viewer, as plain values:
// the scene and seed, where the eye is and what moves it, the looks and the on-screen text.
// Everything else (the view, the frame's style, the title) is derived from it. No SDL, no GL.
#pragma once

#include "scene/Looks.hpp"
#include "scene/SceneSettings.hpp"

#include "engine/FlyCamera.hpp"
#include "engine/Palette.hpp"
#include "engine/WalkCamera.hpp"


namespace app {

// What moves the camera: one at a time, so no two can be on together.
enum class CameraMode {
    fly,               // the originals' mouse camera, the buttons and WASD
    walk,              // on foot at street level (the night cities): the walker's steps
    automatic,         // Pixel City's automatic camera, its eight modes (O, B)
    screensaver,       // the automatic camera, a new city every 120 s with a fade; any input quits
    newCityEachFrame,  // flying, with GameDraw's k++ on every frame: a new city each frame (K)
};

// Does the automatic camera steer (the O key's mode, or the screensaver's)?
inline bool autoSteered(CameraMode mode) { return mode == CameraMode::automatic || mode == CameraMode::screensaver; }

// How the screensaver runs, in xscreensaver's terms (--rebuild, --speed, --fps): the same in
// --screensaver, -window-id, -root and Windows' /s and /p.
struct ScreensaverSettings {
    double rebuildSeconds = 120;  // a new city this often, with a fade (the original's 120 s); 0: never
    double speed = 1;             // the automatic camera's pace, 0.1 to 10 times the original's
    bool showFps = false;         // the frame rate drawn in the picture (a hack's window has no title)
};

struct ViewerState {
    SceneSettings scene;
    WorldSettings world;
    engine::CameraPose pose;
    CameraMode mode = CameraMode::fly;
    double autoSeconds = 0;      // the automatic camera's clock: which mode, and where in it
    double citySeconds = 0;      // the screensaver's clock: how long this city has shown
    ScreensaverSettings screensaver;
    engine::WalkState walk;      // the walker, while walking: pose.position is the eye
    engine::Thrust thrust = engine::Thrust::still;
    double speedScale = 1;       // T: 30 times the originals' speed
    bool floor = true;           // the fly camera stays above the cities' ground
    LookChoice looks;            // the fog and Pixel City's looks, kept across scenes
    engine::Palette palette = engine::Palette::none;  // the colour crush, over any scene
    bool help = false;           // the on-screen help panel
    bool settings = false;       // the settings panel (F2), a pointer free for it
    bool status = true;          // the on-screen status line
    bool quit = false;
};

} // namespace app
