// `convscope render --out FILE.png ...`: builds the window in a given state, waits until every
// view has drawn it, grabs it and writes a PNG (for slides and course material).
#pragma once

namespace convscope::gui {

int renderCommand(int argc, char** argv);

}  // namespace convscope::gui
