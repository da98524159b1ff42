// Chapter 8: one run of the window's image as a timeline of two rows, CPU and GPU, on the one
// Gantt strip the Speed tab draws too (gui/widgets/timeline_strip.h). The CPU's steps are timed
// here (decode, convert); the GPU's come from a reference GPU's model and are drawn striped. Each
// row's phases follow each other without gaps, so both add up to the run. Below the whole run,
// the part from the copy on again on its own scale, where the copies and the kernel are too
// short to see beside the decoding.
#pragma once

#include <QList>

#include "gui/lessons/demos/demo_common.h"
#include "gui/widgets/timeline_strip.h"

namespace convscope::lessons {

// Lane 0 the CPU, lane 1 the GPU; times in milliseconds from the start of the run.
QList<gui::TimelinePhase> timelineFor(const Channel& input, long long outputPixels,
                                      const app::HostPhaseTimes& host);

class TimelineDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit TimelineDemo(QWidget* parent = nullptr);
  void setContext(const DemoContext& context) override;
  bool needsHostPhases() const override { return true; }
  const QList<gui::TimelinePhase>& phases() const { return m_phases; }

 private:
  QList<gui::TimelinePhase> m_phases;
  gui::TimelineStrip* m_whole = nullptr;
  gui::TimelineStrip* m_enlarged = nullptr;  // from the copy on
};

}  // namespace convscope::lessons
