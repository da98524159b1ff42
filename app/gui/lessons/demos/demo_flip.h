// Chapter 10: the window's filter as written and turned 180°, the image under cross-correlation
// and under true convolution (core's reference engine, flip off and on), and what changed: for
// an antisymmetric filter every output changes sign, for a symmetric one not a bit changes.
#pragma once

#include "gui/lessons/demos/demo_common.h"

namespace convscope::lessons {

struct FlipResult {
  Channel correlation;
  Channel convolution;
  bool identical = false;       // every bit the same
  bool signFlipped = false;     // convolution == −correlation everywhere
  bool symmetricCheck = false;  // a gaussian blur gives the same bits both ways (the counter-case)
};
FlipResult computeFlip(const DemoContext& context);

class FlipDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit FlipDemo(QWidget* parent = nullptr);
  void setContext(const DemoContext& context) override;
  const FlipResult& result() const { return m_result; }

 private:
  FlipResult m_result;
  QWidget* m_canvas = nullptr;
  QLabel* m_verdict = nullptr;
};

}  // namespace convscope::lessons
