#!/usr/bin/env bash
# Builds what zcity needs for 64-bit Windows from Debian's own sources, once, with Debian's
# mingw-w64: SDL2 (a DLL), libpng (static, on Debian's mingw zlib) and Dear ImGui with its SDL2
# and OpenGL3 backends (static), plus glm, CLI11 and doctest's headers, each with a small CMake
# package. Debian ships none of them for mingw; their source packages are in Debian's main
# archive, fetched with a private apt configuration (the machine's own sources are not changed).
#
# Prints the prefix on its last line. The prefix is kept between runs, keyed by this script and
# the toolchain file: a second run with both unchanged builds nothing. It is written beside its
# final name and renamed when whole, so an interrupted run leaves nothing that a later one uses.
#   ZCITY_WINDOWS_DEPS   where prefixes are kept (default ~/.cache/zcity/windows-deps)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
toolchain="$root/cmake/toolchains/mingw-w64-x86_64.cmake"
cache="${ZCITY_WINDOWS_DEPS:-${XDG_CACHE_HOME:-$HOME/.cache}/zcity/windows-deps}"
key="$(cat "$0" "$toolchain" | sha256sum | cut -c1-12)"
prefix="$cache/prefix-$key"
if [ -f "$prefix/.complete" ]; then
  echo "$prefix"
  exit 0
fi

jobs="$(nproc 2>/dev/null || echo 2)"
mkdir -p "$cache"
work="$(mktemp -d "$cache/work-XXXXXX")"
partial="$prefix.partial-$$"
trap 'rm -rf "$work" "$partial"' EXIT
mkdir -p "$partial"/{include,lib/cmake,share/licenses}

say() { echo "build-windows-deps: $*" >&2; }
timed() {  # timed NAME COMMAND...: runs it, says how long it took
  local name="$1" start=$SECONDS
  shift
  "$@"
  say "$name: $((SECONDS - start)) s"
}

# --- Debian's sources, through a private apt configuration: deb-src for bookworm's main archive
# (point releases included; the security suite serves no sources, so libpng1.6 is named by suite).
fetch_sources() {
  local apt="$work/apt"
  mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$work/src"
  echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian bookworm main" \
    >"$apt/sources.list"
  local options=(-o "Dir::Etc::SourceList=$apt/sources.list" -o Dir::Etc::SourceParts=/nonexistent
                 -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o Debug::NoLocking=1
                 -o APT::Sandbox::User=root -qq)
  apt-get "${options[@]}" update >/dev/null
  # apt checks each file's hash against the signed index; dpkg-source then applies Debian's patches.
  (cd "$work/src" && apt-get "${options[@]}" source --download-only libsdl2/bookworm imgui/bookworm libpng1.6/bookworm >/dev/null)
  (cd "$work/src" && for dsc in *.dsc; do dpkg-source --no-check -x "$dsc" >/dev/null; done)
}

cmake_for_windows() {  # cmake_for_windows SOURCE BUILD [OPTIONS...]
  local source="$1" build="$2"
  shift 2
  ZCITY_WINDOWS_PREFIX="$partial" cmake -S "$source" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_INSTALL_PREFIX="$partial" -DCMAKE_PREFIX_PATH="$partial" "$@" >/dev/null
  cmake --build "$build" --parallel "$jobs" >/dev/null
  cmake --install "$build" >/dev/null
}

# SDL2 as SDL2.dll, with what zcity uses: video (OpenGL, OpenGL ES), events, threads, timers,
# files, the pref path. No audio, joystick, haptic, sensor or Direct3D renderer: a third of
# the sources, and a third of the time on two cores.
build_sdl2() {
  local source=("$work"/src/libsdl2-*/)
  cmake_for_windows "${source[0]}" "$work/sdl2" -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF \
    -DSDL_CCACHE=OFF -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF \
    -DSDL_POWER=OFF -DSDL_RENDER=OFF -DSDL_DIRECTX=OFF -DSDL_RENDER_D3D=OFF -DSDL_XINPUT=OFF -DSDL_WASAPI=OFF \
    -DSDL_VULKAN=OFF  # SDL installs its licence as share/licenses/SDL2/LICENSE.txt
}

