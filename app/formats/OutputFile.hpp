// app::OutputFile — a file that appears whole or not at all.
//
// Writes go to a temporary file beside the target; commit() flushes it and renames it over
// the target. If anything fails, or commit() is never reached, the temporary file is
// removed and an existing target is left untouched. "-" writes straight to standard output.
#pragma once

#include <cstdio>
#include <filesystem>
#include <string>
#include <string_view>

namespace app {

class OutputFile {
public:
    // Throws std::runtime_error with one line naming the path and the reason.
    explicit OutputFile(const std::string& path);
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    void write(std::string_view text);  // throws std::runtime_error
    void commit();                      // throws std::runtime_error

private:
    std::string path_;
    std::filesystem::path temporary_;
    std::FILE* file_ = nullptr;
    bool toStdout_ = false;
    bool committed_ = false;
};

} // namespace app
