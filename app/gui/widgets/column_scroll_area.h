// A column of controls and text that scrolls up and down when the window is too short for it,
// instead of squeezing its rows until text is cut. A classroom projector gives 1280 × 720, often
// with fonts at 150–200 %: the views shrink first, then this column scrolls; no line is clipped.
#pragma once

#include <QScrollArea>
#include <utility>

namespace convscope::gui {

class ColumnScrollArea : public QScrollArea {
 public:
  // Asks: the height the column needs at its width (no scroll bar while there is room), or no
  // height of its own (the column takes what its row gets from its neighbours).
  enum class Asks { ContentHeight, Nothing };

  ColumnScrollArea(QWidget* content, Asks asks, QWidget* parent = nullptr);

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  bool event(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  int contentHeight() const;

  Asks m_asks;
  // The hints (size, minimum) when the window's layout was last told they changed.
  std::pair<QSize, QSize> m_announced;
};

}  // namespace convscope::gui
