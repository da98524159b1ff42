#include "gui/widgets/pinned_column.h"

#include <QEvent>
#include <QResizeEvent>
#include <algorithm>

namespace convscope::gui {

PinnedColumn::PinnedColumn(QWidget* pinned, QWidget* scrolling, QWidget* parent)
    : QWidget(parent), m_pinned(pinned), m_scrolling(scrolling) {
  pinned->setParent(this);
  scrolling->setParent(this);
}

int PinnedColumn::pinnedHeight(int width) const {
  if (!m_pinned->isVisibleTo(this)) return 0;
  const int height = m_pinned->hasHeightForWidth() ? m_pinned->heightForWidth(width)
                                                   : m_pinned->sizeHint().height();
  return std::max(height, m_pinned->minimumSizeHint().height());
}

QSize PinnedColumn::sizeHint() const {
  const QSize below = m_scrolling->isVisibleTo(this) ? m_scrolling->sizeHint() : QSize();
  const int pinned = pinnedHeight(width());
  const int gap = pinned > 0 && below.height() > 0 ? kSpacing : 0;
  return {std::max(m_pinned->sizeHint().width(), below.width()), pinned + gap + below.height()};
}

QSize PinnedColumn::minimumSizeHint() const {
  const QSize below = m_scrolling->isVisibleTo(this) ? m_scrolling->minimumSizeHint() : QSize();
  const int pinned = pinnedHeight(width());
  const int gap = pinned > 0 && below.height() > 0 ? kSpacing : 0;
  return {std::max(m_pinned->minimumSizeHint().width(), below.width()),
          pinned + gap + below.height()};
}

void PinnedColumn::placeChildren() {
  const int pinned = std::min(pinnedHeight(width()), height());
  m_pinned->setGeometry(0, 0, width(), pinned);
  const int top = pinned > 0 ? pinned + kSpacing : 0;
  m_scrolling->setGeometry(0, top, width(), std::max(0, height() - top));
}

void PinnedColumn::announceIfChanged() {
  const std::pair<QSize, QSize> hints{sizeHint(), minimumSizeHint()};
  if (hints == m_announced) return;
  m_announced = hints;
  updateGeometry();
}

bool PinnedColumn::event(QEvent* event) {
  const bool handled = QWidget::event(event);
  // A child's hint changed, or a child was shown or hidden: place both again (two setGeometry
  // calls), and tell the window only when this column's own answer changed.
  if (event->type() == QEvent::LayoutRequest) {
    placeChildren();
    announceIfChanged();
  }
  return handled;
}

void PinnedColumn::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  placeChildren();
  // The pinned part's height depends on the width: a new width means a new answer.
  if (event->size().width() != event->oldSize().width()) {
    m_announced = {};
    announceIfChanged();
  }
}

}  // namespace convscope::gui
