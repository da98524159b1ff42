// The window: setup on the left (input, kernel, parameters); on the right the CPU side (input
// with the sliding window, output filling step by step, formula, controls, timings) beside the
// GPU side (the same input, the output written by one launch, path and timings).
#pragma once

#include <QMainWindow>
#include <memory>
#include <optional>

#include "convscope/channel.h"
#include "convscope/problem.h"
#include "gui/channel_view.h"
#include "gui/input_loader.h"

class QLabel;
class QTabWidget;

namespace convscope::gui {

class ChannelPane;
class CpuRunner;
class CpuTimingPanel;
class FormulaView;
class GpuPanel;
class GpuRunner;
class InputPanel;
class KernelEditor;
class MappingPanel;
class ReplayController;
class StepControls;
class StepPlayer;
class ThreadMapping;
class ViewSync;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  InputPanel* inputPanel() const { return m_inputPanel; }
  KernelEditor* kernelEditor() const { return m_kernelEditor; }
  StepPlayer* player() const { return m_player; }
  StepControls* stepControls() const { return m_stepControls; }
  FormulaView* formulaView() const { return m_formula; }
  GpuRunner* gpuRunner() const { return m_gpuRunner; }
  GpuPanel* gpuPanel() const { return m_gpuPanel; }
  CpuTimingPanel* cpuTiming() const { return m_cpuTiming; }
  ViewSync* viewSync() const { return m_sync; }
  ThreadMapping* threadMapping() const { return m_mapping; }
  MappingPanel* mappingPanel() const { return m_mappingPanel; }
  ReplayController* replay() const { return m_replay; }
  // Brings the thread-mapping tab (overlay, block size, replay, inspector) to the front.
  void showMappingTab();
  ChannelView* cpuInputView() const;
  ChannelView* cpuOutputView() const;
  ChannelView* gpuInputView() const;
  ChannelView* gpuOutputView() const;

  std::shared_ptr<const Channel> input() const { return m_input; }
  // Why the latest requested input could not be loaded (empty once one loads): render ends on it
  // at once instead of waiting for an input that will never come.
  QString inputError() const { return m_inputError; }
  std::shared_ptr<const Channel> cpuOutput() const { return m_cpuOutput; }
  bool hasProblem() const { return m_problem.has_value(); }
  const ValueMapping& outputMapping() const { return m_outputMapping; }

  // Asks for a GPU run as soon as the input and path are ready (and after every later change).
  void requestGpuRun();
  // Nothing loading, computing or uploading: what `render` waits for before grabbing.
  bool isSettled() const;
  // Runs the layout passes Qt has queued (one level of widgets per pass), so that sizes read
  // next are the ones a person sees a moment later: for screenshots and tests.
  void finishPendingLayout();

 signals:
  void inputFailed(const QString& reason);  // the latest requested input could not be loaded

 protected:
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QWidget* buildSidebar();
  QWidget* buildSides();
  void loadInput();
  void onInputLoaded(const LoadedInput& loaded);
  void rebuild();
  void setCpuOutput(std::shared_ptr<const Channel> output, const ValueMapping& mapping);
  void onStep();
  void updateProgressLine();
  QString progressText(long long k, long long n, QPoint pixel, double speed,
                       double referenceMs) const;
  void runGpu();
  void connectMapping();
  bool handleKey(int key);

  ViewSync* m_sync;
  InputLoader* m_loader;
  StepPlayer* m_player;
  CpuRunner* m_cpuRunner;
  GpuRunner* m_gpuRunner = nullptr;

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

  std::shared_ptr<const Channel> m_input;
  QString m_inputError;
  std::optional<ConvProblem> m_problem;
  QString m_problemError;
  std::shared_ptr<const Channel> m_cpuOutput;
  ValueMapping m_outputMapping;
  bool m_gpuLive = false;   // once run, the GPU side follows every change
  bool m_gpuRerun = false;  // a change arrived while the GPU was busy: run again when it is done
  bool m_cpuTilesShown = false;  // the shown output's own tile record is in (no later override)
};

}  // namespace convscope::gui
