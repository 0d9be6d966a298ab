#include "formats/Interrupt.hpp"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#else
#include <sys/resource.h>
#include <unistd.h>
#endif

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ZCITY_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ZCITY_SANITIZED 1
#endif
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

#ifdef _WIN32
// Windows runs the handler on a thread of its own while the file may still be open: it was
// opened sharing deletion (createNewFile), so the file is marked and goes when the process's
// handles close, at its end. The path is UTF-8, which Windows' narrow calls would read in the
// ANSI code page.
void removeFile(const char* utf8Path) {
    wchar_t wide[kPathBytes];
    if (MultiByteToWideChar(CP_UTF8, 0, utf8Path, -1, wide, static_cast<int>(kPathBytes)) > 0) DeleteFileW(wide);
}
#else
void removeFile(const char* path) { unlink(path); }  // async-signal-safe, unlike std::remove
#endif

void removeTemporaries() {
    for (Slot& slot : gSlots) {
        int ready = kReady;
        if (slot.state.compare_exchange_strong(ready, kRemoving)) removeFile(slot.path);
    }
}

extern "C" void removeTemporariesAndExit(int signal) {
    removeTemporaries();
    std::_Exit(128 + signal);
}

#ifndef _WIN32
// Async-signal-safe pieces of the crash's line: write(2) and hand-made digits, no stdio.
void say(const char* text) {
    ssize_t ignored = write(STDERR_FILENO, text, std::strlen(text));
    static_cast<void>(ignored);
}

void sayNumber(unsigned long long value) {
    char digits[24];
    int at = sizeof digits;
    digits[--at] = '\0';
    do {
        digits[--at] = static_cast<char>('0' + value % 10);
        value /= 10;
    } while (value != 0 && at > 0);
    say(digits + at);
}
#endif

const char* crashName(int signal) {
    switch (signal) {
    case SIGSEGV: return "a segmentation fault";
    case SIGABRT: return "an abort";
    case SIGFPE: return "an arithmetic fault";
    case SIGILL: return "an illegal instruction";
#ifndef _WIN32
    case SIGBUS: return "a bus error";
#endif
    }
    return "a fatal signal";
}

// A crash (in the graphics driver, most often, when memory runs short): the temporaries go, one
// line says what happened, and the program ends with 128 + the signal, as an interrupt does.
// The thread that reports: two threads crashing at once (the driver's workers, when a frame far
// too big for it was asked) each ran the handler, and their lines came out interleaved.
std::atomic<bool> gCrashReported{false};

extern "C" void removeTemporariesAndReportCrash(int signal) {
    if (gCrashReported.exchange(true)) {
#ifndef _WIN32
        for (;;) pause();  // another thread is saying it and ending the program: this one waits, silently
#else
        std::_Exit(128 + signal);
#endif
    }
    removeTemporaries();
#ifndef _WIN32
    say("zcity: stopped by ");
    say(crashName(signal));
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
        say(" with this process limited to ");
        sayNumber(static_cast<unsigned long long>(limit.rlim_cur >> 20));
        say(" MB of address space (ulimit -v): most likely out of memory; raise the limit\n");
    } else {
        say("; nothing was written\n");
    }
#else
    std::fputs("zcity: stopped by ", stderr);
    std::fputs(crashName(signal), stderr);
    std::fputs("; nothing was written\n", stderr);
#endif
    std::_Exit(128 + signal);
}

// Set by SIGHUP in the window; read by its frame loop. A handler gets only the signal's number.
std::atomic<bool> gHangup{false};

extern "C" void noteHangup(int) { gHangup = true; }

} // namespace

void quitOnHangup() {
#ifndef _WIN32
    std::signal(SIGHUP, noteHangup);
#endif
}

bool hangupArrived() { return gHangup; }

void exitOnInterrupt() {
    // Every signal a terminal sends to end a job: Ctrl+C, Ctrl+\, closing it (SIGHUP), kill.
    std::signal(SIGINT, removeTemporariesAndExit);
    std::signal(SIGTERM, removeTemporariesAndExit);
#ifndef _WIN32
    std::signal(SIGHUP, removeTemporariesAndExit);
    std::signal(SIGQUIT, removeTemporariesAndExit);
#endif
}

void removeTemporariesOnCrash() {
#ifndef ZCITY_SANITIZED  // the sanitizers' own handlers report where the fault was: their builds keep them
    for (const int signal : {SIGSEGV, SIGABRT, SIGFPE, SIGILL}) std::signal(signal, removeTemporariesAndReportCrash);
#ifndef _WIN32
    std::signal(SIGBUS, removeTemporariesAndReportCrash);
#endif
#endif
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
