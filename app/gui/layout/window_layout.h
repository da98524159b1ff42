// The window as the lessons, `render` and the export dialog see it: the one model, the four
// views, and what a layout may ask of the window (show a lesson's parts, bring a tab to the front,
// wait until everything on screen is drawn). MainWindow is the one implementation; lessons/ and
// render/ include this header and never main_window.h, so they build below the window and reach
// none of its children.
#pragma once

#include <QPoint>

class QWidget;

namespace convscope::model {
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::WorkbenchModel;

class ChannelView;

class WindowLayout {
 public:
  // The window itself: its size, grab(), full screen, and the parent of what a lesson adds.
  virtual QWidget& widget() = 0;
  virtual WorkbenchModel* model() const = 0;

  virtual ChannelView* cpuInputView() const = 0;
  virtual ChannelView* cpuOutputView() const = 0;
  virtual ChannelView* gpuInputView() const = 0;
  virtual ChannelView* gpuOutputView() const = 0;

  // A lesson's layout: the settings column, the page tab bar and the status bar hidden, and of the
  // workbench only the parts in `views` (lessons::View bits) shown, the hidden side giving its
  // room to the other. showAllParts() brings the workbench back as it was.
  virtual void showOnlyParts(int views) = 0;
  virtual void showAllParts() = 0;
  // The thread-mapping tab (overlay, block size, replay, inspector) in front, or the timings.
  virtual void showMappingTab(bool mapping = true) = 0;
  virtual bool mappingTabShown() const = 0;
  // Scrolls the mapping tab so its replay line ("N/M started") is in sight on a short window.
  virtual void revealReplay() = 0;
  // Inspects output pixel `cell` on the GPU or CPU side, as hovering it (or clicking: pinned) does.
  virtual void inspect(bool gpuSide, QPoint cell, bool pin) = 0;

  // The model settled and every shown view has uploaded what it shows.
  virtual bool isSettled() const = 0;
  // Runs the layout passes Qt has queued, so that sizes read next are the ones a person sees a
  // moment later: for screenshots and tests.
  virtual void finishPendingLayout() = 0;

 protected:
  ~WindowLayout() = default;
};

}  // namespace convscope::gui
