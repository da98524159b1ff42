// Chapter 12: the whole layer against one filter on the same image. For each, this CPU at its
// best (the roofline of its ceilings measured here: no CPU engine is faster) against the GPU
// model with its copies over PCIe. One filter: the copies cost more than the work, the CPU wins.
// 64 filters × 64 channels × 8 images: the GPU wins with its copies.
#pragma once

#include "convscope/layer.h"
#include "gui/lessons/demos/demo_common.h"

namespace convscope::gui {
class LayerSchematic;
class TimeBars;
}  // namespace convscope::gui

namespace convscope::lessons {

struct LayerRace {
  double cpuMs = 0;        // flops ÷ attainable GFLOP/s on this CPU's roofline
  double gpuCopiesMs = 0;  // the model: pinned upload + launch + kernel + download
  double gpuKernelMs = 0;  // the model's kernel and launch alone
};
LayerRace race(const LayerShape& shape, const Ceilings& cpu, const convscope::ReferenceGpu& gpu);

// The two workloads the chapter compares.
LayerShape raceOneFilter();   // 1 → 1 at 56²
LayerShape raceWholeLayer();  // 64 → 64 at 56² × 8

class LayerWinsDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit LayerWinsDemo(QWidget* parent = nullptr);
  void setContext(const DemoContext& context) override;
  bool needsCpuCeilings() const override { return true; }
  QString verdictText() const;

 private:
  void refresh();
  gui::LayerSchematic* m_schematic = nullptr;
  gui::TimeBars* m_bars = nullptr;
  QLabel* m_verdict = nullptr;
  QLabel* m_cpuTag = nullptr;
};

}  // namespace convscope::lessons
