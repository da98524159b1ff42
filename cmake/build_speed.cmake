# Compile less: precompiled Qt headers for every target that uses Qt (gtest.h for the GoogleTest
# programs), and (in the sanitizer and fuzzer tree, scripts/test.sh) unity batches for the Qt
# targets. A target of two or more files gets a header of its own. Programs of one file (the
# tests) share one per group of the same folder and macros (convscope_pch_group): a header for
# each would be compiled once for the header and once more for its one file. Applied once here, after every target exists, so a new target gets them
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
# a room of the window, the core one when it links any Qt or app room, the GoogleTest one when it
# links GoogleTest without Qt, none otherwise (core, cpu, cuda and train use no Qt). The room
# libraries link Qt PUBLIC, so the include paths come along.
function(convscope_pch_kind target out)
  set(kind none)
  get_target_property(type ${target} TYPE)
  if(type MATCHES "^(STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$")
    get_target_property(links ${target} LINK_LIBRARIES)
    if(links)
      foreach(link IN LISTS links)
        if(link MATCHES "Qt6::Widgets|Qt6::Charts|^convscope_(gui|widgets|gl|panels|layer_panel|speed_panel|train_panel|layout|lessons|render)$")
          set(kind widgets)
          break()
        elseif(link MATCHES "^Qt6::|^convscope_(appcommon|images|text|model|speed|cli|lessons_text)$")
          set(kind core)
        elseif(link MATCHES "^GTest::" AND kind STREQUAL "none")
          set(kind gtest)
        endif()
      endforeach()
    endif()
  endif()
  set(${out} ${kind} PARENT_SCOPE)
endfunction()

# Every target a target's compile line takes something from, into the variable out: its own
# links and, through them, what each library passes on (INTERFACE_LINK_LIBRARIES; a static
# library's private links read $<LINK_ONLY:...> and pass on nothing to compile with). Aliases
# are given as the targets they name. Shared with cmake/rooms.cmake.
function(convscope_link_closure target out)
  get_target_property(pending ${target} LINK_LIBRARIES)
  set(visited)
  while(pending)
    list(POP_FRONT pending current)
    if(NOT TARGET ${current})
      continue()
    endif()
    get_target_property(real ${current} ALIASED_TARGET)
    if(real)
      set(current ${real})
    endif()
    if(current IN_LIST visited)
      continue()
    endif()
    list(APPEND visited ${current})
    get_target_property(more ${current} INTERFACE_LINK_LIBRARIES)
    if(more)
      list(APPEND pending ${more})
    endif()
  endwhile()
  set(${out} "${visited}" PARENT_SCOPE)
endfunction()

# What a target's links pass on to its compile line, into the variables modules_out (the Qt
# modules) and definitions_out (the macros).
function(convscope_inherited target modules_out definitions_out)
  convscope_link_closure(${target} reached)
  set(modules)
  set(definitions)
  foreach(current IN LISTS reached)
    if(current MATCHES "^Qt6::")
      list(APPEND modules ${current})
    endif()
    get_target_property(more ${current} INTERFACE_COMPILE_DEFINITIONS)
    if(more)
      list(APPEND definitions ${more})
    endif()
  endforeach()
  foreach(list modules definitions)
    list(REMOVE_DUPLICATES ${list})
    list(SORT ${list})
  endforeach()
  set(${modules_out} "${modules}" PARENT_SCOPE)
  set(${definitions_out} "${definitions}" PARENT_SCOPE)
endfunction()

# How many C++ files of its own a target compiles, into the variable out.
function(convscope_cpp_files target out)
  get_target_property(sources ${target} SOURCES)
  list(FILTER sources INCLUDE REGEX "\\.cpp$")
  list(LENGTH sources count)
  set(${out} ${count} PARENT_SCOPE)
endfunction()

# What must be equal for programs of one file to share a precompiled header: GCC uses one only
# where every macro defined when it was made is defined the same way again, so the macros, their
# own and those their links pass on. With them the folder (QtTest's QT_TESTCASE_BUILDDIR), the
# Qt modules, the flags and the header's kind. A test's paths are macros too, and would make
# every test a group of its own: they live in a generated header of its folder (test_paths.h)
# instead. A mismatch the key missed costs speed, not correctness: the compiler says so
# (-Winvalid-pch) and reads the header as text. Into the variable out.
function(convscope_pch_group target kind out)
  set(parts "kind=${kind}")
  foreach(property SOURCE_DIR COMPILE_OPTIONS COMPILE_DEFINITIONS AUTOMOC)
    get_target_property(value ${target} ${property})
    list(APPEND parts "${property}=${value}")
  endforeach()
  convscope_inherited(${target} modules definitions)
  list(APPEND parts "modules=${modules}" "inherited=${definitions}")
  string(MD5 key "${parts}")
  set(${out} ${key} PARENT_SCOPE)
endfunction()

# The header of each kind, in cmake/pch/, into the variable out.
function(convscope_pch_header kind out)
  if(kind STREQUAL "gtest")
    set(${out} ${PROJECT_SOURCE_DIR}/cmake/pch/gtest.h PARENT_SCOPE)
  else()
    set(${out} ${PROJECT_SOURCE_DIR}/cmake/pch/qt_${kind}.h PARENT_SCOPE)
  endif()
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
    # gtest.h is a tenth of a GoogleTest file's time: its header pays from about ten files on.
    if(kind STREQUAL "gtest" AND cpp_files LESS 10)
      continue()
    endif()
    if(cpp_files LESS 2)
      # A program of one file (a test, mostly): the first of its group compiles the header, the
      # others with the same folder, links and flags reuse it. Alone in its group, it gets none.
      if(NOT CONVSCOPE_PCH OR NOT type STREQUAL "EXECUTABLE")
        continue()
      endif()
      convscope_pch_group(${target} ${kind} group)
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
    if(CONVSCOPE_UNITY AND NOT kind STREQUAL "gtest")
      set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
    endif()
    if(NOT CONVSCOPE_PCH)
      continue()
    endif()
    convscope_pch_header(${kind} header)
    target_precompile_headers(${target} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:${header}>)
    math(EXPR count "${count} + 1")
  endforeach()
  foreach(group IN LISTS groups_seen)
    if(members_of_${group} LESS 2)
      continue()
    endif()
    set(first ${first_of_${group}})
    convscope_pch_header(${kind_of_${group}} header)
    set(headers $<$<COMPILE_LANGUAGE:CXX>:${header}>)
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
