# Compile less: precompiled Qt headers for every target that uses Qt, and (in the sanitizer and
# fuzzer tree, scripts/test.sh) unity batches for the same targets. A target of two or more files
# gets a header of its own. Programs of one file (the tests) share one per group of the same
# folder, links and flags: a header for each would be compiled once for the header and once
# more for its one file. Applied once here, after every target exists, so a new target gets them
# without a line of its own.
#
# What each hides, and where it is still caught:
#  - a precompiled header is included before every file, so a file that forgets a Qt header the
#    PCH holds still compiles. The headers are a fixed, small set (cmake/pch/); CONVSCOPE_PCH=OFF
#    builds without them.
#  - a unity batch compiles several files as one, so a file that forgets one of its own headers
#    can borrow it from the file before it. scripts/test.sh keeps the Release build non-unity, so
#    a missing include of our own still fails there.
option(CONVSCOPE_PCH "Precompile the Qt headers of each Qt target" ON)
# Qt targets only: their files spend most of their time in the same Qt headers, which a batch
# parses once; core, cpu and train compile quickly one file at a time.
option(CONVSCOPE_UNITY "Compile each Qt target in unity batches (the sanitizer tree)" OFF)

# Every buildsystem target under dir, into the variable out.
function(convscope_targets_under dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    convscope_targets_under(${sub} more)
    list(APPEND targets ${more})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# Which precompiled header a target gets: the widgets one when it links (directly) Qt Widgets or
# a room of the window, the core one when it links any Qt or app room, none otherwise (core, cpu,
# cuda and their tests use no Qt). The room libraries link Qt PUBLIC, so the include paths come
# along.
function(convscope_pch_kind target out)
  set(kind none)
  get_target_property(type ${target} TYPE)
  if(type MATCHES "^(STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$")
    get_target_property(links ${target} LINK_LIBRARIES)
    if(links)
      foreach(link IN LISTS links)
        if(link MATCHES "Qt6::Widgets|Qt6::Charts|^convscope_(gui|widgets|gl|panels|speed_panel|layout|lessons|render)$")
          set(kind widgets)
          break()
        elseif(link MATCHES "^Qt6::|^convscope_(appcommon|model|speed|cli|lessons_text)$")
          set(kind core)
        endif()
      endforeach()
    endif()
  endif()
  set(${out} ${kind} PARENT_SCOPE)
endfunction()

# How many C++ files of its own a target compiles, into the variable out.
function(convscope_cpp_files target out)
  get_target_property(sources ${target} SOURCES)
  list(FILTER sources INCLUDE REGEX "\\.cpp$")
  list(LENGTH sources count)
  set(${out} ${count} PARENT_SCOPE)
endfunction()

# What must be equal for programs of one file to share a precompiled header (REUSE_FROM needs
# the same flags and macros): the folder (QtTest defines it as QT_TESTCASE_BUILDDIR), the direct
# links (their macros and include paths), and flags of their own. Into the variable out.
function(convscope_pch_group target out)
  set(parts)
  foreach(property SOURCE_DIR LINK_LIBRARIES COMPILE_DEFINITIONS COMPILE_OPTIONS AUTOMOC)
    get_target_property(value ${target} ${property})
    list(APPEND parts "${property}=${value}")
  endforeach()
  string(MD5 key "${parts}")
  set(${out} ${key} PARENT_SCOPE)
endfunction()

function(convscope_apply_build_speed)
  convscope_targets_under(${PROJECT_SOURCE_DIR} targets)
  set(count 0)
  set(reusing 0)
  set(groups_seen)
  foreach(target IN LISTS targets)
    convscope_pch_kind(${target} kind)
    if(kind STREQUAL "none")
      continue()
    endif()
    convscope_cpp_files(${target} cpp_files)
    get_target_property(type ${target} TYPE)
    if(cpp_files LESS 2)
      # A program of one file (a test, mostly): the first of its group compiles the header, the
      # others with the same folder, links and flags reuse it. Alone in its group, it gets none.
      if(NOT CONVSCOPE_PCH OR NOT type STREQUAL "EXECUTABLE")
        continue()
      endif()
      convscope_pch_group(${target} group)
      list(FIND groups_seen ${group} seen)
      if(seen EQUAL -1)
        list(APPEND groups_seen ${group})
        set(first_of_${group} ${target})
        set(members_of_${group} 1)
      else()
        math(EXPR members_of_${group} "${members_of_${group}} + 1")
        list(APPEND later_of_${group} ${target})
      endif()
      set(kind_of_${group} ${kind})
      continue()
    endif()
    if(CONVSCOPE_UNITY)
      set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
    endif()
    if(NOT CONVSCOPE_PCH)
      continue()
    endif()
    target_precompile_headers(${target} PRIVATE
      $<$<COMPILE_LANGUAGE:CXX>:${PROJECT_SOURCE_DIR}/cmake/pch/qt_${kind}.h>)
    math(EXPR count "${count} + 1")
  endforeach()
  foreach(group IN LISTS groups_seen)
    if(members_of_${group} LESS 2)
      continue()
    endif()
    set(first ${first_of_${group}})
    set(headers $<$<COMPILE_LANGUAGE:CXX>:${PROJECT_SOURCE_DIR}/cmake/pch/qt_${kind_of_${group}}.h>)
    get_target_property(links ${first} LINK_LIBRARIES)
    if("Qt6::Test" IN_LIST links)
      list(APPEND headers $<$<COMPILE_LANGUAGE:CXX>:<QTest$<ANGLE-R>>)
    endif()
    target_precompile_headers(${first} PRIVATE ${headers})
    math(EXPR count "${count} + 1")
    foreach(later IN LISTS later_of_${group})
      target_precompile_headers(${later} REUSE_FROM ${first})
      math(EXPR reusing "${reusing} + 1")
    endforeach()
  endforeach()
  message(STATUS "Precompiled Qt headers for ${count} targets, reused by ${reusing} programs of one "
                 "file (CONVSCOPE_PCH=${CONVSCOPE_PCH}), unity batches: CONVSCOPE_UNITY=${CONVSCOPE_UNITY}")
endfunction()
