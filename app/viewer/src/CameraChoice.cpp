#include "viewer/CameraChoice.hpp"

namespace app {

std::optional<CameraChoice> parseCameraChoice(std::string_view text) {
    if (text == "fly") return CameraChoice{};
    if (text == "automatic") return CameraChoice{true, engine::AutoCameraMode::fly1};
    if (const std::optional<engine::AutoCameraMode> mode = engine::parseAutoCameraMode(text)) return CameraChoice{true, *mode};
    return std::nullopt;
}

std::vector<std::string> cameraChoiceWords() {
    std::vector<std::string> words{"fly", "automatic"};
    for (int k = 0; k < engine::kAutoCameraModesWithCars; k++) {
        words.emplace_back(engine::autoCameraModeName(static_cast<engine::AutoCameraMode>(k)));
    }
    return words;
}

std::string cameraChoiceText(const ViewerState& state) { return autoSteered(state.mode) ? "automatic" : "fly"; }

void applyCameraChoice(ViewerState& state, const CameraChoice& choice) {
    if (!choice.automatic) {
        state.mode = CameraMode::fly;
        return;
    }
    state.mode = CameraMode::automatic;
    state.autoSeconds = engine::autoCameraModeStart(choice.from);
    if (engine::isFollowMode(choice.from)) state.looks.night.modern = true;
}

} // namespace app
