// Chapter 5: the CPU's time per image measured here (the parallel engine, median of repeats)
// against a reference GPU's model (launch + memory traffic, with and without the PCIe copies),
// on a log–log chart with the crossover said in words. Issue 12's sweep chart replaces the
// drawing when it lands; the words and the sources stay.
#pragma once

#include <QList>

#include "gui/lessons/demos/demo_common.h"

namespace convscope::lessons {

struct CrossoverRow {
  int side = 0;
  double cpuSeconds = 0;        // measured here: the parallel engine, all cores
  double referenceSeconds = 0;  // measured here: the plain loop on one core
  double kernelSeconds = 0;     // model
  double copiesSeconds = 0;     // model: upload + kernel + download, pinned
};

// Measures the parallel engine on a side × side ramp with `kernel` for each side.
QList<CrossoverRow> measureCrossover(const QList<int>& sides, const Kernel& kernel, int repeats);
// The smallest side at which the GPU model beats the faster of the two CPU rows, 0 when none.
int crossoverSide(const QList<CrossoverRow>& rows, bool withCopies);

class CrossoverDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit CrossoverDemo(QWidget* parent = nullptr);
  void setContext(const DemoContext& context) override;
  const QList<CrossoverRow>& rows() const { return m_rows; }

 private:
  QList<CrossoverRow> m_rows;
  QLabel* m_words = nullptr;
  QWidget* m_chart = nullptr;
};

}  // namespace convscope::lessons
