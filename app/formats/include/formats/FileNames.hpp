// app::lowerExtension, pathFromUtf8 and utf8Of — what a file's name says it is, and names as
// zcity holds them. Pure: nothing here touches a disk.
//
// zcity holds every name as UTF-8 in a std::string: SDL hands Windows' command line and its
// folders (SDL_GetPrefPath) over as UTF-8. A std::filesystem::path made from a std::string reads
// it in Windows' ANSI code page instead, and path::string() writes one back in it, so a folder
// named "zoë" would be another folder, or none. Cross between the two only through these.
#pragma once

#include <filesystem>
#include <string>

namespace app {

// The extension std::filesystem reads in a name (".png" of "city.PNG"; none of ".png", a hidden
// file's whole name), in lower case. The one reading of a name's format, for the command line's
// checks and every writer.
std::string lowerExtension(const std::string& path);

std::filesystem::path pathFromUtf8(const std::string& name);
std::string utf8Of(const std::filesystem::path& path);

} // namespace app
