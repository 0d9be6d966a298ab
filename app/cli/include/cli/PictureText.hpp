// app::pictureProvenance — what a picture says of itself in its PNG text chunks: the program,
// the seed, the scene, the camera and the command line that makes it again. The window's, the
// headless picture's and the page's pictures all carry it. Pure values.
#pragma once

#include "formats/PngFile.hpp"
#include "scene/SceneSettings.hpp"

#include "engine/FlyCamera.hpp"

#include <vector>

namespace app {

std::vector<PngText> pictureProvenance(const SceneSettings& scene, const engine::CameraPose& pose);

} // namespace app
