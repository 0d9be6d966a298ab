#!/usr/bin/env bash
# zcity for Windows, tested on this Debian machine: builds it (scripts/build-windows.sh) and the
# Linux build whose pictures it must match, then runs its tests under Wine inside Xvfb: the unit
# tests, the command-line suite and tests/e2e/test_windows.py (the pictures, the window, the .scr's
# /s, /c and /p, binary standard output, the ZIP from a clean folder, --displays on two monitors).
# Extra arguments go to ctest (e.g. -R windows).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" != --under-xvfb ]; then
  scripts/build-windows.sh
  [ -x build/app/zcity ] || scripts/build.sh
  # Wine and GL in one X server: Wine's desktop process keeps the display it started with.
  exec xvfb-run -a -s "-screen 0 1280x720x24 -nolisten tcp" "$0" --under-xvfb "$@"
fi
shift

# A Wine prefix of the build's own (64-bit only: Debian's wine64); no Mono or Gecko to offer to
# install, and no Wine debug lines on standard error, which the tests read as zcity's.
export WINEPREFIX="$PWD/build-windows/wine" WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree=;mshtml="
export ZCITY_LINUX_BIN="$PWD/build/app/zcity"
wine=/usr/lib/wine/wine64
start=$SECONDS
mkdir -p "$WINEPREFIX"  # wineserver starts in the prefix's folder, so it must be there first
/usr/lib/wine/wineserver -p  # one server for every test, not one started per process
trap '/usr/lib/wine/wineserver -k 2>/dev/null || true' EXIT
"$wine" wineboot -i >/dev/null 2>&1
# The first process in a fresh server can stall on a pipe: a warm-up before anything is timed or read.
"$wine" build-windows/app/zcity.exe --version >/dev/null
echo "test-windows: Wine ready in $((SECONDS - start)) s"

start=$SECONDS
(cd build-windows && ctest --output-on-failure "$@")
echo "test-windows: the tests under Wine took $((SECONDS - start)) s"
