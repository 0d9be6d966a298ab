// app::dumpScene — the --dump-boxes text of a scene, in the pieces it is made in: a box scene's
// CSV a city at a time, Pixel City's pieces and window sheets, Redux's plan and pieces. The
// command line writes the pieces to its file; the page hashes them to hold wasm32 against the
// native build. Pure CPU work: no files, no windows, no GL.
#pragma once

#include "formats/BoxCsv.hpp"
#include "scene/SceneSettings.hpp"

#include <functional>
#include <string_view>

namespace app {

// Calls write(piece) for each piece of the dump, in order, and progress(fraction done) after each.
void dumpScene(const SceneSettings& scene, BoxColumns columns, const std::function<void(std::string_view)>& write,
               const std::function<void(double)>& progress = {});

} // namespace app
