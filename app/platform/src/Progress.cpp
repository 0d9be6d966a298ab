#include "platform/Progress.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <system_error>

#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

namespace app {
namespace {

using namespace std::chrono_literals;

constexpr auto kQuietStart = 1s;  // a job this short shows nothing
constexpr auto kRedraw = 100ms;
constexpr int kBarCells = 30;
// The whole line within 79 columns, so it never wraps on an 80-column terminal (a wrapped
// line cannot be redrawn from its start with '\r').
constexpr std::size_t kMaxWhat = 79 - 7 - 7 - (kBarCells + 2);

bool stderrIsTerminal() {
#ifdef _WIN32
    return _isatty(_fileno(stderr)) != 0;
#else
    return isatty(STDERR_FILENO) != 0;
#endif
}

void put(const std::string& text) {
    std::fputs(text.c_str(), stderr);  // a bar that cannot be drawn is no reason to stop the job
    std::fflush(stderr);
}

} // namespace

Progress::Progress(std::string what, bool quiet) : what_(std::move(what)) {
    if (quiet || !stderrIsTerminal()) return;
    try {
        drawer_ = std::thread([this] { run(); });
    } catch (const std::system_error&) {
        // No thread to spare (a limit on threads or memory): the job runs without its bar.
    }
}

Progress::~Progress() { stop(false); }

void Progress::set(double fraction) { fraction_.store(std::clamp(fraction, 0.0, 1.0), std::memory_order_relaxed); }

void Progress::finish() { stop(true); }

std::string Progress::line(const std::string& what, double fraction, int tick) {
    std::string shown = what.size() <= kMaxWhat ? what : "..." + what.substr(what.size() - (kMaxWhat - 3));
    std::string bar(kBarCells, '.');
    char percent[8] = "    ";
    if (fraction >= 0) {
        std::fill_n(bar.begin(), static_cast<int>(std::floor(fraction * kBarCells)), '#');
        std::snprintf(percent, sizeof percent, "%3d%%", static_cast<int>(std::floor(fraction * 100)));
    } else {  // a block that sweeps back and forth: working, not stuck
        const int cells = 6, span = 2 * (kBarCells - cells);
        const int at = tick % span < span / 2 ? tick % span : span - tick % span;
        std::fill_n(bar.begin() + at, cells, '#');
    }
    return "zcity: " + shown + "  " + percent + " [" + bar + "]";
}

void Progress::run() {
    std::unique_lock<std::mutex> lock(mutex_);
    if (wake_.wait_for(lock, kQuietStart, [this] { return stopping_; })) return;
    for (int tick = 0; !stopping_; tick++) {
        put("\r" + line(what_, fraction_.load(std::memory_order_relaxed), tick));
        shown_ = true;
        wake_.wait_for(lock, kRedraw, [this] { return stopping_; });
    }
}

void Progress::stop(bool done) {
    if (!drawer_.joinable()) return;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    drawer_.join();
    if (!shown_) return;
    const std::string last = line(what_, 1, 0);
    put(done ? "\r" + last + "\n" : "\r" + std::string(last.size(), ' ') + "\r");
}

} // namespace app
