// app::CameraChoice — how the camera moves, in one word: "fly", "automatic" (the automatic
// camera's cycle from its start) or one of its modes ("orbit-in", "follow-behind"), from which the
// cycle then goes on. --camera-mode, a preset's camera and the settings panel's camera row all
// read these words. Pure values: no SDL, no GL.
#pragma once

#include "viewer/ViewerState.hpp"

#include "engine/AutoCamera.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace app {

struct CameraChoice {
    bool automatic = false;
    engine::AutoCameraMode from = engine::AutoCameraMode::fly1;  // where the automatic cycle starts
};

// "fly", "automatic" or a mode's name; nullopt for anything else.
std::optional<CameraChoice> parseCameraChoice(std::string_view text);
// "fly, automatic, fly1, orbit-in, ...": the words parseCameraChoice takes, in the cycle's order.
std::vector<std::string> cameraChoiceWords();
// The state's camera as a word: "automatic" while the automatic camera steers (the status line
// names its mode), else "fly".
std::string cameraChoiceText(const ViewerState& state);

// Puts the state's camera so: flying, or the automatic camera at the start of its mode. The follow
// modes are the modern look's (its cycle has them, where there are cars), so they turn it on.
void applyCameraChoice(ViewerState& state, const CameraChoice& choice);

} // namespace app
