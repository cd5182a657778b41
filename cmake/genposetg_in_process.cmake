# nauty's genposetg compiled into posetlab (enumerate/genposetg_in_process.hpp): every poset
# of a part handed over in memory, without digraph6 text or a pipe. The source is Debian's
# source package of the installed nauty, which scripts/setup.sh unpacks into
# data/nauty-source/ (scripts/fetch_nauty_source.sh); the repository holds only the plugin
# (enumerate/genposetg_plugin.c) and this glue. Without the source posetlab builds as
# before and the posets jobs read nauty-genposetg through a pipe (and say so once).
#
# genposetg wants nauty with 16-bit set words (its makefile's S1 flags), posetlab links
# the installed 64-bit libnauty: the two cannot share symbol names. So genposetg and the
# parts of nauty it uses are compiled here, linked into one relocatable object, and every
# symbol but posetlab_genposetg_run is made local. genposetg keeps its state in static
# variables and expects a fresh process; its writable sections are renamed so that the
# linker marks their bounds (__start_/__stop_), and the loader restores them before each run.
set(POSETLAB_NAUTY_SOURCE "${CMAKE_SOURCE_DIR}/data/nauty-source" CACHE PATH
    "nauty's unpacked source (scripts/setup.sh), from which genposetg is compiled into posetlab")
option(POSETLAB_GENPOSETG_IN_PROCESS "Compile nauty's genposetg into posetlab when its source is found" ON)

set(POSETLAB_GENPOSETG_IN_PROCESS_BUILT OFF)
if(NOT POSETLAB_GENPOSETG_IN_PROCESS)
  message(STATUS "genposetg in process: off (POSETLAB_GENPOSETG_IN_PROCESS); the posets jobs use a pipe")
  return()
endif()
find_path(POSETLAB_NAUTY_H nauty.h PATH_SUFFIXES nauty HINTS ${NAUTY_INCLUDE_DIRS})
find_path(POSETLAB_GTOOLS_H gtools.h PATH_SUFFIXES nauty HINTS ${NAUTY_INCLUDE_DIRS})
set(_genposetg_sources nauty.c nautil.c naugraph.c schreier.c naurng.c gtools.c genposetg.c)
foreach(f ${_genposetg_sources})
  if(NOT EXISTS "${POSETLAB_NAUTY_SOURCE}/${f}")
    message(STATUS "genposetg in process: no ${f} under ${POSETLAB_NAUTY_SOURCE} "
                   "(run scripts/setup.sh); the posets jobs use a pipe")
    return()
  endif()
endforeach()
if(NOT POSETLAB_NAUTY_H OR NOT POSETLAB_GTOOLS_H OR NOT CMAKE_OBJCOPY)
  message(STATUS "genposetg in process: no nauty headers or objcopy; the posets jobs use a pipe")
  return()
endif()

list(TRANSFORM _genposetg_sources PREPEND "${POSETLAB_NAUTY_SOURCE}/")
add_library(posetlab_genposetg_parts OBJECT ${_genposetg_sources})
set_target_properties(posetlab_genposetg_parts PROPERTIES UNITY_BUILD OFF POSITION_INDEPENDENT_CODE ON)
# nauty's headers as installed (the same version as the source), then the plugin's folder.
# Its code is not posetlab's: no warnings, and no sanitizers (the loader copies its
# sections whole, which must hold no redzones).
target_include_directories(posetlab_genposetg_parts PRIVATE ${POSETLAB_NAUTY_H} ${POSETLAB_GTOOLS_H}
                           ${CMAKE_SOURCE_DIR}/enumerate)
target_compile_definitions(posetlab_genposetg_parts PRIVATE WORDSIZE=16 MAXN=WORDSIZE
                           exit=posetlab_genposetg_exit fprintf=posetlab_genposetg_fprintf)
target_compile_options(posetlab_genposetg_parts PRIVATE -w -O3 -fno-sanitize=all)
set_source_files_properties(${POSETLAB_NAUTY_SOURCE}/genposetg.c PROPERTIES COMPILE_DEFINITIONS
                            "main=posetlab_genposetg_main;PLUGIN=\"genposetg_plugin.c\"")

set(_combined "${CMAKE_BINARY_DIR}/genposetg_in_process.o")
set(_sections "")
foreach(s data data.rel data.rel.local bss)
  string(REPLACE "." "_" id "${s}")
  list(APPEND _sections --rename-section ".${s}=posetlab_genposetg_${id}")
endforeach()
add_custom_command(
  OUTPUT ${_combined}
  COMMAND ${CMAKE_LINKER} -r -o ${_combined}.all $<TARGET_OBJECTS:posetlab_genposetg_parts>
  COMMAND ${CMAKE_OBJCOPY} --keep-global-symbol=posetlab_genposetg_run ${_sections} ${_combined}.all ${_combined}
  DEPENDS $<TARGET_OBJECTS:posetlab_genposetg_parts>
  COMMENT "genposetg in process: one object, one global symbol"
  COMMAND_EXPAND_LISTS VERBATIM)
set_source_files_properties(${_combined} PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)
target_sources(posetlab_enumerate PRIVATE ${_combined})
target_compile_definitions(posetlab_enumerate PRIVATE POSETLAB_GENPOSETG_IN_PROCESS=1)
set(POSETLAB_GENPOSETG_IN_PROCESS_BUILT ON)
message(STATUS "genposetg in process: from ${POSETLAB_NAUTY_SOURCE}")
