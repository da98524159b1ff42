// The OpenGL renderer and version `convscope info` prints: read from an offscreen context on the
// display, the same driver the window would draw with. Without a display there is no GL to ask.
#pragma once

#include <QString>

#include "convscope/status.h"

namespace convscope::cli {

struct GlFacts {
  QString renderer;
  QString version;
};

// Needs the QGuiApplication that cli.cpp makes for `info` when DISPLAY is set (xcb platform);
// otherwise, or when no context can be made, a Status saying so.
Result<GlFacts> probeGlFacts();

// probeGlFacts's reason in the reader's language (its Status keeps the English, for JSON).
QString glReasonInWords(const Status& status);

}  // namespace convscope::cli
