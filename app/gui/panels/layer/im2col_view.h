// The im2col matrix of a small layer, drawn: the input channels as grids of numbers, and the
// matrix whose column j holds every input value that output j's filter taps meet (C · 9 rows),
// with one output's column and its 3 × 3 patches outlined in the same colour on both sides.
#pragma once

#include <QWidget>

#include "convscope/layer.h"
#include "speed/layer_figures.h"

namespace convscope::gui {

class Im2colView : public QWidget {
  Q_OBJECT
 public:
  explicit Im2colView(QWidget* parent = nullptr);
  // `input` is 1 × C × H × W; the matrix is built from it with zero padding.
  void setInput(const Tensor& input);
  const speed::Im2colFigure& matrix() const { return m_matrix; }
  int markedColumn() const { return m_marked; }

  // The cells shrink to the room the layout gives: the words around the drawing come first.
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  double cellFor(int width, int height) const;
  int heightFor(double cell) const;
  Tensor m_input;
  speed::Im2colFigure m_matrix;
  int m_marked = 0;  // the column outlined: an output inside the image, not on its edge
};

}  // namespace convscope::gui
