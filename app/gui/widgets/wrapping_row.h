// A row of controls (check boxes, buttons) that goes on to a second line when the width runs out,
// like words in a paragraph, instead of squeezing each control until its label is cut.
#pragma once

#include <QList>
#include <QWidget>

namespace convscope::gui {

class WrappingRow : public QWidget {
 public:
  explicit WrappingRow(QWidget* parent = nullptr);

  void addWidget(QWidget* widget);

  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;
  QSize sizeHint() const override;         // everything on one line
  QSize minimumSizeHint() const override;  // one control per line

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  // Lays the controls out in `width`, moving them when `apply`; returns the height used.
  int place(int width, bool apply) const;

  QList<QWidget*> m_items;
};

}  // namespace convscope::gui
