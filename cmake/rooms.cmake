# The app's rooms, enforced by the compiler: a file sees the headers of its own room and of the
# rooms its target links, and no others, so an include that runs up the house (a file in common/
# that includes model/gpu_report.h) fails to compile, header-only headers too.
#
# A room is a target whose folder is under app/ (convscope_model in app/model, convscope_panels in
# app/gui/panels). Every target's include files are written from app/ ("model/gpu_report.h"),
# but no target has app/ on its include path. Each gets a folder of its own instead,
# <build>/rooms/<target>, that holds a link to the folder of each room it may use, at the same
# path: "model" -> app/model. What it may use is read from the link line alone (its own links
# and what those pass on), so the two cannot differ. A room's folder that holds other rooms
# (app/gui holds gui/panels) is rebuilt of links to its files and to the folders below it that
# are not rooms, with only the rooms below that the target may use.
#
# What it does not catch: an include written relative to the file ("../model/x.h"); the house's
# style writes them from app/, and tests/rooms checks that none are relative.

# Every room: sets CONVSCOPE_ROOMS (their paths under app/, "." for app/ itself) and, for each,
# CONVSCOPE_ROOM_OF_<target> and CONVSCOPE_ROOM_TARGET_<path>.
function(convscope_find_rooms targets)
  set(app ${PROJECT_SOURCE_DIR}/app)
  set(rooms)
  foreach(target IN LISTS targets)
    get_target_property(dir ${target} SOURCE_DIR)
    cmake_path(IS_PREFIX app "${dir}" NORMALIZE inside)
    if(NOT inside)
      continue()
    endif()
    file(RELATIVE_PATH room ${app} ${dir})
    if(room STREQUAL "")
      set(room .)
    endif()
    list(APPEND rooms "${room}")
    set(CONVSCOPE_ROOM_OF_${target} "${room}" PARENT_SCOPE)
    set(CONVSCOPE_ROOM_TARGET_${room} ${target} PARENT_SCOPE)
  endforeach()
  list(REMOVE_DUPLICATES rooms)
  set(CONVSCOPE_ROOMS "${rooms}" PARENT_SCOPE)
endfunction()

# The rooms a target may include from, into the variable out: its own, and the rooms of every
# target its links reach (convscope_link_closure, cmake/build_speed.cmake).
function(convscope_rooms_reached target out)
  set(reached)
  if(DEFINED CONVSCOPE_ROOM_OF_${target})
    list(APPEND reached "${CONVSCOPE_ROOM_OF_${target}}")
  endif()
  convscope_link_closure(${target} linked)
  foreach(current IN LISTS linked)
    if(DEFINED CONVSCOPE_ROOM_OF_${current})
      list(APPEND reached "${CONVSCOPE_ROOM_OF_${current}}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES reached)
  set(${out} "${reached}" PARENT_SCOPE)
endfunction()

# Whether any room lies below the room path rel, into the variable out.
function(convscope_room_has_rooms_below rel out)
  set(below FALSE)
  foreach(room IN LISTS CONVSCOPE_ROOMS)
    if(rel STREQUAL ".")
      if(NOT room STREQUAL ".")
        set(below TRUE)
      endif()
    elseif(room MATCHES "^${rel}/")
      set(below TRUE)
    endif()
  endforeach()
  set(${out} ${below} PARENT_SCOPE)
endfunction()

# Puts app/<rel> into the folder farm at the same path: one link when no room lies below it,
# else a folder of links to its files and its folders, leaving out the rooms below it that are
# not in the list allowed.
function(convscope_room_link farm rel allowed)
  set(source ${PROJECT_SOURCE_DIR}/app/${rel})
  set(target ${farm}/${rel})
  if(IS_SYMLINK ${target})
    return()
  endif()
  convscope_room_has_rooms_below("${rel}" below)
  if(NOT below)
    file(REMOVE_RECURSE ${target})
    file(CREATE_LINK ${source} ${target} SYMBOLIC)
    return()
  endif()
  file(MAKE_DIRECTORY ${target})
  file(GLOB children CONFIGURE_DEPENDS RELATIVE ${source} ${source}/*)
  foreach(child IN LISTS children)
    if(rel STREQUAL ".")
      set(child_rel ${child})
    else()
      set(child_rel ${rel}/${child})
    endif()
    if(NOT IS_DIRECTORY ${source}/${child})
      if(NOT EXISTS ${target}/${child})
        file(CREATE_LINK ${source}/${child} ${target}/${child} SYMBOLIC)
      endif()
    elseif(NOT child_rel IN_LIST CONVSCOPE_ROOMS OR child_rel IN_LIST allowed)
      convscope_room_link(${farm} "${child_rel}" "${allowed}")
    endif()
  endforeach()
endfunction()

function(convscope_apply_rooms)
  convscope_targets_under(${PROJECT_SOURCE_DIR} targets)
  convscope_find_rooms("${targets}")
  # Made anew at each configure, so that a link removed from a line, or a target removed, is gone
  # here too.
  file(REMOVE_RECURSE ${PROJECT_BINARY_DIR}/rooms)
  set(farms 0)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(NOT type MATCHES "^(STATIC_LIBRARY|SHARED_LIBRARY|OBJECT_LIBRARY|INTERFACE_LIBRARY|EXECUTABLE)$")
      continue()
    endif()
    convscope_rooms_reached(${target} allowed)
    if(NOT allowed)
      continue()
    endif()
    set(farm ${PROJECT_BINARY_DIR}/rooms/${target})
    file(MAKE_DIRECTORY ${farm})
    list(SORT allowed)
    foreach(room IN LISTS allowed)
      # Its parents as plain folders, holding only what is linked below them.
      set(parent ${farm})
      string(REPLACE "/" ";" parts "${room}")
      list(POP_BACK parts)
      foreach(part IN LISTS parts)
        set(parent ${parent}/${part})
        file(MAKE_DIRECTORY ${parent})
      endforeach()
      convscope_room_link(${farm} "${room}" "${allowed}")
    endforeach()
    if(type STREQUAL "INTERFACE_LIBRARY")
      # A header-only room compiles nothing: its users have the room on their own path.
      continue()
    endif()
    target_include_directories(${target} PRIVATE ${farm})
    math(EXPR farms "${farms} + 1")
  endforeach()
  list(LENGTH CONVSCOPE_ROOMS rooms)
  message(STATUS "Rooms: ${rooms} under app/, an include path of its own for ${farms} targets "
                 "(cmake/rooms.cmake)")
endfunction()
