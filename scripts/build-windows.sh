#!/usr/bin/env bash
# Cross-builds zcity for 64-bit Windows on Debian/Ubuntu with mingw-w64: installs what is
# missing, builds SDL2, libpng and Dear ImGui from Debian's sources once (kept between runs:
# scripts/build-windows-deps.sh), then zcity, its unit tests and the Windows test host into
# build-windows/ with warnings as errors, and the ZIP (zcity.exe, zcity.scr, SDL2.dll and the
# licences) beside them. Extra arguments go to zcity's CMake configure step.
# scripts/test-windows.sh runs the result under Wine.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --windows

start=$SECONDS
prefix="$(scripts/build-windows-deps.sh | tail -n 1)"
deps_seconds=$((SECONDS - start))

start=$SECONDS
if [ ! -f build-windows/CMakeCache.txt ] || [ $# -gt 0 ] || ! grep -qs "^CMAKE_PREFIX_PATH:.*=$prefix\$" build-windows/CMakeCache.txt; then
  ZCITY_WINDOWS_PREFIX="$prefix" cmake -S . -B build-windows -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_TOOLCHAIN_FILE="$PWD/cmake/toolchains/mingw-w64-x86_64.cmake" -DCMAKE_PREFIX_PATH="$prefix" \
    -DZCITY_WERROR=ON -DZCITY_BUILD_TESTS=ON -DZCITY_THIRD_PARTY_LICENCES="$prefix/share/licenses" \
    -DZLIB_LIBRARY_RELEASE=/usr/x86_64-w64-mingw32/lib/libz.a "$@" >/dev/null  # zlib inside, not zlib1.dll beside
fi
ZCITY_WINDOWS_PREFIX="$prefix" cmake --build build-windows --parallel
(cd build-windows && cpack -G ZIP >/dev/null)
echo "build-windows: libraries $deps_seconds s (0 when kept from an earlier run), zcity and its tests $((SECONDS - start)) s"
ls -l build-windows/app/zcity.exe build-windows/zcity-*-win64.zip
