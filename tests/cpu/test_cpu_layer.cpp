#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "convscope/cpu/layer_engines.h"

using namespace convscope;
using namespace convscope::cpu;

namespace {

Tensor makeTensor(int n, int c, int h, int w, unsigned seed) {
  Tensor t = Tensor::create(n, c, h, w).value();
  unsigned state = seed;
  for (float& v : t.values) {
    state = state * 1664525u + 1013904223u;
    v = static_cast<float>((state >> 8) % 2001) / 1000.0f - 1.0f;
  }
  return t;
}

// A reordered float sum of C·9 products in [-1, 1] differs from the ordered one by a few ulps
// of the sum of magnitudes; 1e-5 of that bound (well above float's 6e-8) is still far below any
// wrong tap or index, which moves a value by a whole product.
void expectClose(const Tensor& want, const Tensor& got, int macs, const std::string& what) {
  ASSERT_EQ(want.shape, got.shape) << what;
  const double bound = 1e-5 * macs + 1e-6;
  for (long long i = 0; i < want.elementCount(); ++i) {
    const double err = std::fabs(double(want.data()[i]) - got.data()[i]);
    ASSERT_LE(err, bound) << what << " at " << i << ": " << got.data()[i] << " vs "
                          << want.data()[i];
  }
}

}  // namespace

class FastEngine : public ::testing::TestWithParam<LayerEngine> {};

TEST_P(FastEngine, AgreesWithTheNaiveLoop) {
  const LayerEngine engine = GetParam();
  if (Status s = layerEngineAvailable(engine); !s) GTEST_SKIP() << s.message;
  const Padding paddings[] = {Padding::Zero, Padding::Replicate, Padding::Reflect, Padding::None};
  unsigned seed = 1;
  for (Padding padding : paddings) {
    for (int stride = 1; stride <= 2; ++stride) {
      for (int dilation = 1; dilation <= 2; ++dilation) {
        for (bool bias : {false, true}) {
          ++seed;
          const int n = 1 + seed % 3;
          const int c = 1 + (seed * 7) % 5;
          const int k = 1 + (seed * 5) % 6;
          const int h = 7 + seed % 6;
          const int w = 9 + (seed * 3) % 7;
          const Tensor input = makeTensor(n, c, h, w, seed);
          const Tensor weights = makeTensor(k, c, 3, 3, seed * 31);
          std::vector<float> b(static_cast<size_t>(k));
          for (int i = 0; i < k; ++i) b[i] = 0.1f * (i - 2);
          const ConvParams params{padding, stride, dilation, false};
          const auto problem = makeLayerProblem(input, weights, bias ? &b : nullptr, params);
          const std::string what = shapeText(input.shape) + "→" + std::to_string(k) + " " +
                                   std::string(paddingName(padding)) + " s" +
                                   std::to_string(stride) + " d" + std::to_string(dilation) +
                                   (bias ? " bias" : "");
          ASSERT_TRUE(problem) << what << ": " << problem.status().message;
          const Tensor want = convolveLayerReference(*problem).value();
          Tensor got;
          ASSERT_TRUE(convolveLayer(engine, *problem, got, {2})) << what;
          expectClose(want, got, c * 9, what);
        }
      }
    }
  }
}

// A wider layer where the library takes its fast, blocked paths (16-channel blocks).
TEST_P(FastEngine, AgreesOnAWideLayer) {
  const LayerEngine engine = GetParam();
  if (Status s = layerEngineAvailable(engine); !s) GTEST_SKIP() << s.message;
  const Tensor input = makeTensor(2, 32, 15, 13, 5u);
  const Tensor weights = makeTensor(48, 32, 3, 3, 6u);
  std::vector<float> b(48, 0.5f);
  const auto problem = makeLayerProblem(input, weights, &b, {});
  ASSERT_TRUE(problem);
  const Tensor want = convolveLayerReference(*problem).value();
  Tensor got;
  ASSERT_TRUE(convolveLayer(engine, *problem, got, {2}));
  expectClose(want, got, 32 * 9, "2×32×15×13→48");
}

INSTANTIATE_TEST_SUITE_P(CpuLayer, FastEngine,
                         ::testing::Values(LayerEngine::Im2colOpenBlas, LayerEngine::OneDnn),
                         [](const auto& info) { return std::string(layerEngineName(info.param)); });

TEST(Im2col, MatrixHoldsTheTapUnderEachOutput) {
  const Tensor input = makeTensor(2, 3, 5, 6, 9u);
  const Tensor weights = makeTensor(1, 3, 3, 3, 1u);
  const ConvParams params{Padding::Reflect, 2, 1, false};
  const auto problem = makeLayerProblem(input, weights, nullptr, params);
  ASSERT_TRUE(problem);
  const auto m = im2colMatrix(*problem, 1);
  ASSERT_TRUE(m);
  const ConvGeometry& g = problem->geometry;
  EXPECT_EQ(m->rows, 27);
  EXPECT_EQ(m->cols, g.outWidth * g.outHeight);
  for (int c = 0; c < 3; ++c) {
    for (int t = 0; t < kTaps; ++t) {
      for (int oy = 0; oy < g.outHeight; ++oy) {
        for (int ox = 0; ox < g.outWidth; ++ox) {
          const int sy = sourceIndex(tapY(g, oy, t / 3), 5, Padding::Reflect);
          const int sx = sourceIndex(tapX(g, ox, t % 3), 6, Padding::Reflect);
          ASSERT_EQ(m->values[(c * 9 + t) * m->cols + oy * g.outWidth + ox],
                    input.plane(1, c)[sy * 6 + sx]);
        }
      }
    }
  }
}

TEST(Im2col, ZeroPaddingReadsZeroAndABadSampleIsRefused) {
  const Tensor input = makeTensor(1, 1, 4, 4, 3u);
  const Tensor weights = makeTensor(1, 1, 3, 3, 1u);
  const auto problem = makeLayerProblem(input, weights, nullptr, {});
  ASSERT_TRUE(problem);
  const auto m = im2colMatrix(*problem, 0);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->values[0], 0.0f);                           // tap (0,0) of output (0,0) lies outside
  EXPECT_EQ(m->values[4 * m->cols + 0], input.data()[0]);  // the centre tap
  const auto bad = im2colMatrix(*problem, 1);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.status().message.find("batch of 1"), std::string::npos);
}

TEST(CpuLayer, EngineNamesRoundTrip) {
  for (LayerEngine e : layerEngines()) {
    LayerEngine back = LayerEngine::Reference;
    ASSERT_TRUE(layerEngineFromName(layerEngineName(e), back));
    EXPECT_EQ(back, e);
    EXPECT_FALSE(layerEngineLabel(e).empty());
  }
  LayerEngine e;
  EXPECT_FALSE(layerEngineFromName("winograd", e));
}
