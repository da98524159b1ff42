// The loops a beginner writes, one output value at a time, summed in double: slow on purpose,
// the oracle every faster engine is checked against (tests/train). Only the stored results are
// float32, as in PyTorch.
#include <cmath>
#include <map>

#include "convscope/train/engine.h"
#include "pool.h"

namespace convscope::train {
namespace {

// A 3×3, padding-1, stride-1 convolution of `in` (B×C×S×S) into `out` (B×K×S×S).
void convForward(const float* in, int batch, int channels, int side, const float* w, const float* b,
                 int filters, float* out) {
  for (int n = 0; n < batch; ++n)
    for (int k = 0; k < filters; ++k)
      for (int y = 0; y < side; ++y)
        for (int x = 0; x < side; ++x) {
          double sum = b[k];
          for (int c = 0; c < channels; ++c)
            for (int ky = 0; ky < 3; ++ky)
              for (int kx = 0; kx < 3; ++kx) {
                const int iy = y + ky - 1, ix = x + kx - 1;
                if (iy < 0 || iy >= side || ix < 0 || ix >= side) continue;
                sum += double(in[((n * channels + c) * side + iy) * side + ix]) *
                       w[((k * channels + c) * 3 + ky) * 3 + kx];
              }
          out[((n * filters + k) * side + y) * side + x] = static_cast<float>(sum);
        }
}

void relu(float* v, size_t count) {
  for (size_t i = 0; i < count; ++i)
    if (!(v[i] > 0.0f) && !std::isnan(v[i])) v[i] = 0.0f;
}

// d(input) of the convolution: every output gradient sent back through the taps that read it.
void convBackwardData(const float* dout, int batch, int channels, int side, const float* w,
                      int filters, float* din) {
  for (int n = 0; n < batch; ++n)
    for (int c = 0; c < channels; ++c)
      for (int iy = 0; iy < side; ++iy)
        for (int ix = 0; ix < side; ++ix) {
          double sum = 0;
          for (int k = 0; k < filters; ++k)
            for (int ky = 0; ky < 3; ++ky)
              for (int kx = 0; kx < 3; ++kx) {
                const int y = iy - ky + 1, x = ix - kx + 1;
                if (y < 0 || y >= side || x < 0 || x >= side) continue;
                sum += double(dout[((n * filters + k) * side + y) * side + x]) *
                       w[((k * channels + c) * 3 + ky) * 3 + kx];
              }
          din[((n * channels + c) * side + iy) * side + ix] = static_cast<float>(sum);
        }
}

void convBackwardWeights(const float* in, const float* dout, int batch, int channels, int side,
                         int filters, float* dw, float* db) {
  for (int k = 0; k < filters; ++k) {
    double bias = 0;
    for (int n = 0; n < batch; ++n)
      for (int i = 0; i < side * side; ++i) bias += dout[(n * filters + k) * side * side + i];
    db[k] = static_cast<float>(bias);
    for (int c = 0; c < channels; ++c)
      for (int ky = 0; ky < 3; ++ky)
        for (int kx = 0; kx < 3; ++kx) {
          double sum = 0;
          for (int n = 0; n < batch; ++n)
            for (int y = 0; y < side; ++y)
              for (int x = 0; x < side; ++x) {
                const int iy = y + ky - 1, ix = x + kx - 1;
                if (iy < 0 || iy >= side || ix < 0 || ix >= side) continue;
                sum += double(dout[((n * filters + k) * side + y) * side + x]) *
                       in[((n * channels + c) * side + iy) * side + ix];
              }
          dw[((k * channels + c) * 3 + ky) * 3 + kx] = static_cast<float>(sum);
        }
  }
}

class ReferenceEngine final : public Engine {
 public:
  EngineKind kind() const override { return EngineKind::Reference; }
  Result<Workspace*> prepare(int batch) override {
    auto it = m_workspaces.find(batch);
    if (it != m_workspaces.end()) return it->second.get();
    auto ws = Workspace::create(batch);
    if (!ws) return ws.status();
    Workspace* raw = ws->get();
    m_workspaces.emplace(batch, std::move(*ws));
    return raw;
  }
  Status forward(const Params& params, Workspace& ws) override {
    referenceForward(params, ws);
    return Status::ok();
  }
  Status backwardData(const Params& params, Workspace& ws) override {
    referenceBackwardData(params, ws);
    return Status::ok();
  }
  Status backwardWeights(Workspace& ws, Params& grads) override {
    referenceBackwardWeights(ws, grads);
    return Status::ok();
  }

