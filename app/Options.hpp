// app::parseOptions — zcity's command line, parsed into values without side effects.
//
// Parsing never prints, opens files or exits: it returns either the options or an EarlyExit
// (help or version text for standard output with code 0, or one line naming the problem for
// standard error with code 2), so every case can be unit-tested without running a process.
#pragma once

#include "zsystem/Variant.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace app {

enum class Mode {
    stats,      // print the seed's title line, "City: 213 buildings, 656 cubes"
    dumpBoxes,  // write the box list as CSV
};

constexpr std::uint32_t kDefaultSeed = 0xA749F86C;  // the seed fixed in GameDraw

struct Options {
    Mode mode = Mode::stats;
    std::uint32_t seed = kDefaultSeed;
    zs::Variant variant = zs::Variant::tidied;
    int grid = 1;
    std::string dumpPath;  // "-" is standard output
};

struct EarlyExit {
    int code;          // 0: print text to standard output; otherwise to standard error
    std::string text;  // help, version, or one line naming the problem
};

using ParseResult = std::variant<Options, EarlyExit>;

constexpr int kUsageError = 2;

ParseResult parseOptions(int argc, const char* const* argv);

// Decimal or 0x hexadecimal, 0 to 4294967295, nothing else (no sign, no spaces).
std::optional<std::uint32_t> parseSeed(std::string_view text);

} // namespace app
