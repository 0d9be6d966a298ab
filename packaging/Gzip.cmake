# cmake -DIN=file -DOUT=file.gz -P Gzip.cmake: gzip -9n, no name and no time in the header,
# so the file is the same on every build (Debian's policy for docs and man pages).
execute_process(COMMAND gzip -9nc "${IN}" OUTPUT_FILE "${OUT}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  file(REMOVE "${OUT}")
  message(FATAL_ERROR "gzip ${IN}: ${rc}")
endif()
