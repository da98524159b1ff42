#include "model/jobs/job_queue.h"

#include <QMetaObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "model/jobs/background_priority.h"

namespace convscope::model {

struct JobQueue::JobState {
  JobTag tag;
  quint64 id = 0;
  std::atomic<bool> cancel{false};
  std::atomic<bool> superseded{false};  // a newer job of the tag exists: not worth starting
  bool done = false;  // GUI thread only: its last report ran (or its work returned)
};

bool JobQueue::Job::cancelled() const {
  return m_state->cancel.load();
}

const std::atomic<bool>* JobQueue::Job::cancelFlag() const {
  return &m_state->cancel;
}

void JobQueue::Job::post(std::function<void()> fn, bool last) const {
  QPointer<JobQueue> queue(m_queue);
  std::shared_ptr<JobState> state = m_state;
  QMetaObject::invokeMethod(
      m_queue,
      [queue, state, fn = std::move(fn), last] {
        if (!queue || !queue->isCurrent(state)) return;
        if (last) queue->finish(state);
        fn();
      },
      Qt::QueuedConnection);
}

JobQueue::JobQueue(QObject* parent, JobLane lane) : QObject(parent), m_lane(lane) {}

JobQueue::~JobQueue() {
  for (auto& [tag, state] : m_current) state->cancel = true;
  for (QFuture<void>& f : m_futures) f.waitForFinished();
}

void JobQueue::submit(JobTag tag, std::function<void(const Job&)> work) {
  if (auto it = m_current.find(tag); it != m_current.end()) {
    it->second->superseded = true;
    it->second->cancel = true;
  }
  m_futures.erase(std::remove_if(m_futures.begin(), m_futures.end(),
                                 [](const QFuture<void>& f) { return f.isFinished(); }),
                  m_futures.end());
  auto state = std::make_shared<JobState>();
  state->tag = tag;
  state->id = m_nextId++;
  m_current[tag] = state;
  Job job;
  job.m_state = state;
  job.m_queue = this;
  const bool window = m_lane == JobLane::Window;
  QThreadPool* pool = window ? backgroundPool() : measurementPool();
  m_futures.append(QtConcurrent::run(pool, [job, window, work = std::move(work)] {
    if (window) useBackgroundPriority();
    // A cancelled job still runs, so it can report that it stopped; a superseded one is skipped.
    if (!job.m_state->superseded) work(job);
    // A job that made no last report is over once its work returns.
    job.post([] {}, true);
  }));
}

void JobQueue::cancel(JobTag tag) {
  if (auto it = m_current.find(tag); it != m_current.end()) it->second->cancel = true;
}

void JobQueue::abandon(JobTag tag) {
  const auto it = m_current.find(tag);
  if (it == m_current.end()) return;
  it->second->superseded = true;
  it->second->cancel = true;
  m_current.erase(it);
}

bool JobQueue::busy(JobTag tag) const {
  const auto it = m_current.find(tag);
  return it != m_current.end() && !it->second->done;
}

bool JobQueue::isCurrent(const std::shared_ptr<JobState>& state) const {
  const auto it = m_current.find(state->tag);
  return it != m_current.end() && it->second == state && !state->done;
}

void JobQueue::finish(const std::shared_ptr<JobState>& state) {
  state->done = true;
}

}  // namespace convscope::model
