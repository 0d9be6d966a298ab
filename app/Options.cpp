#include "Options.hpp"

#include "zsystem/Grid.hpp"

#include <CLI/CLI.hpp>

#include <charconv>
#include <limits>

namespace app {
namespace {

std::optional<long long> parseInteger(std::string_view text) {
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end) return std::nullopt;
    return value;
}

EarlyExit usageError(const std::string& problem) {
    return EarlyExit{kUsageError, "zcity: " + problem + " (see zcity --help)"};
}

} // namespace

std::optional<std::uint32_t> parseSeed(std::string_view text) {
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    }
    if (text.empty() || text.front() == '-' || text.front() == '+') return std::nullopt;
    unsigned long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value, base);
    if (ec != std::errc() || ptr != end || value > std::numeric_limits<std::uint32_t>::max()) {
        return std::nullopt;
    }
    return static_cast<std::uint32_t>(value);
}

ParseResult parseOptions(int argc, const char* const* argv) {
    CLI::App cli{"zcity: a city of boxes grown from one 32-bit seed, after the ZSystem test programs.",
                 "zcity"};
    cli.get_formatter()->column_width(30);

    bool stats = false;
    std::string dumpPath, seedText, variantText, gridText;
    cli.add_flag("--stats", stats,
                                   "Print the title line of the original, e.g. \"City: 213 buildings, 656 cubes\"");
    auto* dumpOption = cli.add_option("--dump-boxes", dumpPath,
                                      "Write the boxes as CSV (x1,y1,z1,x2,y2,z2,r,g,b) in generation order; - is standard output")
                           ->type_name("FILE");
    cli.add_option("--seed", seedText, "City seed, decimal or 0x hex (default 0xA749F86C)")->type_name("S");
    cli.add_option("--variant", variantText, "tidied (the procedural city block, default) or t2 (ZSystem t2)")
        ->type_name("NAME");
    cli.add_option("--grid", gridText,
                   "An odd N: the N x N cities of GameDraw's loop, centred on the origin (default 1)")
        ->type_name("N");
    cli.set_version_flag("--version", std::string("zcity ") + ZCITY_VERSION);

    try {
        cli.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        return EarlyExit{0, cli.help()};
    } catch (const CLI::CallForVersion& e) {
        return EarlyExit{0, std::string(e.what()) + "\n"};
    } catch (const CLI::ParseError& e) {
        return usageError(e.what());
    }

    if (stats && dumpOption->count() > 0) return usageError("--stats and --dump-boxes cannot be used together");

    Options options;
    options.mode = dumpOption->count() > 0 ? Mode::dumpBoxes : Mode::stats;
    options.dumpPath = dumpPath;
    if (options.mode == Mode::dumpBoxes && dumpPath.empty()) {
        return usageError("--dump-boxes needs a file name, or - for standard output");
    }

    if (cli.count("--seed") > 0) {
        const auto seed = parseSeed(seedText);
        if (!seed) {
            return usageError("--seed \"" + seedText + "\" is not a number from 0 to 4294967295 (decimal or 0x hex)");
        }
        options.seed = *seed;
    }
    if (cli.count("--variant") > 0) {
        const auto variant = zs::parseVariant(variantText);
        if (!variant) return usageError("--variant \"" + variantText + "\" is not tidied or t2");
        options.variant = *variant;
    }
    if (cli.count("--grid") > 0) {
        const auto grid = parseInteger(gridText);
        if (!grid) return usageError("--grid \"" + gridText + "\" is not a whole number");
        if (*grid <= 0) return usageError("--grid must be a positive odd number, not " + gridText);
        if (*grid % 2 == 0) return usageError("--grid must be odd so the grid is centred on the origin, not " + gridText);
        if (*grid > zs::kMaxGridSide) {
            return usageError("--grid " + gridText + " is too large to generate in memory (at most " +
                              std::to_string(zs::kMaxGridSide) + ")");
        }
        options.grid = static_cast<int>(*grid);
    }
    return options;
}

} // namespace app
