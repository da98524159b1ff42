#include "gui/lessons/training_demos/train_measure.h"

#include <QCoreApplication>
#include <algorithm>
#include <chrono>
#include <mutex>

#include "convscope/train/memory.h"
#include "model/jobs/job_queue.h"

namespace convscope::lessons {

namespace {

// What the process measured: kept while the data set's folder stays the same.
// `work` is held by a running job (the data set and the runs); `results` only for a moment, so
// the GUI thread reads what is in without waiting for a run.
struct Cache {
  std::mutex work;
  std::shared_ptr<const train::Dataset> train;
  std::shared_ptr<const train::Dataset> test;
  std::string loadedFrom;
  std::mutex results;
  std::string directory;
  std::map<int, StepMeasurement> steps;
  std::optional<LearnedFilters> learned;
};

Cache& cache() {
  static Cache c;
  return c;
}

QString engineText(train::EngineKind kind) {
  const std::string_view n = train::engineName(kind);
  return QString::fromUtf8(n.data(), static_cast<int>(n.size()));
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// The data set, loaded once per folder (`work` held); a missing one: why.
Status ensureLoaded(Cache& c) {
  const std::string dir = train::defaultDataDirectory();
  {
    std::lock_guard lock(c.results);
    if (dir != c.directory) {
      c.directory = dir;
      c.steps.clear();
      c.learned.reset();
    }
  }
  if (dir != c.loadedFrom) {
    c.train.reset();
    c.test.reset();
    c.loadedFrom = dir;
  }
  if (c.train) return Status::ok();
  auto set = train::loadFashionMnist(dir);
  if (!set) return set.status();
  c.train = std::make_shared<const train::Dataset>(std::move(set->train));
  c.test = std::make_shared<const train::Dataset>(std::move(set->test));
  return Status::ok();
}

train::TrainConfig lessonConfig(int batch, int threads) {
  train::TrainConfig config;
  config.batch = batch;
  config.seed = 1;
  config.steps = 1'000'000;
  config.threads = threads;
  return config;
}

Result<StepMeasurement> measureBatch(const Cache& c, int batch, const model::JobQueue::Job& job) {
  const train::TrainConfig config = lessonConfig(batch, train::threadsLeavingOneCore());
  auto made = train::Trainer::create(c.train, config);
  if (!made) return made.status();
  train::Trainer& t = **made;
  std::vector<train::StepTimes> times;
  for (int i = 0; i <= kTimedSteps && !job.cancelled(); ++i) {
    auto r = t.step();
    if (!r) return r.status();
    if (i > 0) times.push_back(r->ms);  // the first step warms the caches and the pool
  }
  if (job.cancelled()) return Status::error(StatusCode::Cancelled, "cancelled");
  auto part = [&times](double train::StepTimes::*field) {
    std::vector<double> v;
    for (const train::StepTimes& s : times) v.push_back(s.*field);
    return median(std::move(v));
  };
  StepMeasurement m;
  m.batch = batch;
  m.steps = static_cast<int>(times.size());
  m.median.data = part(&train::StepTimes::data);
  m.median.forward = part(&train::StepTimes::forward);
  m.median.backwardData = part(&train::StepTimes::backwardData);
  m.median.backwardWeights = part(&train::StepTimes::backwardWeights);
  m.median.update = part(&train::StepTimes::update);
  m.copyBytes = train::batchCopyBytes(batch);
  m.engine = engineText(config.engine);
  m.threads = config.threads;
  return m;
}

Result<LearnedFilters> learnFilters(const Cache& c, const model::JobQueue::Job& job) {
  // One thread: a few hundred steps stay a few seconds even on a machine busy with other work
  // (OpenMP's spinning barriers; train/README.md).
  const train::TrainConfig config = lessonConfig(kLearnBatch, 1);
  auto made = train::Trainer::create(c.train, config);
  if (!made) return made.status();
  train::Trainer& t = **made;
  while (t.stepsDone() < kLearnSteps) {
    if (job.cancelled()) return Status::error(StatusCode::Cancelled, "cancelled");
    auto r = t.step();
    if (!r) return r.status();
  }
  LearnedFilters l;
  const std::vector<float>& w = t.weights()[train::kConv1Weight];
  std::copy_n(w.begin(), std::min(w.size(), l.filters.size()), l.filters.begin());
  l.steps = t.stepsDone();
  l.batch = kLearnBatch;
  l.engine = engineText(config.engine);
  auto e = t.evaluate(*c.test, kLearnedTestImages, job.cancelFlag());
  if (!e) return e.status();
  l.accuracy = e->accuracy;
  l.testImages = e->images;
  l.testIndex = 0;
  l.label = c.test->labels.empty() ? 0 : c.test->labels[0];
  l.image.assign(c.test->image(0), c.test->image(0) + train::kImagePixels);
  return l;
}

}  // namespace

double StepMeasurement::imagesPerSecond() const {
  const double ms = median.total();
  return ms > 0 ? batch * 1000.0 / ms : 0;
}

double StepMeasurement::computeMs() const {
  return median.forward + median.backwardData + median.backwardWeights + median.update;
}

QString missingDatasetText(const QString& why) {
  return QCoreApplication::translate(
             "convscope::lessons::TrainMeasure",
             "<b>Fashion-MNIST is not installed here</b>, so nothing could be measured. Install "
             "it with <code>sudo apt install %1</code> (it goes to %2), or set "
             "<code>CONVSCOPE_FASHION_MNIST</code> to a folder holding its four <code>.gz</code> "
             "files, then open this chapter again.<br>(%3)")
      .arg(QString::fromLatin1(train::kDatasetPackage),
           QString::fromLatin1(train::kDebianDataDirectory), why.toHtmlEscaped());
}

TrainMeasure::TrainMeasure(QObject* parent)
    : QObject(parent), m_jobs(new model::JobQueue(this, model::JobLane::Measurements)) {}

TrainMeasure::~TrainMeasure() = default;

std::optional<StepMeasurement> TrainMeasure::measured(int batch) const {
  Cache& c = cache();
  std::lock_guard lock(c.results);
  if (c.directory != train::defaultDataDirectory()) return std::nullopt;
  const auto it = c.steps.find(batch);
  if (it == c.steps.end()) return std::nullopt;
  return it->second;
}

std::optional<LearnedFilters> TrainMeasure::learned() const {
  Cache& c = cache();
  std::lock_guard lock(c.results);
  if (c.directory != train::defaultDataDirectory()) return std::nullopt;
  return c.learned;
}

void TrainMeasure::measure(const std::vector<int>& batches) {
  bool all = true;
  for (int b : batches) all = all && measured(b).has_value();
  if (all) {
    m_busy = false;
    m_problem.reset();
    emit done();
    return;
  }
  m_busy = true;
  m_problem.reset();
  m_jobs->submit(model::JobTag::Training, [this, batches](const model::JobQueue::Job& job) {
    Cache& c = cache();
    std::lock_guard lock(c.work);
    Status status = ensureLoaded(c);
    for (int b : batches) {
      if (!status || job.cancelled()) break;
      {
        std::lock_guard results(c.results);
        if (c.steps.count(b)) continue;
      }
      auto m = measureBatch(c, b, job);
      if (!m) {
        status = m.status();
        break;
      }
      std::lock_guard results(c.results);
      c.steps[b] = *m;
    }
    const QString why = status ? QString() : QString::fromStdString(status.message);
    job.post(
        [this, why] {
          m_busy = false;
          if (!why.isEmpty()) m_problem = why;
          emit done();
        },
        true);
  });
}

void TrainMeasure::learn() {
  if (learned()) {
    m_busy = false;
    m_problem.reset();
    emit done();
    return;
  }
  m_busy = true;
  m_problem.reset();
  m_jobs->submit(model::JobTag::Training, [this](const model::JobQueue::Job& job) {
    Cache& c = cache();
    std::lock_guard lock(c.work);
    Status status = ensureLoaded(c);
    bool have = false;
    {
      std::lock_guard results(c.results);
      have = c.learned.has_value();
    }
    if (status && !have) {
      auto l = learnFilters(c, job);
      if (l) {
        std::lock_guard results(c.results);
        c.learned = *l;
      } else {
        status = l.status();
      }
    }
    const QString why = status ? QString() : QString::fromStdString(status.message);
    job.post(
        [this, why] {
          m_busy = false;
          if (!why.isEmpty()) m_problem = why;
          emit done();
        },
        true);
  });
}

}  // namespace convscope::lessons
