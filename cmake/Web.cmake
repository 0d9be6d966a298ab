# The page's build: C++ to WebAssembly with emscripten (Debian's package), drawn with WebGL 2.
# scripts/web.sh runs it as `emcmake cmake -S . -B build-web`. The same zsystem, engine and
# viewer core as the program, and a second shell (app/web) in place of the SDL window.
#
# Debian's emscripten brings no ports (no SDL2, libpng or zlib); the header-only libraries the
# code needs, glm and CLI11, come from the host through a folder that links them alone (adding
# the host's /usr/include itself would put its libc before emscripten's).
#
# Threads: the world's cities grow on worker threads (pthreads, on Web Workers, which need a
# cross-origin isolated page: docs/web.md). Exceptions are caught (the code reports errors by
# throwing): emscripten 3.1.6's -fexceptions, since its threaded C++ runtime is not built for
# WebAssembly's own exceptions (-fwasm-exceptions with -pthread catches nothing); measured, the
# generator runs as fast with it (a 61 x 61 grid in node: 79-93 ms, against 87-97 ms without).
#
# ZCITY_PAGE_THREADS OFF: the web wallpaper's build (scripts/web.sh --wallpaper), with no threads:
# its hosts open it from a folder, where no page is cross-origin isolated, so SharedArrayBuffer
# and with it pthreads are refused; the world's tiles then grow in the frame (TileWorkers).
option(ZCITY_PAGE_THREADS "The page with threads (the web wallpaper's build has none)" ON)
if(ZCITY_PAGE_THREADS)
  set(ZCITY_WEB_FLAGS -pthread -fexceptions)
else()
  set(ZCITY_WEB_FLAGS -fexceptions)
endif()
add_compile_options(${ZCITY_WEB_FLAGS})
add_link_options(${ZCITY_WEB_FLAGS})

set(host_include ${CMAKE_BINARY_DIR}/host-include)
file(MAKE_DIRECTORY ${host_include})
foreach(library glm CLI)
  find_path(ZCITY_HOST_${library} ${library} NO_CMAKE_FIND_ROOT_PATH PATHS /usr/include /usr/local/include /opt/homebrew/include)
  if(NOT ZCITY_HOST_${library})
    message(FATAL_ERROR "zcity's page needs the header-only ${library} installed on this machine (scripts/install-deps.sh)")
  endif()
  file(CREATE_LINK ${ZCITY_HOST_${library}}/${library} ${host_include}/${library} SYMBOLIC)
endforeach()
add_library(glm::glm INTERFACE IMPORTED)
target_include_directories(glm::glm SYSTEM INTERFACE ${host_include})
add_library(CLI11::CLI11 INTERFACE IMPORTED)
target_include_directories(CLI11::CLI11 SYSTEM INTERFACE ${host_include})
set(ZCITY_HAVE_IMGUI 0)  # the page's help and status are HTML
