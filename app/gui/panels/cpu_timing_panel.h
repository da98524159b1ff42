// The CPU side's live timings: one line per engine the engine table marks for the window, its
// full-image run measured off the GUI thread, with progress and cancel. The GPU side's are in
// gpu_panel.h.
#pragma once

#include <QHash>
#include <QWidget>

#include "common/engine_table.h"
#include "convscope/status.h"
#include "model/workbench_snapshot.h"

class QLabel;
class QProgressBar;
class QPushButton;

namespace convscope::model {
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::WorkbenchModel;
using model::WorkbenchSnapshot;
using model::WorkbenchViewer;

class SteadyLabel;

class CpuTimingPanel : public QWidget, public WorkbenchViewer {
  Q_OBJECT
 public:
  explicit CpuTimingPanel(QWidget* parent = nullptr);

  // Shows the model's CPU runs: their progress, times and end; Cancel stops them.
  void bind(WorkbenchModel& model);
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override;
  void reset(long long pixels);
  void setProgress(app::Engine engine, double fraction);
  void setTime(app::Engine engine, double ms);  // negative: not measured yet
  void setStopped(const QString& why);
  // A run that failed: the panel says why in its own words where it has them.
  void setFailed(const Status& status);
  void setIdle();
  QString text() const;

 signals:
  void cancelRequested();

 private:
  // The lines for an image of `pixels` and these times (missing: not measured yet).
  QString linesText(long long pixels, const QHash<app::Engine, double>& ms) const;
  double time(app::Engine engine) const { return m_ms.value(engine, -1.0); }
  void refresh();

  long long m_pixels = 0;
  QHash<app::Engine, double> m_ms;
  QString m_stopped;
  SteadyLabel* m_lines;
  QProgressBar* m_progress;
  QPushButton* m_cancel;
};

}  // namespace convscope::gui
