#include "platform/SettingsFile.hpp"

#include "formats/FileNames.hpp"
#include "formats/OutputFile.hpp"

#include <SDL.h>

#include <filesystem>
#include <fstream>
#include <system_error>

namespace app {
namespace {

constexpr std::size_t kMaxFileBytes = 4096;  // anything bigger is not ours

} // namespace

std::string settingsPath(const char* name) {
    char* folder = SDL_GetPrefPath("zcity", "zcity");  // creates the folder
    if (!folder) return "";
    std::string path = std::string(folder) + name;
    SDL_free(folder);
    return path;
}

SettingsText readSettingsText(const std::string& path) {
    SettingsText read;
    if (path.empty()) return read;
    std::error_code error;
    const auto status = std::filesystem::status(pathFromUtf8(path), error);  // follows a symlink to its file
    if (status.type() == std::filesystem::file_type::not_found) return read;  // none yet
    const auto leaveAlone = [&](const std::string& why) {
        read.warning = "leaving alone the settings file " + path + ", which " + why;
        read.writable = false;
        return read;
    };
    if (error || status.type() != std::filesystem::file_type::regular) return leaveAlone("is not a regular file");
    std::ifstream file(pathFromUtf8(path), std::ios::binary);
    if (!file) return leaveAlone("cannot be read");
    std::string text(kMaxFileBytes + 1, '\0');
    file.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(file.gcount()));
    if (text.size() > kMaxFileBytes) return leaveAlone("is larger than a settings file can be");
    read.text = std::move(text);
    return read;
}

std::string writeSettingsText(const std::string& path, const std::string& text) {
    if (path.empty()) return "";
    try {
        // Through a symlink to the file it names, so the link stays a link.
        std::error_code error;
        const std::filesystem::path named = pathFromUtf8(path);
        const std::filesystem::path target =
            std::filesystem::is_symlink(named, error) ? std::filesystem::weakly_canonical(named, error) : named;
        OutputFile file(error ? path : utf8Of(target));
        file.write(text);
        file.commit();
        return "";
    } catch (const std::exception& e) {
        return std::string("settings not saved: ") + e.what();
    }
}

LoadedSettings loadSettings(const std::string& path) {
    const SettingsText read = readSettingsText(path);
    LoadedSettings loaded{{}, read.warning, read.writable};
    std::string problem;
    loaded.settings = parseSettings(read.text, problem);
    if (!problem.empty()) loaded.warning = "skipping what is damaged in the settings file " + path + " (" + problem + ")";
    return loaded;
}

std::string saveSettings(const std::string& path, const SavedSettings& settings) {
    return writeSettingsText(path, formatSettings(settings));
}

} // namespace app
