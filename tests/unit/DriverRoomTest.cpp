// The graphics driver's floor under an address-space limit: llvmpipe's threads counted only where
// a CPU draws (issue 41: a GPU's driver was asked for 16 MB a core it never takes).
#include "platform/ProcessMemory.hpp"

#include <doctest/doctest.h>

#include <cstdlib>
#include <string>

TEST_CASE("the driver's floor: 448 MB for any GPU, 16 MB a thread over two more where llvmpipe draws") {
    constexpr std::size_t kMegabyte = std::size_t{1} << 20;
    CHECK(app::isSoftwareRenderer("llvmpipe (LLVM 15.0.6, 256 bits)"));
    CHECK(app::isSoftwareRenderer("Microsoft Basic Render Driver"));
    CHECK_FALSE(app::isSoftwareRenderer("NVIDIA GeForce RTX 3060/PCIe/SSE2"));
    CHECK_FALSE(app::isSoftwareRenderer("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6)"));
    CHECK(app::driverAddressSpace(false) == 448 * kMegabyte);  // any machine: a GPU draws on itself
    CHECK(app::driverAddressSpace(true) >= 448 * kMegabyte);
#if defined(__linux__)
    const char* was = std::getenv("LP_NUM_THREADS");
    const std::string kept = was ? was : "";
    setenv("LP_NUM_THREADS", "16", 1);
    CHECK(app::driverAddressSpace(true) == 672 * kMegabyte);
    CHECK(app::driverAddressSpace(false) == 448 * kMegabyte);  // a GPU draws on itself: no thread share
    setenv("LP_NUM_THREADS", "64", 1);
    CHECK(app::driverAddressSpace(true) == (448 + 30 * 16) * kMegabyte);  // llvmpipe's 32 at most
    if (was) {
        setenv("LP_NUM_THREADS", kept.c_str(), 1);
    } else {
        unsetenv("LP_NUM_THREADS");
    }
#endif
}
