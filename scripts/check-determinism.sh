#!/usr/bin/env bash
# Builds the generators (zcity_dump_boxes: the scene library and what it links, no GL and no
# SDL) with gcc and clang at -O0 and -O2 and checks that all four write byte-identical
# --dump-boxes text for 20 seeds in every scene that dumps (and a 3x3 grid): Pixel City's pieces
# and its window sheets' hashes, Redux's plan and its pieces. The same text must come from the
# zcity program of the main build (BUILD, default build/), so the tool is zcity's own mode. The
# generators' numbers must not depend on the compiler or the optimiser.
set -euo pipefail
cd "$(dirname "$0")/.."
root=build-determinism
main_build=${1:-build}
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
[ -x "$main_build/app/zcity" ] || { echo "check-determinism: no $main_build/app/zcity; build zcity first (scripts/build.sh)" >&2; exit 1; }

seeds=(0 1 2 3 7 42 255 256 65535 65536 1000000 0x12345678 0x7FFFFFFF 0x80000000
       0xA749F86B 0xA749F86C 0xA749F86D 0xDEADBEEF 0xCAFEBABE 0xFFFFFFFF)
scenes=(tidied t2 pixelcity redux)

builds=()
for compiler in gcc clang; do
  for opt in O0 O2; do
    name="$compiler-$opt"
    if [ $compiler = gcc ]; then cxx=g++; cc=gcc; else cxx=clang++; cc=clang; fi
    cmake -S . -B "$root/$name" "${generator[@]}" -DCMAKE_BUILD_TYPE= -DCMAKE_CXX_COMPILER=$cxx -DCMAKE_C_COMPILER=$cc \
          -DCMAKE_CXX_FLAGS="-$opt" -DZCITY_WERROR=ON -DZCITY_BUILD_TESTS=OFF -DZCITY_PACKAGE_ICON_AND_MAN=OFF >/dev/null
    cmake --build "$root/$name" --target zcity_dump_boxes --parallel >/dev/null
    builds+=("$name")
  done
done

dump_all() {  # every dump of one program, concatenated, hashed; $@ is how to ask it for one
  {
    for scene in "${scenes[@]}"; do
      for seed in "${seeds[@]}"; do "$@" "$scene" "$seed" ""; done
    done
    for scene in tidied t2; do "$@" "$scene" 0xA749F86C 3; done
  } | sha256sum | cut -d' ' -f1
}
tool() {  # build scene seed grid
  local tool=$1 scene=$2 seed=$3 grid=$4
  "$tool" "$scene" "$seed" ${grid:+"$grid"}
}
program() {  # zcity scene seed grid
  local zcity=$1 scene=$2 seed=$3 grid=$4
  "$zcity" --dump-boxes - --quiet --seed "$seed" --scene "$scene" ${grid:+--grid "$grid"}
}

reference=$(dump_all program "$main_build/app/zcity")
echo "zcity of $main_build: $reference"
status=0
for name in "${builds[@]}"; do
  hash=$(dump_all tool "$root/$name/app/zcity_dump_boxes")
  echo "$name: $hash"
  [ "$hash" = "$reference" ] || status=1
done
if [ $status -ne 0 ]; then
  echo "check-determinism: the builds disagree" >&2
else
  echo "check-determinism: ${#builds[@]} builds and zcity, ${#seeds[@]} seeds x ${#scenes[@]} scenes + grids: identical"
fi
exit $status
