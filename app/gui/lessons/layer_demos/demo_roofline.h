// Chapter 13: memory-bound against compute-bound. The roofline of this CPU (its ceilings
// measured here) and of the reference GPU (its datasheet), with one filter, VGG-16's first
// layer and a 64 → 64 layer marked where they meet each roof.
#pragma once

#include "gui/lessons/demos/demo_common.h"

namespace convscope::gui {
class RooflineChart;
}

namespace convscope::lessons {

class RooflineDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit RooflineDemo(QWidget* parent = nullptr);
  void setContext(const DemoContext& context) override;
  bool needsCpuCeilings() const override { return true; }
  gui::RooflineChart* chart() const { return m_chart; }
  QString boundsText() const;

 private:
  void refresh();
  gui::RooflineChart* m_chart = nullptr;
  QLabel* m_bounds = nullptr;
  QLabel* m_legend = nullptr;
  QLabel* m_cpuTag = nullptr;
};

}  // namespace convscope::lessons
