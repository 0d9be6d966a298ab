# The web wallpaper: a folder (ZCITY_PAGE_DIR) and its ZIP (ZCITY_WALLPAPER_ZIP) that Lively and
# Wallpaper Engine load as a web wallpaper. The city alone, flown by the automatic camera:
# index.html and wallpaper.js, zcity.js (the page's program, threadless, its WebAssembly inside),
# a preview, and the hosts' files, which package.mjs writes from the program's own setting table:
# LivelyInfo.json, LivelyProperties.json (Lively) and project.json (Wallpaper Engine).
set(ZCITY_WALLPAPER_ZIP ${CMAKE_BINARY_DIR}/zcity-wallpaper.zip CACHE FILEPATH "Where the web wallpaper's ZIP is written")
find_program(ZCITY_NODE node)
if(NOT ZCITY_NODE)
  message(FATAL_ERROR "the web wallpaper's property files are written by node, which is not installed (scripts/install-deps.sh --web)")
endif()

set(here ${CMAKE_CURRENT_SOURCE_DIR}/wallpaper)
set(dir ${ZCITY_PAGE_DIR})
set(copied)
foreach(pair "index.html;${here}/index.html" "wallpaper.js;${here}/wallpaper.js"
             "preview.png;${CMAKE_CURRENT_SOURCE_DIR}/icon-512.png")
  list(GET pair 0 name)
  list(GET pair 1 source)
  add_custom_command(OUTPUT ${dir}/${name} COMMAND ${CMAKE_COMMAND} -E copy ${source} ${dir}/${name} DEPENDS ${source})
  list(APPEND copied ${dir}/${name})
endforeach()

set(hosts_files ${dir}/project.json ${dir}/LivelyInfo.json ${dir}/LivelyProperties.json)
add_custom_command(OUTPUT ${hosts_files}
  COMMAND ${ZCITY_NODE} ${here}/package.mjs $<TARGET_FILE:zcity_page> ${dir}
  DEPENDS zcity_page ${here}/package.mjs
  COMMENT "The web wallpaper's property files, from the setting table")

# The files at the ZIP's top, where both hosts look for them.
set(names index.html wallpaper.js zcity.js preview.png project.json LivelyInfo.json LivelyProperties.json)
add_custom_command(OUTPUT ${ZCITY_WALLPAPER_ZIP}
  COMMAND ${CMAKE_COMMAND} -E rm -f ${ZCITY_WALLPAPER_ZIP}.part
  COMMAND ${CMAKE_COMMAND} -E tar cf ${ZCITY_WALLPAPER_ZIP}.part --format=zip -- ${names}
  COMMAND ${CMAKE_COMMAND} -E rename ${ZCITY_WALLPAPER_ZIP}.part ${ZCITY_WALLPAPER_ZIP}
  WORKING_DIRECTORY ${dir}
  DEPENDS zcity_page ${copied} ${hosts_files}
  COMMENT "The web wallpaper: ${ZCITY_WALLPAPER_ZIP}")
add_custom_target(zcity_wallpaper ALL DEPENDS ${ZCITY_WALLPAPER_ZIP})
