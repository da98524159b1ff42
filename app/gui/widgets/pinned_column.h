// A column with a part pinned on top (Play and the step buttons) and a part below that scrolls:
// the pinned part takes the height its text needs at this width, the rest takes what is left.
//
// It lays out its two children itself instead of through a QLayout, to be a layout boundary: a
// QLayout's activate() tells the parent its geometry changed every time, so a label inside whose
// text changes at the same height (the step line, 60 times a second while playing) would lay out
// the whole window, every tab and column in it, on every step. Here only a changed size hint goes
// up to the window.
#pragma once

#include <QWidget>
#include <utility>

namespace convscope::gui {

class PinnedColumn : public QWidget {
 public:
  // Both are reparented to this column.
  PinnedColumn(QWidget* pinned, QWidget* scrolling, QWidget* parent = nullptr);

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  bool event(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  static constexpr int kSpacing = 8;
  int pinnedHeight(int width) const;
  void placeChildren();
  void announceIfChanged();

  QWidget* m_pinned;
  QWidget* m_scrolling;
  // The hints (size, minimum) when the window's layout was last told they changed.
  std::pair<QSize, QSize> m_announced;
};

}  // namespace convscope::gui
