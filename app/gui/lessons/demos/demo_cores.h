// Chapter 3: this computer's CPU (cores, vector width, lanes, from core's cpuInfo) drawn beside a
// GPU's SMs and cores: the device's own facts when CUDA finds one, otherwise three named cards
// from their published specifications, labelled so.
#pragma once

#include "gui/lessons/demos/demo_common.h"

namespace convscope::lessons {

struct ChipPicture {
  QString name;
  QString line;           // "2 cores × 16 lanes (AVX-512) = 32 lanes"
  int groups = 0;         // CPU cores, or GPU SMs
  int lanesPerGroup = 0;  // SIMD lanes, or cores per SM
  Source source = Source::MeasuredHere;
  long long lanes() const { return static_cast<long long>(groups) * lanesPerGroup; }
};

class CoresDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit CoresDemo(QWidget* parent = nullptr);
  const QList<ChipPicture>& chips() const { return m_chips; }

 private:
  QList<ChipPicture> m_chips;  // the CPU first
};

}  // namespace convscope::lessons
