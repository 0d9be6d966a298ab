// parseBytes, the --cache-budget's sizes: built into the unit tests (64-bit) and on its own for
// wasm32 by the page's build (app/web/CMakeLists.txt), which the `wasm32` test runs under node,
// so the 32-bit branch, where a size_t holds less than the terabyte, runs for real.
#include "cli/Parsers.hpp"

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>

TEST_CASE("parseBytes: K, M and G, a terabyte at most or what a size_t holds") {
    CHECK(app::parseBytes("256M") == (std::size_t{256} << 20));
    CHECK(app::parseBytes("64k") == (std::size_t{64} << 10));
    CHECK(app::parseBytes("1048576") == (std::size_t{1} << 20));
    for (const char* bad : {"", "M", "-5M", "1.5G", "12Q", "0", "1025G", "1099511627777"}) {
        CAPTURE(bad);
        CHECK(!app::parseBytes(bad).has_value());
    }
    if (sizeof(std::size_t) >= 8) {
        MESSAGE("a 64-bit size_t: up to a terabyte");
        CHECK(app::parseBytes("1024G") == (std::uint64_t{1} << 40));
    } else {
        MESSAGE("a 32-bit size_t: up to 4 GB less a byte");
        CHECK(app::parseBytes("3G") == std::size_t{3} << 30);
        CHECK(!app::parseBytes("4G").has_value());
        CHECK(!app::parseBytes("4294967296").has_value());
        CHECK(app::parseBytes("4294967295") == std::size_t{4294967295u});
    }
}
