#!/usr/bin/env bash
# Installs what zcity needs to build and test, and nothing that is already there.
# Debian/Ubuntu (as root or with sudo) and macOS with Homebrew. Windows: see the README (vcpkg).
set -euo pipefail

debian_packages=(
  cmake ninja-build g++ clang python3
  libsdl2-dev libglm-dev doctest-dev libcli11-dev libpng-dev libtinygltf-dev libbenchmark-dev
  # the on-screen overlay: Dear ImGui with its SDL2 and OpenGL3 backends, found through pkg-config
  libimgui-dev pkg-config
  # packages (cpack's .deb), and an independent reader of the exported meshes
  dpkg-dev assimp-utils
  # what a distribution checks in the .deb: lintian, the desktop entry, the AppStream metadata
  lintian desktop-file-utils appstream
  # headless pictures and window tests
  xvfb xauth xdotool libegl-dev libgl1-mesa-dri libegl-mesa0 x11-utils
  # sanitizer runtimes for clang
  libclang-rt-14-dev
)
# Homebrew has no tinygltf (there --export writes OBJ only) and no Dear ImGui (no overlay: see README).
brew_packages=(cmake ninja sdl2 glm doctest cli11 libpng google-benchmark assimp)

if command -v apt-get >/dev/null 2>&1; then
  missing=()
  for p in "${debian_packages[@]}"; do
    [[ $p == \#* ]] && continue
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "Installing: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
elif command -v brew >/dev/null 2>&1; then
  for p in "${brew_packages[@]}"; do
    brew list --versions "$p" >/dev/null 2>&1 || brew install "$p"
  done
else
  echo "install-deps: no apt-get or brew here; install CMake, SDL2, glm, doctest, CLI11 and libpng yourself, or use vcpkg (see README)" >&2
  exit 1
fi
