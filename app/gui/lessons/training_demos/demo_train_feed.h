// Chapter 17: the CPU prepares the batches, the GPU computes them. Two lanes on the Gantt strip
// (gui/widgets/timeline_strip.h), three batches: one after the other, then overlapped as a
// DataLoader's workers do (batch k + 1 prepared while batch k is computed). The CPU's "prepare"
// is the data part measured here (shuffle, build the batch); the copy (bytes from the train room
// over the model card's pinned PCIe rate) and the GPU's compute (this CPU's measured step ÷ the
// articles' 20) are a model, drawn striped: there is no GPU here.
#pragma once

#include <QList>

#include "gui/lessons/demos/demo_common.h"
#include "gui/widgets/timeline_strip.h"

namespace convscope::lessons {

class TrainMeasure;
struct StepMeasurement;

// The illustration's GPU: this CPU's measured compute divided by this.
constexpr double kFeedGpuSpeedup = 20;
constexpr int kFeedBatches = 2;

// Lane 0 the CPU, lane 1 the GPU; `overlapped`: prepare k + 1 while k is computed.
QList<gui::TimelinePhase> feedTimeline(const StepMeasurement& m, bool overlapped);

class TrainFeedDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit TrainFeedDemo(QWidget* parent = nullptr);
  bool isBusy() const override;
  QString wordsText() const;

 private:
  void refresh();
  TrainMeasure* m_measure = nullptr;
  gui::TimelineStrip* m_serial = nullptr;
  gui::TimelineStrip* m_overlapped = nullptr;
  QLabel* m_words = nullptr;
  QLabel* m_measuredTag = nullptr;
  QLabel* m_modelTag = nullptr;
};

}  // namespace convscope::lessons
