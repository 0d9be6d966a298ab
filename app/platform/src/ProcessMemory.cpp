#include "platform/ProcessMemory.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <stdexcept>
#include <thread>

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#elif defined(__APPLE__)
#include <mach/mach.h>
#include <sys/resource.h>
#include <sys/sysctl.h>
#elif defined(_WIN32)
#include <windows.h>
#include <psapi.h>
#endif

namespace app {
namespace {

#if defined(__linux__)
// A cgroup's memory limit: v2's memory.max ("max" when there is none), or v1's limit_in_bytes.
std::size_t cgroupLimit() {
    for (const char* path : {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
        std::FILE* file = std::fopen(path, "r");
        if (!file) continue;
        unsigned long long limit = 0;
        const int read = std::fscanf(file, "%llu", &limit);
        std::fclose(file);
        return read == 1 ? static_cast<std::size_t>(limit) : 0;
    }
    return 0;
}
#endif

#if defined(__linux__) || defined(__APPLE__)
// The smaller of two limits, where 0 means none.
std::size_t tighter(std::size_t a, std::size_t b) { return a == 0 ? b : b == 0 ? a : std::min(a, b); }

#endif

} // namespace

std::size_t addressSpaceLimit() {
#if defined(__linux__) || defined(__APPLE__)
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return 0;
    return static_cast<std::size_t>(limit.rlim_cur);
#else
    return 0;
#endif
}

void shareOneArenaUnderAddressLimit() {
#if defined(__GLIBC__)
    if (addressSpaceLimit() != 0) mallopt(M_ARENA_MAX, 1);
#endif
}

void relaunchWithHugePages(char** argv) {
#if defined(__linux__) && defined(__GLIBC__)
    constexpr const char* kTunable = "glibc.malloc.hugetlb";
    const char* tunables = std::getenv("GLIBC_TUNABLES");
    if (tunables && std::strstr(tunables, kTunable)) return;  // set already: by us, or by the user
    if (addressSpaceLimit() != 0) return;
    // "always [madvise] never": the bracket marks the kernel's mode; "always" needs no asking.
    std::FILE* mode = std::fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
    if (!mode) return;
    char line[128] = {};
    const bool read = std::fgets(line, sizeof line, mode) != nullptr;
    std::fclose(mode);
    if (!read || !std::strstr(line, "[madvise]")) return;
    // The program's own path, not /proc/self/exe: the process is named after the file it runs,
    // and "exe" is not what ps, pkill or a screensaver host's list should show.
    char path[4096];
    const ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0 || length >= static_cast<ssize_t>(sizeof path) - 1) return;
    path[length] = '\0';
    if (access(path, X_OK) != 0) return;  // replaced or deleted since it started: run on as it is
    const std::string before = tunables ? tunables : "";
    const std::string value = (before.empty() ? "" : before + ":") + kTunable + "=1";
    if (setenv("GLIBC_TUNABLES", value.c_str(), 1) != 0) return;
    execv(path, argv);
    // The start refused (the file gone in between, a resource limit): run on as before.
    if (tunables) {
        setenv("GLIBC_TUNABLES", before.c_str(), 1);
    } else {
        unsetenv("GLIBC_TUNABLES");
    }
#else
    (void)argv;
#endif
}

void FreedMemory::afterUpdate(std::uint64_t evictedSoFar) {
    const auto now = std::chrono::steady_clock::now();
    if (evictedSoFar == evictedSeen_ || now - lastReturned_ < std::chrono::seconds(1)) return;
    evictedSeen_ = evictedSoFar;
    lastReturned_ = now;
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

std::size_t residentBytes() {
#if defined(__linux__)
    std::FILE* statm = std::fopen("/proc/self/statm", "r");
    if (!statm) return 0;
    unsigned long size = 0, resident = 0;
    const int read = std::fscanf(statm, "%lu %lu", &size, &resident);
    std::fclose(statm);
    return read == 2 ? static_cast<std::size_t>(resident) * static_cast<std::size_t>(sysconf(_SC_PAGESIZE)) : 0;
#elif defined(__APPLE__)
    mach_task_basic_info_data_t info{};
    mach_msg_type_number_t count = MACH_TASK_BASIC_INFO_COUNT;
    if (task_info(mach_task_self(), MACH_TASK_BASIC_INFO, reinterpret_cast<task_info_t>(&info), &count) != KERN_SUCCESS) {
        return 0;
    }
    return static_cast<std::size_t>(info.resident_size);
#elif defined(_WIN32)
    PROCESS_MEMORY_COUNTERS counters{};
    if (!GetProcessMemoryInfo(GetCurrentProcess(), &counters, sizeof counters)) return 0;
    return static_cast<std::size_t>(counters.WorkingSetSize);
#else
    return 0;
#endif
}

std::size_t physicalMemoryBytes() {
#if defined(__linux__)
    const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
    return pages > 0 && pageSize > 0 ? static_cast<std::size_t>(pages) * static_cast<std::size_t>(pageSize) : 0;
#elif defined(__APPLE__)
    unsigned long long bytes = 0;
    std::size_t size = sizeof bytes;
    return sysctlbyname("hw.memsize", &bytes, &size, nullptr, 0) == 0 ? static_cast<std::size_t>(bytes) : 0;
#elif defined(_WIN32)
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    return GlobalMemoryStatusEx(&status) ? static_cast<std::size_t>(status.ullTotalPhys) : 0;
#else
    return 0;
#endif
}

std::size_t usableMemoryBytes() {
#if defined(__linux__)
    return tighter(tighter(physicalMemoryBytes(), cgroupLimit()), addressSpaceLimit());
#elif defined(__APPLE__)
    return tighter(physicalMemoryBytes(), addressSpaceLimit());
#else
    return physicalMemoryBytes();
#endif
}

namespace {

constexpr std::size_t kDriverAddressSpace = std::size_t{448} << 20;
constexpr std::size_t kDriverThreadAddressSpace = std::size_t{16} << 20;

} // namespace

std::size_t driverAddressSpace(bool software) {
    if (!software) return kDriverAddressSpace;
    unsigned threads = std::thread::hardware_concurrency();
    if (const char* set = std::getenv("LP_NUM_THREADS")) threads = static_cast<unsigned>(std::strtoul(set, nullptr, 10));
    threads = std::clamp(threads, 2u, 32u);
    return kDriverAddressSpace + (threads - 2) * kDriverThreadAddressSpace;
}

void refuseDriverWithoutRoom(bool software) {
    const std::size_t limit = addressSpaceLimit();
    const std::size_t need = driverAddressSpace(software);
    if (limit == 0 || limit >= need) return;
    throw std::runtime_error("drawing needs at least " + std::to_string(need >> 20) +
                             " MB of address space for the graphics driver and this process is limited to " +
                             std::to_string(limit >> 20) + " MB (ulimit -v); raise the limit");
}

bool isSoftwareRenderer(const std::string& renderer) {
    for (const char* name : {"llvmpipe", "softpipe", "SwiftShader", "Software Rasterizer", "Basic Render"}) {
        if (renderer.find(name) != std::string::npos) return true;
    }
    return false;
}

} // namespace app
