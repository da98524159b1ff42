// The one place where a chapter's setup meets the window: which image, filter, parameters, step,
// zoom and overlay, and which of the workbench's parts are shown. Everything else in lessons/
// speaks only of chapters, so a new window state means rewriting this file alone.
#pragma once

#include "gui/lessons/demos/demo_common.h"
#include "lesson_text/chapters.h"

namespace convscope::gui {
class WindowLayout;
}

namespace convscope::lessons {

class LessonBinding {
 public:
  explicit LessonBinding(gui::WindowLayout& window) : m_window(window) {}

  // Sets input, kernel and parameters; the input may load in the background.
  void apply(const ChapterSetup& setup);
  // True once the input asked for by apply() is in and the window has settled on it.
  bool inputReady() const;
  // After inputReady(): step, zoom, overlay, block size and the GPU run.
  void applyAfterLoad(const ChapterSetup& setup);
  bool settled() const;

  // The lesson's layout: the settings column and the page tab bar hidden, only the chosen
  // views of the two sides shown.
  void showViews(int views);
  // The workbench as it was: every part shown.
  void showWorkbench();

  DemoContext context() const;

 private:
  gui::WindowLayout& m_window;
  const void* m_inputBefore = nullptr;  // the input apply() saw; a new one means the load is in
  bool m_waitForNewInput = false;
};

}  // namespace convscope::lessons
