// The Speed tab: the size sweep (on a worker, with progress and cancel), its chart and the
// crossover in words, the parts of one GPU run against the CPU, the memory stages with the GPU's
// capacity and the out-of-memory demonstration, and a timeline of one run. Results stay until
// the input or the kernel changes. Every GPU number says whether it is measured, recorded or
// the model's; the emulated GPU is never one.
#pragma once

#include <QWidget>
#include <optional>

#include "convscope/kernel.h"
#include "convscope/params.h"
#include "convscope/reference_gpu.h"
#include "convscope/status.h"
#include "gui/panels/speed/sweep_job.h"
#include "model/view_draw_timing.h"
#include "model/workbench_snapshot.h"
#include "speed/sweep_types.h"

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace convscope::model {
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::ViewDrawTiming;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;
using model::WorkbenchViewer;

class TimelineStrip;
}  // namespace convscope::gui

namespace convscope::gui {}

namespace convscope::gui::speed_tab {

class MemoryPanel;

class SpeedPanel : public QWidget, public WorkbenchViewer {
  Q_OBJECT
 public:
  explicit SpeedPanel(QWidget* parent = nullptr);
  ~SpeedPanel() override;

  // Follows the model's input and convolution (setInput, setConvolution): a viewer of it.
  void bind(WorkbenchModel& model);
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override;

  // The window's input and convolution, with the output size of its problem (0 × 0: none). A
  // change clears the results (they were for the other).
  void setInput(int width, int height, qint64 fileBytes, int decodedBytesPerPixel);
  void setConvolution(const Kernel& kernel, const ConvParams& params, Dim2 output);

  // How the window last put a GPU output on screen (its output view's upload and draw, with the
  // state's words for the path): the timeline ends with it. Kept across sweeps; it is the
  // window's, not a side's.
  void setWindowDraw(const ViewDrawTiming& timing);

  void setSizesText(const QString& sizes);
  // "" for Auto (device, else recorded, else the default model), or a reference GPU's name.
  void setGpuChoice(const QString& referenceGpu);
  void startSweep();
  void cancelSweep();
  bool isRunning() const;
  const std::optional<convscope::speed::SweepResult>& result() const { return m_result; }
  int partsSide() const;
  QString crossoverText() const;
  QString crossoverToolTip() const;  // the terms, and CUDA's own words behind a note
  QString statusText() const;
  MemoryPanel* memoryPanel() const { return m_memory; }
  TimelineStrip* timeline() const { return m_timeline; }
  QString timelineCaption() const;

  // What the export buttons write; errors in `error`.
  // Ok, or why nothing was written (no sweep yet, a target refused, no memory).
  Status exportPng(const QString& path);
  Status exportCsv(const QString& path);

 signals:
  void sweepFinished();

 private:
  Status noResultYet() const;
  void onProgress(double fraction, const QString& what);
  void onFinished(const SweepOutcome& outcome);
  void clearResults(const QString& why);
  void showResult();
  void showParts();
  void updateTimeline();
  void setRunning(bool running);
  void updateFootprint();
  void chooseExport(bool png);
  int nearestSide() const;
  convscope::ReferenceGpu referenceGpu() const;

  SweepJob* m_job;
  std::optional<convscope::speed::SweepResult> m_result;
  QMap<int, HostPhases> m_hostPhases;
  std::optional<ViewDrawTiming> m_windowDraw;
  Kernel m_kernel;
  ConvParams m_params;
  Dim2 m_output{0, 0};
  bool m_haveConvolution = false;
  bool m_running = false;  // from start until its result is in (the watcher ends a moment sooner)
  int m_inputWidth = 0;
  int m_inputHeight = 0;
  qint64 m_fileBytes = 0;
  int m_decodedBytesPerPixel = 4;

  QLineEdit* m_sizes = nullptr;
  QComboBox* m_gpu = nullptr;
  QPushButton* m_run = nullptr;
  QPushButton* m_cancel = nullptr;
  QProgressBar* m_progress = nullptr;
  QLabel* m_status = nullptr;
  QPushButton* m_exportPng = nullptr;
  QPushButton* m_exportCsv = nullptr;
  QChartView* m_timeChart = nullptr;
  QChartView* m_partsChart = nullptr;
  QComboBox* m_partsSide = nullptr;
  QLabel* m_words = nullptr;
  MemoryPanel* m_memory = nullptr;
  TimelineStrip* m_timeline = nullptr;
  TimelineStrip* m_timelineGpu = nullptr;  // the same run from the upload on
};

}  // namespace convscope::gui::speed_tab
