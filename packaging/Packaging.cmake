# What a desktop and a distribution expect beside the binary. Everywhere: the licence. On
# Linux: Debian's copyright and changelog (the .deb's), a desktop entry, AppStream metadata, an
# icon and a man page. zcity makes the last two itself once it is built, from its own city and
# its own --help, so they need the binary to run here (not when cross-compiling), an offscreen
# OpenGL (Mesa's llvmpipe will do) and Python 3.
include_guard(GLOBAL)
set(ZCITY_PACKAGING_DIR ${CMAKE_CURRENT_LIST_DIR})
# The changelog's date, not the clock's, so the man page is the same on every build.
set(ZCITY_RELEASE_DATE 2026-11-30)

# The licences of the libraries a Windows or macOS package carries (SDL2, libpng, zlib, Dear
# ImGui...): a folder of their texts, which scripts/build-windows.sh passes from the prefix it
# built them in, or vcpkg's copyright files.
set(ZCITY_THIRD_PARTY_LICENCES "" CACHE PATH "A folder of the bundled libraries' licence texts, installed beside zcity's")
if(NOT (UNIX AND NOT APPLE))
  install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR})
  install(FILES ${ZCITY_PACKAGING_DIR}/third-party.txt DESTINATION ${CMAKE_INSTALL_DOCDIR}/licences)
  if(ZCITY_THIRD_PARTY_LICENCES)
    install(DIRECTORY ${ZCITY_THIRD_PARTY_LICENCES}/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/licences)
  elseif(DEFINED VCPKG_INSTALLED_DIR AND DEFINED VCPKG_TARGET_TRIPLET)
    foreach(port sdl2 libpng zlib imgui glm cli11)
      set(_copyright ${VCPKG_INSTALLED_DIR}/${VCPKG_TARGET_TRIPLET}/share/${port}/copyright)
      if(EXISTS ${_copyright})
        install(FILES ${_copyright} DESTINATION ${CMAKE_INSTALL_DOCDIR}/licences RENAME ${port}.txt)
      endif()
    endforeach()
  endif()
  return()
endif()

# Debian wants the licence as copyright (machine-readable, with the third-party code the binary
# holds), and no second copy beside it.
set(_out ${CMAKE_BINARY_DIR}/packaging)
file(MAKE_DIRECTORY ${_out})
function(zcity_gzip in out)
  add_custom_command(OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -DIN=${in} -DOUT=${out} -P ${ZCITY_PACKAGING_DIR}/Gzip.cmake
    DEPENDS ${in} ${ZCITY_PACKAGING_DIR}/Gzip.cmake VERBATIM)
endfunction()
zcity_gzip(${ZCITY_PACKAGING_DIR}/changelog ${_out}/changelog.Debian.gz)
set(_made ${_out}/changelog.Debian.gz)
install(FILES ${ZCITY_PACKAGING_DIR}/copyright ${_out}/changelog.Debian.gz DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${ZCITY_PACKAGING_DIR}/zcity.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${ZCITY_PACKAGING_DIR}/io.github.zcity.zcity.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)

# xscreensaver's hack: its config where Debian's xscreensaver keeps its hacks' configs
# (share/xscreensaver/config), and the program where it looks for them (libexec/xscreensaver),
# as a relative symlink to the one binary: Debian's policy wants links within a package
# relative, and a second copy would be 20 MB for nothing.
# zcity.xml is made from the setting table by the build, so the dialogue offers only what zcity takes.
if(NOT CMAKE_CROSSCOMPILING)
  add_custom_command(OUTPUT ${_out}/zcity.xml
    COMMAND zcity_screensaver_xml ${_out}/zcity.xml
    DEPENDS zcity_screensaver_xml VERBATIM)
  list(APPEND _made ${_out}/zcity.xml)
  install(FILES ${_out}/zcity.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/xscreensaver/config)
endif()
file(RELATIVE_PATH _hack_to_binary /${CMAKE_INSTALL_LIBEXECDIR}/xscreensaver /${CMAKE_INSTALL_BINDIR}/zcity)
file(MAKE_DIRECTORY ${_out}/xscreensaver)
file(CREATE_LINK ${_hack_to_binary} ${_out}/xscreensaver/zcity SYMBOLIC)
install(FILES ${_out}/xscreensaver/zcity DESTINATION ${CMAKE_INSTALL_LIBEXECDIR}/xscreensaver)

if(CMAKE_CROSSCOMPILING)
  set(_run OFF)
else()
  set(_run ON)
endif()
option(ZCITY_PACKAGE_ICON_AND_MAN "Run the built zcity to render its icon and write its man page (Linux)" ${_run})
if(ZCITY_PACKAGE_ICON_AND_MAN)
  # The default city whole, from above at an angle along its diagonal: a diamond that fills
  # the square and still reads small.
  add_custom_command(OUTPUT ${_out}/zcity.png
    COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY
            $<TARGET_FILE:zcity> --screenshot ${_out}/zcity.png --size 256x256
            --camera 430,430,430,45,-35
    DEPENDS zcity VERBATIM)
  install(FILES ${_out}/zcity.png DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/256x256/apps)
  list(APPEND _made ${_out}/zcity.png)

  find_package(Python3 COMPONENTS Interpreter)
  if(Python3_Interpreter_FOUND)
    add_custom_command(OUTPUT ${_out}/zcity.1
      COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/scripts/man-from-help.py
              $<TARGET_FILE:zcity> ${_out}/zcity.1 --version ${PROJECT_VERSION} --date ${ZCITY_RELEASE_DATE}
      DEPENDS zcity ${PROJECT_SOURCE_DIR}/scripts/man-from-help.py VERBATIM)
    zcity_gzip(${_out}/zcity.1 ${_out}/zcity.1.gz)
    install(FILES ${_out}/zcity.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
    list(APPEND _made ${_out}/zcity.1.gz)
  else()
    message(STATUS "Python 3 not found: no man page for zcity")
  endif()
endif()
add_custom_target(zcity_package_files ALL DEPENDS ${_made})
