# The house rules the compiler cannot see, read from the sources (cmake -DSOURCE_DIR=... -P):
#  - every folder of source files under app/, core/, cpu/, cuda/ and train/ holds at most 24 of them
#    (a room that grows past that is split by job, with a name that says the job);
#  - one translation path: no tx(en, zh) beside tr();
#  - no part of the window connects to the model's runners or its state by signal: panels and
#    views are the model's viewers, shown each snapshot it publishes;
#  - the window's problem, launch geometry and output size are computed once, by the model;
#  - QSignalBlocker only inside the widgets that wrap a Qt control (they set their own spin
#    boxes and actions); elsewhere a control shows the model's value through a call that asks
#    nothing, and asks only on a person's action (clicked, activated, actionTriggered).
# Each broken rule is named with the file and the line that breaks it.
cmake_minimum_required(VERSION 3.25)
if(NOT SOURCE_DIR)
  message(FATAL_ERROR "house_rules.cmake: pass -DSOURCE_DIR=<the source tree>")
endif()

set(kMaxFilesPerRoom 24)
set(kSignalBlockerAllowed app/gui/panels/block_size_control.cpp app/gui/widgets/side_drawer.cpp)

set(broken "")

# A room's files: the sources directly in one folder.
file(GLOB_RECURSE sources RELATIVE ${SOURCE_DIR}
  ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h
  ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/core/*.h
  ${SOURCE_DIR}/cpu/*.cpp ${SOURCE_DIR}/cpu/*.h
  ${SOURCE_DIR}/cuda/*.cpp ${SOURCE_DIR}/cuda/*.h ${SOURCE_DIR}/cuda/*.cu ${SOURCE_DIR}/cuda/*.cuh
  ${SOURCE_DIR}/train/*.cpp ${SOURCE_DIR}/train/*.h)
set(folders "")
foreach(source IN LISTS sources)
  get_filename_component(folder ${source} DIRECTORY)
  list(APPEND folders ${folder})
  string(MAKE_C_IDENTIFIER "${folder}" key)
  math(EXPR count_${key} "${count_${key}} + 1")
endforeach()
list(REMOVE_DUPLICATES folders)
foreach(folder IN LISTS folders)
  string(MAKE_C_IDENTIFIER "${folder}" key)
  if(count_${key} GREATER kMaxFilesPerRoom)
    string(APPEND broken "\n  ${folder}/ holds ${count_${key}} source files (at most ${kMaxFilesPerRoom})")
  endif()
endforeach()

# rule(NAME REGEX FILE...): each line of the files that matches REGEX breaks rule NAME.
function(rule name regex)
  foreach(file IN LISTS ARGN)
    file(STRINGS ${SOURCE_DIR}/${file} lines REGEX "${regex}")
    foreach(line IN LISTS lines)
      string(STRIP "${line}" line)
      string(APPEND broken "\n  ${file}: ${name}: ${line}")
    endforeach()
  endforeach()
  set(broken "${broken}" PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE app_sources RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h)
rule("a second translation path beside tr()" "(^|[^A-Za-z0-9_:.>])tx\\(" ${app_sources})

file(GLOB_RECURSE window_sources RELATIVE ${SOURCE_DIR}
  ${SOURCE_DIR}/app/gui/*.cpp ${SOURCE_DIR}/app/gui/*.h)
rule("a part of the window reaches a runner (read the model)"
  "(&(Gpu|Cpu)Runner::|(gpu|cpu)Runner\\(\\)[^;]*(connect|finished|started|failed|progress))"
  ${window_sources})
# The model tells what changed in one way: the snapshot each viewer is shown. Its one signal,
# settled(), says that work has ended, for those who wait (lessons, render).
rule("a part of the window listens to the model by signal (be a WorkbenchViewer)"
  "&(gui::)?WorkbenchModel::[a-zA-Z]+(Changed|Loaded|Measured)" ${window_sources})

# The window's launch geometry is the model's, made once per problem or block: the GPU runner,
# the overlay and the panels read WorkbenchModel::launch(); a control that only checks a block
# calls checkBlock.
file(GLOB_RECURSE model_and_window_sources RELATIVE ${SOURCE_DIR}
  ${SOURCE_DIR}/app/model/*.cpp ${SOURCE_DIR}/app/model/*.h
  ${SOURCE_DIR}/app/gui/*.cpp ${SOURCE_DIR}/app/gui/*.h)
list(REMOVE_ITEM model_and_window_sources app/model/workbench_model.cpp)
rule("a second launch geometry beside the model's (read WorkbenchModel::launch())"
  "makeLaunch\\(" ${model_and_window_sources})
# Likewise the problem: parts of the window and the lessons' demos read WorkbenchModel::problem()
# (DemoContext::problem). Chapter 10's demo alone makes problems of its own: the window's
# kernel flipped and not, which is what it compares.
list(REMOVE_ITEM model_and_window_sources app/gui/lessons/demos/demo_flip.cpp)
rule("a second problem beside the model's (read WorkbenchModel::problem())"
  "makeProblem\\(" ${model_and_window_sources})
# And the output's size: the problem's, in the snapshot (WorkbenchSnapshot::outputSize()).
rule("a second output size beside the model's (read the snapshot's outputSize())"
  "outputExtent\\(" ${model_and_window_sources})

set(blocker_sources ${app_sources})
list(REMOVE_ITEM blocker_sources ${kSignalBlockerAllowed})
rule("a signal blocker outside a widget that wraps a Qt control" "QSignalBlocker [a-zA-Z]"
  ${blocker_sources})

if(broken)
  message(FATAL_ERROR "The house rules are broken:${broken}")
endif()
list(LENGTH folders room_count)
list(LENGTH sources source_count)
message(STATUS "house rules hold: ${source_count} source files in ${room_count} folders")
