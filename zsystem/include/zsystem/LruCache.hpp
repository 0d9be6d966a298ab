// zs::LruCache — ZSystem's CACHE: a fixed budget of bytes, least recently used out first.
//
// "The CACHE is a set of OBJECTLISTs stored against their ADDRESSes. The cache is a fixed
// size and a least recently used scheme will probably be used to expire entries when space
// is needed." Each entry has a size in bytes given when it is put in; putting an entry in
// evicts the least recently used ones until the total fits the budget, and returns them so the
// caller can release what they hold (GPU memory, say). Entries can be pinned for a frame so
// that what is on screen is never evicted by what comes after it.
// Nothing in it is precious: an evicted entry can always be made again from its key.
// A plain value type: no threads, no globals; use one from one thread.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <list>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace zs {

template <typename Key, typename Value, typename Hash = std::hash<Key>>
class LruCache {
public:
    struct Evicted {
        Key key;
        Value value;
    };

    explicit LruCache(std::size_t budgetBytes) : budget_(budgetBytes) {}

    std::size_t budget() const { return budget_; }
    std::size_t bytes() const { return bytes_; }
    std::size_t size() const { return index_.size(); }
    std::uint64_t hits() const { return hits_; }
    std::uint64_t misses() const { return misses_; }

    bool contains(const Key& key) const { return index_.count(key) != 0; }

    // The entry for `key`, now the most recently used; nullptr (a miss) when it is not here.
    Value* find(const Key& key) {
        const auto it = index_.find(key);
        if (it == index_.end()) {
            misses_++;
            return nullptr;
        }
        hits_++;
        order_.splice(order_.begin(), order_, it->second);
        return &it->second->value;
    }

    // The entry for `key` without touching its age or the hit counts; nullptr when not here.
    const Value* peek(const Key& key) const {
        const auto it = index_.find(key);
        return it == index_.end() ? nullptr : &it->second->value;
    }

    // Marks `key` as in use until unpinAll(): it is not evicted in the meantime.
    void pin(const Key& key) {
        const auto it = index_.find(key);
        if (it == index_.end() || it->second->pinned) return;
        it->second->pinned = true;
        pinnedBytes_ += it->second->bytes;
    }
    void unpinAll() {
        for (Entry& e : order_) e.pinned = false;
        pinnedBytes_ = 0;
    }

    // Would an entry of `bytes` fit, evicting only unpinned entries?
    bool canFit(std::size_t bytes) const { return bytes <= budget_ - std::min(budget_, pinnedBytes_); }

    // Puts `value` in as the most recently used, evicting least recently used unpinned entries
    // until it fits. Returns what was evicted, oldest first. An entry that cannot fit even
    // then (larger than the budget, or the rest is pinned) is not stored: it comes back in
    // `rejected` so the caller can release it too.
    std::vector<Evicted> put(const Key& key, Value value, std::size_t bytes, std::optional<Value>* rejected = nullptr) {
        std::vector<Evicted> evicted;
        if (const auto it = index_.find(key); it != index_.end()) {
            bytes_ -= it->second->bytes;
            if (it->second->pinned) pinnedBytes_ -= it->second->bytes;
            evicted.push_back(Evicted{it->first, std::move(it->second->value)});
            order_.erase(it->second);
            index_.erase(it);
        }
        if (!canFit(bytes)) {
            if (rejected) *rejected = std::move(value);
            return evicted;
        }
        for (auto it = order_.end(); bytes_ + bytes > budget_ && it != order_.begin();) {
            --it;
            if (it->pinned) continue;
            bytes_ -= it->bytes;
            evicted.push_back(Evicted{it->key, std::move(it->value)});
            index_.erase(it->key);
            it = order_.erase(it);
        }
        order_.push_front(Entry{key, std::move(value), bytes, false});
        index_.emplace(key, order_.begin());
        bytes_ += bytes;
        return evicted;
    }

    // Evicts the least recently used unpinned entry, if there is one.
    std::optional<Evicted> evictOldest() {
        for (auto it = order_.end(); it != order_.begin();) {
            --it;
            if (it->pinned) continue;
            Evicted evicted{it->key, std::move(it->value)};
            bytes_ -= it->bytes;
            index_.erase(it->key);
            order_.erase(it);
            return evicted;
        }
        return std::nullopt;
    }

private:
    struct Entry {
        Key key;
        Value value;
        std::size_t bytes;
        bool pinned;
    };

    std::size_t budget_;
    std::size_t bytes_ = 0;
    std::size_t pinnedBytes_ = 0;
    std::uint64_t hits_ = 0, misses_ = 0;
    std::list<Entry> order_;  // most recently used first
    std::unordered_map<Key, typename std::list<Entry>::iterator, Hash> index_;
};

} // namespace zs
