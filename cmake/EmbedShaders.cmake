# Writes OUTPUT, a C++ file defining engine::shaders::<name> as each GLSL file's text, so the
# program finds its shaders wherever it runs. Run as: cmake -DOUTPUT=... -DINPUTS="a;b" -P this
set(content "// Generated from shaders/ by cmake/EmbedShaders.cmake. Do not edit.\n")
string(APPEND content "#include \"Shaders.hpp\"\n\nnamespace engine::shaders {\n")
foreach(input IN LISTS INPUTS)
  get_filename_component(stem "${input}" NAME_WE)
  get_filename_component(extension "${input}" EXT)
  string(REPLACE "." "" extension "${extension}")
  string(TOUPPER "${extension}" extension)
  file(READ "${input}" text)
  string(APPEND content "const char* const ${stem}${extension} = R\"glsl(${text})glsl\";\n")
endforeach()
string(APPEND content "} // namespace engine::shaders\n")
file(WRITE "${OUTPUT}" "${content}")
