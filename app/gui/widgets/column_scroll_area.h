// A column of controls and text that scrolls up and down when the window is too short for it,
// instead of squeezing its rows until text is cut. A classroom projector gives 1280 × 720, often
// with fonts at 150–200 %: the views shrink first, then this column scrolls; no line is clipped.
#pragma once

#include <QScrollArea>
#include <utility>

namespace convscope::gui {

class ColumnScrollArea : public QScrollArea {
 public:
  // Asks: the height the column needs at its width (no scroll bar while there is room), no
  // height of its own (the column takes what its row gets from its neighbours), or its whole
  // height as its minimum (it never scrolls: what it shows must stay in sight).
  enum class Asks { ContentHeight, Nothing, WholeContent };

  ColumnScrollArea(QWidget* content, Asks asks, QWidget* parent = nullptr);

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

  // Exactly as wide as the content needs, from `floor` to twice that, again whenever the content
  // changes (a larger text size, a longer name in a combo box): a column beside the views.
  void fitContentWidth(int floor);
  void setAsks(Asks asks);

 protected:
  bool event(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  int contentHeight() const;

  Asks m_asks;
  // The hints (size, minimum) when the window's layout was last told they changed.
  std::pair<QSize, QSize> m_announced;
  int m_widthFloor = 0;  // 0: the width is the layout's to give
  void refitWidth();
};

}  // namespace convscope::gui
