# Cross-compiling for 64-bit Windows with Debian's mingw-w64 (the posix-thread compilers: the
# win32-thread ones have no std::thread). scripts/build-windows.sh passes this file, with
# ZCITY_WINDOWS_PREFIX naming where it built SDL2, libpng and Dear ImGui; Debian's /usr/include
# and /usr/lib must never reach a Windows compile, so only mingw's root and that prefix are searched.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(ZCITY_MINGW x86_64-w64-mingw32)

set(CMAKE_C_COMPILER ${ZCITY_MINGW}-gcc-posix)
set(CMAKE_CXX_COMPILER ${ZCITY_MINGW}-g++-posix)
set(CMAKE_RC_COMPILER ${ZCITY_MINGW}-windres)

set(CMAKE_FIND_ROOT_PATH /usr/${ZCITY_MINGW})
if(DEFINED ENV{ZCITY_WINDOWS_PREFIX})
  list(APPEND CMAKE_FIND_ROOT_PATH $ENV{ZCITY_WINDOWS_PREFIX})
endif()
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# pkg-config would answer with Debian's own (Linux) libraries.
set(PKG_CONFIG_EXECUTABLE "" CACHE FILEPATH "no pkg-config when cross-compiling")

# ctest runs the Windows test programs under Wine (64-bit: Debian's wine64).
find_program(ZCITY_WINE64 NAMES wine64 PATHS /usr/lib/wine NO_DEFAULT_PATH)
if(ZCITY_WINE64)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${ZCITY_WINE64})
endif()
