// API v1: the Train tab codes against this header.
// Trains train/README.md's Net on Fashion-MNIST one step at a time. The GUI calls step() in a
// loop on a worker thread (never on two threads at once); cancelling is between steps, or via
// the flag that evaluate() checks inside its loop.
#pragma once

#include <array>
#include <atomic>
#include <memory>
#include <vector>

#include "convscope/status.h"
#include "convscope/train/config.h"
#include "convscope/train/dataset.h"
#include "convscope/train/params.h"

namespace convscope::train {

// Milliseconds of one step's five parts, on the steady clock.
struct StepTimes {
  double data = 0;             // shuffle (at an epoch's start), read and build the batch
  double forward = 0;          // through the loss
  double backwardData = 0;     // gradients w.r.t. the layers' inputs
  double backwardWeights = 0;  // gradients w.r.t. weights and biases
  double update = 0;           // SGD with momentum
  double total() const { return data + forward + backwardData + backwardWeights + update; }
};

struct StepReport {
  long long step = 0;   // 0-based over the whole run
  int epoch = 0;        // 0-based
  int stepInEpoch = 0;  // 0-based
  int batchSize = 0;    // the last batch of an epoch may be smaller
  double loss = 0;      // mean cross-entropy over the batch
  double batchAccuracy = 0;
  bool endsEpoch = false;
  long long copyBytes = 0;  // what a GPU would copy for this batch (memory.h's batchCopyBytes)
  StepTimes ms;
};

struct Evaluation {
  int images = 0;
  int correct = 0;
  double accuracy = 0;
  std::array<std::array<int, kClasses>, kClasses> confusion{};  // [true label][predicted]
};

struct FeatureMaps {
  std::vector<float> conv1;  // 8 × 28 × 28, after ReLU
  std::vector<float> conv2;  // 16 × 14 × 14, after ReLU
};

class Engine;

class Trainer {
 public:
  // Validates the config against the (limited) set; `initial` null: initialParams(seed).
  // The set is shared so that a worker thread cannot outlive it.
  static Result<std::unique_ptr<Trainer>> create(std::shared_ptr<const Dataset> trainSet,
                                                 const TrainConfig& config,
                                                 const Params* initial = nullptr);
  ~Trainer();
  Trainer(const Trainer&) = delete;
  Trainer& operator=(const Trainer&) = delete;

  // One batch forward, backward and update. A NaN/Inf loss stops here (Status names the step and
  // suggests a lower lr) and leaves the weights as they were before this step. After finished()
  // or a cancel it answers Cancelled / InvalidArgument without touching anything.
  Result<StepReport> step();
  bool finished() const;
  // Whether the last step() stopped on a NaN/Inf loss (its Status says so too); reset() clears it.
  bool diverged() const;

  // The first min(limit, set.count) images of `testSet` (limit ≤ 0: all), in batches. `cancel`,
  // when given, is read between batches: set, the answer is Cancelled.
  Result<Evaluation> evaluate(const Dataset& testSet, int limit,
                              const std::atomic<bool>* cancel = nullptr);

  const Params& weights() const;
  // The last step's gradients (zeros before the first step), same names and shapes.
  const Params& gradients() const;

  // One image of `set` through the current weights (the reference loops; batch of one).
  Result<FeatureMaps> featureMaps(const Dataset& set, int index) const;
  Result<std::array<float, kClasses>> probabilities(const Dataset& set, int index) const;

  // Back to the initial weights, zero momentum, epoch 0, step 0; clears a cancel.
  void reset();
  // Thread-safe: the next step() answers Cancelled. reset() clears it.
  void cancel();

  const TrainConfig& config() const;
  int trainImages() const;    // after the limit
  int stepsPerEpoch() const;  // ceil(trainImages / batch): the last partial batch is kept
  long long totalSteps() const;
  long long stepsDone() const;
  int epoch() const;  // the epoch the next step belongs to

 private:
  struct State;
  explicit Trainer(std::unique_ptr<State> state);
  std::unique_ptr<State> m_state;
};

}  // namespace convscope::train
