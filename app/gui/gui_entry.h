// Entry points into the window, called by main.cpp.
#pragma once

namespace convscope::gui {

// `convscope` with no subcommand: opens the window. Returns the process exit code.
int runWindow(int argc, char** argv);

// `convscope render --out FILE.png ...`: renders the window in a given state to a PNG.
int runRender(int argc, char** argv);

}  // namespace convscope::gui
