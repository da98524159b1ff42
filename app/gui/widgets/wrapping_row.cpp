#include "gui/widgets/wrapping_row.h"

#include <QResizeEvent>
#include <algorithm>

namespace convscope::gui {

namespace {
constexpr int kSpacing = 10;
constexpr int kLineSpacing = 2;
}  // namespace

WrappingRow::WrappingRow(QWidget* parent) : QWidget(parent) {
  QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
  policy.setHeightForWidth(true);
  setSizePolicy(policy);
}

void WrappingRow::addWidget(QWidget* widget) {
  widget->setParent(this);
  m_items.append(widget);
  updateGeometry();
}

int WrappingRow::place(int width, bool apply) const {
  int x = 0;
  int y = 0;
  int lineHeight = 0;
  for (QWidget* item : m_items) {
    const QSize hint = item->sizeHint();
    if (x > 0 && x + hint.width() > width) {
      x = 0;
      y += lineHeight + kLineSpacing;
      lineHeight = 0;
    }
    if (apply) item->setGeometry(x, y, std::min(hint.width(), std::max(width, 1)), hint.height());
    x += hint.width() + kSpacing;
    lineHeight = std::max(lineHeight, hint.height());
  }
  return y + lineHeight;
}

int WrappingRow::heightForWidth(int width) const {
  return place(width, false);
}

QSize WrappingRow::sizeHint() const {
  int width = 0;
  for (QWidget* item : m_items) width += item->sizeHint().width() + kSpacing;
  return {std::max(0, width - kSpacing), place(QWIDGETSIZE_MAX, false)};
}

QSize WrappingRow::minimumSizeHint() const {
  int widest = 0;
  for (QWidget* item : m_items) widest = std::max(widest, item->sizeHint().width());
  return {widest, place(widest, false)};
}

void WrappingRow::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  place(event->size().width(), true);
}

}  // namespace convscope::gui
