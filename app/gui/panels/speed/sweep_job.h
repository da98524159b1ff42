// Runs the size sweep on the job queue's measurements lane (model/jobs/job_queue.h: never on the
// GUI thread, since a sweep to 8192² takes seconds, and beside the window's own lane, so an input
// load does not wait for it), reports progress on the GUI thread and stops when asked. One sweep
// at a time.
#pragma once

#include <QMap>
#include <QObject>

#include "convscope/status.h"
#include "model/jobs/job_queue.h"
#include "speed/sweep_types.h"

namespace convscope::gui::speed_tab {

using model::JobQueue;

// What the sweep does not time but the timeline shows: decoding a PNG of this side and turning
// it into the float channel, measured here on the same worker.
struct HostPhases {
  double decodeMs = 0;
  double convertMs = 0;
};

struct SweepOutcome {
  convscope::Status status;
  convscope::speed::SweepResult result;
  QMap<int, HostPhases> hostPhases;  // by side, for the sides up to kHostPhaseMaxSide
};

// PNG encoding for the decode measurement grows fast; above this side it is not measured.
constexpr int kHostPhaseMaxSide = 2048;

class SweepJob : public QObject {
  Q_OBJECT
 public:
  explicit SweepJob(QObject* parent = nullptr);
  ~SweepJob() override;  // cancels and waits: the work never outlives the job

  // False while one runs. `hostPhases`: also time PNG decoding per side (the Speed tab's
  // timeline); lesson 5 needs only the sweep.
  bool start(const convscope::speed::Config& config, bool hostPhases = true);
  void cancel();
  bool isRunning() const;

 signals:
  void progress(double fraction, const QString& what);
  void finished(const convscope::gui::speed_tab::SweepOutcome& outcome);

 private:
  JobQueue m_jobs;
};

}  // namespace convscope::gui::speed_tab
