// The layer as a picture: the stack of C input channels, the K filters of C × 3 × 3 each, and
// the K output channels they make, with the batch beside them. A few sheets stand for many
// (the count is written under each stack), so 256 channels read as clearly as 3 on a projector.
#pragma once

#include <QWidget>

#include "convscope/layer.h"

namespace convscope::gui {

class LayerSchematic : public QWidget {
  Q_OBJECT
 public:
  explicit LayerSchematic(QWidget* parent = nullptr);
  void setShape(const LayerShape& shape);
  const LayerShape& shape() const { return m_shape; }

  QSize minimumSizeHint() const override;
  QSize sizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  LayerShape m_shape;
};

}  // namespace convscope::gui
