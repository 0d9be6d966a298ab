#!/usr/bin/env bash
# Builds zcity with gcc and clang at -O0 and -O2 and checks that all four write byte-identical
# --dump-boxes output for 20 seeds in both variants (and a 3x3 grid), in Pixel City (its
# pieces and its window sheets' hashes) and in Redux (its plan and its pieces). The generators' numbers must not depend on the compiler
# or the optimiser.
set -euo pipefail
cd "$(dirname "$0")/.."
root=build-determinism
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)

seeds=(0 1 2 3 7 42 255 256 65535 65536 1000000 0x12345678 0x7FFFFFFF 0x80000000
       0xA749F86B 0xA749F86C 0xA749F86D 0xDEADBEEF 0xCAFEBABE 0xFFFFFFFF)

builds=()
for compiler in gcc clang; do
  for opt in O0 O2; do
    name="$compiler-$opt"
    if [ $compiler = gcc ]; then cxx=g++; else cxx=clang++; fi
    cmake -S . -B "$root/$name" "${generator[@]}" -DCMAKE_BUILD_TYPE= -DCMAKE_CXX_COMPILER=$cxx \
          -DCMAKE_CXX_FLAGS="-$opt" -DZCITY_WERROR=ON -DZCITY_BUILD_TESTS=OFF -DZCITY_PACKAGE_ICON_AND_MAN=OFF >/dev/null
    cmake --build "$root/$name" --target zcity --parallel >/dev/null
    builds+=("$name")
  done
done

dump_all() {  # the dumps of one build, concatenated, hashed
  local zcity=$1
  {
    for variant in tidied t2 pixelcity redux; do
      for seed in "${seeds[@]}"; do
        "$zcity" --dump-boxes - --seed "$seed" --scene "$variant"
      done
    done
    for variant in tidied t2; do "$zcity" --dump-boxes - --grid 3 --scene "$variant"; done
  } | sha256sum | cut -d' ' -f1
}

reference=""
status=0
for name in "${builds[@]}"; do
  hash=$(dump_all "$root/$name/app/zcity")
  echo "$name: $hash"
  if [ -z "$reference" ]; then reference=$hash
  elif [ "$hash" != "$reference" ]; then status=1
  fi
done
if [ $status -ne 0 ]; then
  echo "check-determinism: the builds disagree" >&2
else
  echo "check-determinism: ${#builds[@]} builds, ${#seeds[@]} seeds x 4 scenes + grids: identical"
fi
exit $status
