#include "formats/FileNames.hpp"

#include <cctype>
#include <filesystem>

namespace app {

std::string lowerExtension(const std::string& path) {
    std::string extension = std::filesystem::u8path(path).extension().u8string();
    for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return extension;
}

} // namespace app
