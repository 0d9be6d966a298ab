// app::lowerExtension — what a file's name says it is: the extension std::filesystem reads in it
// (".png" of "city.PNG"; none of ".png", a hidden file's whole name), in lower case. The one
// reading of a name's format, for the command line's checks and every writer. Pure.
#pragma once

#include <string>

namespace app {

std::string lowerExtension(const std::string& path);

} // namespace app
