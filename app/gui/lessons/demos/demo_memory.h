// Chapters 20 to 22: how a kernel gets its data, the Memory tab's view (gui/panels/memory) with
// the chapter's figure and block buttons of its own, so a student can try shapes without leaving
// the lesson. Computed from the addresses, like the tab: nothing here is measured.
#pragma once

#include "gui/lessons/demos/demo_common.h"
#include "gui/panels/memory/memory_view.h"

namespace convscope::lessons {

class MemoryDemo : public LessonDemo {
  Q_OBJECT
 public:
  MemoryDemo(gui::MemoryFigure figure, QWidget* parent = nullptr);
  void setContext(const DemoContext& context) override;
  gui::MemoryView* view() const { return m_view; }

 private:
  gui::MemoryView* m_view = nullptr;
};

}  // namespace convscope::lessons
