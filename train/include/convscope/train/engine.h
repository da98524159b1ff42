// The engines behind the trainer, for the tests and benchmarks (the GUI needs only trainer.h).
// An engine owns one Workspace per batch size, made on first use and reused every step after,
// so that a step allocates nothing; the last partial batch of an epoch gets its own.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "convscope/status.h"
#include "convscope/train/config.h"
#include "convscope/train/params.h"

namespace convscope::train {

// Activations kept for the backward pass and the gradients flowing back, for one batch size.
// Pooling argmax is the 0..3 position in the 2×2 window (row-major, first maximum on ties).
struct Workspace {
  int batch = 0;
  std::vector<float> x;              // B×1×28×28, pixel/255
  std::vector<std::int32_t> labels;  // B
  std::vector<float> a1;             // B×8×28×28, conv1 after ReLU
  std::vector<float> p1;             // B×8×14×14
  std::vector<std::uint8_t> i1;      // B×8×14×14
  std::vector<float> a2;             // B×16×14×14, conv2 after ReLU
  std::vector<float> p2;             // B×16×7×7 = B×784, flattened C,H,W: the fc input
  std::vector<std::uint8_t> i2;      // B×16×7×7
  std::vector<float> logits;         // B×10
  std::vector<float> probs;          // B×10
  std::vector<float> dlogits;        // B×10
  std::vector<float> dp2;            // B×784
  std::vector<float> dz2;            // B×16×14×14, before ReLU
  std::vector<float> dp1;            // B×8×14×14
  std::vector<float> dz1;            // B×8×28×28, before ReLU

  static Result<std::unique_ptr<Workspace>> create(int batch);
};

class Engine {
 public:
  virtual ~Engine() = default;
  virtual EngineKind kind() const = 0;
  // The workspace (and, for oneDNN, the primitives) of this batch size, made once.
  virtual Result<Workspace*> prepare(int batch) = 0;
  // x → logits.
  virtual Status forward(const Params& params, Workspace& ws) = 0;
  // dlogits (set by the caller: lossBackward) → dp2 → dz2 → dp1 → dz1. The input's own
  // gradient is not needed (PyTorch does not compute it either).
  virtual Status backwardData(const Params& params, Workspace& ws) = 0;
  // Weight and bias gradients from the deltas and the kept activations, written into `grads`.
  virtual Status backwardWeights(Workspace& ws, Params& grads) = 0;
};

// `threads` ≥ 1. oneDNN without the library, cudnn anywhere: Unsupported / NoDevice with why.
Result<std::unique_ptr<Engine>> makeEngine(EngineKind kind, int threads);

// The parts both engines share, so they differ only where the libraries do.
struct LossResult {
  double loss = 0;  // mean over the batch
  int correct = 0;
};
// Softmax of the logits into probs and the mean cross-entropy (log-sum-exp, in double).
LossResult softmaxCrossEntropy(Workspace& ws);
// dlogits = (probs − onehot(label)) / B.
void lossBackward(Workspace& ws);
// torch.optim.SGD: buf = g on the first step, then buf = μ·buf + g; p −= lr·buf (float32).
void sgdUpdate(Params& params, Params& momentum, const Params& grads, float lr, float mu,
               bool firstStep);

// The naive loops (the oracle), usable without an Engine: featureMaps() runs a batch of one.
void referenceForward(const Params& params, Workspace& ws);
void referenceBackwardData(const Params& params, Workspace& ws);
void referenceBackwardWeights(const Workspace& ws, Params& grads);

}  // namespace convscope::train
