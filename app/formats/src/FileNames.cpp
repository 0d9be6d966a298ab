#include "formats/FileNames.hpp"

#include <cctype>

namespace app {

std::string lowerExtension(const std::string& path) {
    std::string extension = utf8Of(pathFromUtf8(path).extension());
    for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return extension;
}

std::filesystem::path pathFromUtf8(const std::string& name) { return std::filesystem::u8path(name); }

std::string utf8Of(const std::filesystem::path& path) { return path.u8string(); }  // C++17: a std::string

} // namespace app
