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

bool focusedControlTakesKey(const QWidget* focus, const QKeyEvent& key) {
  if (!focus) return false;
  const int k = key.key();
  // Typing: every key edits the text (arrows and Home/End move the cursor in a weight).
  if (qobject_cast<const QLineEdit*>(focus) || qobject_cast<const QAbstractSpinBox*>(focus) ||
      qobject_cast<const QTextEdit*>(focus) || qobject_cast<const QPlainTextEdit*>(focus))
    return true;
  // A combo box opens on Space, moves through its items with arrows and jumps by letter.
  if (qobject_cast<const QComboBox*>(focus))
    return isActivation(k) || isRangeKey(k) || (k >= Qt::Key_A && k <= Qt::Key_Z);
  if (qobject_cast<const QAbstractSlider*>(focus)) return isRangeKey(k);
  if (qobject_cast<const QAbstractItemView*>(focus)) return isActivation(k) || isRangeKey(k);
  if (qobject_cast<const QTabBar*>(focus)) return isArrow(k);
  if (qobject_cast<const QRadioButton*>(focus)) return isActivation(k) || isArrow(k);
  if (qobject_cast<const QAbstractButton*>(focus)) return isActivation(k);
  return false;
}

}  // namespace convscope::gui
