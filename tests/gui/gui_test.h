// What the window tests share: the process set up as the app sets itself up, and a main window
// shown and settled at one size.
#pragma once

#include <QApplication>
#include <QTest>

#include "gui/gl/gl_check.h"
#include "gui/main_window.h"
#include "gui/widgets/theme.h"

namespace convscope::gui::testing {

// How long a window may take to settle (load, CPU output, uploads) on a slow, busy machine.
constexpr int kSettleMs = 60000;

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
