// zcity_wasm_grow_bench: a night city's growth as the page does it, in WebAssembly, under node.
// Built by the page's build (scripts/web.sh) beside zcity.wasm:
//   node build-web/cmake/zcity_wasm_grow_bench.js [--runs 3] [--touch MB]
// Each run grows Pixel City's and Redux's seed-6 cities on this one thread, as the page grows
// them, and prints each part's milliseconds and how far the heap's top rose. The first run is
// the page's: code V8 has not compiled yet (it compiles lazily, then again optimised) and memory
// never touched (each fresh 4 KB page a fault). --touch writes to that many megabytes of heap
// first and frees them, so the first run's faults are paid before it: the difference between
// the first run with and without it is what the faults cost, and the rest of the difference
// from the later runs is the code's first use.
#include "scene/NightCity.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <unistd.h>

namespace {

double millisecondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// Writes one byte a page over `megabytes` of fresh heap, then gives it back to malloc, which keeps
// it for the city: the pages stay mapped.
void touchHeap(std::size_t megabytes) {
    const auto start = std::chrono::steady_clock::now();
    const std::size_t bytes = megabytes << 20;
    const std::unique_ptr<char[]> block(new char[bytes]);
    volatile char* pages = block.get();  // written, so not left out by the compiler
    for (std::size_t at = 0; at < bytes; at += 4096) pages[at] = 1;
    std::printf("touched %zu MB in %.1f ms\n", megabytes, millisecondsSince(start));
}

} // namespace

int main(int argc, char** argv) {
    int runs = 3;
    std::size_t touch = 0;
    for (int k = 1; k + 1 < argc; k += 2) {
        if (std::strcmp(argv[k], "--runs") == 0) runs = std::atoi(argv[k + 1]);
        else if (std::strcmp(argv[k], "--touch") == 0) touch = static_cast<std::size_t>(std::atoi(argv[k + 1]));
        else {
            std::fprintf(stderr, "zcity_wasm_grow_bench: %s is not --runs or --touch\n", argv[k]);
            return 2;
        }
    }
    if (runs < 1) {
        std::fprintf(stderr, "zcity_wasm_grow_bench: --runs needs a count of at least 1\n");
        return 2;
    }
    if (touch > 0) touchHeap(touch);
    for (int run = 1; run <= runs; run++) {
        for (const app::Kind kind : {app::Kind::pixelCity, app::Kind::redux}) {
            const char* heapBefore = static_cast<const char*>(sbrk(0));
            const auto start = std::chrono::steady_clock::now();
            const app::NightCity night = app::growNightCity(6u, kind);
            const double totalMs = millisecondsSince(start);
            const app::NightCityTimes& t = night.times;
            std::printf("run %d %-9s %6.1f ms (plan %5.1f, city %5.1f, sheets %5.1f, sky %5.1f, logos %4.1f, bake %5.1f), "
                        "heap top +%.1f MB\n",
                        run, kind == app::Kind::pixelCity ? "pixelcity" : "redux", totalMs, t.planMs, t.cityMs, t.sheetsMs,
                        t.skyMs, t.logosMs, t.bakeMs,
                        static_cast<double>(static_cast<const char*>(sbrk(0)) - heapBefore) / (1 << 20));
        }
    }
}
