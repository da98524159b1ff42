// One include, named on the compile line (tests/rooms/CMakeLists.txt): whether a target that
// links one room can see that header.
#include PROBED_HEADER
