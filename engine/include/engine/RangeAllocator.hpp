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
    std::size_t largestFree() const;

private:
    std::size_t capacity_;
    std::size_t used_ = 0;
    std::map<std::size_t, std::size_t> free_;  // first -> size, never touching
};

} // namespace engine
