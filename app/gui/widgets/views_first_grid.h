// A grid whose pictures come first for height. Its stretching row (the views) asks for the
// height that shows its image whole at the width it has; the widgets added "below" get the
// height they ask for only while that leaves the views theirs. When the window is short they
// give up height first, down to their minimum (they scroll: ColumnScrollArea), and only then
// do the views shrink. Plain QGridLayout takes the shortfall from every row alike, which left
// 1280 × 720 with views of 230 × 160 under whole control panels.
#pragma once

#include <QGridLayout>
#include <QList>
#include <climits>

namespace convscope::gui {

class ViewsFirstGrid : public QGridLayout {
 public:
  explicit ViewsFirstGrid(QWidget* parent = nullptr);

  // A widget in the row under the views: one row (the grid has one such row).
  void addWidgetBelow(QWidget* widget, int row, int column, int rowSpan = 1, int columnSpan = 1);

  // The grid's width at which each stretching column is `columnWidth` wide, the other columns
  // (a separator) as wide as the last layout made them: what the views need to be that large.
  int widthForStretchColumns(int columnWidth) const;

  // No wider than its minimum: the views stretch into any width they get, and a wider hint
  // would take width from a column beside the grid (the settings) wherever room is short.
  QSize sizeHint() const override;
  void setGeometry(const QRect& rect) override;
  void invalidate() override;

 private:
  class BelowItem;

  QList<BelowItem*> m_below;
  int m_cap = INT_MAX;  // the most height a widget below is offered in this layout
};

}  // namespace convscope::gui
