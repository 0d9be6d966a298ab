#include "platform/Interrupt.hpp"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#ifndef _WIN32
#include <unistd.h>
#endif

namespace app {
namespace {

// A slot's life: free, then being filled by its owner, then ready (the handler may remove the
// file), then back to free; or, once the handler has taken it, removing, and never free again.
enum SlotState : int { kFree, kFilling, kReady, kRemoving };

constexpr int kSlots = 16;              // an export writes an OBJ, its MTL and a few textures
constexpr std::size_t kPathBytes = 4096;  // PATH_MAX on Linux

struct Slot {
    std::atomic<int> state{kFree};
    char path[kPathBytes];
};
static_assert(std::atomic<int>::is_always_lock_free, "the handler reads the slots' states");

// The program's one mutable global, and it has to be: a signal handler gets nothing but the
// signal's number, so what it removes must be where it can find it. Fixed size, written only
// through the atomic states, so the handler never sees a path half-written.
Slot gSlots[kSlots];

extern "C" void removeTemporariesAndExit(int signal) {
    for (Slot& slot : gSlots) {
        int ready = kReady;
        if (slot.state.compare_exchange_strong(ready, kRemoving)) {
#ifdef _WIN32
            std::remove(slot.path);  // Windows runs the handler on a thread of its own
#else
            unlink(slot.path);  // async-signal-safe, unlike std::remove
#endif
        }
    }
    std::_Exit(128 + signal);
}

} // namespace

void exitOnInterrupt() {
    std::signal(SIGINT, removeTemporariesAndExit);
    std::signal(SIGTERM, removeTemporariesAndExit);
}

RemovedOnInterrupt::RemovedOnInterrupt(const std::string& path) {
    if (path.size() >= kPathBytes) return;
    for (int k = 0; k < kSlots; k++) {
        int free = kFree;
        if (!gSlots[k].state.compare_exchange_strong(free, kFilling)) continue;
        std::memcpy(gSlots[k].path, path.c_str(), path.size() + 1);
        gSlots[k].state.store(kReady);
        slot_ = k;
        return;
    }
}

RemovedOnInterrupt::~RemovedOnInterrupt() {
    if (slot_ < 0) return;
    int ready = kReady;
    gSlots[slot_].state.compare_exchange_strong(ready, kFree);  // fails only if the handler has it
}

} // namespace app
