// app::OutputFile — a file that appears whole or not at all.
//
// Writes go to a temporary file with a short name (".zcity-" and 12 hex digits, so a target
// name of up to 255 characters still fits) beside the target; commit() flushes it and renames
// it over the target. A symlink is followed: the file it leads to is replaced, the link stays.
// The old file's permissions are kept. If anything fails, or commit() is never reached, or the
// program is interrupted (formats/Interrupt.hpp), the temporary file is removed and an
// existing target is left untouched. A target that a rename could not replace (a name too long
// for its file system, an immutable file, a read-only one on Windows) is refused when the file
// is opened, before any write.
// What is not a regular file is written directly, never replaced: "-" is standard output, and
// so are a device (/dev/null, /dev/full), a FIFO, and a link to one (/dev/stdout, >(...)).
#pragma once

#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace app {

class RemovedOnInterrupt;

class OutputFile {
public:
    // Throws std::runtime_error with one line naming the path and the reason.
    explicit OutputFile(const std::string& path);
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    void write(std::string_view text);  // throws std::runtime_error
    // Every byte written and the file closed, so any write error (a full disk) has shown; the
    // old file is still in place. Throws std::runtime_error.
    void finish();
    void commit();  // finish(), then the old file replaced; throws std::runtime_error

private:
    std::string path_;                 // as the user wrote it, for messages
    std::filesystem::path target_;     // what is replaced: path_, or where its links lead
    std::filesystem::path temporary_;  // empty when written directly
    std::unique_ptr<RemovedOnInterrupt> removal_;
    std::FILE* file_ = nullptr;
    bool toStdout_ = false;
    bool finished_ = false;
    bool committed_ = false;
};

// Creates `path` for writing, failing with errno EEXIST if anything has that name (never
// truncating it); with `mode`, the permissions to give it where the system has them
// (fs::perms::unknown: the default). nullptr with errno set on failure. (Not an optional: GCC
// 12 at -O3 warns of reading an unset one.)
std::FILE* createNewFile(const std::filesystem::path& path, std::filesystem::perms mode = std::filesystem::perms::unknown);

// Files that are one thing (an OBJ, its MTL and its textures): every one finished before any
// replaces its old file, so one that cannot be written leaves all the old ones as they were.
void commitTogether(const std::vector<OutputFile*>& files);

} // namespace app
