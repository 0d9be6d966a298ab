#!/usr/bin/env bash
# Builds every test with clang under AddressSanitizer and UndefinedBehaviorSanitizer and runs
# them once; any report fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build-sanitize
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
cmake -S . -B "$dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER=clang++ \
      -DCMAKE_CXX_FLAGS="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" \
      -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" -DZCITY_WERROR=ON >/dev/null
cmake --build "$dir" --parallel
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
(cd "$dir" && ctest --output-on-failure)