build_libpng() {
  local source=("$work"/src/libpng1.6-*/)
  cmake_for_windows "${source[0]}" "$work/libpng" -DPNG_SHARED=OFF -DPNG_STATIC=ON -DPNG_TESTS=OFF \
    -DPNG_EXECUTABLES=OFF -DSKIP_INSTALL_PROGRAMS=ON
  cp "${source[0]}/LICENSE" "$partial/share/licenses/libpng.txt"
}

# Dear ImGui: upstream has no build system; this is Debian's set of files (its Makefile), the
# core and the SDL2 and OpenGL3 backends, with imgui's own stb copies, as a static library
# with a CMake package that names the same target as vcpkg's (imgui::imgui).
build_imgui() {
  local source=("$work"/src/imgui-*/)
  mkdir -p "$work/imgui"
  cat >"$work/imgui/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.16)
project(imgui CXX)
find_package(SDL2 CONFIG REQUIRED)
set(s ${source[0]})
add_library(imgui STATIC \${s}/imgui.cpp \${s}/imgui_draw.cpp \${s}/imgui_tables.cpp \${s}/imgui_widgets.cpp
  \${s}/imgui_demo.cpp \${s}/backends/imgui_impl_sdl.cpp \${s}/backends/imgui_impl_opengl3.cpp)
target_include_directories(imgui PUBLIC \${s} \${s}/backends)
target_link_libraries(imgui PUBLIC SDL2::SDL2)
install(TARGETS imgui ARCHIVE DESTINATION lib)
install(FILES \${s}/imgui.h \${s}/imconfig.h \${s}/imgui_internal.h \${s}/imstb_rectpack.h \${s}/imstb_textedit.h
  \${s}/imstb_truetype.h \${s}/backends/imgui_impl_sdl.h \${s}/backends/imgui_impl_opengl3.h
  \${s}/backends/imgui_impl_opengl3_loader.h DESTINATION include)
EOF
  cmake_for_windows "$work/imgui" "$work/imgui/build"
  mkdir -p "$partial/lib/cmake/imgui"
  cat >"$partial/lib/cmake/imgui/imguiConfig.cmake" <<'EOF'
include(CMakeFindDependencyMacro)
find_dependency(SDL2 CONFIG)
get_filename_component(_imgui_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
if(NOT TARGET imgui::imgui)
  add_library(imgui::imgui STATIC IMPORTED)
  # imm32: the SDL2 backend places the input method's window (ImmGetContext and friends).
  set_target_properties(imgui::imgui PROPERTIES IMPORTED_LOCATION "${_imgui_prefix}/lib/libimgui.a"
    INTERFACE_INCLUDE_DIRECTORIES "${_imgui_prefix}/include" INTERFACE_LINK_LIBRARIES "SDL2::SDL2;imm32")
endif()
EOF
  cp "${source[0]}/LICENSE.txt" "$partial/share/licenses/imgui.txt"
}

# Header-only libraries: Debian's headers copied into the prefix, each with a CMake package of
# its own (Debian's config files point at /usr/include, which must not reach a Windows compile).
copy_headers() {
  cp -r /usr/include/glm "$partial/include/"
  cp -r /usr/include/CLI "$partial/include/"
  cp -r /usr/include/doctest "$partial/include/"
  local name target
  for name in glm:glm::glm CLI11:CLI11::CLI11 doctest:doctest::doctest; do
    target="${name#*:}"
    name="${name%%:*}"
    mkdir -p "$partial/lib/cmake/$name"
    cat >"$partial/lib/cmake/$name/${name}Config.cmake" <<EOF
if(NOT TARGET $target)
  add_library($target INTERFACE IMPORTED)
  set_target_properties($target PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "\${CMAKE_CURRENT_LIST_DIR}/../../../include")
endif()
EOF
  done
  cp /usr/share/doc/libglm-dev/copyright "$partial/share/licenses/glm.txt"
  cp /usr/share/doc/libcli11-dev/copyright "$partial/share/licenses/CLI11.txt"
  cp /usr/share/doc/libz-mingw-w64-dev/copyright "$partial/share/licenses/zlib.txt"
}

say "building SDL2, libpng and Dear ImGui for x86_64-w64-mingw32 into $prefix (once; about 2 minutes on 2 cores)"
timed "Debian's sources" fetch_sources
timed "SDL2" build_sdl2
timed "libpng" build_libpng
timed "Dear ImGui" build_imgui
copy_headers
touch "$partial/.complete"
rm -rf "$prefix"
mv "$partial" "$prefix"
echo "$prefix"
