// Chapter 6: the window's image at each stage from disk to screen, with its bytes there and the
// time of each move: the CPU's steps measured here (decode, convert), the copies and the kernel
// from a reference GPU's model, the copy back skipped by interop.
#pragma once

#include <QList>

#include "gui/lessons/demos/demo_common.h"

namespace convscope::lessons {

struct DataStage {
  QString name;
  double bytes = 0;
  QString step;         // how the data gets to the next stage
  double seconds = -1;  // that step's time, -1: none
  Source source = Source::Computed;
};

// The stages for `input`, with its decode and convert as `host` timed them (from a PNG of itself,
// so the file size is real: app::timeChannelHostPhases, measured once per input by the model).
QList<DataStage> dataStages(const Channel& input, long long outputPixels,
                            const app::HostPhaseTimes& host);

class DataPathDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit DataPathDemo(QWidget* parent = nullptr);
  void setContext(const DemoContext& context) override;
  bool needsHostPhases() const override { return true; }
  const QList<DataStage>& stages() const { return m_stages; }

 private:
  QList<DataStage> m_stages;
  QWidget* m_rows = nullptr;
  QLabel* m_size = nullptr;  // which image the stages are for: its size
};

}  // namespace convscope::lessons
