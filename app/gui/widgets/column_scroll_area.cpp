#include "gui/widgets/column_scroll_area.h"

#include <QResizeEvent>
#include <QScrollBar>
#include <algorithm>

namespace convscope::gui {

ColumnScrollArea::ColumnScrollArea(QWidget* content, Asks asks, QWidget* parent)
    : QScrollArea(parent), m_asks(asks) {
  setWidget(content);
  setWidgetResizable(true);
  setFrameShape(QFrame::NoFrame);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  // Not a Tab stop of its own: Tab goes to the controls inside, which scroll into view.
  setFocusPolicy(Qt::NoFocus);
}

int ColumnScrollArea::contentHeight() const {
  const QWidget* content = widget();
  // Measured at the whole width, as if no scroll bar were shown: the answer must not change when
  // the scroll bar comes or goes, or the two would chase each other.
  const int width = std::max(0, this->width() - 2 * frameWidth());
  const int height =
      content->hasHeightForWidth() ? content->heightForWidth(width) : content->sizeHint().height();
  return std::max(height, content->minimumSizeHint().height());
}

QSize ColumnScrollArea::sizeHint() const {
  const int width = widget()->sizeHint().width() + verticalScrollBar()->sizeHint().width();
  if (m_asks == Asks::Nothing) return {width, 0};
  return {width, contentHeight() + 2 * frameWidth()};
}

QSize ColumnScrollArea::minimumSizeHint() const {
  // As narrow as the content allows (a content that ignores its width allows anything), as
  // short as a scroll bar allows.
  const QWidget* content = widget();
  const int contentWidth = content->sizePolicy().horizontalPolicy() == QSizePolicy::Ignored
                               ? 0
                               : content->minimumSizeHint().width();
  // Whole: the content at its own minimum, each control and line whole. (Not its height for
  // width: measured before the first layout, at a narrow width, it would grow the window.)
  const int height = m_asks == Asks::WholeContent
                         ? content->minimumSizeHint().height() + 2 * frameWidth()
                         : QScrollArea::minimumSizeHint().height();
  return {contentWidth + verticalScrollBar()->sizeHint().width(), height};
}

void ColumnScrollArea::setAsks(Asks asks) {
  if (asks == m_asks) return;
  m_asks = asks;
  m_announced = {};
  updateGeometry();
}

void ColumnScrollArea::fitContentWidth(int floor) {
  m_widthFloor = floor;
  refitWidth();
}

void ColumnScrollArea::refitWidth() {
  if (m_widthFloor <= 0) return;
  // At most twice the floor: a file with a very long name is cut in its box, not the views.
  const QWidget* content = widget();
  const int need = content->minimumSizeHint().width();
  const int wanted =
      std::clamp(need + verticalScrollBar()->sizeHint().width(), m_widthFloor, 2 * m_widthFloor);
  if (wanted != minimumWidth() || wanted != maximumWidth()) setFixedWidth(wanted);
}

bool ColumnScrollArea::event(QEvent* event) {
  const bool handled = QScrollArea::event(event);
  if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::FontChange) refitWidth();
  // The content's layout changed (new text, a row shown or hidden): so may the height it needs.
  // Only a changed answer goes up to the window's layout: a label inside whose text changes at
  // the same height (the step line, 60 times a second while playing) would otherwise lay out the
  // whole window, every tab and column in it, each time.
  if (event->type() == QEvent::LayoutRequest && m_asks != Asks::Nothing) {
    const std::pair<QSize, QSize> hints{sizeHint(), minimumSizeHint()};
    if (hints != m_announced) {
      m_announced = hints;
      updateGeometry();
    }
  }
  return handled;
}

void ColumnScrollArea::resizeEvent(QResizeEvent* event) {
  QScrollArea::resizeEvent(event);
  // The height asked for depends on the width: a new width means a new answer.
  if (event->size().width() != event->oldSize().width()) {
    m_announced = {};
    updateGeometry();
  }
}

}  // namespace convscope::gui
