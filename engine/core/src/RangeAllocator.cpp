#include "engine/RangeAllocator.hpp"

#include <algorithm>
#include <iterator>

namespace engine {

RangeAllocator::RangeAllocator(std::size_t capacity) : capacity_(capacity) {
    if (capacity > 0) free_.emplace(0, capacity);
}

std::optional<std::size_t> RangeAllocator::allocate(std::size_t size) {
    if (size == 0) return std::nullopt;
    for (auto it = free_.begin(); it != free_.end(); ++it) {
        if (it->second < size) continue;
        const std::size_t first = it->first;
        const std::size_t rest = it->second - size;
        free_.erase(it);
        if (rest > 0) free_.emplace(first + size, rest);
        used_ += size;
        highWater_ = std::max(highWater_, first + size);
        return first;
    }
    return std::nullopt;
}

void RangeAllocator::release(std::size_t first, std::size_t size) {
    if (size == 0) return;
    used_ -= size;
    auto next = free_.lower_bound(first);
    if (next != free_.begin()) {
        auto previous = std::prev(next);
        if (previous->first + previous->second == first) {  // merge with the range before
            first = previous->first;
            size += previous->second;
            free_.erase(previous);
        }
    }
    if (next != free_.end() && first + size == next->first) {  // and the one after
        size += next->second;
        free_.erase(next);
    }
    free_.emplace(first, size);
}

std::size_t RangeAllocator::largestFree() const {
    std::size_t largest = 0;
    for (const auto& [first, size] : free_) largest = std::max(largest, size);
    return largest;
}

} // namespace engine
