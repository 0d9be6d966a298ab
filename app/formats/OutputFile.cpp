#include "formats/OutputFile.hpp"

#include <cerrno>
#include <cstring>
#include <random>
#include <stdexcept>
#include <system_error>

namespace app {
namespace {

std::runtime_error failure(const std::string& path, const std::string& reason) {
    return std::runtime_error("cannot write " + path + ": " + reason);
}

} // namespace

OutputFile::OutputFile(const std::string& path) : path_(path) {
    if (path == "-") {
        toStdout_ = true;
        file_ = stdout;
        return;
    }
    const std::filesystem::path target(path);
    if (std::filesystem::is_directory(target)) throw failure(path, "it is a directory");
    // A name no other writer will pick, in the target's folder so the rename stays on one disk.
    temporary_ = target;
    temporary_ += ".partial-" + std::to_string(std::random_device{}());
    file_ = std::fopen(temporary_.string().c_str(), "wb");
    if (!file_) throw failure(path, std::strerror(errno));
}

OutputFile::~OutputFile() {
    if (toStdout_ || committed_) return;
    if (file_) std::fclose(file_);
    std::error_code ignored;
    std::filesystem::remove(temporary_, ignored);
}

void OutputFile::write(std::string_view text) {
    if (std::fwrite(text.data(), 1, text.size(), file_) != text.size()) {
        throw failure(path_, std::strerror(errno));
    }
}

void OutputFile::commit() {
    if (toStdout_) {
        if (std::fflush(stdout) != 0) throw failure(path_, std::strerror(errno));
        committed_ = true;
        return;
    }
    const bool flushed = std::fflush(file_) == 0;
    const int flushError = errno;
    const bool closed = std::fclose(file_) == 0;
    file_ = nullptr;
    if (!flushed || !closed) throw failure(path_, std::strerror(flushed ? errno : flushError));
    std::error_code error;
    std::filesystem::rename(temporary_, path_, error);
    if (error) throw failure(path_, error.message());
    committed_ = true;
}

} // namespace app

