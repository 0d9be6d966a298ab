// Boxes generated per second: the default city, and a 21x21 grid of cities.
// Run: build/tests/bench/zcity_generator_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include "zsystem/Grid.hpp"

#include <benchmark/benchmark.h>

namespace {

constexpr std::uint32_t kSeed = 0xA749F86Cu;

void setCounters(benchmark::State& state, std::int64_t boxesPerIteration) {
    state.counters["boxes/s"] = benchmark::Counter(static_cast<double>(boxesPerIteration),
                                                   benchmark::Counter::kIsIterationInvariantRate);
}

// One city into a reused buffer: the generator's own cost, without the allocator's.
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

} // namespace

BENCHMARK_MAIN();
