// Pixel City's cars: one 50 ms update with the city's 500 cars in view, and a first frame's
// warm-up (20 s of updates at once), looking down seed 6's avenue at street level.
// Run: build/tests/bench/zcity_traffic_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include "engine/Traffic.hpp"
#include "zsystem/PixelCity.hpp"

#include <benchmark/benchmark.h>

namespace {

constexpr std::uint32_t kSeed = 6;
const engine::CameraPose kAvenue{{526, 6, 760}, 0, -4};
constexpr double kHalfAngle = 55.7;  // a 1280 x 720 frame's half-width plus 10 degrees

void BM_TrafficUpdate(benchmark::State& state) {
    const zs::pixelcity::Plan plan = zs::pixelcity::growPixelCity(kSeed).plan;
    engine::Traffic traffic(plan, kSeed);
    traffic.warmUp(engine::kTrafficWarmUpMs, kAvenue, kHalfAngle);
    for (auto _ : state) {
        traffic.advance(engine::kTrafficStepMs, kAvenue, kHalfAngle);
        benchmark::DoNotOptimize(traffic.cars().data());
    }
    state.counters["cars"] = static_cast<double>(traffic.cars().size());
}
BENCHMARK(BM_TrafficUpdate)->Unit(benchmark::kMicrosecond);

void BM_TrafficWarmUp(benchmark::State& state) {
    const zs::pixelcity::Plan plan = zs::pixelcity::growPixelCity(kSeed).plan;
    std::size_t cars = 0;
    for (auto _ : state) {
        engine::Traffic traffic(plan, kSeed);  // copying the lanes is part of a new city's start
        traffic.warmUp(engine::kTrafficWarmUpMs, kAvenue, kHalfAngle);
        cars = traffic.cars().size();
        benchmark::DoNotOptimize(traffic.cars().data());
    }
    state.counters["cars"] = static_cast<double>(cars);
}
BENCHMARK(BM_TrafficWarmUp)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
