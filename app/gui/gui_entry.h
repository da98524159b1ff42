// Entry points into the window, called by main.cpp.
#pragma once

#include <QString>

namespace convscope::gui {

// `convscope` with no subcommand: opens the window. Returns the process exit code.
int runWindow(int argc, char** argv);

// The image file named on the command line (`convscope photo.jpg`, `convscope --lang zh_CN a.png`;
// the desktop entry's %F): the first argument that is no option, no option's value and an
// existing file, made absolute and decoded as text/file_name.h does, so a name that is not UTF-8
// keeps its bytes. Empty when there is none.
QString fileFromArguments(int argc, char** argv);

// `convscope render --out FILE.png ...`: renders the window in a given state to a PNG.
int runRender(int argc, char** argv);

}  // namespace convscope::gui
