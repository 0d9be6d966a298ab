#!/usr/bin/env bash
# zcity in a web page: installs what is missing (emscripten), builds the page into build-web/
# (index.html and what it loads: static files any web server can host) and serves it on
# 127.0.0.1, printing the address. The page grows the world's cities on threads, which need the
# server to send two headers (Cross-Origin-Opener-Policy and -Embedder-Policy): this one does.
#   scripts/web.sh               build and serve (PORT=8000 by default; Ctrl+C stops)
#   scripts/web.sh --build-only  build only
#   scripts/web.sh --wallpaper   build the web wallpaper for Lively and Wallpaper Engine, without
#                                threads (build-wallpaper/zcity-wallpaper.zip; docs/web.md)
set -euo pipefail
cd "$(dirname "$0")/.."
build_only=0
wallpaper=0
# One option at most: a second (--build-only --wallpaper) was ignored, and the page built in
# place of the wallpaper.
usage="usage: scripts/web.sh [--build-only | --wallpaper] (one of them, or neither)"
if [ $# -gt 1 ]; then
  echo "$usage" >&2
  exit 2
fi
case "${1:-}" in
  --build-only) build_only=1 ;;
  --wallpaper) wallpaper=1 ;;
  "") ;;
  *) echo "$usage" >&2; exit 2 ;;
esac

scripts/install-deps.sh --web
# Debian's emcc runs on the machine's node, which must find Debian's node modules (acorn...).
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
# The page (build-web/, with threads) or the web wallpaper (build-wallpaper/, without): one build
# of the same sources, each in its own tree.
if [ $wallpaper = 1 ]; then
  out=build-wallpaper
  flavour=(-DZCITY_PAGE_THREADS=OFF -DZCITY_PAGE_DIR="$PWD/$out/wallpaper" -DZCITY_WALLPAPER_ZIP="$PWD/$out/zcity-wallpaper.zip")
else
  out=build-web
  flavour=(-DZCITY_PAGE_THREADS=ON -DZCITY_PAGE_DIR="$PWD/$out")
fi
# ZCITY_WERROR=ON (scripts/test.sh): warnings as errors in the page's build too, the one 32-bit
# target (wasm32), where a shift or a size that only fits 64 bits shows.
if [ ! -f $out/cmake/CMakeCache.txt ] || [ -n "${ZCITY_WERROR:-}" ]; then
  emcmake cmake -S . -B $out/cmake "${generator[@]}" -DCMAKE_BUILD_TYPE=Release "${flavour[@]}" \
    -DZCITY_BUILD_TESTS=OFF -DZCITY_WERROR="${ZCITY_WERROR:-OFF}" >/dev/null
fi
cmake --build $out/cmake --parallel
if [ $wallpaper = 1 ]; then
  echo "zcity: the web wallpaper is $out/zcity-wallpaper.zip ($(du -h $out/zcity-wallpaper.zip | cut -f1));" \
       "drop it on Lively's window, or unpack it into Wallpaper Engine's projects/myprojects (docs/web.md)"
  exit 0
fi
echo "zcity: the page is in build-web/ ($(du -ch build-web/*.js build-web/*.wasm build-web/*.html build-web/*.css | tail -1 | cut -f1) before compression)"
[ $build_only = 1 ] && exit 0
exec python3 scripts/serve-page.py build-web "${PORT:-8000}"
