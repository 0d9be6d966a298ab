// engine::TileWorkers — the worker threads that grow a world's tiles from their addresses.
//
// The render thread asks (request: the tiles it wants, nearest first, replacing what it asked
// before) and takes what is grown (takeGrown) without ever waiting; the workers run `grow` on a
// tile's address alone, so it must share nothing mutable. A tile asked for is grown once while
// it is asked for, queued, growing or waiting to be taken. Used by both streamers (box worlds,
// night worlds). Never touches the graphics API.
//
// With no threads (a page built without them, kThreadsAvailable false: the web wallpaper,
// which its hosts open from a folder where SharedArrayBuffer is refused) the caller grows the
// most wanted tile itself, one each takeGrown: a frame that grows one is late by that tile.
#pragma once

#include "zsystem/Address.hpp"

#include <condition_variable>
#include <exception>
#include <optional>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <string>
#include <system_error>
#include <thread>
#include <unordered_set>
#include <utility>
#include <vector>

namespace engine {

// Whether this build can start threads: not a page built without pthreads.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
inline constexpr bool kThreadsAvailable = false;
#else
inline constexpr bool kThreadsAvailable = true;
#endif

template <typename Result>
class TileWorkers {
public:
    using Grow = std::function<Result(const zs::Address& tile)>;
    struct Grown {
        zs::Address address;
        Result result;
    };

    // `threads` 0: none, the caller grows (takeGrown). Throws std::runtime_error with one line
    // when a thread cannot start (a limit on processes, ulimit -u), saying how many did and how
    // to ask for fewer.
    TileWorkers(int threads, Grow grow) : grow_(std::move(grow)) {
        const int wanted = std::max(0, threads);
        try {
            for (int t = 0; t < wanted; t++) threads_.emplace_back([this] { work(); });
        } catch (const std::system_error& e) {
            const int started = static_cast<int>(threads_.size());
            stop();  // the threads already started must not outlive a half-made object
            throw std::runtime_error(
                "cannot start worker thread " + std::to_string(started + 1) + " of " + std::to_string(wanted) + " (" +
                e.code().message() + ": too many processes or threads for this user, ulimit -u); " +
                (started > 0 ? "try --workers " + std::to_string(started) : std::string("raise the limit")));
        } catch (...) {
            stop();
            throw;
        }
    }
    ~TileWorkers() { stop(); }
    TileWorkers(const TileWorkers&) = delete;
    TileWorkers& operator=(const TileWorkers&) = delete;

    // The tiles wanted now, most wanted first: the old queue is dropped (it is stale), and a tile
    // already growing or grown is not asked for twice.
    void request(std::vector<zs::Address> wanted) {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            for (const zs::Address& a : queue_) asked_.erase(a);
            queue_.clear();
            for (zs::Address& a : wanted) {
                if (!asked_.insert(a).second) continue;
                queue_.push_back(std::move(a));
            }
        }
        wake_.notify_all();
    }

    // Takes grown tiles, oldest first, until their `weigh`ts reach `allowance`. With no threads,
    // first grows the most wanted tile here when none is waiting.
    template <typename Weigh>
    std::vector<Grown> takeGrown(std::size_t allowance, Weigh&& weigh) {
        if (threads_.empty()) growOneHere(false);
        std::lock_guard<std::mutex> lock(mutex_);
        std::size_t weight = 0, count = 0;
        while (count < grown_.size() && weight < allowance) weight += weigh(grown_[count++].result);
        std::vector<Grown> taken(std::make_move_iterator(grown_.begin()),
                                 std::make_move_iterator(grown_.begin() + static_cast<std::ptrdiff_t>(count)));
        grown_.erase(grown_.begin(), grown_.begin() + static_cast<std::ptrdiff_t>(count));
        for (const Grown& g : taken) asked_.erase(g.address);
        return taken;
    }

    // Asked for and not yet taken: queued, growing, or grown.
    std::size_t pending() const {
        std::lock_guard<std::mutex> lock(mutex_);
        return asked_.size();
    }

    // For tests and pictures: blocks until nothing is queued or growing (with no threads, grows
    // what is queued here).
    void waitUntilIdle() {
        while (threads_.empty() && growOneHere(true)) {
        }
        std::unique_lock<std::mutex> lock(mutex_);
        idle_.wait(lock, [&] { return busy_ == 0 && queue_.empty(); });
    }

private:
    void stop() {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            stopping_ = true;
        }
        wake_.notify_all();
        for (std::thread& t : threads_) t.join();
        threads_.clear();
    }

    void work() {
        for (;;) {
            zs::Address address;
            {
                std::unique_lock<std::mutex> lock(mutex_);
                wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
                if (stopping_) return;
                address = queue_.front();
                queue_.pop_front();
                busy_++;
            }
            grow(std::move(address));
        }
    }

    // With no threads: the most wanted tile grown on the caller (for a frame, only when none is
    // waiting to be taken). false when there was nothing to grow.
    bool growOneHere(bool evenWithGrownWaiting) {
        zs::Address address;
        {
            std::lock_guard<std::mutex> lock(mutex_);
            if ((!grown_.empty() && !evenWithGrownWaiting) || queue_.empty()) return false;
            address = queue_.front();
            queue_.pop_front();
            busy_++;
        }
        grow(std::move(address));
        return true;
    }

    // Grows a tile taken from the queue (busy_ counted) and keeps the result.
    void grow(zs::Address address) {
        // A tile that cannot be grown now (out of memory, say) is dropped, not the program:
        // it is asked for again while it is wanted.
        std::optional<Result> result;
        try {
            result.emplace(grow_(address));
        } catch (const std::exception&) {
            // nothing kept: the address leaves `asked_` below
        }
        std::lock_guard<std::mutex> lock(mutex_);
        if (result) {
            grown_.push_back(Grown{std::move(address), std::move(*result)});
        } else {
            asked_.erase(address);
        }
        busy_--;
        if (busy_ == 0 && queue_.empty()) idle_.notify_all();
    }

    Grow grow_;
    mutable std::mutex mutex_;
    std::condition_variable wake_, idle_;
    std::deque<zs::Address> queue_;  // most wanted first
    std::unordered_set<zs::Address, zs::AddressHash> asked_;
    std::vector<Grown> grown_;
    int busy_ = 0;
    bool stopping_ = false;
    std::vector<std::thread> threads_;  // last: started once everything they use exists
};

} // namespace engine
