// The GPU side's live timings: the active path and why, one launch's kernel and map/unmap or
// copy times, Mpx/s and the speed-up over each CPU engine. Emulated runs are labelled so that no
// one reads them as GPU timings.
#pragma once

#include <QWidget>

#include "convscope/status.h"
#include "model/gpu_report.h"
#include "model/workbench_snapshot.h"

class QLabel;
class QPushButton;

namespace convscope::model {
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::GpuRunReport;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;
using model::WorkbenchViewer;

class GpuPanel : public QWidget, public WorkbenchViewer {
  Q_OBJECT
 public:
  explicit GpuPanel(QWidget* parent = nullptr);

  void setPath(bool known, cuda::GpuPath path, const QString& reason);
  void setRunning();
  // Shows the model's GPU path, runs and CPU times; "Run on GPU" asks the model for a run.
  void bind(WorkbenchModel& model);
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override;
  void setReport(const GpuRunReport& report);
  void setWaiting();  // a new problem: nothing computed on this side yet
  void setFailed(const Status& status);
  void setCpuTimes(double referenceMs, double parallelMs);
  QString text() const;

 signals:
  void runRequested();

 private:
  void refresh();
  void showEmulatedBanner();

  QLabel* m_path;
  QString m_pathHeadline;  // why there is no GPU, in words (emulated path)
  QString m_pathDetail;    // the CUDA call and error, shown on request
  bool m_showDetail = false;
  QPushButton* m_run;
  QLabel* m_lines;
  bool m_hasReport = false;
  GpuRunReport m_report;
  double m_referenceMs = -1;
  double m_parallelMs = -1;
  QString m_failure;
  bool m_running = false;
};

}  // namespace convscope::gui
