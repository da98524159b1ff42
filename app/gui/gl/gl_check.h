// Decides, before any GL surface exists, whether this process can draw with OpenGL at all.
// Qt 6.4 crashes when a GL window or widget is made on a platform without GL (offscreen,
// minimal), so the window asks here first and turns a "no" into a clear message and exit code 1.
#pragma once

#include <QString>

namespace convscope::gui {

constexpr int kGlMajor = 3;  // core profile 3.3: texelFetch, R32F textures, VAOs
constexpr int kGlMinor = 3;

// Before QApplication: is there a display to connect to? Empty when there is one (or when the
// user forced a platform with QT_QPA_PLATFORM / -platform, which probeOpenGl then checks).
QString checkDisplay(int argc, char** argv);
// checkDisplay's words in the language installed since (they are made before any translator).
QString translatedDisplayMessage(const QString& message);

// Sets the default surface format (3.3 core). Call before QApplication.
void requestGlFormat();

// After QApplication: can a 3.3+ core context be made and made current? Empty when yes, else
// the reason, fit to print.
QString probeOpenGl();

// One line for the log and `info`: "OpenGL 4.5 (Core Profile) Mesa 22.3.6, llvmpipe ...".
QString glDescription();

}  // namespace convscope::gui
