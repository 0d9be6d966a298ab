#!/usr/bin/env bash
# Installs what zcity needs to build and test, and nothing that is already there.
# Debian/Ubuntu (as root or with sudo) and macOS with Homebrew. Windows: see the README (vcpkg).
set -euo pipefail

debian_packages=(
  cmake ninja-build g++ clang python3
  libsdl2-dev libglm-dev doctest-dev libcli11-dev libpng-dev libbenchmark-dev
  # the on-screen overlay: Dear ImGui with its SDL2 and OpenGL3 backends, found through pkg-config
  libimgui-dev pkg-config
  # packages (cpack's .deb), and an independent reader of the exported meshes (assimp; the
  # Khronos glTF validator comes from npm below, with Debian's nodejs and npm where the machine
  # has no npm of its own: a Node.js from elsewhere brings its own npm, which Debian's conflicts with)
  dpkg-dev assimp-utils
  # what a distribution checks in the .deb: lintian, the desktop entry, the AppStream metadata
  lintian desktop-file-utils appstream
  # headless pictures and window tests
  xvfb xauth xdotool libegl-dev libgl1-mesa-dri libegl-mesa0 x11-utils
  # two X11 displays side by side for --displays (tests/e2e/xorg_heads.py): Xorg with its dummy
  # driver, its outputs placed with xrandr (Xvfb's screens are one display to SDL)
  xserver-xorg-core xserver-xorg-video-dummy x11-xserver-utils
  # a Wayland desktop for the tests (tests/e2e/wayland.py): a headless sway, pictures with grim,
  # and the tests' own keyboard and mouse (tests/wayland/VirtualInput.c); swayidle, which starts
  # the screensaver; weston, a compositor without the layer shell (as GNOME's). libwayland-dev
  # and libegl-dev also build the wallpaper's and the screensaver's own surface (--wallpaper)
  sway grim swayidle weston libwayland-dev libxkbcommon-dev
  # a session bus of the tests' own, to see that a screensaver never asks to keep the screen awake
  dbus
  # xscreensaver's settings dialogue, which the tests have read zcity.xml
  xscreensaver
  # sanitizer runtimes for clang
  libclang-rt-14-dev
)
# The page (scripts/web.sh, --web): emscripten; its tests (--browser) also Debian's chromium,
# driven through puppeteer-core from npm (tests/web: no browser download), and unzip, with which
# the web wallpaper's tests unpack its ZIP (tests/wallpaper).
web_debian_packages=(emscripten)
browser_debian_packages=(chromium unzip)
# Windows from this machine (--windows, scripts/build-windows.sh): Debian's mingw-w64 with posix
# threads and its zlib; dpkg-dev unpacks Debian's source packages of SDL2, libpng and Dear ImGui;
# Wine (64-bit) with Mesa's GLX runs the result; python3-xlib and imagemagick let the tests find
# and look at its windows; the GLES loader's headers come with glad, committed.
windows_debian_packages=(
  g++-mingw-w64-x86-64-posix gcc-mingw-w64-x86-64-posix binutils-mingw-w64-x86-64 mingw-w64-x86-64-dev
  mingw-w64-tools libz-mingw-w64-dev dpkg-dev zip unzip wine wine64 libgl1 libglx-mesa0 libgl1-mesa-dri
  python3-xlib imagemagick
)
web=0 browser=0 windows=0
for arg in "$@"; do
  case "$arg" in
    --web) web=1 ;;
    --browser) web=1 browser=1 ;;
    --windows) windows=1 ;;
    *) echo "usage: install-deps.sh [--web] [--browser] [--windows]" >&2; exit 2 ;;
  esac
done
if ((web)); then debian_packages+=("${web_debian_packages[@]}"); fi
if ((windows)); then
  command -v apt-get >/dev/null 2>&1 || { echo "install-deps: --windows builds on Debian/Ubuntu (mingw-w64 and Wine from apt)" >&2; exit 1; }
  debian_packages+=("${windows_debian_packages[@]}")
fi
# A chromium named by $CHROMIUM (Google's Chrome on GitHub's runners, where Ubuntu's chromium is a snap) serves as well.
if ((browser)) && [ ! -x "${CHROMIUM:-}" ]; then debian_packages+=("${browser_debian_packages[@]}"); fi
# Homebrew has no Dear ImGui (no overlay: see README).
brew_packages=(cmake ninja sdl2 glm doctest cli11 libpng google-benchmark assimp node)
if ((web)); then brew_packages+=(emscripten); fi

if command -v apt-get >/dev/null 2>&1; then
  missing=()
  for p in "${debian_packages[@]}"; do
    [[ $p == \#* ]] && continue
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  command -v npm >/dev/null 2>&1 || missing+=(nodejs npm)
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

# The Khronos glTF validator, which the export tests run on every .glb (tests/tools: its
# package.json pins the version; node_modules is git-ignored). Skipped without npm: the tests
# then say that they skip it.
validator_version=2.0.0-dev.3.10
tools="$(cd "$(dirname "$0")/.." && pwd)/tests/tools"
if command -v npm >/dev/null 2>&1 && ! grep -qs "\"version\": \"$validator_version\"" "$tools/node_modules/gltf-validator/package.json"; then
  npm install --prefix "$tools" --save-exact --no-audit --no-fund "gltf-validator@$validator_version" >/dev/null
fi

# The page's tests drive Debian's chromium with puppeteer-core (tests/web: package.json pins it;
# node_modules is git-ignored).
web_tests="$(cd "$(dirname "$0")/.." && pwd)/tests/web"
if ((browser)) && command -v npm >/dev/null 2>&1 && [ ! -f "$web_tests/node_modules/puppeteer-core/package.json" ]; then
  npm ci --prefix "$web_tests" --no-audit --no-fund >/dev/null
fi
