# Dear ImGui, for the viewer's on-screen overlay: vcpkg's CMake package
# (imgui[sdl2-binding,opengl3-binding]) or Debian's libimgui-dev through pkg-config (a static
# libimgui.a with the SDL2 and OpenGL3 backends compiled in). Defines the target zcity_imgui and
# ZCITY_HAVE_IMGUI; Homebrew has no package, and there the viewer is built without the overlay
# (F1 prints the help to the terminal instead).
find_package(imgui CONFIG QUIET)
if(TARGET imgui::imgui)
  add_library(zcity_imgui INTERFACE)
  target_link_libraries(zcity_imgui INTERFACE imgui::imgui)
else()
  find_package(PkgConfig QUIET)
  if(PKG_CONFIG_FOUND)
    pkg_check_modules(IMGUI QUIET IMPORTED_TARGET imgui)
  endif()
  if(TARGET PkgConfig::IMGUI)
    add_library(zcity_imgui INTERFACE)
    target_link_libraries(zcity_imgui INTERFACE PkgConfig::IMGUI ${CMAKE_DL_LIBS})
  endif()
endif()
if(TARGET zcity_imgui)
  set(ZCITY_HAVE_IMGUI 1)
else()
  set(ZCITY_HAVE_IMGUI 0)
  message(STATUS "Dear ImGui not found: the viewer has no on-screen overlay (F1 prints the help to the terminal)")
endif()
