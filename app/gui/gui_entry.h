// Entry points into the window, called by main.cpp.
#pragma once

#include <QSize>

namespace convscope::gui {

// `convscope` with no subcommand: opens the window. Returns the process exit code.
int runWindow(int argc, char** argv);

// The window's first size: 1600 × 960, or less where the screen's available area is smaller.
QSize firstWindowSize(QSize available);

// `convscope render --out FILE.png ...`: renders the window in a given state to a PNG.
int runRender(int argc, char** argv);

}  // namespace convscope::gui
