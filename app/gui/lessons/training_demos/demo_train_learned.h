// Chapter 19: a filter the CNN learned, on the workbench. When the chapter opens, the train room
// trains the small CNN for a few hundred steps (seed 1, off the GUI thread; once per process),
// then the demo takes the one of conv1's 8 filters that is most like an edge filter (the largest
// |cosine| with sobel-x or sobel-y) and sets it, with a Fashion-MNIST test image, as the
// workbench's kernel and input through the model, as the Train tab does when a filter is clicked.
// Beside the views: its nine numbers against sobel-x's, and where they came from.
#pragma once

#include <array>

#include "gui/lessons/demos/demo_common.h"

namespace convscope::model {
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {}

namespace convscope::lessons {

class TrainMeasure;

struct FilterPick {
  int filter = 0;  // 0-based
  bool sobelX = true;
  double cosine = 0;  // signed: negative is the mirrored edge
};
// The filter of `filters` (8 × 9) most like sobel-x or sobel-y.
FilterPick mostEdgeLike(const std::array<float, 72>& filters);

class TrainLearnedDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit TrainLearnedDemo(QWidget* parent = nullptr);
  // The workbench the learned filter goes to (the lesson mode hands it over).
  void setWorkbench(model::WorkbenchModel* model) { m_model = model; }
  void setContext(const DemoContext& context) override;
  bool isBusy() const override;
  QString wordsText() const;
  bool applied() const { return m_applied; }
  // Narrow: the workbench's views beside it keep their room at 1280 × 720.
  QSize sizeHint() const override;

 private:
  void refresh();
  void applyToWorkbench();
  TrainMeasure* m_measure = nullptr;
  model::WorkbenchModel* m_model = nullptr;
  bool m_contextSeen = false;
  bool m_applied = false;
  const void* m_inputBefore = nullptr;
  QLabel* m_numbers = nullptr;
  QLabel* m_words = nullptr;
  QLabel* m_tag = nullptr;
};

}  // namespace convscope::lessons
