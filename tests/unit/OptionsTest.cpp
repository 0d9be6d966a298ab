// Option parsing, without running a process.
#include "Options.hpp"

#include <doctest/doctest.h>

#include <initializer_list>
#include <string>
#include <vector>

namespace {

app::ParseResult parse(std::initializer_list<const char*> args) {
    std::vector<const char*> argv{"zcity"};
    argv.insert(argv.end(), args.begin(), args.end());
    return app::parseOptions(static_cast<int>(argv.size()), argv.data());
}

app::Options options(std::initializer_list<const char*> args) {
    const app::ParseResult result = parse(args);
    REQUIRE(std::holds_alternative<app::Options>(result));
    return std::get<app::Options>(result);
}

app::EarlyExit early(std::initializer_list<const char*> args) {
    const app::ParseResult result = parse(args);
    REQUIRE(std::holds_alternative<app::EarlyExit>(result));
    return std::get<app::EarlyExit>(result);
}

void checkUsageError(std::initializer_list<const char*> args, const std::string& mentions) {
    const app::EarlyExit e = early(args);
    CAPTURE(e.text);
    CHECK(e.code == 2);
    CHECK(e.text.find(mentions) != std::string::npos);
    CHECK(e.text.find('\n') == std::string::npos);  // one line
}

} // namespace

TEST_CASE("defaults: the seed 0xA749F86C, tidied, one city") {
    const app::Options o = options({"--stats"});
    CHECK(o.mode == app::Mode::stats);
    CHECK(o.seed == 0xA749F86Cu);
    CHECK(o.variant == zs::Variant::tidied);
    CHECK(o.grid == 1);
}

TEST_CASE("seeds in decimal or 0x hexadecimal, 0 to 4294967295") {
    CHECK(options({"--stats", "--seed", "0xA749F86C"}).seed == 0xA749F86Cu);
    CHECK(options({"--stats", "--seed", "0Xa749f86c"}).seed == 0xA749F86Cu);
    CHECK(options({"--stats", "--seed", "2806642796"}).seed == 0xA749F86Cu);
    CHECK(options({"--stats", "--seed=0"}).seed == 0u);
    CHECK(options({"--stats", "--seed", "4294967295"}).seed == 4294967295u);
    CHECK(options({"--stats", "--seed", "0xFFFFFFFF"}).seed == 4294967295u);
    CHECK(app::parseSeed("4294967296") == std::nullopt);
    CHECK(app::parseSeed("0x100000000") == std::nullopt);
    CHECK(app::parseSeed("-1") == std::nullopt);
    CHECK(app::parseSeed("+1") == std::nullopt);
    CHECK(app::parseSeed("12abc") == std::nullopt);
    CHECK(app::parseSeed("0x") == std::nullopt);
    CHECK(app::parseSeed("") == std::nullopt);
    CHECK(app::parseSeed(" 1") == std::nullopt);
    CHECK(app::parseSeed("99999999999999999999999") == std::nullopt);
}

TEST_CASE("variants, grids and the dump path") {
    CHECK(options({"--stats", "--variant", "t2"}).variant == zs::Variant::t2);
    CHECK(options({"--stats", "--variant", "tidied"}).variant == zs::Variant::tidied);
    CHECK(options({"--stats", "--grid", "5"}).grid == 5);
    CHECK(options({"--stats", "--grid", "201"}).grid == 201);
    const app::Options dump = options({"--dump-boxes", "-", "--variant", "t2"});
    CHECK(dump.mode == app::Mode::dumpBoxes);
    CHECK(dump.dumpPath == "-");
}

TEST_CASE("bad input is one line naming the problem, exit code 2") {
    checkUsageError({"--bogus"}, "--bogus");
    checkUsageError({"--stats", "--seed"}, "--seed");
    checkUsageError({"--stats", "--seed", "banana"}, "banana");
    checkUsageError({"--stats", "--seed", "4294967296"}, "4294967296");
    checkUsageError({"--stats", "--seed", "-5"}, "--seed");
    checkUsageError({"--stats", "--variant", "t3"}, "t3");
    checkUsageError({"--stats", "--grid", "4"}, "odd");
    checkUsageError({"--stats", "--grid", "0"}, "positive");
    checkUsageError({"--stats", "--grid", "-3"}, "--grid");
    checkUsageError({"--stats", "--grid", "203"}, "too large");
    checkUsageError({"--stats", "--grid", "9999999999999"}, "--grid");
    checkUsageError({"--stats", "--grid", "3.5"}, "3.5");
    checkUsageError({"--dump-boxes"}, "--dump-boxes");
    checkUsageError({"--stats", "--dump-boxes", "x.csv"}, "--stats");
}

TEST_CASE("--help and --version print to standard output and succeed") {
    const app::EarlyExit help = early({"--help"});
    CHECK(help.code == 0);
    CHECK(help.text.find("--seed") != std::string::npos);
    CHECK(help.text.find("--dump-boxes") != std::string::npos);
    const app::EarlyExit version = early({"--version"});
    CHECK(version.code == 0);
    CHECK(version.text.find("zcity") == 0);
}
