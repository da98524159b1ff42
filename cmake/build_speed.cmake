# Compile less: precompiled Qt headers for every target that uses Qt, and (in the sanitizer and
# fuzzer tree, scripts/test.sh) unity batches for the same targets. Applied once here, after every target exists, so a
# new target gets them without a line of its own.
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
    # Only targets with two or more C++ files of their own: a test of one file would compile the
    # header once for the precompiled header and once more for nothing.
    get_target_property(sources ${target} SOURCES)
    list(FILTER sources INCLUDE REGEX "\\.cpp$")
    list(LENGTH sources cpp_files)
    if(cpp_files LESS 2)
      set(kind none)
    endif()
  endif()
  set(${out} ${kind} PARENT_SCOPE)
endfunction()

function(convscope_apply_build_speed)
  convscope_targets_under(${PROJECT_SOURCE_DIR} targets)
  set(count 0)
  foreach(target IN LISTS targets)
    convscope_pch_kind(${target} kind)
    if(CONVSCOPE_UNITY AND NOT kind STREQUAL "none")
      set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
    endif()
    if(NOT CONVSCOPE_PCH)
      continue()
    endif()
    if(kind STREQUAL "widgets")
      target_precompile_headers(${target} PRIVATE
        $<$<COMPILE_LANGUAGE:CXX>:${PROJECT_SOURCE_DIR}/cmake/pch/qt_widgets.h>)
      math(EXPR count "${count} + 1")
    elseif(kind STREQUAL "core")
      target_precompile_headers(${target} PRIVATE
        $<$<COMPILE_LANGUAGE:CXX>:${PROJECT_SOURCE_DIR}/cmake/pch/qt_core.h>)
      math(EXPR count "${count} + 1")
    endif()
  endforeach()
  message(STATUS "Precompiled Qt headers for ${count} targets (CONVSCOPE_PCH=${CONVSCOPE_PCH}), "
                 "unity batches: CONVSCOPE_UNITY=${CONVSCOPE_UNITY}")
endfunction()
