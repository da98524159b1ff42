// What the window tests share: the process set up as the app sets itself up, a main window
// shown and settled at one size, and reading colours back from what a view drew.
#pragma once

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPointF>
#include <QPushButton>
#include <QStatusBar>
#include <QStringList>
#include <QTest>
#include <cstdlib>

#include "gui/gl/channel_view.h"
#include "gui/gl/gl_check.h"
#include "gui/main_window.h"
#include "gui/panels/formula_view.h"
#include "gui/widgets/theme.h"

namespace convscope::gui::testing {

// How long a window may take to settle (load, CPU output, uploads) on a slow, busy machine.
constexpr int kSettleMs = 60000;

// The window's one part of a kind (its input panel, kernel editor, mapping panel …), as a person
// finds it on screen: the window hands none of its children out.
template <class Part>
Part* part(const QObject& window) {
  Part* found = window.findChild<Part*>();
  if (!found) qFatal("the window has no %s", Part::staticMetaObject.className());
  return found;
}

// A part of the window's layout by its object name ("pages", "sides", "cpuColumn", "gpuTabs").
template <class Widget>
Widget* named(const QObject& window, const char* name) {
  Widget* found = window.findChild<Widget*>(QString::fromLatin1(name));
  if (!found) qFatal("the window has no part named %s", name);
  return found;
}

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

// The height a widget needs to show itself whole: wrapped text needs its height at its width,
// a control its minimum size hint.
inline int neededHeight(const QWidget* w) {
  if (const auto* label = qobject_cast<const QLabel*>(w))
    return label->wordWrap() && !label->text().isEmpty() ? label->heightForWidth(label->width())
                                                         : 0;
  if (qobject_cast<const QLineEdit*>(w) &&
      (qobject_cast<const QAbstractSpinBox*>(w->parentWidget()) ||
       qobject_cast<const QComboBox*>(w->parentWidget())))
    return 0;  // the inner edit of a spin box or combo box: its owner is checked
  if (qobject_cast<const QAbstractSpinBox*>(w) || qobject_cast<const QComboBox*>(w) ||
      qobject_cast<const QLineEdit*>(w) || qobject_cast<const QPushButton*>(w) ||
      qobject_cast<const QCheckBox*>(w) || qobject_cast<const FormulaView*>(w))
    return w->hasHeightForWidth() ? w->heightForWidth(w->width()) : w->minimumSizeHint().height();
  return 0;
}

// The width a control needs to show its text whole; 0 for what may be as narrow as it is given.
inline int neededWidth(const QWidget* w) {
  if (const auto* label = qobject_cast<const QLabel*>(w)) {
    // Text that does not wrap must fit on its line; the status bar's key hint may be cut.
    if (label->wordWrap() || label->text().isEmpty() ||
        qobject_cast<const QStatusBar*>(label->parentWidget()))
      return 0;
    return label->minimumSizeHint().width();
  }
  if (qobject_cast<const QCheckBox*>(w) || qobject_cast<const QPushButton*>(w))
    return w->minimumSizeHint().width();
  return 0;
}

// The widgets of `window` shown smaller than they need, or pushed past its edge, as
// "class 'text' height/needed" lines; empty when everything is whole.
inline QStringList squeezed(const QWidget& window) {
  QStringList found;
  for (const QWidget* w : window.findChildren<QWidget*>()) {
    if (!w->isVisible()) continue;
    QString text = w->accessibleName();
    if (const auto* label = qobject_cast<const QLabel*>(w)) text = label->text().left(40);
    if (const auto* button = qobject_cast<const QAbstractButton*>(w)) text = button->text();
    const QString name =
        QStringLiteral("%1 '%2'").arg(QString::fromLatin1(w->metaObject()->className()), text);
    if (const int need = neededHeight(w); w->height() < need)
      found << QStringLiteral("%1 height %2/%3").arg(name).arg(w->height()).arg(need);
    if (const int need = neededWidth(w); w->width() < need)
      found << QStringLiteral("%1 width %2/%3").arg(name).arg(w->width()).arg(need);
    // Every visible widget lies inside the window: nothing pushed off its edge.
    const QRect inWindow(w->mapTo(&window, QPoint(0, 0)), w->size());
    bool scrolls = false;  // what a scroll area holds may lie past the edge: it scrolls there
    for (const QWidget* p = w->parentWidget(); p && !scrolls; p = p->parentWidget())
      scrolls = p->inherits("QAbstractScrollArea");
    if (w->window() == &window && !scrolls && inWindow.width() > 0 &&
        !window.rect().contains(inWindow))
      found << QStringLiteral("%1 outside the window %2,%3 %4×%5")
                   .arg(name)
                   .arg(inWindow.x())
                   .arg(inWindow.y())
                   .arg(inWindow.width())
                   .arg(inWindow.height());
  }
  return found;
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
