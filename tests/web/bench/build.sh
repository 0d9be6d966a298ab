#!/usr/bin/env bash
# build.sh — builds GridBench.cpp and zsystem's sources into a wasm module for generation.html.
#
#   tests/web/bench/build.sh [OUTDIR]      # default OUTDIR: build-web-bench/ at the repo root
#   OPT=-O3 tests/web/bench/build.sh       # another optimisation level, to compare
#
# Writes OUTDIR/gridbench.js (an ES module exporting the factory createGridBench) and
# OUTDIR/gridbench.wasm. Installs Debian's emscripten first if em++ is missing. One em++ call,
# so it compiles one file at a time.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
out="${1:-$root/build-web-bench}"
opt="${OPT:--O2}"

if ! command -v em++ >/dev/null 2>&1; then
  echo "em++ not found: installing Debian's emscripten" >&2
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get install -y emscripten
fi

mkdir -p "$out"
# NODE_PATH: this image's node does not see Debian's node modules, which em++ needs (acorn).
# -ffp-contract=off as in the native build, so the doubles are the same bit for bit.
# MODULARIZE + EXPORT_ES6: one module that both the page and node import; memory grows, since
# the whole 101 x 101 grid as one list (gridbench_whole) needs about 600 MB. Web only: node
# (run.mjs) hands the factory the .wasm bytes itself, which the web build accepts as they are.
NODE_PATH=/usr/share/nodejs em++ -std=c++17 "$opt" -ffp-contract=off \
  -I "$root/zsystem/include" "$root"/zsystem/src/*.cpp "$root/tests/web/bench/GridBench.cpp" \
  -sMODULARIZE -sEXPORT_ES6 -sEXPORT_NAME=createGridBench -sALLOW_MEMORY_GROWTH \
  -sENVIRONMENT=web \
  -o "$out/gridbench.js"

echo "built $out/gridbench.js and gridbench.wasm ($opt)"
