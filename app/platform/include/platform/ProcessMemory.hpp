// app::residentBytes, physicalMemoryBytes, usableMemoryBytes — how much memory this process
// holds, and how much it could ever get: for the headless flight's figures, and for the modes
// that work out up front whether a job fits. Reads what the system says; never allocates to find out.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>

namespace app {

// Resident set size in bytes; 0 where the system does not say.
std::size_t residentBytes();

// The machine's physical memory in bytes; 0 where the system does not say.
std::size_t physicalMemoryBytes();

// Gives the free memory the allocator holds back to the system, where it can (glibc's
// malloc_trim), after a streamed world has let big parts go: at most once a second, since the
// box world evicts small cities nearly every frame at speed. Its big buffers, freed on one thread
// and made on another, otherwise fragment glibc's arenas: the endless night's resident memory
// crept from 490 to 605 MB over a 100,000-unit flight with a full cache. A no-op elsewhere.
// One per frame loop (the viewer's, the flight log's); a plain value, no shared state.
class FreedMemory {
public:
    // After a frame's update, with the view's evictions so far.
    void afterUpdate(std::uint64_t evictedSoFar);

private:
    std::uint64_t evictedSeen_ = 0;
    std::chrono::steady_clock::time_point lastReturned_{};
};

// The most this process can hold: physical memory, or less where a limit says so (an
// address-space limit, ulimit -v; a container's cgroup limit on Linux). 0 where nothing says.
std::size_t usableMemoryBytes();

// The address-space limit alone (ulimit -v), in bytes; 0 where none is set.
std::size_t addressSpaceLimit();

// The address space a graphics driver needs before any scene. Under an address-space limit
// (ulimit -v) of 50 to 200 MB Mesa's EGL finds no device and says so in four lines of its own;
// from 250 to 400 MB llvmpipe crashes in most runs (5 of 6 at 390 MB). With one malloc arena
// every mode draws from 448 MB with llvmpipe's two threads here (tests/bench/memory_floor.py).
// Where a CPU draws (`software`: llvmpipe), each thread over two takes 16 MB more: llvmpipe draws
// on a thread a core (LP_NUM_THREADS where set, at most 32), each with its stack and its own
// bins; with 16 threads the Pixel City hack drew at 616 MB and not at 600. A GPU's driver draws
// on the GPU: no thread share is asked of it.
std::size_t driverAddressSpace(bool software);
// Throws the one line that names the floor when the address-space limit is below it: called
// before the driver starts with software false, and once a context says llvmpipe, with true.
void refuseDriverWithoutRoom(bool software);
// Mesa's llvmpipe and softpipe, SwiftShader, Windows' basic renderer: a CPU draws the frames.
bool isSoftwareRenderer(const std::string& renderer);

// Under an address-space limit, one malloc arena for every thread (glibc; a no-op elsewhere and
// without a limit). glibc gives each thread that allocates an arena of its own, 64 MB of address
// space each, so llvmpipe's threads (one a core) took the limit's room: with 8 threads the
// window crashed in the shader compiler at 960 MB, and with one arena it draws at 640 MB
// (tests/bench/memory_floor.py --threads 8). Call first in main, before any thread starts.
void shareOneArenaUnderAddressLimit();

// Starts this program again, the same process (its pid and arguments kept), with glibc's malloc
// asking for transparent huge pages (GLIBC_TUNABLES=glibc.malloc.hugetlb=1, glibc 2.35 and later;
// an older one ignores it), where the kernel gives them only to those who ask (THP "madvise",
// Ubuntu's and this machine's default) and nothing says otherwise: GLIBC_TUNABLES already naming
// it (glibc.malloc.hugetlb=0 keeps zcity from starting again, under valgrind say), an
// address-space limit (2 MB-aligned mappings take more of it), not Linux with glibc. A first
// Pixel City picture faults in about 130 MB of fresh memory, most of it llvmpipe's zero-filled
// textures and buffers, and page faults are dear in a virtual machine: 32,800 faults and 0.53 s
// became 11,800 and 0.32 s here, the second start included (tests/bench/ready_time.py).
// Returns where it does not start again, or could not. Call first in main, before any thread.
void relaunchWithHugePages(char** argv);

} // namespace app
