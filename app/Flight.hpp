// app::runFlight — zcity --flight: the unbounded world flown headless along a scripted path,
// one line of figures a frame (render-thread CPU time, resident memory, cache, what was drawn),
// then a summary. For tests and benchmarks; no display needed.
#pragma once

#include "Options.hpp"

#include "engine/FlyCamera.hpp"

#include <optional>
#include <string>
#include <vector>

namespace app {

int runFlight(const Options& options);

// The poses of a flight file: one "x y z yaw pitch" a line; blank lines and # comments skipped.
// nullopt, with the line number in `error`, when a line is not five numbers.
std::optional<std::vector<engine::CameraPose>> parseFlightPoses(const std::string& text, std::string& error);

} // namespace app
