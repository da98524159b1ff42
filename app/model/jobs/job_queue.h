// The window's background work, in one queue on the background thread (background_priority.h).
// Every job carries a tag that says what it computes. A new job of a tag supersedes the one
// before it: that one's cancel flag is raised, so it stops at its next check, and nothing it
// reports afterwards reaches the GUI thread. Newest wins, and stale results are dropped in one
// place instead of by a counter or an identity check in every runner.
//
// A queue runs on one of two lanes. The window's lane (input loads, CPU runs, the GPU emulation)
// runs at background priority so the next frame keeps its cores; the measurements' lane (a
// sweep of several seconds) runs beside it at normal priority, timing the machine as any program
// would see it, and holds back no input load.
#pragma once

#include <QFuture>
#include <QList>
#include <QObject>
#include <atomic>
#include <functional>
#include <map>
#include <memory>

namespace convscope::model {

// Training: the Train tab's steps, in slices of a tenth of a second (gui/panels/train/train_job.h).
enum class JobTag { Input, CpuRuns, GpuEmulation, CpuCeilings, HostPhases, Sweep, Training };
enum class JobLane { Window, Measurements };

class JobQueue : public QObject {
  Q_OBJECT
 public:
  struct JobState;

  // What a running job holds: its cancel flag and the way back to the GUI thread.
  class Job {
   public:
    bool cancelled() const;
    const std::atomic<bool>* cancelFlag() const;
    // Runs `fn` on the GUI thread, unless by then a newer job of the tag (or the queue's end)
    // has superseded this one. With `last`, the tag is no longer busy when `fn` runs.
    void post(std::function<void()> fn, bool last = false) const;

   private:
    friend class JobQueue;
    std::shared_ptr<JobState> m_state;
    JobQueue* m_queue = nullptr;
  };

  explicit JobQueue(QObject* parent = nullptr, JobLane lane = JobLane::Window);
  // Cancels every job and waits for the running one: their work captures what it needs.
  ~JobQueue() override;

  // Supersedes the tag's current job and queues `work` on the background thread.
  void submit(JobTag tag, std::function<void(const Job&)> work);
  // Raises the current job's cancel flag; it stays current, so it can still say it stopped.
  void cancel(JobTag tag);
  // Cancels the current job and drops whatever it would still report (its inputs changed).
  void abandon(JobTag tag);
  // A job of the tag is queued or running and has not made its last report.
  bool busy(JobTag tag) const;

 private:
  bool isCurrent(const std::shared_ptr<JobState>& state) const;
  void finish(const std::shared_ptr<JobState>& state);

  std::map<JobTag, std::shared_ptr<JobState>> m_current;
  QList<QFuture<void>> m_futures;
  quint64 m_nextId = 1;
  JobLane m_lane;
};

}  // namespace convscope::model
