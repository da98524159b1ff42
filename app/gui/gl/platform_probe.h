// Before QApplication: can Qt's platform plugin start at all? Qt 6.4 aborts (qFatal) when the
// plugin is missing or cannot reach its display (DISPLAY=:57, DISPLAY=garbage, a Wayland session
// without the wayland plugin, QT_QPA_PLATFORM=eglfs on a desktop), with a core dump and a page of
// text. A child process tries first and tells the parent what Qt said, so the parent can say it
// in one line and exit 1.
#pragma once

#include <QString>

namespace convscope::gui {

// Empty when the platform Qt would pick (QT_QPA_PLATFORM, -platform, else X11) starts; else one
// line: what is wrong and what to do.
QString probePlatform(int argc, char** argv);

// QT_SCALE_FACTOR from the environment, checked before Qt reads it: nan, inf, 0, negative or
// beyond kMaxScaleFactor (100 made the X server run out of memory) is refused with one line.
constexpr double kMinScaleFactor = 0.5;
constexpr double kMaxScaleFactor = 4;
QString checkScaleFactor();

// The factor Qt will use from QT_SCALE_FACTOR (1 when unset); call after checkScaleFactor().
double environmentScaleFactor();

}  // namespace convscope::gui
