#!/usr/bin/env bash
# The far-plane benchmark (issue 14): every pose of tests/bench/far-poses.txt, held still after
# the view has filled (--flight line:0 settles first), at view distances 4,000, 8,000, 16,000
# and 30,000. For one or two zcity binaries, run turn about (the machines are noisy: compare
# within one run), one line per binary, pose and distance: the cities, boxes, vertices and draw
# calls of a frame, and the wall time of a frame, GPU included: (T(2 + N frames) - T(2)) / N,
# so the start and the fill are not counted and llvmpipe's rasterising, which runs after the
# calls return, is.
#   scripts/bench-far.sh [--size WxH] [--frames N] ZCITY [OTHER_ZCITY]
set -euo pipefail
cd "$(dirname "$0")/.."
size=1280x720
frames=6
while [[ $# -gt 0 && $1 == --* ]]; do
  case $1 in
    --size) size=$2; shift 2 ;;
    --frames) frames=$2; shift 2 ;;
    *) echo "bench-far: unknown option $1" >&2; exit 2 ;;
  esac
done
(($# >= 1)) || { echo "usage: scripts/bench-far.sh [--size WxH] [--frames N] ZCITY [OTHER_ZCITY]" >&2; exit 2; }

field() { sed -n "s/.*[ ^]$1=\([0-9.]*\).*/\1/p" <<<"$2" | tail -1; }
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

printf '%-28s %6s %-22s %6s %8s %10s %6s %9s\n' binary view pose cities boxes vertices calls frame_ms
grep -v '^#' tests/bench/far-poses.txt | grep -v '^ *$' | while read -r x y z yaw pitch; do
  for distance in 4000 8000 16000 30000; do
    for zcity in "$@"; do
      run() {
        env -u DISPLAY -u WAYLAND_DISPLAY "$zcity" --flight line:0 --frames "$1" --size "$size" \
          --view-distance "$distance" --cache-budget 1G --camera "$x,$y,$z,$yaw,$pitch"
      }
      start=$(now_ms); run 2 >/dev/null; short=$(( $(now_ms) - start ))
      start=$(now_ms); out=$(run $((2 + frames))); long=$(( $(now_ms) - start ))
      last=$(grep '^frame=' <<<"$out" | tail -1)
      boxes=$(field boxes "$last")
      cities=$(field drawn "$last")
      vertices=$(field vertices "$last")
      calls=$(field draw_calls "$last")
      # A binary from before these fields: every box 36 vertices and a city one call.
      [[ -n $vertices ]] || vertices=$((boxes * 36))
      [[ -n $calls ]] || calls=$cities
      printf '%-28s %6s %-22s %6s %8s %10s %6s %9s\n' "$(basename "$(dirname "$(dirname "$zcity")")")/$(basename "$zcity")" \
        "$distance" "$x,$y,$z" "$cities" "$boxes" "$vertices" "$calls" $(( (long - short) / frames ))
    done
  done
done
