// Chapter 16: one training step of the small CNN in its five parts (data, forward, backward-data,
// backward-weights, update), measured here with the train room on a batch of 64 (the median of
// a few steps, off the GUI thread), as bars with their times and the ratio
// (backward + update) ÷ forward written out.
#pragma once

#include "gui/lessons/demos/demo_common.h"

namespace convscope::gui {
class TimeBars;
}

namespace convscope::lessons {

class TrainMeasure;

constexpr int kStepDemoBatch = 64;

class TrainStepDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit TrainStepDemo(QWidget* parent = nullptr);
  bool isBusy() const override;
  QString verdictText() const;  // the ratio, or the missing data set's message
  QString sourceText() const;

 private:
  void refresh();
  TrainMeasure* m_measure = nullptr;
  gui::TimeBars* m_bars = nullptr;
  QLabel* m_verdict = nullptr;
  QLabel* m_tag = nullptr;
};

}  // namespace convscope::lessons
