#include "formats/OutputFile.hpp"

#include "formats/FileNames.hpp"
#include "formats/Interrupt.hpp"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <optional>
#include <random>
#include <stdexcept>
#include <system_error>

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <fcntl.h>  // _O_BINARY
#include <io.h>     // _open_osfhandle, _setmode
#include <windows.h>
#else
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#if defined(__linux__)
#include <linux/fs.h>  // FS_IOC_GETFLAGS: the immutable and append-only attributes
#endif
#endif

namespace app {
namespace {

namespace fs = std::filesystem;

std::runtime_error failure(const std::string& path, const std::string& reason) {
    return std::runtime_error("cannot write " + path + ": " + reason);
}

// Where a chain of symlinks ends (the path itself when it is no link): the file to replace,
// so the temporary lands on its disk and the links stay links. A dangling link leads to the
// file it names, which is created, as a shell's > would.
fs::path followLinks(const std::string& path) {
    fs::path at = pathFromUtf8(path);
    for (int hops = 0; hops < 40; hops++) {  // Linux's own limit
        std::error_code error;
        if (!fs::is_symlink(fs::symlink_status(at, error))) return at;
        const fs::path next = fs::read_symlink(at, error);
        if (error) throw failure(path, error.message());
        at = next.is_absolute() ? next : at.parent_path() / next;
    }
    throw failure(path, std::strerror(ELOOP));
}

// Short whatever the target's name, so a name near the 255-character limit still has room.
std::string temporaryName() {
    std::random_device random;
    const std::uint64_t bits = (std::uint64_t{random()} << 32) ^ random();
    char name[32];
    std::snprintf(name, sizeof name, ".zcity-%012llx", static_cast<unsigned long long>(bits & 0xFFFFFFFFFFFFull));
    return name;
}


// Why `target` could not take the temporary's place by a rename, though its folder takes new
// files: a name longer than the file system's (the temporary's short name fits where the
// target's does not), an immutable or append-only file (chattr +i, +a), or another user's file
// in a sticky folder (/tmp). "" when nothing says it cannot. Checked when the file is opened, so
// a job that writes several files finds a name that cannot be written before it writes any.
std::string whyNotReplaceable(const fs::path& target) {
#ifndef _WIN32
    const fs::path folder = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    const long nameMax = pathconf(folder.c_str(), _PC_NAME_MAX);
    if (nameMax > 0 && target.filename().native().size() > static_cast<std::size_t>(nameMax)) return std::strerror(ENAMETOOLONG);
    struct stat file {};
    if (lstat(target.c_str(), &file) != 0 || !S_ISREG(file.st_mode)) return "";  // new: nothing to replace
#ifdef FS_IOC_GETFLAGS
    const int fd = open(target.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
    if (fd >= 0) {
        int flags = 0;
        const bool known = ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0;
        close(fd);
        if (known && (flags & (FS_IMMUTABLE_FL | FS_APPEND_FL)) != 0) return "it is immutable or append-only (chattr)";
    }
#endif
    struct stat dir {};
    const uid_t me = geteuid();
    if (stat(folder.c_str(), &dir) == 0 && (dir.st_mode & S_ISVTX) != 0 && me != 0 && file.st_uid != me &&
        dir.st_uid != me) {
        return "it is another user's, in a folder only its owners may replace files in (sticky)";
    }
#else
    // Windows' rename refuses a read-only file (attrib +r) and Wine's replaces it; either way the
    // owner asked that it stay as it is, and an export's other files must not be replaced alone.
    const DWORD attributes = GetFileAttributesW(target.c_str());
    if (attributes != INVALID_FILE_ATTRIBUTES && (attributes & FILE_ATTRIBUTE_DIRECTORY) == 0 &&
        (attributes & FILE_ATTRIBUTE_READONLY) != 0) {
        return "it is read-only (attrib +r)";
    }
#endif
    return "";
}

#ifdef _WIN32
// The errno a C runtime call would have left for what CreateFileW failed with.
int errnoOf(DWORD error) {
    switch (error) {
    case ERROR_FILE_EXISTS:
    case ERROR_ALREADY_EXISTS: return EEXIST;
    case ERROR_ACCESS_DENIED: return EACCES;
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND: return ENOENT;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL: return ENOSPC;
    case ERROR_FILENAME_EXCED_RANGE: return ENAMETOOLONG;
    }
    return EIO;
}
#endif

// A stream over a newly opened descriptor, which is closed (errno kept) when none can be made.
std::FILE* streamOf(int fd) {
#ifdef _WIN32
    const auto openStream = _fdopen;
    const auto closeDescriptor = _close;
#else
    const auto openStream = fdopen;
    const auto closeDescriptor = close;
#endif
    std::FILE* file = openStream(fd, "wb");
    if (!file) {
        const int error = errno;
        closeDescriptor(fd);
        errno = error;
    }
    return file;
}

} // namespace

std::FILE* createNewFile(const fs::path& path, fs::perms mode) {
#ifdef _WIN32
    static_cast<void>(mode);  // Windows keeps access in the folder's ACLs, which the file inherits
    // CREATE_NEW, not fopen's "x" (mingw's default C runtime, msvcrt, ignores it and truncates a
    // file that is there); sharing deletion, so an interrupt's handler, on a thread of its own,
    // can remove the temporary while this thread still holds it open (formats/Interrupt.hpp).
    // Not inherited by any child process, as no handle of zcity's is.
    const HANDLE handle = CreateFileW(path.c_str(), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_DELETE, nullptr,
                                      CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (handle == INVALID_HANDLE_VALUE) {
        errno = errnoOf(GetLastError());
        return nullptr;
    }
    const int fd = _open_osfhandle(reinterpret_cast<intptr_t>(handle), _O_WRONLY | _O_BINARY);
    if (fd < 0) {
        CloseHandle(handle);
        errno = EMFILE;
        return nullptr;
    }
    return streamOf(fd);
#else
    const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) return nullptr;
    if (mode != fs::perms::unknown) static_cast<void>(fchmod(fd, static_cast<mode_t>(mode & fs::perms::mask)));  // best effort
    return streamOf(fd);
#endif
}

OutputFile::OutputFile(const std::string& path) : path_(path) {
    if (path == "-") {
        toStdout_ = true;
        file_ = stdout;
#ifdef _WIN32
        // Windows opens standard output in text mode, which writes each \n as \r\n: a PNG
        // (or any file) piped out would not be the one written to disk.
        _setmode(_fileno(stdout), _O_BINARY);
#endif
        return;
    }
    std::error_code error;
    const fs::file_status status = fs::status(pathFromUtf8(path), error);  // through any links
    if (fs::is_directory(status)) throw failure(path, "it is a directory");
    if (fs::exists(status) && !fs::is_regular_file(status)) {
        // A device, a FIFO, a terminal: what reads it is waiting on this very file, and
        // replacing it with a regular file would break it (or fail for want of a writable /dev).
#ifdef _WIN32
        file_ = _wfopen(pathFromUtf8(path).c_str(), L"wb");
#else
        file_ = std::fopen(path.c_str(), "wb");
#endif
        if (!file_) throw failure(path, std::strerror(errno));
        return;
    }
    target_ = followLinks(path);
    if (const std::string reason = whyNotReplaceable(target_); !reason.empty()) throw failure(path, reason);
    const fs::perms mode = fs::is_regular_file(status) ? status.permissions() : fs::perms::unknown;
    int reason = EEXIST;
    for (int attempt = 0; !file_ && reason == EEXIST && attempt < 100; attempt++) {
        temporary_ = target_.parent_path() / temporaryName();
        removal_ = std::make_unique<RemovedOnInterrupt>(utf8Of(temporary_));  // before the file exists
        file_ = createNewFile(temporary_, mode);
        reason = errno;
    }
    if (!file_) {
        removal_.reset();
        temporary_.clear();
        throw failure(path, std::strerror(reason));
    }
}

OutputFile::~OutputFile() {
    if (toStdout_) return;
    if (file_) std::fclose(file_);
    if (committed_ || temporary_.empty()) return;
    std::error_code ignored;
    fs::remove(temporary_, ignored);
}

void OutputFile::write(std::string_view text) {
    if (std::fwrite(text.data(), 1, text.size(), file_) != text.size()) {
        throw failure(path_, std::strerror(errno));
    }
}

void OutputFile::finish() {
    if (finished_) return;
    if (toStdout_) {
        if (std::fflush(stdout) != 0) throw failure(path_, std::strerror(errno));
        finished_ = true;
        return;
    }
    const bool flushed = std::fflush(file_) == 0;
    const int flushError = errno;
    const bool closed = std::fclose(file_) == 0;
    file_ = nullptr;
    if (!flushed || !closed) throw failure(path_, std::strerror(flushed ? errno : flushError));
    finished_ = true;
}

void OutputFile::commit() {
    finish();
    if (!temporary_.empty()) {
        std::error_code error;
        fs::rename(temporary_, target_, error);
        if (error) throw failure(path_, error.message());
    }
    committed_ = true;
}

void commitTogether(const std::vector<OutputFile*>& files) {
    for (OutputFile* file : files) file->finish();
    // Renames within one folder, of files already whole: the step that does not fail for want
    // of space, so the set is replaced together in all but the rarest case.
    for (OutputFile* file : files) file->commit();
}

} // namespace app
