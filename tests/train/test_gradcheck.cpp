// The reference engine's gradients against central differences of a loss computed wholly in
// double by a second, independent forward pass written here.
#include <gtest/gtest.h>

#include <cmath>

#include "convscope/train/engine.h"
#include "synthetic.h"

namespace convscope::train {
namespace {

using DParams = std::array<std::vector<double>, kParamCount>;

std::vector<double> conv(const std::vector<double>& in, int B, int C, int S,
                         const std::vector<double>& w, const std::vector<double>& b, int K) {
  std::vector<double> out(static_cast<size_t>(B) * K * S * S);
  for (int n = 0; n < B; ++n)
    for (int k = 0; k < K; ++k)
      for (int y = 0; y < S; ++y)
        for (int x = 0; x < S; ++x) {
          double s = b[k];
          for (int c = 0; c < C; ++c)
            for (int ky = 0; ky < 3; ++ky)
              for (int kx = 0; kx < 3; ++kx) {
                const int iy = y + ky - 1, ix = x + kx - 1;
                if (iy >= 0 && iy < S && ix >= 0 && ix < S)
                  s += in[((n * C + c) * S + iy) * S + ix] * w[((k * C + c) * 3 + ky) * 3 + kx];
              }
          out[((n * K + k) * S + y) * S + x] = s > 0 ? s : 0;  // ReLU
        }
  return out;
}

std::vector<double> pool(const std::vector<double>& in, int planes, int S) {
  const int h = S / 2;
  std::vector<double> out(static_cast<size_t>(planes) * h * h);
  for (int p = 0; p < planes; ++p)
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < h; ++x) {
        const double* r = in.data() + (static_cast<size_t>(p) * S + 2 * y) * S + 2 * x;
        out[(static_cast<size_t>(p) * h + y) * h + x] =
            std::max(std::max(r[0], r[1]), std::max(r[S], r[S + 1]));
      }
  return out;
}

double lossOf(const DParams& p, const std::vector<double>& x, const std::vector<int>& labels) {
  const int B = static_cast<int>(labels.size());
  auto h = pool(conv(x, B, 1, 28, p[kConv1Weight], p[kConv1Bias], 8), B * 8, 28);
  h = pool(conv(h, B, 8, 14, p[kConv2Weight], p[kConv2Bias], 16), B * 16, 14);
  double total = 0;
  for (int n = 0; n < B; ++n) {
    double z[10], top = -1e300;
    for (int k = 0; k < 10; ++k) {
      z[k] = p[kFcBias][k];
      for (int j = 0; j < 784; ++j) z[k] += p[kFcWeight][k * 784 + j] * h[n * 784 + j];
      top = std::max(top, z[k]);
    }
    double sum = 0;
    for (double v : z) sum += std::exp(v - top);
    total += std::log(sum) + top - z[labels[n]];
  }
  return total / B;
}

TEST(TrainGradCheck, ReferenceGradientsMatchCentralDifferences) {
  const int B = 3;
  auto set = testing::syntheticSet(B, 11);
  const Params params = initialParams(5);
  auto ws = Workspace::create(B);
  ASSERT_TRUE(ws.isOk());
  std::vector<double> x(static_cast<size_t>(B) * 784);
  std::vector<int> labels(B);
  for (int n = 0; n < B; ++n) {
    for (int i = 0; i < 784; ++i) {
      (*ws)->x[n * 784 + i] = set->pixels[n * 784 + i] / 255.0f;
      x[n * 784 + i] = (*ws)->x[n * 784 + i];
    }
    (*ws)->labels[n] = labels[n] = set->labels[n];
  }
  referenceForward(params, **ws);
  const LossResult loss = softmaxCrossEntropy(**ws);
  lossBackward(**ws);
  referenceBackwardData(params, **ws);
  Params grads = zeroParams();
  referenceBackwardWeights(**ws, grads);

  DParams dp;
  for (int i = 0; i < kParamCount; ++i) dp[i].assign(params[i].begin(), params[i].end());
  EXPECT_NEAR(lossOf(dp, x, labels), loss.loss, 1e-5);

  SplitMix64 pick(3);
  const double eps = 1e-6;
  for (int t = 0; t < kParamCount; ++t) {
    for (int trial = 0; trial < 4; ++trial) {
      const size_t j = pick.below(dp[t].size());
      const double keep = dp[t][j];
      dp[t][j] = keep + eps;
      const double up = lossOf(dp, x, labels);
      dp[t][j] = keep - eps;
      const double down = lossOf(dp, x, labels);
      dp[t][j] = keep;
      const double numeric = (up - down) / (2 * eps);
      const double analytic = grads[t][j];
      EXPECT_NEAR(analytic, numeric, 1e-3 * std::max(1e-2, std::abs(numeric)))
          << paramInfo(t).name << "[" << j << "]";
    }
  }
}

}  // namespace
}  // namespace convscope::train
