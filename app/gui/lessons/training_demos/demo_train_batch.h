// Chapter 18: the batch size. Images per second measured here for three batch sizes (a few
// steps of the small CNN each, off the GUI thread), the activations kept for the backward pass
// at batch 1 … 1024 from the train room's own count (train::activationBytes: a straight line),
// and the steps an epoch of 60,000 images takes at each measured size.
#pragma once

#include <vector>

#include "gui/lessons/demos/demo_common.h"

namespace convscope::gui {
class TimeBars;
}

namespace convscope::lessons {

class TrainMeasure;

// The batch sizes measured, and those whose activation bytes are shown.
std::vector<int> batchDemoMeasured();
std::vector<int> batchDemoMemory();

class TrainBatchDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit TrainBatchDemo(QWidget* parent = nullptr);
  bool isBusy() const override;
  QString wordsText() const;
  QString sourceText() const;

 private:
  void refresh();
  TrainMeasure* m_measure = nullptr;
  gui::TimeBars* m_rate = nullptr;
  gui::TimeBars* m_memory = nullptr;
  QLabel* m_words = nullptr;
  QLabel* m_measuredTag = nullptr;
  QLabel* m_computedTag = nullptr;
};

}  // namespace convscope::lessons
