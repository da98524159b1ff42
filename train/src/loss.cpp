#include <cmath>

#include "convscope/train/engine.h"

namespace convscope::train {

LossResult softmaxCrossEntropy(Workspace& ws) {
  LossResult result;
  double sum = 0;
  for (int n = 0; n < ws.batch; ++n) {
    const float* z = ws.logits.data() + n * 10;
    float* p = ws.probs.data() + n * 10;
    int best = 0;
    double top = z[0];
    for (int k = 1; k < 10; ++k) {
      if (z[k] > top) {
        top = z[k];
        best = k;
      }
    }
    // Shifted by the largest logit, so exp never overflows; a NaN logit stays NaN for the check.
    double total = 0;
    for (int k = 0; k < 10; ++k) total += std::exp(static_cast<double>(z[k]) - top);
    const double logTotal = std::log(total);
    for (int k = 0; k < 10; ++k) p[k] = static_cast<float>(std::exp(z[k] - top - logTotal));
    const int label = ws.labels[n];
    sum += logTotal - (static_cast<double>(z[label]) - top);
    if (best == label && std::isfinite(top)) ++result.correct;
  }
  result.loss = sum / ws.batch;
  return result;
}

void lossBackward(Workspace& ws) {
  const float scale = 1.0f / static_cast<float>(ws.batch);
  for (int n = 0; n < ws.batch; ++n) {
    for (int k = 0; k < 10; ++k) {
      const float onehot = ws.labels[n] == k ? 1.0f : 0.0f;
      ws.dlogits[n * 10 + k] = (ws.probs[n * 10 + k] - onehot) * scale;
    }
  }
}

void sgdUpdate(Params& params, Params& momentum, const Params& grads, float lr, float mu,
               bool firstStep) {
  for (int i = 0; i < kParamCount; ++i) {
    float* p = params[i].data();
    float* buf = momentum[i].data();
    const float* g = grads[i].data();
    const size_t count = params[i].size();
    if (firstStep) {
      for (size_t j = 0; j < count; ++j) buf[j] = g[j];
    } else {
      for (size_t j = 0; j < count; ++j) buf[j] = mu * buf[j] + g[j];
    }
    for (size_t j = 0; j < count; ++j) p[j] -= lr * buf[j];
  }
}

}  // namespace convscope::train
