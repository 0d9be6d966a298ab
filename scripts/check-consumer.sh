#!/usr/bin/env bash
# The generator as a package: configures zcity with -DZCITY_BUILD_APP=OFF (no SDL, no GL, no
# CLI11: the configure step must not even look for them), installs it into a scratch prefix,
# builds tests/package/consumer against that prefix alone and checks it prints the originals'
# default city, then builds the galaxy example of docs/zsystem.md (a world of its own, on the
# ZSystem library) against the same prefix and checks what it prints and the picture it draws.
# CMAKE_BUILD_PARALLEL_LEVEL, when set, limits the build's jobs (a small machine).
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
jobs=(--parallel)
[ -n "${CMAKE_BUILD_PARALLEL_LEVEL:-}" ] && jobs=(--parallel "$CMAKE_BUILD_PARALLEL_LEVEL")
cmake --build "$build" "${jobs[@]}" >/dev/null
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
# The example with the project's warnings as errors, so what the docs show stays clean.
cmake -S docs/examples/galaxy -B "$build/galaxy" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_CXX_FLAGS="-Wall -Wextra -Wpedantic -Werror" >/dev/null
cmake --build "$build/galaxy" >/dev/null
galaxy=$("$build/galaxy/galaxy")
expected="walk: 1749 objects in view, 1749 functions run, 431 culled, 343904 bytes cached
(1,1).3.1: a planet at (863.2, 909.8), seed 3aa30be3, 1 box(es), made again as the walk saw it"
if [ "$galaxy" != "$expected" ]; then
  echo "check-consumer: the galaxy example printed \"${galaxy//$'\n'/ | }\"" >&2
  exit 1
fi
"$build/galaxy/galaxy" --svg "$prefix/galaxy.svg" >/dev/null
if [ "$(head -c 4 "$prefix/galaxy.svg")" != "<svg" ]; then
  echo "check-consumer: galaxy --svg wrote no SVG" >&2
  exit 1
fi
# The docs' picture is this walk's: the example cannot change without it being drawn again.
if ! cmp -s "$prefix/galaxy.svg" docs/images/zsystem-galaxy.svg; then
  echo "check-consumer: galaxy --svg differs from docs/images/zsystem-galaxy.svg (draw it again with the example)" >&2
  exit 1
fi
echo "check-consumer: zsystem installed alone (no SDL in its configure step); a consumer built against it prints \"$out\""
echo "check-consumer: the galaxy example built against it prints \"${galaxy%%$'\n'*}\" and draws docs/images/zsystem-galaxy.svg"
