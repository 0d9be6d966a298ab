// Boxes generated per second: the default city, and a 21x21 grid of cities.
// Run: build/tests/bench/zcity_generator_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include "zsystem/CityObjects.hpp"
#include "zsystem/Grid.hpp"
#include "zsystem/ZSystem.hpp"

#include <benchmark/benchmark.h>

namespace {

constexpr std::uint32_t kSeed = 0xA749F86Cu;

void setCounters(benchmark::State& state, std::int64_t boxesPerIteration) {
    state.counters["boxes/s"] = benchmark::Counter(static_cast<double>(boxesPerIteration),
                                                   benchmark::Counter::kIsIterationInvariantRate);
}

// One city into a reused buffer: the generator's own cost, without the allocator's. Through the
// ZSystem library's generic objects and emitter (zsystem/Object.hpp), as every generator now is:
// 95.4 M boxes a second before them (the specialised switch over four kinds), 98 to 104 M after.
void BM_DefaultCity(benchmark::State& state) {
    const auto variant = static_cast<zs::Variant>(state.range(0));
    std::vector<zs::Box> boxes;
    boxes.reserve(1024);
    for (auto _ : state) {
        boxes.clear();
        benchmark::DoNotOptimize(zs::appendCity(kSeed, zs::gridCityArea(0, 0), variant, boxes));
        benchmark::ClobberMemory();
    }
    setCounters(state, static_cast<std::int64_t>(boxes.size()));
    state.SetLabel(std::string(zs::variantName(variant)));
}
BENCHMARK(BM_DefaultCity)->Arg(static_cast<int>(zs::Variant::tidied))->Arg(static_cast<int>(zs::Variant::t2));

// growGrid as a caller uses it: a fresh box list of the whole 21x21 grid each time.
void BM_Grid21(benchmark::State& state) {
    std::size_t boxes = 0;
    for (auto _ : state) {
        const zs::City grid = zs::growGrid(kSeed, 21, zs::Variant::tidied);
        boxes = grid.boxes.size();
        benchmark::DoNotOptimize(grid.boxes.data());
    }
    setCounters(state, static_cast<std::int64_t>(boxes));
}
BENCHMARK(BM_Grid21)->Unit(benchmark::kMillisecond);

// The 21x21 grid one city at a time through one buffer, as zcity --stats does.
void BM_Grid21Streamed(benchmark::State& state) {
    std::vector<zs::Box> boxes;
    std::int64_t total = 0;
    for (auto _ : state) {
        total = 0;
        zs::forEachGridCity(21, [&](int i, int j) {
            boxes.clear();
            zs::appendCity(zs::gridCitySeed(kSeed, i, j), zs::gridCityArea(i, j), zs::Variant::tidied, boxes);
            total += static_cast<std::int64_t>(boxes.size());
        });
        benchmark::DoNotOptimize(total);
    }
    setCounters(state, total);
}
BENCHMARK(BM_Grid21Streamed)->Unit(benchmark::kMillisecond);

// The cull walk over the default city, every object opened (its list from the cache, the
// cache large enough for all): what a walk costs once a view is made, objects a second.
void BM_WalkCachedCity(benchmark::State& state) {
    zs::ZSystem<zs::CityParams, zs::CityParts> system(zs::cityWorld(kSeed, zs::Variant::tidied), 64u << 20);
    const auto open = [](const zs::Address&, const zs::CityObject&, const zs::Bounds&) { return zs::Cull::open; };
    std::uint64_t objects = 0;
    for (auto _ : state) {
        objects = system.walk(0, 0, 10, open, [](const zs::Address&, const zs::CityObject&, const zs::CityList*) {}).tested;
    }
    state.counters["objects/s"] =
        benchmark::Counter(static_cast<double>(objects), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_WalkCachedCity)->Unit(benchmark::kMicrosecond);

// The same walk with no cache: every object's function runs and records its list.
void BM_WalkUncachedCity(benchmark::State& state) {
    zs::ZSystem<zs::CityParams, zs::CityParts> system(zs::cityWorld(kSeed, zs::Variant::tidied), 0);
    const auto open = [](const zs::Address&, const zs::CityObject&, const zs::Bounds&) { return zs::Cull::open; };
    std::size_t boxes = 0;
    for (auto _ : state) {
        boxes = 0;
        system.walk(0, 0, 10, open, [&](const zs::Address&, const zs::CityObject&, const zs::CityList* list) {
            boxes += list->primitives.boxes.size();
        });
    }
    setCounters(state, static_cast<std::int64_t>(boxes));
}
BENCHMARK(BM_WalkUncachedCity)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
