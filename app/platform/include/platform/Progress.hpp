// app::Progress — a progress bar on standard error for a job that takes a while:
//
//   zcity: exporting grid.glb  42% [############.................]
//
// Shown only when standard error is a terminal and not --quiet, and only once the job has run
// a second (a quick job shows nothing at all). A thread of its own redraws it, at most ten
// times a second, from the fraction the job last set — so the job pays an atomic store, and a
// job that cannot say how far it is (the world's warm-up) still shows that it is working. It
// ends with the bar at 100% and a newline (finish), or, when the job fails, erased so that the
// error's line stands alone. It never writes to standard output and never writes to a pipe or
// a file.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace app {

class Progress {
public:
    // `what`: the job, "exporting grid.glb". `quiet`: --quiet, show nothing.
    Progress(std::string what, bool quiet);
    ~Progress();  // erases the bar if finish() was not reached
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    // How far the job is, 0 to 1; any thread, as often as it likes. Until it is first called
    // the bar only shows that the job is working.
    void set(double fraction);
    // The job is done: the bar at 100% and a newline, if it was shown.
    void finish();

    // The line as drawn, for tests: `fraction` < 0 is a job that cannot say, at `tick`.
    static std::string line(const std::string& what, double fraction, int tick);

private:
    void run();
    void stop(bool done);

    std::string what_;
    std::atomic<double> fraction_{-1};
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    bool shown_ = false;  // written only by the drawing thread, read after it has joined
    std::thread drawer_;
};

} // namespace app
