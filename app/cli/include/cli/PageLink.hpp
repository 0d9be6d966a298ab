// app::parseLink and app::linkFragment — the page's link: what the native command line would
// say, as a URL fragment (#seed=0x2A&scene=redux&camera=x,y,z,yaw,pitch, and look=, palette=,
// world=1, walk=1, grid= where set; ui=0 hides the page's help and status). A link is parsed by
// the command line's own parser, so a bad one gets the same one line as `zcity` would print.
// Pure values: no page, no SDL, no GL, testable natively.
#pragma once

#include "cli/Options.hpp"
#include "viewer/ViewerState.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace app {

struct PageLink {
    Options options;      // the viewer's options; the defaults where the link is bad
    bool ui = true;       // ui=0: no help, status or buttons over the picture
    std::string problem;  // "" or the command line's one line ("zcity: --seed: ..."), shownLine'd
};

// The fragment ("#" optional, %XX decoded) as command-line words: key=value as --key value,
// the flags (world, walk, fog, no-fog, no-floor) as --key where their value is not 0, and a
// key alone as --key.
std::vector<std::string> linkArguments(std::string_view fragment);
PageLink parseLink(std::string_view fragment);
// A line as a page may show it whatever a link held: control characters as '?', and at most
// kShownLineBytes bytes (cut between UTF-8 characters, "..." after), so a 10 KB link is not
// echoed whole.
constexpr std::size_t kShownLineBytes = 200;
std::string shownLine(std::string_view text);
// The fragment that reopens this state: the seed, the scene and the camera always; the looks
// that differ from the scene's defaults, the palette, the world, walking and the grid where set;
// and the page's own: ui=0, and `scale` (the link's scale=, which no viewer state holds) where
// it is not 0.
std::string linkFragment(const ViewerState& state, bool ui, double scale = 0);

} // namespace app
