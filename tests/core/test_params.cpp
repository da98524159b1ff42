#include <gtest/gtest.h>

#include "convscope/channel.h"
#include "convscope/kernel.h"
#include "convscope/layer.h"
#include "convscope/params.h"
#include "convscope/problem.h"

using namespace convscope;

// The cases of Dumoulin & Visin, "A guide to convolution arithmetic" (conv_arithmetic).
TEST(OutputExtent, MatchesConvArithmeticCases) {
  EXPECT_EQ(outputExtent(4, 3, 0, 1, 1), 2);  // no padding, unit strides
  EXPECT_EQ(outputExtent(5, 4, 2, 1, 1), 6);  // arbitrary padding
  EXPECT_EQ(outputExtent(5, 3, 1, 1, 1), 5);  // half (same) padding
  EXPECT_EQ(outputExtent(5, 3, 2, 1, 1), 7);  // full padding
  EXPECT_EQ(outputExtent(5, 3, 0, 2, 1), 2);  // no padding, strides
  EXPECT_EQ(outputExtent(5, 3, 1, 2, 1), 3);  // padding, strides
  EXPECT_EQ(outputExtent(6, 3, 1, 2, 1), 3);  // padding, strides (odd)
  EXPECT_EQ(outputExtent(7, 3, 0, 1, 2), 3);  // dilation
  EXPECT_EQ(outputExtent(2, 3, 0, 1, 1), 0);  // does not fit
}

// The one output size: the formula with the parameters' padding, and what a problem and a layer
// of the same sizes report.
TEST(OutputExtent, OfParamsIsTheFormulaAndWhatProblemsAndLayersUse) {
  const int sides[] = {1, 2, 3, 5, 28, 29, 257};
  for (Padding p : {Padding::Zero, Padding::Replicate, Padding::Reflect, Padding::None}) {
    for (int s = 1; s <= kMaxStride; ++s) {
      for (int d = 1; d <= kMaxDilation; ++d) {
        const ConvParams params{p, s, d, false};
        for (int in : sides) {
          const int out = outputExtent(in, params);
          EXPECT_EQ(out, outputExtent(in, kKernelSize, paddingAmount(params), s, d));
          LayerShape layer;
          layer.height = in;
          layer.width = 7;
          layer.params = params;
          EXPECT_EQ(layer.outHeight(), out);
          EXPECT_EQ(layer.outWidth(), outputExtent(7, params));
          auto input = Channel::create(in, 7);
          ASSERT_TRUE(input);
          auto problem = makeProblem(*input, Kernel{}, params);
          if (out >= 1 && outputExtent(7, params) >= 1) {
            ASSERT_TRUE(problem) << problem.status().message;
            EXPECT_EQ(problem->geometry.outWidth, out);
            EXPECT_EQ(problem->geometry.outHeight, outputExtent(7, params));
          } else {
            EXPECT_FALSE(problem);
          }
        }
      }
    }
  }
  // A worked case: 28 pixels, zero padding, stride 2, dilation 2: ⌊(28 + 4 − 4 − 1) / 2⌋ + 1.
  EXPECT_EQ(outputExtent(28, ConvParams{Padding::Zero, 2, 2, false}), 14);
  EXPECT_EQ(outputExtent(3, ConvParams{Padding::None, 1, 2, false}), 0);
}

TEST(Params, PaddedModesKeepTheSizeAtStrideOne) {
  for (Padding p : {Padding::Zero, Padding::Replicate, Padding::Reflect}) {
    for (int d = 1; d <= kMaxDilation; ++d) {
      ConvParams params{p, 1, d, false};
      EXPECT_EQ(paddingAmount(params), d);
      EXPECT_EQ(outputExtent(29, 3, paddingAmount(params), 1, d), 29);
    }
  }
  EXPECT_EQ(paddingAmount({Padding::None, 1, 3, false}), 0);
}

TEST(Params, EqualityComparesEveryField) {
  const ConvParams base{Padding::Zero, 2, 3, false};
  EXPECT_EQ(base, (ConvParams{Padding::Zero, 2, 3, false}));
  EXPECT_NE(base, (ConvParams{Padding::Reflect, 2, 3, false}));
  EXPECT_NE(base, (ConvParams{Padding::Zero, 1, 3, false}));
  EXPECT_NE(base, (ConvParams{Padding::Zero, 2, 1, false}));
  EXPECT_NE(base, (ConvParams{Padding::Zero, 2, 3, true}));
  EXPECT_EQ(ConvParams{}, (ConvParams{Padding::Zero, 1, 1, false}));
}

TEST(Params, RejectsStrideAndDilationOutOfRange) {
  const Status zero = validateParams({Padding::Zero, 0, 1, false});
  EXPECT_EQ(zero.code, StatusCode::InvalidArgument);
  EXPECT_NE(zero.message.find("stride must be 1..4, got 0"), std::string::npos) << zero.message;
  EXPECT_FALSE(validateParams({Padding::Zero, 5, 1, false}));
  EXPECT_FALSE(validateParams({Padding::Zero, 1, 0, false}));
  EXPECT_TRUE(validateParams({Padding::Reflect, 4, 4, true}));
}

TEST(Params, PaddingNamesRoundTrip) {
  for (Padding p : {Padding::Zero, Padding::Replicate, Padding::Reflect, Padding::None}) {
    EXPECT_EQ(paddingFromName(paddingName(p)), p);
  }
  EXPECT_EQ(paddingFromName("zeros"), Padding::Zero);
  EXPECT_FALSE(paddingFromName("mirror").has_value());
}

TEST(SourceIndex, FollowsPyTorchPaddingModes) {
  // Input [a b c]: reflect gives b a | a b c | c b, replicate a a | a b c | c c.
  EXPECT_EQ(sourceIndex(-1, 3, Padding::Reflect), 1);
  EXPECT_EQ(sourceIndex(-2, 3, Padding::Reflect), 2);
  EXPECT_EQ(sourceIndex(3, 3, Padding::Reflect), 1);
  EXPECT_EQ(sourceIndex(4, 3, Padding::Reflect), 0);
  EXPECT_EQ(sourceIndex(-2, 3, Padding::Replicate), 0);
  EXPECT_EQ(sourceIndex(5, 3, Padding::Replicate), 2);
  EXPECT_EQ(sourceIndex(-1, 3, Padding::Zero), -1);
  EXPECT_EQ(sourceIndex(1, 3, Padding::Zero), 1);
  // Smaller than the padding: folding keeps every read inside the image.
  for (int i = -9; i < 10; ++i) {
    EXPECT_EQ(sourceIndex(i, 1, Padding::Reflect), 0);
    const int s = sourceIndex(i, 2, Padding::Reflect);
    EXPECT_TRUE(s == 0 || s == 1);
  }
}

TEST(Problem, RejectsAnImageSmallerThanTheKernelWithoutPadding) {
  Channel tiny = Channel::create(2, 3).value();
  Result<ConvProblem> problem =
      makeProblem(tiny, presetKernel("identity").value(), {Padding::None, 1, 1, false});
  ASSERT_FALSE(problem);
  EXPECT_NE(problem.status().message.find("smaller than the kernel"), std::string::npos);
}
