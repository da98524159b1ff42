// Chapter 8: one run of the window's image as a timeline of two rows, CPU and GPU. The CPU's
// steps are timed here (decode, convert); the GPU's come from a reference GPU's model and are
// drawn striped. Each row's phases follow each other without gaps, so both add up to the run.
#pragma once

#include <QList>

#include "gui/lessons/demos/demo_common.h"

namespace convscope::lessons {

struct TimelinePhase {
  int row = 0;  // 0: CPU, 1: GPU
  QString name;
  double start = 0;  // seconds from the start of the run
  double seconds = 0;
  Source source = Source::MeasuredHere;
  bool waiting = false;  // the row has nothing to do: drawn pale
};

QList<TimelinePhase> timelineFor(const Channel& input, long long outputPixels);

class TimelineDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit TimelineDemo(QWidget* parent = nullptr);
  void setContext(const DemoContext& context) override;
  const QList<TimelinePhase>& phases() const { return m_phases; }

 private:
  QList<TimelinePhase> m_phases;
  QWidget* m_strip = nullptr;
  QLabel* m_list = nullptr;  // every phase with its time and source, also those too short to label
};

}  // namespace convscope::lessons
