// app::runMode — zcity's modes: the viewer, and the headless ones that write a picture, a file
// or a line and end.
//
// Each mode does its one job and returns the exit code. A failure is thrown, as
// std::runtime_error with one line naming what could not be done; main catches it, once, for
// every mode, and reports it the same way (one line on standard error, exit code 1).
#pragma once

#include "cli/Options.hpp"
#include "cli/PictureText.hpp"
#include "formats/PngFile.hpp"

#include "engine/FlyCamera.hpp"

#include <optional>
#include <string>
#include <vector>

namespace app {

struct EarlyCity;  // views/View.hpp

int runMode(const Options& options);

int runViewer(const Options& options);      // the window (modes/Viewer.cpp)
// On Wayland's layers (modes/LayerModes.cpp): the wallpaper under every window, or (`overlay`)
// the screensaver over them. Throws NoLayerShell where the compositor has none, `early` then
// untouched for the window to take; else the first view takes it (views/View.hpp).
int runOnLayer(const Options& options, bool overlay, EarlyCity& early);
int runScreenshot(const Options& options);  // one frame as PNG (modes/Screenshot.cpp)
int runFlightLog(const Options& options);   // --flight (modes/FlightLog.cpp)
int runScreensaverSettings(const Options& options);  // /c and --screensaver-settings: the dialogue
int runStats(const Options& options);       // the rest: modes/FileModes.cpp
int runDumpBoxes(const Options& options);
int runHeight(const Options& options);
int runPlan(const Options& options);
int runExport(const Options& options);

// The poses of a flight file: one "x y z yaw pitch" a line; blank lines and # comments skipped.
// nullopt, with the line number in `error`, when a line is not five numbers.
std::optional<std::vector<engine::CameraPose>> parseFlightPoses(const std::string& text, std::string& error);

// What a big grid's picture needs, said up front on standard error before the work starts:
// "rendering --grid 201: 40401 cities, about 3.0 GB of memory"; "" for a picture under a gigabyte.
std::string pictureNeeds(const SceneSettings& scene);

// Writes a line to standard output; throws when it cannot be written (a full disk, a closed pipe).
void printLine(const std::string& line);


} // namespace app
