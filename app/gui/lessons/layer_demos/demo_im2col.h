// Chapter 14: how cuDNN and oneDNN compute a layer. The im2col matrix of a tiny layer (2
// channels of 4 × 4, built by the window from the layer's own geometry), which turns the whole
// layer into one matrix product, and the published cuDNN speed-up on VGG-16;
// DeepBench's V100 on one VGG-16 layer: FP32 (Winograd, above the FP32 peak at the direct
// count) against FP16 on the Tensor Cores, read from the shipped table.
#pragma once

#include <vector>

#include "gui/lessons/demos/demo_common.h"

namespace convscope::gui {
class Im2colView;
class TimeBars;
}  // namespace convscope::gui

class QLabel;

namespace convscope::lessons {

class Im2colDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit Im2colDemo(QWidget* parent = nullptr);
  gui::Im2colView* matrixView() const { return m_view; }
  gui::TimeBars* precisionBars() const { return m_precisionBars; }
  QLabel* precisionText() const { return m_precisionText; }

 private:
  gui::Im2colView* m_view = nullptr;
  gui::TimeBars* m_bars = nullptr;
  gui::TimeBars* m_precisionBars = nullptr;  // DeepBench's V100: FP32 against FP16
  QLabel* m_precisionText = nullptr;
};

}  // namespace convscope::lessons
