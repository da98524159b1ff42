// Chapter 7: what training a small CNN keeps in VRAM, as a capacity bar against a named card's
// published memory, with a batch slider; past the capacity, the "CUDA out of memory" a framework
// reports, computed here and labelled so (no allocation is made).
#pragma once

#include "gui/lessons/demos/demo_common.h"

class QCheckBox;
class QComboBox;
class QSlider;

namespace convscope::lessons {

// The bytes of training a stack of `layers` 3×3 conv layers of `channels` channels at side²,
// FP32 (or FP16 activations with mixed precision), Adam.
struct VramUse {
  double weights = 0, gradients = 0, optimizer = 0, activations = 0, reserve = 0;
  double total() const { return weights + gradients + optimizer + activations + reserve; }
};
VramUse vramUse(int batch, bool mixedPrecision, int layers = 10, int channels = 64, int side = 224);

// The largest batch whose training fits `capacityBytes` (0 when none does), and the fewest even
// batches that add up to at least `batch` with none larger: the hint of gradient accumulation.
int largestFittingBatch(bool mixedPrecision, double capacityBytes);
struct AccumulationSplit {
  int count = 0, size = 0;
};
AccumulationSplit accumulationSplit(int batch, bool mixedPrecision, double capacityBytes);

class VramDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit VramDemo(QWidget* parent = nullptr);
  void setBatch(int batch);
  void setCard(int index);
  bool outOfMemory() const;
  QString verdictText() const;

 private:
  void refresh();
  QComboBox* m_card = nullptr;
  QSlider* m_batch = nullptr;
  QLabel* m_batchLabel = nullptr;
  QCheckBox* m_mixed = nullptr;
  QWidget* m_bar = nullptr;
  QLabel* m_verdict = nullptr;
};

}  // namespace convscope::lessons
