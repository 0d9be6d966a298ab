// app::exitOnInterrupt, removeTemporariesOnCrash and app::RemovedOnInterrupt — the signals that
// end a headless mode (Ctrl+C, Ctrl+\, a closed terminal, kill) and a crash in any mode.
//
// Once exitOnInterrupt() is called, SIGINT, SIGTERM, SIGHUP or SIGQUIT removes every temporary
// file still registered and ends the program at once with 128 + the signal (130, 143): whatever was being
// grown, rendered or written stops there, and no old file is replaced. An output file
// registers its temporary for as long as it exists (RemovedOnInterrupt).
// It never flushes, never unwinds and never runs destructors: a signal handler may only do
// what is async-signal-safe, and removing files and _Exit are. Not used by zcity's own window,
// where SDL turns the signals into a quit event the frame loop reads; used by the screensaver in
// a host's window (xscreensaver's), which its host ends with SIGTERM and expects gone at once.
#pragma once

#include <string>

namespace app {

// Handle SIGINT, SIGTERM, SIGHUP and SIGQUIT as above, from now on (for the rest of the program).
void exitOnInterrupt();

// The window's closed terminal: SIGHUP notes it (hangupArrived), and the frame loop quits as if
// the window were closed, saving its settings, rather than the default end that saves nothing.
void quitOnHangup();
bool hangupArrived();

// A crash (SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL; the graphics driver's, most often, when
// memory is short) removes the temporaries too, says so in one line (naming an address-space
// limit where one is set) and ends with 128 + the signal. For every mode, the window's too.
void removeTemporariesOnCrash();

// While it exists, `path` is removed if the program is interrupted. Registers nothing (and
// the file is simply left) when the path is too long for the table or the table is full.
class RemovedOnInterrupt {
public:
    explicit RemovedOnInterrupt(const std::string& path);
    ~RemovedOnInterrupt();
    RemovedOnInterrupt(const RemovedOnInterrupt&) = delete;
    RemovedOnInterrupt& operator=(const RemovedOnInterrupt&) = delete;

private:
    int slot_ = -1;
};

} // namespace app
