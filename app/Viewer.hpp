// app::runViewer — the window: fly over the city with the seeds' mouse camera.
// Owns SDL's events and the frame loop; every GL call goes through the engine.
#pragma once

#include "Options.hpp"

namespace app {

int runViewer(const Options& options);

} // namespace app
