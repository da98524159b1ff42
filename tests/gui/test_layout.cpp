// The window's layout keeps every control and line of text whole: at the usual size, and in a
// short window (a classroom's 1280 × 720 at large fonts), where the columns scroll instead.
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

#include "gui/gl/gl_check.h"
#include "gui/main_window.h"
#include "gui/panels/formula_view.h"
#include "gui/widgets/translation.h"
#include "gui_test.h"

using namespace convscope::gui;

namespace {

// The height a widget needs to show itself whole: wrapped text needs its height at its width,
// a control its minimum size hint.
int neededHeight(const QWidget* w) {
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
int neededWidth(const QWidget* w) {
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

QString describe(const QWidget* w) {
  if (const auto* label = qobject_cast<const QLabel*>(w)) return label->text().left(40);
  if (const auto* button = qobject_cast<const QAbstractButton*>(w)) return button->text();
  return w->accessibleName();
}

// The widgets shown smaller than they need, as "class 'text' height/needed" or "… width/needed"
// lines; empty when everything is whole.
QStringList squeezed(const QWidget& window) {
  QStringList found;
  for (const QWidget* w : window.findChildren<QWidget*>()) {
    if (!w->isVisible()) continue;
    const QString name = QStringLiteral("%1 '%2'").arg(
        QString::fromLatin1(w->metaObject()->className()), describe(w));
    if (const int need = neededHeight(w); w->height() < need)
      found << QStringLiteral("%1 height %2/%3").arg(name).arg(w->height()).arg(need);
    if (const int need = neededWidth(w); w->width() < need)
      found << QStringLiteral("%1 width %2/%3").arg(name).arg(w->width()).arg(need);
  }
  return found;
}

int scrollingColumns(const QWidget& window) {
  int count = 0;
  for (const QScrollArea* area : window.findChildren<QScrollArea*>())
    if (area->isVisible() && area->verticalScrollBar()->maximum() > 0) ++count;
  return count;
}

}  // namespace

class LayoutTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    // Not a pass: without GL the window cannot be tested at all.
    if (const QString why = probeOpenGl(); !why.isEmpty()) QFAIL(qPrintable(why));
    // ctest runs this once as is, and once in Chinese at twice the scale: the longest lines, the
    // tallest glyphs, the least room.
    installTranslations(*qApp, qEnvironmentVariable("CONVSCOPE_TEST_LANGUAGE"));
  }

  void nothingIsSqueezedAtTheUsualSize() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    const QStringList found = squeezed(window);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("; "))));
  }

  void aShortWindowScrollsItsColumnsInsteadOfCuttingText() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    window.resize(window.minimumSizeHint().width(), 640);
    QTRY_VERIFY(window.height() <= 700);
    window.finishPendingLayout();
    QStringList found = squeezed(window);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("; "))));
    QVERIFY2(scrollingColumns(window) > 0, "too short for everything, yet nothing scrolls");
    // The other tab under the GPU views: the thread-mapping controls.
    auto* tabs = window.findChild<QTabWidget*>();
    QVERIFY(tabs && tabs->count() == 2);
    tabs->setCurrentIndex(1);
    window.finishPendingLayout();
    found = squeezed(window);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("; "))));
  }

  void theSumGoesUnderTheGridsWhenNarrow() {
    FormulaView formula;
    QVERIFY(formula.heightForWidth(380) > formula.heightForWidth(900));
    QCOMPARE(formula.heightForWidth(900), formula.minimumSizeHint().height());
  }
};

CONVSCOPE_GUI_TEST_MAIN(LayoutTest)
#include "test_layout.moc"
