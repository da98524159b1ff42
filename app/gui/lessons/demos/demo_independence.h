// Chapter 2: the window's convolution computed row by row, in a shuffled order and as two halves
// on two worker threads, each through core's stepper (the one per-pixel sum), and compared with
// the reference engine bit for bit. The check is on screen, not only in a test.
#pragma once

#include <QList>
#include <QPoint>

#include "gui/lessons/demos/demo_common.h"

class QPushButton;

namespace convscope::lessons {

struct IndependenceResult {
  Channel rowOrder;                // convolveReference
  Channel shuffled;                // stepper, outputs visited in a random permutation
  Channel halves;                  // stepper, top and bottom half on two std::threads at once
  QList<QPoint> firstVisited;      // the shuffled order's first few pixels
  bool shuffledIdentical = false;  // memcmp of the floats: every bit the same
  bool halvesIdentical = false;
  long long pixels = 0;
};

// Empty channels and false when the problem cannot be made.
IndependenceResult computeIndependence(const DemoContext& context, unsigned seed);

class IndependenceDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit IndependenceDemo(QWidget* parent = nullptr);
  void setContext(const DemoContext& context) override;
  const IndependenceResult& result() const { return m_result; }
  void reshuffle();

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void refresh();
  void arrange();
  QLabel* m_verdict = nullptr;
  QPushButton* m_again = nullptr;
  QWidget* m_canvas = nullptr;
  IndependenceResult m_result;
  unsigned m_seed = 1;
};

}  // namespace convscope::lessons
