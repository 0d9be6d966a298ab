#!/bin/sh
# The page's icons (app/web/icon-192.png, icon-512.png): zcity's own default view, drawn by the
# program at each size, so "add to home screen" shows the city the page opens on. Run after a
# change to how the default view draws; tests/web/page.test.mjs fails until then.
#   scripts/make-page-icons.sh [build/app/zcity]
set -eu
cd "$(dirname "$0")/.."
zcity=${1:-build/app/zcity}
for size in 192 512; do
  SDL_VIDEODRIVER=offscreen "$zcity" --size "${size}x${size}" --screenshot "app/web/icon-$size.png"
done
