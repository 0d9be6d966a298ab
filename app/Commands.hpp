// app::runStats, runDumpBoxes, runHeight and runPlan — the zcity modes that never open a window.
//
// The city walks its grid one city at a time through one reused box buffer, so memory stays
// at one city's worth whatever the grid. Each returns the process exit code and reports
// failures as one line on standard error.
#pragma once

#include "Options.hpp"

namespace app {

int runStats(const Options& options);
int runDumpBoxes(const Options& options);
int runHeight(const Options& options);
int runPlan(const Options& options);

} // namespace app
