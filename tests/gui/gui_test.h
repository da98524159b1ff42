// What the window tests share: the process set up as the app sets itself up, a main window
// shown and settled at one size, and reading colours back from what a view drew.
#pragma once

#include <QApplication>
#include <QColor>
#include <QImage>
#include <QPointF>
#include <QTest>
#include <cstdlib>

#include "gui/gl/channel_view.h"
#include "gui/gl/gl_check.h"
#include "gui/main_window.h"
#include "gui/widgets/theme.h"

namespace convscope::gui::testing {

// How long a window may take to settle (load, CPU output, uploads) on a slow, busy machine.
constexpr int kSettleMs = 60000;

// Sum of the channel differences: 0 for the same colour, 765 for black against white.
inline int colourDistance(const QColor& a, const QColor& b) {
  return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
         std::abs(a.blue() - b.blue());
}

// The pixel of a view's rendered frame at a widget position (logical pixels).
inline QColor framePixel(ChannelView* view, QPointF pos) {
  const QImage frame = view->grabFramebuffer();
  const double dpr = frame.devicePixelRatio();
  return frame.pixelColor(static_cast<int>(pos.x() * dpr), static_cast<int>(pos.y() * dpr));
}

}  // namespace convscope::gui::testing

// Shows `window` at the tests' size and waits until it has settled on its input. A macro, as
// QVERIFY must return from the test function itself.
#define CONVSCOPE_SHOW_SETTLED(window)                                                  \
  do {                                                                                  \
    (window).resize(1600, 1000);                                                        \
    (window).show();                                                                    \
    QVERIFY(QTest::qWaitForWindowExposed(&(window)));                                   \
    QTRY_VERIFY_WITH_TIMEOUT((window).isSettled(), convscope::gui::testing::kSettleMs); \
    (window).finishPendingLayout();                                                     \
  } while (false)

// main() for a window test: the GL format and the theme the app uses, then the test object.
#define CONVSCOPE_GUI_TEST_MAIN(TestClass)  \
  int main(int argc, char** argv) {         \
    convscope::gui::requestGlFormat();      \
    QApplication app(argc, argv);           \
    convscope::gui::applyTheme(app);        \
    TestClass test;                         \
    return QTest::qExec(&test, argc, argv); \
  }