 private:
  std::map<int, std::unique_ptr<Workspace>> m_workspaces;
};

}  // namespace

void referenceForward(const Params& params, Workspace& ws) {
  const int B = ws.batch;
  convForward(ws.x.data(), B, 1, 28, params[kConv1Weight].data(), params[kConv1Bias].data(), 8,
              ws.a1.data());
  relu(ws.a1.data(), ws.a1.size());
  maxPool2x2(ws.a1.data(), B * 8, 28, ws.p1.data(), ws.i1.data());
  convForward(ws.p1.data(), B, 8, 14, params[kConv2Weight].data(), params[kConv2Bias].data(), 16,
              ws.a2.data());
  relu(ws.a2.data(), ws.a2.size());
  maxPool2x2(ws.a2.data(), B * 16, 14, ws.p2.data(), ws.i2.data());
  const float* W = params[kFcWeight].data();
  const float* b = params[kFcBias].data();
  for (int n = 0; n < B; ++n)
    for (int k = 0; k < 10; ++k) {
      double sum = b[k];
      for (int j = 0; j < 784; ++j) sum += double(W[k * 784 + j]) * ws.p2[n * 784 + j];
      ws.logits[n * 10 + k] = static_cast<float>(sum);
    }
}

void referenceBackwardData(const Params& params, Workspace& ws) {
  const int B = ws.batch;
  const float* W = params[kFcWeight].data();
  for (int n = 0; n < B; ++n)
    for (int j = 0; j < 784; ++j) {
      double sum = 0;
      for (int k = 0; k < 10; ++k) sum += double(ws.dlogits[n * 10 + k]) * W[k * 784 + j];
      ws.dp2[n * 784 + j] = static_cast<float>(sum);
    }
  maxUnpool2x2Relu(ws.dp2.data(), ws.i2.data(), ws.a2.data(), B * 16, 14, ws.dz2.data());
  convBackwardData(ws.dz2.data(), B, 8, 14, params[kConv2Weight].data(), 16, ws.dp1.data());
  maxUnpool2x2Relu(ws.dp1.data(), ws.i1.data(), ws.a1.data(), B * 8, 28, ws.dz1.data());
}

void referenceBackwardWeights(const Workspace& ws, Params& grads) {
  const int B = ws.batch;
  float* dW = grads[kFcWeight].data();
  float* db = grads[kFcBias].data();
  for (int k = 0; k < 10; ++k) {
    double bias = 0;
    for (int n = 0; n < B; ++n) bias += ws.dlogits[n * 10 + k];
    db[k] = static_cast<float>(bias);
    for (int j = 0; j < 784; ++j) {
      double sum = 0;
      for (int n = 0; n < B; ++n) sum += double(ws.dlogits[n * 10 + k]) * ws.p2[n * 784 + j];
      dW[k * 784 + j] = static_cast<float>(sum);
    }
  }
  convBackwardWeights(ws.p1.data(), ws.dz2.data(), B, 8, 14, 16, grads[kConv2Weight].data(),
                      grads[kConv2Bias].data());
  convBackwardWeights(ws.x.data(), ws.dz1.data(), B, 1, 28, 8, grads[kConv1Weight].data(),
                      grads[kConv1Bias].data());
}

std::unique_ptr<Engine> makeReferenceEngine() {
  return std::make_unique<ReferenceEngine>();
}

}  // namespace convscope::train
