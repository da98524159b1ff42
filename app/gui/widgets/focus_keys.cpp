#include "gui/widgets/focus_keys.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QTabBar>
#include <QTextEdit>

namespace convscope::gui {
namespace {

bool isActivation(int key) {
  return key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter ||
         key == Qt::Key_Select;
}

bool isArrow(int key) {
  return key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
}

bool isRangeKey(int key) {
  return isArrow(key) || key == Qt::Key_Home || key == Qt::Key_End || key == Qt::Key_PageUp ||
         key == Qt::Key_PageDown;
}

}  // namespace

std::optional<bool> focusChosenByPerson(Qt::FocusReason reason) {
  switch (reason) {
    case Qt::MouseFocusReason:
    case Qt::TabFocusReason:
    case Qt::BacktabFocusReason:
    case Qt::ShortcutFocusReason:
      return true;
    case Qt::PopupFocusReason:
    case Qt::ActiveWindowFocusReason:
      return std::nullopt;
    default:
      return false;
  }
}

namespace {
bool g_focusInUse = false;  // one focus widget per application, so one flag
}  // namespace

void noteFocusIn(Qt::FocusReason reason) {
  g_focusInUse = focusChosenByPerson(reason).value_or(g_focusInUse);
}

bool focusInUse() {
  return g_focusInUse;
}

bool focusedControlTakesKey(const QWidget* focus, const QKeyEvent& key, bool inUse) {
  if (!focus) return false;
  const int k = key.key();
  // Typing: every key edits the text (arrows and Home/End move the cursor in a weight). A spin
  // box would also step on arrows: only when the person went there to edit it.
  if (qobject_cast<const QAbstractSpinBox*>(focus)) return inUse;
  if (qobject_cast<const QLineEdit*>(focus) || qobject_cast<const QTextEdit*>(focus) ||
      qobject_cast<const QPlainTextEdit*>(focus))
    return true;
  // A closed combo box would open on Space, jump by letter and pick the last item on End: those
  // stay the window's. Its open list is a popup of its own and gets every key before this.
  // Up/Down (and F4, Alt+Down, which the window never uses) still change it once chosen.
  if (const auto* combo = qobject_cast<const QComboBox*>(focus)) {
    if (combo->view() && combo->view()->isVisible()) return true;
    if (combo->isEditable() && inUse) return true;
    return inUse &&
           (k == Qt::Key_Up || k == Qt::Key_Down || k == Qt::Key_PageUp || k == Qt::Key_PageDown);
  }
  if (qobject_cast<const QAbstractSlider*>(focus)) return isRangeKey(k);
  if (qobject_cast<const QAbstractItemView*>(focus)) return isActivation(k) || isRangeKey(k);
  if (qobject_cast<const QTabBar*>(focus)) return isArrow(k);
  if (qobject_cast<const QRadioButton*>(focus)) return isActivation(k) || isArrow(k);
  if (qobject_cast<const QAbstractButton*>(focus)) return isActivation(k);
  return false;
}

}  // namespace convscope::gui
