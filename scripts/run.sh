#!/usr/bin/env bash
# The README's first command: install what is missing, build, and run zcity.
# With a display it opens the viewer; without one it says so and writes a picture instead.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
zcity=./build/app/zcity
if [ "$(uname)" = Linux ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${SDL_VIDEODRIVER:-}" ]; then
  echo "run.sh: no display here, so no window; rendering the view headless instead."
  "$zcity" --screenshot zcity.png "$@"
  echo "run.sh: the picture is $(pwd)/zcity.png (under Xvfb: xvfb-run -a -s '-screen 0 1280x720x24' $zcity)"
else
  exec "$zcity" "$@"
fi
