#include "cli/PictureText.hpp"

#include "scene/Scenes.hpp"

#include <cstdio>
#include <string>

namespace app {

std::vector<PngText> pictureProvenance(const SceneSettings& scene, const engine::CameraPose& pose) {
    char camera[160];
    const std::string seed = seedText(scene.seed);
    std::snprintf(camera, sizeof camera, "%.6g,%.6g,%.6g,%.6g,%.6g", pose.position.x, pose.position.y, pose.position.z,
                  pose.yawDegrees, pose.pitchDegrees);
    const std::string name(sceneName(scene.scene));
    return {{"Software", std::string("zcity ") + ZCITY_VERSION},
            {"zcity:seed", seed},
            {"zcity:scene", name},
            {"zcity:camera", camera},
            {"zcity:command", "zcity --scene " + name + " --seed " + seed + " --camera " + camera}};
}

} // namespace app
