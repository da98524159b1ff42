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
#include "gui/layout/window_layout.h"
#include "gui/window_menus.h"
#include "model/workbench_model.h"

class QLabel;
class QTabWidget;

namespace convscope::lessons {
class LessonMode;
}

namespace convscope::gui::speed_tab {
class SpeedPanel;
}

namespace convscope::gui::train_tab {
class TrainPanel;
}

namespace convscope::model {
class ViewSync;
}  // namespace convscope::model

namespace convscope::gui {

using model::ViewSync;
using model::WorkbenchModel;

class ChannelPane;
class CpuTimingPanel;
class FormulaView;
class GpuPanel;
class InputPanel;
class KernelEditor;
class LayerPanel;
class MemoryPage;
class MappingPanel;
class SideDrawer;
class StepControls;
class ThreadMapping;
class ViewsFirstGrid;
class WorkbenchViews;

class MainWindow : public QMainWindow, public MenuWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  // What the lessons, render and the export dialog may ask (gui/layout/window_layout.h). The
  // one model: set a whole choice with model()->apply(), wait for isSettled().
  QWidget& widget() override { return *this; }
  WorkbenchModel* model() const override { return m_model; }
  ChannelView* cpuInputView() const override;
  ChannelView* cpuOutputView() const override;
  ChannelView* gpuInputView() const override;
  ChannelView* gpuOutputView() const override;
  void showOnlyParts(int views) override;
  void showAllParts() override;
  void showMappingTab(bool mapping = true) override;
  bool mappingTabShown() const override;
  void revealReplay() override;
  void inspect(bool gpuSide, QPoint cell, bool pin) override;
  bool isSettled() const override;
  void finishPendingLayout() override;

  // The window's pages beside the workbench, for the session and `render`: the Speed tab (sweep,
  // chart, memory, timeline) and the Layer tab (one convolution layer, its counts and the
  // roofline of both machines), and the lesson mode over the workbench (app/gui/lessons).
  void showSpeedTab(bool speed = true) override;
  void showLayerTab();
  void showMemoryTab();
  // The Train tab: a small CNN learning Fashion-MNIST (app/gui/panels/train).
  void showTrainTab();
  speed_tab::SpeedPanel* speedPanel() const { return m_speed; }
  LayerPanel* layerPanel() const { return m_layer; }
  MemoryPage* memoryPage() const { return m_memory; }
  train_tab::TrainPanel* trainPanel() const { return m_train; }
  lessons::LessonMode* lessonMode() const override { return m_lessons; }
  int pageShown() const override;
  void showPage(int page) override;
  WindowMenus* menus() const { return m_menus; }

  // Opens an image file as the input, as dropping it on the window or File → Open does; the
  // dialog asks which.
  void openImage(const QString& path) override;
  void openImageDialog() override;
  // The settings column stays beside the views where the window is wide enough (F9 toggles it).
  void setSettingsPinned(bool pinned);
  bool settingsPinned() const;
  // View → Settings (F9); a figure closes the drawer so that it lies over no view.
  QAction* settingsToggle() const override;
  void closeSettingsDrawer() override;
  QMainWindow& mainWindow() override { return *this; }

 protected:
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  SideDrawer* buildSidebar(QWidget* page);
  QWidget* buildSides();
  void bindToState();
  bool handleKey(int key);
  // A lesson about the mapping keeps its replay and inspector in sight: the views give up
  // height for them instead of the panel scrolling.
  void keepMappingPanelWhole(bool whole);

  // The workbench's grid: the CPU's two views, a separator, the GPU's two views.
  enum GridColumn {
    kCpuInputColumn = 0,
    kCpuOutputColumn = 1,
    kSeparatorColumn = 2,
    kGpuInputColumn = 3,
    kGpuOutputColumn = 4,
  };

  WorkbenchModel* m_model;
  ViewSync* m_sync;  // the model's, shared by the four views

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
  ThreadMapping* m_mapping = nullptr;
  QLabel* m_cpuTitle = nullptr;
  QLabel* m_gpuTitle = nullptr;
  QTabWidget* m_pages = nullptr;  // the workbench and the Speed tab
  speed_tab::SpeedPanel* m_speed = nullptr;
  LayerPanel* m_layer = nullptr;
  MemoryPage* m_memory = nullptr;
  QWidget* m_memoryTab = nullptr;  // the page in its scroll area
  train_tab::TrainPanel* m_train = nullptr;
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
