// The first layer's 8 filters as 3 × 3 grids on one diverging colour scale (the workbench's
// blue–white–red: white is 0, red positive, blue negative), its ends labelled under them. Each
// filter is a button: a click, or Enter on the one with the focus (arrow keys move it), asks for
// it on the workbench. Each filter is a button (Tab reaches it, Space or Enter presses it, as the
// window's focus rule lets a focused button take them). Where a cell is wide enough its weight
// is written in it.
#pragma once

#include <QList>
#include <QWidget>

#include "gui/panels/train/train_job.h"

namespace convscope::gui::train_tab {

class FilterGrid : public QWidget {
  Q_OBJECT
 public:
  explicit FilterGrid(QWidget* parent = nullptr);

  void setFilters(const Filters& filters);
  const Filters& filters() const { return m_filters; }
  // The colour scale's end: the largest |weight| of the eight, shared by all.
  float scale() const { return m_scale; }
  // Where filter f's cells are drawn, in the grid's coordinates (for clicks and tests).
  QRect filterRect(int filter) const;
  QWidget* filterButton(int filter) const { return m_buttons.value(filter); }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;

 signals:
  void filterClicked(int filter);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  struct Geometry {
    int columns = 4;
    int cell = 20;
    int title = 16;  // the line above each filter
    int gap = 12;
    int scaleTop = 0;  // where the scale's bar starts
  };
  Geometry geometry(int width) const;
  void placeButtons();

  Filters m_filters{};
  float m_scale = 1;
  QList<QWidget*> m_buttons;
};

}  // namespace convscope::gui::train_tab
