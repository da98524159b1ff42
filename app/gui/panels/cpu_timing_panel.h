// The CPU side's live timings: the full-image reference and parallel runs (measured off the GUI
// thread, with progress and cancel). The GPU side's are in gpu_panel.h.
#pragma once

#include <QWidget>

#include "convscope/status.h"
#include "model/jobs/cpu_runner.h"

class QLabel;
class QProgressBar;
class QPushButton;

namespace convscope::gui {

class WorkbenchModel;

class SteadyLabel;

class CpuTimingPanel : public QWidget {
  Q_OBJECT
 public:
  explicit CpuTimingPanel(QWidget* parent = nullptr);

  // Shows the model's CPU runs: their progress, times and end; Cancel stops them.
  void bind(WorkbenchModel& model);
  void reset(long long pixels);
  void setProgress(CpuEngine engine, double fraction);
  void setTimes(double referenceMs, double parallelMs);  // negative: not measured yet
  void setStopped(const QString& why);
  // A run that failed: the panel says why in its own words where it has them.
  void setFailed(const Status& status);
  void setIdle();
  QString text() const;

 signals:
  void cancelRequested();

 private:
  // The two lines for an image of `pixels` and these times (negative: not measured yet).
  QString linesText(long long pixels, double referenceMs, double parallelMs) const;
  void refresh();

  long long m_pixels = 0;
  double m_referenceMs = -1;
  double m_parallelMs = -1;
  QString m_stopped;
  SteadyLabel* m_lines;
  QProgressBar* m_progress;
  QPushButton* m_cancel;
};

}  // namespace convscope::gui
