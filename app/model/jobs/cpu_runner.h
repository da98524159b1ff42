// Measures the full-image CPU engines the engine table marks for the window (the baseline first,
// the reference loop last) on a worker thread and reports back by queued signals, with progress
// and cancel, so the GUI thread never waits.
#pragma once

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QString>
#include <atomic>
#include <memory>

#include "common/engine_table.h"
#include "convscope/channel.h"
#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "convscope/params.h"
#include "images/value_mapping.h"
#include "model/jobs/job_queue.h"

namespace convscope::model {

class CpuRunner : public QObject {
  Q_OBJECT
 public:
  explicit CpuRunner(JobQueue* queue, QObject* parent = nullptr);

  // Cancels a run in progress and starts a new one of the model's problem on `input` (which it
  // keeps alive while it runs); `kernel` gives the output's colour range.
  void start(std::shared_ptr<const Channel> input, const ConvProblem& problem,
             const Kernel& kernel);
  void cancel();
  bool busy() const { return m_busy; }

 signals:
  void progress(const convscope::app::EngineEntry* engine, double fraction);
  // The baseline engine's output (equal to every engine's, by construction), with its colour
  // mapping (computed on the worker).
  void outputReady(std::shared_ptr<const convscope::Channel> output,
                   const convscope::app::ValueMapping& mapping);
  // Which CPU thread computed each tile of that output (the overlay's "who ran it").
  void tilesReady(std::shared_ptr<const convscope::TileRecord> tiles);
  void engineFinished(const convscope::app::EngineEntry* engine, double milliseconds);
  void failed(const convscope::Status& status);
  void cancelled();
  void finished();

 private:
  static void measure(const JobQueue::Job& job, QPointer<CpuRunner> self,
                      const ConvProblem& problem, const Kernel& kernel);

  JobQueue* m_queue;
  bool m_busy = false;
};

}  // namespace convscope::model
