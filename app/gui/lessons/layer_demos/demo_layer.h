// Chapter 11: the count of independent outputs of one CNN layer (batch × filters × height ×
// width) and of multiplications, with the numbers editable, beside the single filter of the
// window and the cores of the reference GPUs they would keep busy.
#pragma once

#include "gui/lessons/demos/demo_common.h"

class QSpinBox;

namespace convscope::gui {
class LayerSchematic;
}

namespace convscope::lessons {

struct LayerCount {
  long long outputs = 0;          // batch · filters · side²
  long long multiplications = 0;  // outputs · channels · 9
};
LayerCount layerCount(int batch, int filters, int channels, int side);

class LayerDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit LayerDemo(QWidget* parent = nullptr);
  LayerCount count() const;
  QString countText() const;

 private:
  void refresh();
  QSpinBox* m_batch = nullptr;
  QSpinBox* m_filters = nullptr;
  QSpinBox* m_channels = nullptr;
  QSpinBox* m_side = nullptr;
  QLabel* m_result = nullptr;
  gui::LayerSchematic* m_schematic = nullptr;
};

}  // namespace convscope::lessons
