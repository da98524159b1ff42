#include "convscope/train/trainer.h"

#include "convscope/cpu_info.h"

#include <omp.h>

#include <algorithm>
#include <cmath>

#include "convscope/measure.h"
#include "convscope/train/engine.h"
#include "convscope/train/memory.h"
#include "convscope/train/rng.h"
#include "number_text.h"

namespace convscope::train {

struct Trainer::State {
  std::shared_ptr<const Dataset> set;
  TrainConfig config;
  int threads = 1;
  int images = 0;
  int stepsPerEpoch = 0;
  long long totalSteps = 0;
  std::unique_ptr<Engine> engine;
  Params initial, weights, grads, momentum;
  bool firstStep = true;
  std::vector<int> order;
  int orderEpoch = -1;
  long long stepsDone = 0;
  std::atomic<bool> cancelled{false};
  bool diverged = false;
};

namespace {

// ToTensor's pixel/255 in float32 (a division, not a multiply by 1/255: the same bits).
void fillImages(Workspace& ws, int slot, const std::uint8_t* pixels) {
  float* x = ws.x.data() + static_cast<long long>(slot) * kImagePixels;
  for (int i = 0; i < kImagePixels; ++i) x[i] = static_cast<float>(pixels[i]) / 255.0f;
}

void copyInto(Params& to, const Params& from) {
  for (int i = 0; i < kParamCount; ++i) std::copy(from[i].begin(), from[i].end(), to[i].begin());
}

void zeroInto(Params& p) {
  for (auto& v : p.values) std::fill(v.begin(), v.end(), 0.0f);
}

Status indexCheck(const Dataset& set, int index) {
  if (index < 0 || index >= set.count) {
    return Status::error(
        StatusCode::InvalidArgument,
        "image " + std::to_string(index) + " is outside the set's " + std::to_string(set.count));
  }
  return Status::ok();
}

// One image through the current weights on the reference loops: a batch of one is cheap there
// and needs no primitives of its own.
Result<std::unique_ptr<Workspace>> forwardOne(const Params& weights, const Dataset& set,
                                              int index) {
  if (Status ok = indexCheck(set, index); !ok) return ok;
  auto ws = Workspace::create(1);
  if (!ws) return ws.status();
  fillImages(**ws, 0, set.image(index));
  (*ws)->labels[0] = set.labels[index];
  referenceForward(weights, **ws);
  return ws;
}

}  // namespace

Trainer::Trainer(std::unique_ptr<State> state) : m_state(std::move(state)) {}
Trainer::~Trainer() = default;

Result<std::unique_ptr<Trainer>> Trainer::create(std::shared_ptr<const Dataset> trainSet,
                                                 const TrainConfig& config, const Params* initial) {
  if (!trainSet) return Status::error(StatusCode::InvalidArgument, "no training set");
  if (Status ok = validateConfig(config, trainSet->count); !ok) return ok;
  auto s = std::make_unique<State>();
  s->config = config;
  // Fewer when not all can start (core's startableThreadCount): libgomp would exit the process.
  s->threads = startableThreadCount(config.threads > 0 ? config.threads : machineThreads());
  s->images = usedImages(config, trainSet->count);
  s->stepsPerEpoch = (s->images + config.batch - 1) / config.batch;
  s->totalSteps = config.steps > 0 ? config.steps : 1LL * config.epochs * s->stepsPerEpoch;
  s->set = std::move(trainSet);
  if (initial) {
    if (Status ok = checkParams(*initial); !ok) return ok;
    s->initial = *initial;
  } else {
    s->initial = initialParams(config.seed);
  }
  s->weights = s->initial;
  s->grads = zeroParams();
  s->momentum = zeroParams();
  s->order.resize(s->images);
  auto engine = makeEngine(config.engine, s->threads);
  if (!engine) return engine.status();
  s->engine = std::move(*engine);
  // Both batch sizes an epoch uses, made now so that no step allocates or builds primitives.
  omp_set_num_threads(s->threads);
  if (auto ws = s->engine->prepare(config.batch); !ws) return ws.status();
  if (const int rest = s->images % config.batch; rest != 0) {
    if (auto ws = s->engine->prepare(rest); !ws) return ws.status();
  }
  return std::unique_ptr<Trainer>(new Trainer(std::move(s)));
}

Result<StepReport> Trainer::step() {
  State& s = *m_state;
  if (s.cancelled.load()) return Status::error(StatusCode::Cancelled, "training was cancelled");
  if (finished()) {
    return Status::error(StatusCode::InvalidArgument,
                         "the run has done its " + std::to_string(s.totalSteps) + " steps");
  }
  omp_set_num_threads(s.threads);
  StepReport report;
  report.step = s.stepsDone;
  report.epoch = static_cast<int>(s.stepsDone / s.stepsPerEpoch);
  report.stepInEpoch = static_cast<int>(s.stepsDone % s.stepsPerEpoch);
  const int first = report.stepInEpoch * s.config.batch;
  report.batchSize = std::min(s.config.batch, s.images - first);
  report.endsEpoch = report.stepInEpoch == s.stepsPerEpoch - 1;
  report.copyBytes = batchCopyBytes(report.batchSize);

  auto start = MeasureClock::now();
  if (s.orderEpoch != report.epoch) {
    fillEpochOrder(s.order, s.config.shuffle, s.config.seed, report.epoch);
    s.orderEpoch = report.epoch;
  }
  auto prepared = s.engine->prepare(report.batchSize);
  if (!prepared) return prepared.status();
  Workspace& ws = **prepared;
  for (int i = 0; i < report.batchSize; ++i) {
    const int index = s.order[first + i];
    fillImages(ws, i, s.set->image(index));
    ws.labels[i] = s.set->labels[index];
  }
  report.ms.data = millisecondsSince(start);

  start = MeasureClock::now();
  if (Status ok = s.engine->forward(s.weights, ws); !ok) return ok;
  const LossResult loss = softmaxCrossEntropy(ws);
  report.ms.forward = millisecondsSince(start);
  report.loss = loss.loss;
  report.batchAccuracy = static_cast<double>(loss.correct) / report.batchSize;
  if (!std::isfinite(loss.loss)) {
    s.diverged = true;
    // Stopped before any gradient or weight is touched: the weights stay those of the last step.
    return Status::error(
        StatusCode::InvalidArgument,
        std::string("the loss became ") + (std::isnan(loss.loss) ? "NaN" : "infinite") +
            " at step " + std::to_string(report.step + 1) + " (epoch " +
            std::to_string(report.epoch + 1) +
            "): training diverged; try a lower learning rate than " + decimalText(s.config.lr));
  }

  start = MeasureClock::now();
  lossBackward(ws);
  if (Status ok = s.engine->backwardData(s.weights, ws); !ok) return ok;
  report.ms.backwardData = millisecondsSince(start);

  start = MeasureClock::now();
  if (Status ok = s.engine->backwardWeights(ws, s.grads); !ok) return ok;
  report.ms.backwardWeights = millisecondsSince(start);

  start = MeasureClock::now();
  sgdUpdate(s.weights, s.momentum, s.grads, static_cast<float>(s.config.lr),
            static_cast<float>(s.config.momentum), s.firstStep);
  s.firstStep = false;
  report.ms.update = millisecondsSince(start);

  ++s.stepsDone;
  return report;
}

bool Trainer::finished() const {
  return m_state->stepsDone >= m_state->totalSteps;
}

bool Trainer::diverged() const {
  return m_state->diverged;
}

Result<Evaluation> Trainer::evaluate(const Dataset& testSet, int limit,
                                     const std::atomic<bool>* cancel) {
  State& s = *m_state;
  const int count = limit > 0 ? std::min(limit, testSet.count) : testSet.count;
  if (count <= 0) return Status::error(StatusCode::InvalidArgument, "no test images to evaluate");
  omp_set_num_threads(s.threads);
  Evaluation eval;
  for (int first = 0; first < count; first += s.config.batch) {
    if (cancel && cancel->load())
      return Status::error(StatusCode::Cancelled, "the evaluation was cancelled");
    const int n = std::min(s.config.batch, count - first);
    auto prepared = s.engine->prepare(n);
    if (!prepared) return prepared.status();
    Workspace& ws = **prepared;
    for (int i = 0; i < n; ++i) fillImages(ws, i, testSet.image(first + i));
    if (Status ok = s.engine->forward(s.weights, ws); !ok) return ok;
    for (int i = 0; i < n; ++i) {
      const float* z = ws.logits.data() + i * kClasses;
      const int predicted = static_cast<int>(std::max_element(z, z + kClasses) - z);
      const int truth = testSet.labels[first + i];
      ++eval.confusion[truth][predicted];
      if (predicted == truth) ++eval.correct;
    }
  }
  eval.images = count;
  eval.accuracy = static_cast<double>(eval.correct) / count;
  return eval;
}

const Params& Trainer::weights() const {
  return m_state->weights;
}
const Params& Trainer::gradients() const {
  return m_state->grads;
}

Result<FeatureMaps> Trainer::featureMaps(const Dataset& set, int index) const {
  auto ws = forwardOne(m_state->weights, set, index);
  if (!ws) return ws.status();
  FeatureMaps maps;
  maps.conv1 = (*ws)->a1;
  maps.conv2 = (*ws)->a2;
  return maps;
}

Result<std::array<float, kClasses>> Trainer::probabilities(const Dataset& set, int index) const {
  auto ws = forwardOne(m_state->weights, set, index);
  if (!ws) return ws.status();
  softmaxCrossEntropy(**ws);
  std::array<float, kClasses> p{};
  std::copy((*ws)->probs.begin(), (*ws)->probs.end(), p.begin());
  return p;
}

void Trainer::reset() {
  State& s = *m_state;
  copyInto(s.weights, s.initial);
  zeroInto(s.grads);
  zeroInto(s.momentum);
  s.firstStep = true;
  s.stepsDone = 0;
  s.orderEpoch = -1;
  s.cancelled = false;
  s.diverged = false;
}

void Trainer::cancel() {
  m_state->cancelled = true;
}

const TrainConfig& Trainer::config() const {
  return m_state->config;
}
int Trainer::trainImages() const {
  return m_state->images;
}
int Trainer::stepsPerEpoch() const {
  return m_state->stepsPerEpoch;
}
long long Trainer::totalSteps() const {
  return m_state->totalSteps;
}
long long Trainer::stepsDone() const {
  return m_state->stepsDone;
}
int Trainer::epoch() const {
  return static_cast<int>(m_state->stepsDone / m_state->stepsPerEpoch);
}

}  // namespace convscope::train
