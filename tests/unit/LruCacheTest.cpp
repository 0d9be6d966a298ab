// The cache as a unit: hits, misses, the order of eviction, the budget held.
#include "zsystem/Address.hpp"
#include "zsystem/LruCache.hpp"

#include <doctest/doctest.h>

#include <string>

using Cache = zs::LruCache<int, std::string>;

TEST_CASE("hits and misses") {
    Cache cache(100);
    CHECK(cache.find(1) == nullptr);
    cache.put(1, "one", 10);
    REQUIRE(cache.find(1) != nullptr);
    CHECK(*cache.find(1) == "one");
    CHECK(cache.hits() == 2);
    CHECK(cache.misses() == 1);
    CHECK(cache.bytes() == 10);
    CHECK(cache.size() == 1);
}

TEST_CASE("the least recently used goes first, and the budget holds") {
    Cache cache(30);
    cache.put(1, "a", 10);
    cache.put(2, "b", 10);
    cache.put(3, "c", 10);
    cache.find(1);  // 1 is now the most recently used; 2 the least
    auto evicted = cache.put(4, "d", 10);
    REQUIRE(evicted.size() == 1);
    CHECK(evicted[0].key == 2);
    CHECK(evicted[0].value == "b");
    CHECK(cache.bytes() == 30);
    evicted = cache.put(5, "e", 20);  // needs two: 3 then 1
    REQUIRE(evicted.size() == 2);
    CHECK(evicted[0].key == 3);
    CHECK(evicted[1].key == 1);
    CHECK(cache.bytes() == 30);
    CHECK(cache.contains(4));
    CHECK(cache.contains(5));
    for (int k = 10; k < 200; k++) {
        cache.put(k, "x", 1 + k % 7);
        CHECK(cache.bytes() <= cache.budget());
    }
}

TEST_CASE("putting a key again replaces it and gives the old value back") {
    Cache cache(30);
    cache.put(1, "old", 10);
    const auto evicted = cache.put(1, "new", 15);
    REQUIRE(evicted.size() == 1);
    CHECK(evicted[0].value == "old");
    CHECK(*cache.find(1) == "new");
    CHECK(cache.bytes() == 15);
}

TEST_CASE("pinned entries stay; what cannot fit is handed back, not stored") {
    Cache cache(30);
    cache.put(1, "a", 10);
    cache.put(2, "b", 10);
    cache.pin(1);
    cache.pin(2);
    CHECK(cache.canFit(10));
    CHECK(!cache.canFit(11));
    auto evicted = cache.put(3, "c", 10);
    CHECK(evicted.empty());
    std::optional<std::string> rejected;
    evicted = cache.put(4, "d", 10, &rejected);  // 1 and 2 are pinned, 3 is not
    REQUIRE(evicted.size() == 1);
    CHECK(evicted[0].key == 3);
    CHECK(!rejected);
    evicted = cache.put(5, "too big", 40, &rejected);
    CHECK(evicted.empty());
    CHECK(rejected == "too big");
    CHECK(!cache.contains(5));
    cache.unpinAll();
    evicted = cache.put(6, "f", 30);
    CHECK(evicted.size() == 3);
    CHECK(cache.size() == 1);
}

TEST_CASE("keyed by address") {
    zs::LruCache<zs::Address, int, zs::AddressHash> cache(2);
    cache.put(zs::Address{0, 0, {}}, 1, 1);
    cache.put(zs::Address{0, 0, {0, 1}}, 2, 1);
    CHECK(*cache.find(zs::Address{0, 0, {0, 1}}) == 2);
    cache.put(zs::Address{5, -5, {}}, 3, 1);
    CHECK(!cache.contains(zs::Address{0, 0, {}}));
}

TEST_CASE("evicting the oldest unpinned entry by hand") {
    Cache cache(100);
    cache.put(1, "a", 10);
    cache.put(2, "b", 10);
    cache.put(3, "c", 10);
    cache.pin(1);
    auto victim = cache.evictOldest();
    REQUIRE(victim.has_value());
    CHECK(victim->key == 2);  // 1 is older but pinned
    CHECK(cache.bytes() == 20);
    cache.pin(3);
    CHECK(!cache.evictOldest().has_value());
}
