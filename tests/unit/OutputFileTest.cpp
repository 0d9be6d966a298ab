#include "formats/OutputFile.hpp"

#include <doctest/doctest.h>

#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace fs = std::filesystem;

namespace {

// A folder of its own under the system's temporary folder, removed at the end.
struct ScratchFolder {
    fs::path path;
    ScratchFolder() {
        const auto ticks = std::chrono::steady_clock::now().time_since_epoch().count();
        path = fs::temp_directory_path() / ("zcity-output-test-" + std::to_string(ticks));
        fs::create_directories(path);
    }
    ~ScratchFolder() {
        std::error_code ignored;
        fs::remove_all(path, ignored);
    }
};

std::string contentOf(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void writeFile(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

} // namespace

// The temporary beside the target is made only where no file has its name: on Windows, fopen's
// "x" is ignored by mingw's default C runtime (msvcrt), which truncated the file instead.
TEST_CASE("createNewFile refuses a name that is taken and leaves that file as it was") {
    const ScratchFolder folder;
    const fs::path taken = folder.path / "taken.bin";
    writeFile(taken, "precious");
    errno = 0;
    std::FILE* file = app::createNewFile(taken);
    CHECK(file == nullptr);
    CHECK(errno == EEXIST);
    if (file) std::fclose(file);
    CHECK(contentOf(taken) == "precious");

    const fs::path fresh = folder.path / "fresh.bin";
    file = app::createNewFile(fresh);
    REQUIRE(file != nullptr);
    CHECK(std::fputs("a\nb", file) >= 0);  // binary: no \r added on Windows
    CHECK(std::fclose(file) == 0);
    CHECK(contentOf(fresh) == "a\nb");
}

TEST_CASE("an output file replaces the old one whole, and leaves no temporary behind") {
    const ScratchFolder folder;
    const fs::path target = folder.path / "picture.png";
    writeFile(target, "old");
    {
        app::OutputFile file(target.string());
        file.write("new\ncontent");
        CHECK(contentOf(target) == "old");  // not until commit
        file.commit();
    }
    CHECK(contentOf(target) == "new\ncontent");
    {
        app::OutputFile abandoned(target.string());
        abandoned.write("never seen");
    }  // no commit: the old file stays
    CHECK(contentOf(target) == "new\ncontent");
    int files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(folder.path)) files++;
    CHECK(files == 1);
}
