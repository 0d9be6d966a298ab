#!/usr/bin/env bash
# Builds every test with clang under AddressSanitizer and UndefinedBehaviorSanitizer and runs
# them once, then the unit tests under ThreadSanitizer; any report fails the run.

set -euo pipefail
cd "$(dirname "$0")/.."
dir=build-sanitize
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
flags="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
cmake -S . -B "$dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=Debug \
      -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
      -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" -DZCITY_WERROR=ON -DZCITY_PACKAGE_ICON_AND_MAN=OFF >/dev/null
cmake --build "$dir" --parallel
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
cd "$dir"
# Leaks are checked wherever no GL driver is loaded. Mesa's drivers are dlclose'd before
# LeakSanitizer looks, so their allocations show as leaks from "<unknown module>", which no
# suppression can name; the GL tests run with every other check on.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 ctest --output-on-failure -R '^(unit|cli)$'
# Not the page's suites (page, wasm32): they test the wasm32 page, which no sanitizer here
# instruments, and the README's test command has just run them; 105 s of CI saved. Nor the
# gallery's pictures and the clock's (pictures, clock): screenshots drawn through the code the
# screenshot and pixelcity suites run here, whose own parts (the sun, the clock's times, the
# twilight's style) the unit tests above run under both sanitizers; about 110 s saved.
# Two at a time, as in scripts/test.sh (the window, screensaver and wayland suites never together).
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 ctest --output-on-failure --parallel 2 -E '^(unit|cli|page|wallpaper|wasm32|pictures|clock)$'

# ThreadSanitizer over the unit tests of the scene library and below: every test whose code
# starts threads (the streamer's workers, the sheets grown beside a night city, cities grown on
# two threads) and none of the viewer's or the command line's, which start none; a third of
# the compiling of the whole unit-test program (tests/CMakeLists.txt).
cd ..
tsan=build-tsan
tflags="-O1 -g -fsanitize=thread"
cmake -S . -B "$tsan" "${generator[@]}" -DCMAKE_BUILD_TYPE=Debug \
      -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_C_FLAGS="$tflags" -DCMAKE_CXX_FLAGS="$tflags" \
      -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" -DZCITY_WERROR=ON -DZCITY_PACKAGE_ICON_AND_MAN=OFF >/dev/null
cmake --build "$tsan" --target zcity_scene_unit_tests --parallel
TSAN_OPTIONS=halt_on_error=1 "$tsan/tests/zcity_scene_unit_tests"
