// app::runScreenshot — zcity --screenshot: one frame, rendered into an RGBA8 framebuffer object
// and written as PNG, with no display needed (SDL's offscreen driver when there is none).
#pragma once

#include "Options.hpp"

namespace app {

int runScreenshot(const Options& options);

} // namespace app
