#include "gui/widgets/views_first_grid.h"

#include <QWidgetItem>
#include <algorithm>
#include <optional>

namespace convscope::gui {

// A widget's item whose height asked for is capped by the grid (never below its minimum).
//
// It also keeps the widget's answers until the grid is invalidated: a grid pass asks each item
// for its hints many times over (sizes, minimum, maximum, height for width, in setGeometry and
// in the grid's own data), and the widgets below answer from word-wrapped text and tab pages
// that a plain QWidgetItem would lay out again on every question.
class ViewsFirstGrid::BelowItem : public QWidgetItem {
 public:
  BelowItem(QWidget* widget, const int* cap) : QWidgetItem(widget), m_cap(cap) {}

  int wantedHeight() const { return cached().sizeHint.height(); }

  QSize sizeHint() const override {
    QSize hint = cached().sizeHint;
    if (isEmpty()) return hint;
    hint.setHeight(std::max(std::min(hint.height(), *m_cap), minimumSize().height()));
    return hint;
  }
  QSize minimumSize() const override { return cached().minimumSize; }
  QSize maximumSize() const override { return cached().maximumSize; }
  bool hasHeightForWidth() const override { return cached().hasHeightForWidth; }
  int heightForWidth(int width) const override {
    Hints& hints = cached();
    if (width != hints.hfwWidth) {
      hints.hfwWidth = width;
      hints.hfwHeight = QWidgetItem::heightForWidth(width);
    }
    return hints.hfwHeight;
  }
  void invalidate() override { m_hints.reset(); }

 private:
  struct Hints {
    QSize sizeHint, minimumSize, maximumSize;
    bool hasHeightForWidth = false;
    int hfwWidth = -1, hfwHeight = -1;
  };
  Hints& cached() const {
    if (!m_hints)
      m_hints = Hints{QWidgetItem::sizeHint(), QWidgetItem::minimumSize(),
                      QWidgetItem::maximumSize(), QWidgetItem::hasHeightForWidth()};
    return *m_hints;
  }

  const int* m_cap;
  mutable std::optional<Hints> m_hints;
};

ViewsFirstGrid::ViewsFirstGrid(QWidget* parent) : QGridLayout(parent) {}

void ViewsFirstGrid::addWidgetBelow(QWidget* widget, int row, int column, int rowSpan,
                                    int columnSpan) {
  addChildWidget(widget);
  auto* item = new BelowItem(widget, &m_cap);
  m_below << item;
  addItem(item, row, column, rowSpan, columnSpan);
}

int ViewsFirstGrid::widthForStretchColumns(int columnWidth) const {
  int width = contentsMargins().left() + contentsMargins().right();
  int shown = 0;
  for (int c = 0; c < columnCount(); ++c) {
    const int w = columnStretch(c) > 0 ? columnWidth : cellRect(0, c).width();
    if (w <= 0) continue;  // an empty or hidden column takes no room and no spacing
    width += w;
    ++shown;
  }
  return width + std::max(0, shown - 1) * horizontalSpacing();
}

void ViewsFirstGrid::invalidate() {
  // A widget below said its hints changed (updateGeometry invalidates its parent's layout).
  for (BelowItem* item : m_below) item->invalidate();
  QGridLayout::invalidate();
}

QSize ViewsFirstGrid::sizeHint() const {
  QSize hint = QGridLayout::sizeHint();
  hint.setWidth(minimumSize().width());
  return hint;
}

void ViewsFirstGrid::setGeometry(const QRect& rect) {
  // The height the rows below want, and what the grid asks for with them capped as they are.
  int wanted = 0;
  int capped = 0;
  for (const BelowItem* item : m_below) {
    if (item->isEmpty()) continue;
    wanted = std::max(wanted, item->wantedHeight());
    capped = std::max(capped, item->sizeHint().height());
  }
  const int asked =
      (hasHeightForWidth() ? heightForWidth(rect.width()) : sizeHint().height()) - capped + wanted;
  // Short of room: the rows below give it up (down to their minimum, in BelowItem).
  const int shortfall = asked - rect.height();
  const int cap = shortfall > 0 ? std::max(0, wanted - shortfall) : INT_MAX;
  if (cap != m_cap) {
    m_cap = cap;
    invalidate();  // the hints changed: the grid reads them anew (one more, quiet, pass follows)
  }
  QGridLayout::setGeometry(rect);
}

}  // namespace convscope::gui
