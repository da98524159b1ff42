// The window: setup on the left (input, kernel, parameters; a drawer where the window is narrow);
// on the right the CPU side (input with the sliding window, output filling step by step,
// formula, controls, timings) beside the GPU side (the same input, the output written by one
// launch, path and timings). The views come first for height; the panels under them scroll.
#pragma once

#include <QMainWindow>
#include <memory>

#include "convscope/channel.h"
#include "convscope/problem.h"
#include "gui/gl/channel_view.h"
#include "gui/state/window_state.h"

class QLabel;
class QTabWidget;

namespace convscope::lessons {
class LessonMode;
}

namespace convscope::gui::speed_tab {
class SpeedPanel;
}

namespace convscope::gui {

class ChannelPane;
class CpuTimingPanel;
class FormulaView;
class GpuPanel;
class InputPanel;
class KernelEditor;
class LayerPanel;
class MappingPanel;
class ReplayController;
class SideDrawer;
class StepControls;
class StepPlayer;
class ThreadMapping;
class ViewSync;
class ViewsFirstGrid;
class WindowMenus;
class WorkbenchViews;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  // The one state: set a whole state with state()->apply(), wait for isSettled().
  WindowState* state() const { return m_state; }
  InputPanel* inputPanel() const { return m_inputPanel; }
  KernelEditor* kernelEditor() const { return m_kernelEditor; }
  StepPlayer* player() const { return m_state->player(); }
  StepControls* stepControls() const { return m_stepControls; }
  FormulaView* formulaView() const { return m_formula; }
  GpuRunner* gpuRunner() const { return m_state->gpuRunner(); }
  GpuPanel* gpuPanel() const { return m_gpuPanel; }
  CpuTimingPanel* cpuTiming() const { return m_cpuTiming; }
  ViewSync* viewSync() const { return m_sync; }
  ThreadMapping* threadMapping() const { return m_mapping; }
  MappingPanel* mappingPanel() const { return m_mappingPanel; }
  ReplayController* replay() const { return m_replay; }
  speed_tab::SpeedPanel* speedPanel() const { return m_speed; }
  // Brings the Speed tab (sweep, chart, memory, timeline) or the workbench to the front.
  void showSpeedTab(bool speed = true);
  // The Layer tab: one convolution layer, its counts and the roofline of both machines.
  LayerPanel* layerPanel() const { return m_layer; }
  void showLayerTab();
  WindowMenus* menus() const { return m_menus; }
  // The settings column, or its drawer where the window is narrow (F9).
  SideDrawer* settingsDrawer() const { return m_settings; }
  // The lesson mode beside the workbench (app/gui/lessons).
  lessons::LessonMode* lessonMode() const { return m_lessons; }
  struct LessonParts {
    SideDrawer* settings;
    QTabWidget* pages;  // the Workbench and Speed tabs: a lesson hides their bar
    QWidget* sides;
    QWidget* cpuColumn;
    QTabWidget* gpuTabs;
    QLabel* cpuTitle;
    QLabel* gpuTitle;
    QWidget* separator;
  };
  // The window's layout parts, for tests that check their sizes; lessons and render show and hide
  // them through showOnlyParts(), showAllParts() and showMappingTab().
  LessonParts lessonParts() const {
    return {m_settings, m_pages,    m_sides,    m_cpuColumn,
            m_gpuTabs,  m_cpuTitle, m_gpuTitle, m_separator};
  }
  // Brings the thread-mapping tab (overlay, block size, replay, inspector) to the front, or the
  // timings back.
  void showMappingTab(bool mapping = true);
  bool mappingTabShown() const;
  // A lesson's layout: the settings column, the page tab bar and the status bar hidden, and of the
  // workbench only the parts in `views` (lessons::View bits) shown, the hidden side giving its
  // room to the other. showAllParts() brings the workbench back as it was.
  void showOnlyParts(int views);
  void showAllParts();
  // A lesson about the mapping keeps its replay and inspector in sight: the views give up
  // height for them instead of the panel scrolling.
  void keepMappingPanelWhole(bool whole);
  ChannelView* cpuInputView() const;
  ChannelView* cpuOutputView() const;
  ChannelView* gpuInputView() const;
  ChannelView* gpuOutputView() const;

  std::shared_ptr<const Channel> input() const { return m_state->input(); }
  std::shared_ptr<const Channel> cpuOutput() const { return m_state->cpuOutput(); }
  bool hasProblem() const { return m_state->problem() != nullptr; }
  const app::ValueMapping& outputMapping() const { return m_state->outputMapping(); }

  // Asks for a GPU run as soon as the input and path are ready (and after every later change).
  void requestGpuRun() { m_state->requestGpuRun(); }
  // The state settled and every view has uploaded what it shows: what `render` waits for.
  bool isSettled() const;
  // Runs the layout passes Qt has queued (one level of widgets per pass), so that sizes read
  // next are the ones a person sees a moment later: for screenshots and tests.
  void finishPendingLayout();

 protected:
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  SideDrawer* buildSidebar(QWidget* page);
  QWidget* buildSides();
  void bindToState();
  bool handleKey(int key);

  // The workbench's grid: the CPU's two views, a separator, the GPU's two views.
  enum GridColumn {
    kCpuInputColumn = 0,
    kCpuOutputColumn = 1,
    kSeparatorColumn = 2,
    kGpuInputColumn = 3,
    kGpuOutputColumn = 4,
  };

  WindowState* m_state;
  ViewSync* m_sync;

  InputPanel* m_inputPanel = nullptr;
  KernelEditor* m_kernelEditor = nullptr;
  ChannelPane* m_cpuIn = nullptr;
  ChannelPane* m_cpuOut = nullptr;
  ChannelPane* m_gpuIn = nullptr;
  ChannelPane* m_gpuOut = nullptr;
  FormulaView* m_formula = nullptr;
  StepControls* m_stepControls = nullptr;
  CpuTimingPanel* m_cpuTiming = nullptr;
  GpuPanel* m_gpuPanel = nullptr;
  MappingPanel* m_mappingPanel = nullptr;
  QTabWidget* m_gpuTabs = nullptr;
  ReplayController* m_replay = nullptr;
  ThreadMapping* m_mapping = nullptr;
  QLabel* m_cpuTitle = nullptr;
  QLabel* m_gpuTitle = nullptr;
  QTabWidget* m_pages = nullptr;  // the workbench and the Speed tab
  speed_tab::SpeedPanel* m_speed = nullptr;
  LayerPanel* m_layer = nullptr;
  WindowMenus* m_menus = nullptr;
  WorkbenchViews* m_views = nullptr;
  SideDrawer* m_settings = nullptr;
  ViewsFirstGrid* m_grid = nullptr;
  QWidget* m_sides = nullptr;
  QWidget* m_cpuColumn = nullptr;
  QWidget* m_separator = nullptr;
  lessons::LessonMode* m_lessons = nullptr;
};

}  // namespace convscope::gui
