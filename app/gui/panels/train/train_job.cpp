#include "gui/panels/train/train_job.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <mutex>

namespace convscope::gui::train_tab {

using model::JobLane;
using model::JobQueue;
using model::JobTag;

// What only the slices touch, one at a time (the mutex holds even if the lane ever had two
// threads).
struct TrainJob::Worker {
  std::mutex mutex;
  std::shared_ptr<const train::Dataset> train;
  std::shared_ptr<const train::Dataset> test;
  std::unique_ptr<train::Trainer> trainer;
  std::deque<train::StepTimes> recent;
  long long evaluatedAt = -1;
};

namespace {

// A slice ends after this much stepping, so the window gets at most ten reports a second.
constexpr auto kSlice = std::chrono::milliseconds(100);

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

train::StepTimes medianTimes(const std::deque<train::StepTimes>& recent) {
  auto part = [&recent](double train::StepTimes::*field) {
    std::vector<double> v;
    v.reserve(recent.size());
    for (const train::StepTimes& t : recent) v.push_back(t.*field);
    return median(std::move(v));
  };
  train::StepTimes m;
  m.data = part(&train::StepTimes::data);
  m.forward = part(&train::StepTimes::forward);
  m.backwardData = part(&train::StepTimes::backwardData);
  m.backwardWeights = part(&train::StepTimes::backwardWeights);
  m.update = part(&train::StepTimes::update);
  return m;
}

// The run's progress, filters, step times and the test image's maps, into `s`.
void describe(const TrainJob::Worker& w, int testIndex, TrainSnapshot& s) {
  const train::Trainer& t = *w.trainer;
  s.stepsDone = t.stepsDone();
  s.epoch = t.epoch();
  s.stepsPerEpoch = t.stepsPerEpoch();
  s.stepInEpoch = static_cast<int>(
      std::clamp<long long>(s.stepsDone - 1LL * s.epoch * s.stepsPerEpoch, 0, s.stepsPerEpoch));
  s.batch = t.config().batch;
  s.finished = t.finished();
  const std::vector<float>& conv1 = t.weights()[train::kConv1Weight];
  std::copy_n(conv1.begin(), std::min(conv1.size(), s.filters.size()), s.filters.begin());
  if (!w.recent.empty()) {
    s.stepMs = medianTimes(w.recent);
    s.timedSteps = static_cast<int>(w.recent.size());
  }
  s.testIndex = std::clamp(testIndex, 0, std::max(0, w.test->count - 1));
  if (w.test->count > 0) {
    if (auto maps = t.featureMaps(*w.test, s.testIndex)) s.maps = std::move(maps->conv1);
    if (auto p = t.probabilities(*w.test, s.testIndex)) s.probabilities = *p;
  }
}

// An evaluation of the current weights into `s`; a cancelled one leaves it out.
void evaluate(TrainJob::Worker& w, int images, const std::atomic<bool>* cancel, TrainSnapshot& s) {
  auto e = w.trainer->evaluate(*w.test, images, cancel);
  if (!e) return;
  s.evaluation = *e;
  s.evaluatedAt = w.trainer->stepsDone();
  w.evaluatedAt = s.evaluatedAt;
}

}  // namespace

TrainJob::TrainJob(QObject* parent)
    : QObject(parent), m_jobs(nullptr, JobLane::Window), m_worker(std::make_shared<Worker>()) {}

// The queue's end cancels the slice and waits for it; what it would still report is dropped.
TrainJob::~TrainJob() = default;

bool TrainJob::isIdle() const {
  return !m_running && !m_jobs.busy(JobTag::Training);
}

void TrainJob::load(const QString& directory, const train::TrainConfig& config) {
  m_running = false;
  const std::shared_ptr<Worker> worker = m_worker;
  const std::string dir = directory.toStdString();
  const int testIndex = m_testIndex;
  m_jobs.submit(JobTag::Training, [this, worker, dir, config, testIndex](const JobQueue::Job& job) {
    std::lock_guard lock(worker->mutex);
    auto set = train::loadFashionMnist(dir);
    if (!set) {
      const Status why = set.status();
      job.post([this, why] { emit loaded(why); }, true);
      return;
    }
    worker->train = std::make_shared<const train::Dataset>(std::move(set->train));
    worker->test = std::make_shared<const train::Dataset>(std::move(set->test));
    TrainSnapshot s;
    auto made = train::Trainer::create(worker->train, config);
    if (!made) {
      s.status = made.status();
    } else {
      worker->trainer = std::move(made).value();
      worker->recent.clear();
      if (!job.cancelled()) {
        evaluate(*worker, kQuickTestImages, nullptr, s);
        describe(*worker, testIndex, s);
      }
    }
    std::shared_ptr<const train::Dataset> test = worker->test;
    const int images = worker->train->count;
    job.post(
        [this, test, images, s = std::move(s)] {
          m_test = test;
          m_trainImages = images;
          m_testIndex = std::clamp(m_testIndex, 0, std::max(0, test->count - 1));
          emit loaded(Status::ok());
          onReport(s);
        },
        true);
  });
}

void TrainJob::reset(const train::TrainConfig& config) {
  m_running = false;
  m_jobs.abandon(JobTag::Training);
  if (!isLoaded()) return;
  const std::shared_ptr<Worker> worker = m_worker;
  const int testIndex = m_testIndex;
  m_jobs.submit(JobTag::Training, [this, worker, config, testIndex](const JobQueue::Job& job) {
    std::lock_guard lock(worker->mutex);
    TrainSnapshot s;
    auto made = train::Trainer::create(worker->train, config);
    if (!made) {
      s.status = made.status();
      worker->trainer.reset();
    } else {
      worker->trainer = std::move(made).value();
      worker->recent.clear();
      worker->evaluatedAt = -1;
      if (job.cancelled()) return;
      evaluate(*worker, kQuickTestImages, nullptr, s);
      describe(*worker, testIndex, s);
    }
    job.post([this, s = std::move(s)] { onReport(s); }, true);
  });
}

void TrainJob::start(long long untilSteps) {
  if (m_running || !isLoaded()) return;
  m_running = true;
  m_untilSteps = untilSteps;
  // A slice still reporting (a pause's last one) continues the run when its report is in.
  if (!m_jobs.busy(JobTag::Training)) submitSlice();
}

void TrainJob::pause() {
  if (!m_running) return;
  m_running = false;
  m_jobs.cancel(JobTag::Training);
  emit stopped();
}

void TrainJob::setTestImage(int index) {
  if (m_test) index = std::clamp(index, 0, std::max(0, m_test->count - 1));
  if (index == m_testIndex) return;
  m_testIndex = index;
  // A running slice, or one about to report, picks the index up with the next slice.
  if (m_running || m_jobs.busy(JobTag::Training) || !isLoaded()) return;
  submitLook();
}

void TrainJob::submitLook() {
  const std::shared_ptr<Worker> worker = m_worker;
  const int index = m_testIndex;
  m_jobs.submit(JobTag::Training, [this, worker, index](const JobQueue::Job& job) {
    std::lock_guard lock(worker->mutex);
    if (!worker->trainer) return;
    TrainSnapshot s;
    describe(*worker, index, s);
    job.post([this, s = std::move(s)] { onReport(s); }, true);
  });
}

void TrainJob::submitSlice() {
  const std::shared_ptr<Worker> worker = m_worker;
  const long long until = m_untilSteps;
  const int testIndex = m_testIndex;
  m_jobs.submit(JobTag::Training, [this, worker, until, testIndex](const JobQueue::Job& job) {
    std::lock_guard lock(worker->mutex);
    if (!worker->trainer) return;
    train::Trainer& t = *worker->trainer;
    TrainSnapshot s;
    const auto begin = std::chrono::steady_clock::now();
    bool epochEnded = false;
    while (!job.cancelled() && !t.finished() && (until <= 0 || t.stepsDone() < until)) {
      auto r = t.step();
      if (!r) {
        if (r.status().code != StatusCode::Cancelled) s.status = r.status();
        break;
      }
      s.losses << QPointF(static_cast<double>(r->step + 1), r->loss);
      worker->recent.push_back(r->ms);
      if (worker->recent.size() > static_cast<size_t>(kTimedSteps)) worker->recent.pop_front();
      if (r->endsEpoch) {
        epochEnded = true;
        break;
      }
      if (std::chrono::steady_clock::now() - begin >= kSlice) break;
    }
    const long long done = t.stepsDone();
    const bool stopping =
        job.cancelled() || !s.status.isOk() || t.finished() || (until > 0 && done >= until);
    if (epochEnded) {
      evaluate(*worker, 0, job.cancelFlag(), s);  // the whole test set, for the matrix
    } else if (done != worker->evaluatedAt &&
               (stopping || done - std::max(0LL, worker->evaluatedAt) >= kEvaluateEvery)) {
      evaluate(*worker, kQuickTestImages, nullptr, s);
    }
    describe(*worker, testIndex, s);
    job.post([this, s = std::move(s)] { onReport(s); }, true);
  });
}

void TrainJob::onReport(const TrainSnapshot& snapshot) {
  m_stepsDone = snapshot.stepsDone;
  // The run's last report already reads as stopped (isRunning() false while it is shown).
  const bool wasRunning = m_running;
  const bool done = !snapshot.status.isOk() || snapshot.finished ||
                    (m_untilSteps > 0 && m_stepsDone >= m_untilSteps);
  if (wasRunning && done) m_running = false;
  emit report(snapshot);
  if (!wasRunning) {
    // A test image chosen while the last slice ran: show it now.
    if (snapshot.status.isOk() && snapshot.testIndex != m_testIndex && isLoaded()) submitLook();
    return;
  }
  if (done) {
    emit stopped();
    return;
  }
  // Paused or reset while the report was on its way: no next slice.
  if (m_running) submitSlice();
}

}  // namespace convscope::gui::train_tab
