// engine::RangeAllocator — first-fit allocation of ranges in a fixed arena (of boxes, here),
// with neighbouring free ranges merged on release. Pure bookkeeping: the arena itself (a GPU
// buffer) belongs to someone else.
#pragma once

#include <cstddef>
#include <map>
#include <optional>

namespace engine {

class RangeAllocator {
public:
    explicit RangeAllocator(std::size_t capacity);

    std::optional<std::size_t> allocate(std::size_t size);  // the range's first element
    void release(std::size_t first, std::size_t size);

    std::size_t capacity() const { return capacity_; }
    std::size_t used() const { return used_; }
    // The end of the furthest range ever allocated: first-fit keeps it low, so a GPU arena
    // that grows to it stays as small as what was ever needed at once.
    std::size_t highWater() const { return highWater_; }
    std::size_t largestFree() const;

private:
    std::size_t capacity_;
    std::size_t used_ = 0;
    std::size_t highWater_ = 0;
    std::map<std::size_t, std::size_t> free_;  // first -> size, never touching
};

} // namespace engine
