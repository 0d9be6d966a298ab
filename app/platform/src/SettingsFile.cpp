#include "platform/SettingsFile.hpp"

#include "formats/OutputFile.hpp"

#include <SDL.h>

#include <filesystem>
#include <fstream>
#include <system_error>

namespace app {
namespace {

constexpr std::size_t kMaxFileBytes = 4096;  // anything bigger is not ours

} // namespace

std::string settingsPath() {
    char* folder = SDL_GetPrefPath("zcity", "zcity");  // creates the folder
    if (!folder) return "";
    std::string path = std::string(folder) + "settings.ini";
    SDL_free(folder);
    return path;
}

LoadedSettings loadSettings(const std::string& path) {
    LoadedSettings loaded;
    if (path.empty()) return loaded;
    std::error_code error;
    const auto status = std::filesystem::status(path, error);  // follows a symlink to its file
    if (status.type() == std::filesystem::file_type::not_found) return loaded;  // none yet
    if (error || status.type() != std::filesystem::file_type::regular) {
        loaded.warning = "leaving alone the settings file " + path + ", which is not a regular file";
        loaded.writable = false;
        return loaded;
    }
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        loaded.warning = "leaving alone the settings file " + path + ", which cannot be read";
        loaded.writable = false;
        return loaded;
    }
    std::string text(kMaxFileBytes + 1, '\0');
    file.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(file.gcount()));
    if (text.size() > kMaxFileBytes) {
        loaded.warning = "leaving alone the settings file " + path + ", which is larger than a settings file can be";
        loaded.writable = false;
        return loaded;
    }
    std::string problem;
    loaded.settings = parseSettings(text, problem);
    if (!problem.empty()) loaded.warning = "skipping what is damaged in the settings file " + path + " (" + problem + ")";
    return loaded;
}

std::string saveSettings(const std::string& path, const SavedSettings& settings) {
    if (path.empty()) return "";
    try {
        // Through a symlink to the file it names, so the link stays a link.
        std::error_code error;
        const std::filesystem::path target = std::filesystem::is_symlink(path, error)
                                                 ? std::filesystem::weakly_canonical(path, error)
                                                 : std::filesystem::path(path);
        OutputFile file(error ? path : target.string());
        file.write(formatSettings(settings));
        file.commit();
        return "";
    } catch (const std::exception& e) {
        return std::string("settings not saved: ") + e.what();
    }
}

} // namespace app
