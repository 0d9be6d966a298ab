#!/usr/bin/env bash
# The generator as a package: configures zcity with -DZCITY_BUILD_APP=OFF (no SDL, no GL, no
# CLI11: the configure step must not even look for them), installs it into a scratch prefix,
# builds tests/package/consumer against that prefix alone and checks it prints the seeds'
# default city.
set -euo pipefail
cd "$(dirname "$0")/.."
build=build-zsystem-package
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
rm -rf "$build"
cmake -S . -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DZCITY_BUILD_APP=OFF -DZCITY_WERROR=ON > "$prefix/configure.log"
if grep -qE "SDL2_DIR|CLI11_DIR|glm_DIR|PNG_LIBRARY" "$build/CMakeCache.txt" || grep -qi "sdl" "$prefix/configure.log"; then
  echo "check-consumer: configuring the generator alone looked for SDL" >&2
  exit 1
fi
cmake --build "$build" --parallel >/dev/null
cmake --install "$build" --prefix "$prefix" >/dev/null
test -f "$prefix/include/zsystem/City.hpp"
test -f "$prefix/lib/cmake/zcity/zcityConfig.cmake" || test -f "$prefix/lib64/cmake/zcity/zcityConfig.cmake"
cmake -S tests/package/consumer -B "$build/consumer" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$build/consumer" >/dev/null
out=$("$build/consumer/consumer")
if [ "$out" != "City: 213 buildings, 656 cubes" ]; then
  echo "check-consumer: the consumer printed \"$out\"" >&2
  exit 1
fi
echo "check-consumer: zsystem installed alone (no SDL in its configure step); a consumer built against it prints \"$out\""
