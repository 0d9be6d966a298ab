// app::reduxPlanDump and app::reduxPlanSvg — Redux's plan as text and as the post's debug
// pictures: streets, the sidewalk markers as small arrows (red tail, green head, as the post's
// "tiny little lines that are red on one end but green on the other"), the closed blocks in white,
// the dropped edge walks in red, and the sites.
// The dump is the plan's fingerprint: the same seed gives byte-identical text on every compiler
// (numbers as the shortest text that reads back the same double). x to the right and z down the
// page, one SVG unit a city unit. Pure text; no files, no GL.
#pragma once

#include "engine/Image.hpp"
#include "zsystem/Redux.hpp"

#include <string>

namespace app {

std::string reduxPlanDump(const zs::redux::Plan& plan);
std::string reduxPlanSvg(const zs::redux::Plan& plan);

// The same drawing as a picture `pixels` square (the whole city; a marker is a red-and-green
// dash of a pixel or two from 1024 pixels up), for a plan too big to look at as SVG: 76,000
// markers make a 15 MB SVG and a PNG of a megabyte or two.
engine::Image reduxPlanPicture(const zs::redux::Plan& plan, int pixels);

} // namespace app
