#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>

#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "convscope/layer.h"
#include "convscope/problem.h"

using namespace convscope;

namespace {

Tensor makeTensor(int n, int c, int h, int w, unsigned seed) {
  return randomTensor(n, c, h, w, seed).value();
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

// One channel and one filter without bias is the single-filter convolution: the same sum in the
// same order, so every value is identical (compared as floats: 0 + -0 gives +0, which is equal).
TEST(Layer, OneToOneEqualsTheSingleFilterReferenceBitForBit) {
  const Padding paddings[] = {Padding::Zero, Padding::Replicate, Padding::Reflect, Padding::None};
  for (Padding padding : paddings) {
    for (int stride = 1; stride <= 3; ++stride) {
      for (int dilation = 1; dilation <= 3; ++dilation) {
        for (bool flip : {false, true}) {
          ConvParams params{padding, stride, dilation, flip};
          const Tensor input = makeTensor(1, 1, 13, 17, 7u + stride * 10 + dilation);
          Tensor weights = makeTensor(1, 1, 3, 3, 99u + dilation);
          Channel channel = Channel::create(17, 13).value();
          std::memcpy(channel.data(), input.data(), input.bytes());
          Kernel kernel;
          for (int t = 0; t < kTaps; ++t) kernel.weights[t] = weights.data()[t];
          const std::string what = std::string(paddingName(padding)) + " s" +
                                   std::to_string(stride) + " d" + std::to_string(dilation) +
                                   (flip ? " flip" : "");
          auto single = makeProblem(channel, kernel, params);
          auto layer = makeLayerProblem(input, weights, nullptr, params);
          ASSERT_EQ(bool(single), bool(layer)) << what;
          if (!single) continue;  // the kernel's reach does not fit: both refuse
          const Channel want = convolveReference(*single).value();
          const Tensor got = convolveLayerReference(*layer).value();
          ASSERT_EQ(got.shape[2], want.height) << what;
          ASSERT_EQ(got.shape[3], want.width) << what;
          for (size_t i = 0; i < want.pixels.size(); ++i) {
            ASSERT_EQ(got.data()[i], want.pixels[i]) << what << " at " << i;
          }
        }
      }
    }
  }
}

// Bias is added after the sum over channels: out = sum + b.
TEST(Layer, BiasIsAddedAfterTheChannelSum) {
  const Tensor input = makeTensor(2, 3, 6, 5, 1u);
  const Tensor weights = makeTensor(4, 3, 3, 3, 2u);
  const std::vector<float> bias{0.5f, -1.0f, 2.0f, 0.25f};
  const auto with = makeLayerProblem(input, weights, &bias, {});
  const auto without = makeLayerProblem(input, weights, nullptr, {});
  ASSERT_TRUE(with && without);
  const Tensor a = convolveLayerReference(*with).value();
  const Tensor b = convolveLayerReference(*without).value();
  ASSERT_EQ(a.shape, (std::array<int, 4>{2, 4, 6, 5}));
  for (int n = 0; n < 2; ++n) {
    for (int k = 0; k < 4; ++k) {
      for (int i = 0; i < 30; ++i) {
        ASSERT_EQ(a.plane(n, k)[i], b.plane(n, k)[i] + bias[k]);
      }
    }
  }
}

TEST(Layer, MismatchedChannelsNameBothShapes) {
  const Tensor input = makeTensor(1, 64, 8, 8, 1u);
  const Tensor weights = makeTensor(16, 3, 3, 3, 2u);
  const auto problem = makeLayerProblem(input, weights, nullptr, {});
  ASSERT_FALSE(problem);
  EXPECT_EQ(problem.status().code, StatusCode::InvalidArgument);
  EXPECT_TRUE(contains(problem.status().message, "16×3×3×3")) << problem.status().message;
  EXPECT_TRUE(contains(problem.status().message, "1×64×8×8")) << problem.status().message;
}

TEST(Layer, WrongBiasLengthIsRefused) {
  const Tensor input = makeTensor(1, 2, 8, 8, 1u);
  const Tensor weights = makeTensor(4, 2, 3, 3, 2u);
  const std::vector<float> bias(3, 0.0f);
  const auto problem = makeLayerProblem(input, weights, &bias, {});
  ASSERT_FALSE(problem);
  EXPECT_TRUE(contains(problem.status().message, "3 values")) << problem.status().message;
  EXPECT_TRUE(contains(problem.status().message, "4 filters")) << problem.status().message;
}

TEST(Layer, KernelThatIsNot3x3IsRefused) {
  const Tensor input = makeTensor(1, 2, 8, 8, 1u);
  const Tensor weights = makeTensor(4, 2, 5, 5, 2u);
  const auto problem = makeLayerProblem(input, weights, nullptr, {});
  ASSERT_FALSE(problem);
  EXPECT_TRUE(contains(problem.status().message, "4×2×5×5")) << problem.status().message;
}

TEST(Layer, NanOrInfWeightsAndBiasAreRefused) {
  const Tensor input = makeTensor(1, 2, 8, 8, 1u);
  for (float bad : {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(),
                    -std::numeric_limits<float>::infinity()}) {
    Tensor weights = makeTensor(4, 2, 3, 3, 2u);
    weights.data()[40] = bad;
    const auto problem = makeLayerProblem(input, weights, nullptr, {});
    ASSERT_FALSE(problem);
    EXPECT_TRUE(contains(problem.status().message, "NaN or Inf")) << problem.status().message;
    const Tensor good = makeTensor(4, 2, 3, 3, 2u);
    const std::vector<float> bias{0.0f, bad, 0.0f, 0.0f};
    const auto withBias = makeLayerProblem(input, good, &bias, {});
    ASSERT_FALSE(withBias);
    EXPECT_TRUE(contains(withBias.status().message, "bias")) << withBias.status().message;
  }
}

// Each weight of 1e38 is a finite float; nine of them times 255 are not. The reference loop writes
// inf like every engine, and the check names the overflow and the first output, not a result.
TEST(Layer, SumsPastTheLargestFloatAreNamedAsOverflow) {
  Tensor input = Tensor::create(1, 1, 8, 8).value();
  for (float& v : input.values) v = 255.0f;
  Tensor weights = Tensor::create(1, 1, 3, 3).value();
  for (float& v : weights.values) v = 1e38f;
  const auto problem = makeLayerProblem(input, weights, nullptr, {});
  ASSERT_TRUE(problem) << problem.status().message;
  const Tensor output = convolveLayerReference(*problem).value();
  const Status checked = checkLayerOutputFinite(*problem, output);
  ASSERT_FALSE(checked);
  EXPECT_EQ(checked.code, StatusCode::InvalidArgument);
  EXPECT_TRUE(contains(checked.message, "overflowed")) << checked.message;
  EXPECT_TRUE(contains(checked.message, "64 of 64 outputs")) << checked.message;
  EXPECT_TRUE(contains(checked.message, "[0, 0, 0, 0]")) << checked.message;

  // Only where the sum reaches past the float: a weight of 1e35 at one tap holds.
  for (float& v : weights.values) v = 0.0f;
  weights.values[4] = 1e35f;
  const auto small = makeLayerProblem(input, weights, nullptr, {});
  EXPECT_TRUE(checkLayerOutputFinite(*small, convolveLayerReference(*small).value()));

  // A NaN in the input is the input's fault, and said so.
  input.values[9] = std::numeric_limits<float>::quiet_NaN();
  const auto nan = makeLayerProblem(input, weights, nullptr, {});
  const Status named = checkLayerOutputFinite(*nan, convolveLayerReference(*nan).value());
  ASSERT_FALSE(named);
  EXPECT_TRUE(contains(named.message, "the input holds NaN or Inf")) << named.message;
}

TEST(Layer, OutputOverTheBudgetIsRefusedWithItsSize) {
  // 1 × 4096 × 600 × 600 floats = 5.9 GB, above the 4 GiB a layer tensor may hold; checked
  // from the shape alone, before anything is allocated.
  LayerShape shape;
  shape.channels = 1;
  shape.filters = 4096;
  shape.height = 600;
  shape.width = 600;
  const Status s = validateLayerShape(shape);
  ASSERT_FALSE(s);
  EXPECT_EQ(s.code, StatusCode::TooLarge);
  EXPECT_TRUE(contains(s.message, "1×4096×600×600")) << s.message;
  EXPECT_TRUE(contains(s.message, "5.49\u00a0GiB")) << s.message;
}

TEST(Layer, TensorOverTheBudgetIsRefusedBeforeAllocating) {
  const auto t = Tensor::create(65, 256, 256, 256);
  ASSERT_FALSE(t);
  EXPECT_EQ(t.status().code, StatusCode::TooLarge);
  EXPECT_TRUE(contains(t.status().message, "65×256×256×256")) << t.status().message;
}

TEST(Layer, InputSmallerThanTheKernelWithoutPaddingIsRefused) {
  const Tensor input = makeTensor(1, 1, 4, 4, 1u);
  const Tensor weights = makeTensor(1, 1, 3, 3, 2u);
  ConvParams params;
  params.padding = Padding::None;
  params.dilation = 2;  // reach 5 > 4
  const auto problem = makeLayerProblem(input, weights, nullptr, params);
  ASSERT_FALSE(problem);
  EXPECT_TRUE(contains(problem.status().message, "4×4")) << problem.status().message;
}

// 64→64 at 56², batch 1, padding keeps the size: 64·9 MACs for each of 64·56·56 outputs.
TEST(Layer, SizesOf64To64At56) {
  LayerShape s;
  s.channels = 64;
  s.filters = 64;
  s.height = 56;
  s.width = 56;
  s.bias = true;
  EXPECT_EQ(s.outHeight(), 56);
  EXPECT_EQ(s.outWidth(), 56);
  EXPECT_EQ(s.macsPerOutput(), 576);
  EXPECT_EQ(s.outputElements(), 64LL * 56 * 56);
  EXPECT_DOUBLE_EQ(s.flops(), 2.0 * 576 * 64 * 56 * 56);  // 231.2 MFLOP
  const double bytes = 4.0 * (64.0 * 56 * 56 + 64 * 64 * 9 + 64 + 64.0 * 56 * 56);
  EXPECT_DOUBLE_EQ(s.bytesMoved(), bytes);
  EXPECT_NEAR(s.arithmeticIntensity(), 2.0 * 576 * 64 * 56 * 56 / bytes, 1e-9);
  EXPECT_GT(s.arithmeticIntensity(), 120.0);  // ~132 FLOP/byte
  EXPECT_LT(s.arithmeticIntensity(), 140.0);
}

// One filter on one channel: 9 MACs per output and about two FLOP per byte, memory-bound.
TEST(Layer, SingleFilterIntensityIsAboutTwo) {
  LayerShape s;
  s.height = 1024;
  s.width = 1024;
  s.bias = false;
  EXPECT_NEAR(s.arithmeticIntensity(), 18.0 / 8.0, 0.01);
}

TEST(Layer, StrideHalvesTheOutputAndTheFlops) {
  LayerShape s;
  s.channels = 8;
  s.filters = 8;
  s.height = 32;
  s.width = 32;
  s.params.stride = 2;
  EXPECT_EQ(s.outHeight(), 16);
  EXPECT_EQ(s.outWidth(), 16);
  EXPECT_DOUBLE_EQ(s.flops(), 2.0 * 72 * 8 * 16 * 16);
}

TEST(Layer, ShapeAndByteTexts) {
  EXPECT_EQ(shapeText({1, 64, 56, 56}), "1×64×56×56");
  EXPECT_EQ(byteCountText(12.8e6), "12.2\u00a0MiB");  // binary units, a no-break space
  EXPECT_EQ(byteCountText(64.0 * 1024 * 1024), "64\u00a0MiB");
  EXPECT_EQ(byteCountText(1536), "1.5\u00a0KiB");
  EXPECT_EQ(byteCountText(512), "512\u00a0B");
}
