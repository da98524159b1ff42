#include <gtest/gtest.h>

#include "convscope/engines.h"
#include "convscope/stepper.h"

using namespace convscope;

namespace {
Channel numbered(int w, int h) {
  Channel c = Channel::create(w, h).value();
  for (int i = 0; i < w * h; ++i) c.pixels[i] = static_cast<float>(i % 17 - 5);
  return c;
}
}  // namespace

TEST(Stepper, EveryStepEqualsTheReferencePixelForwardAndBack) {
  const Channel input = numbered(13, 9);
  for (Padding padding : {Padding::Zero, Padding::Replicate, Padding::Reflect, Padding::None}) {
    Result<ConvProblem> problem =
        makeProblem(input, presetKernel("emboss").value(), {padding, 2, 2, true});
    ASSERT_TRUE(problem);
    const Channel reference = convolveReference(*problem).value();
    Stepper stepper(*problem);
    ASSERT_EQ(stepper.stepCount(), reference.pixelCount());
    for (long long k = 0; k < stepper.stepCount(); ++k, stepper.forward()) {
      const Step s = stepper.current();
      EXPECT_EQ(s.index, k);
      EXPECT_EQ(s.sum, reference.at(s.outX, s.outY));
    }
    EXPECT_TRUE(stepper.atEnd());
    for (long long k = stepper.stepCount() - 1; k >= 0; --k, stepper.back()) {
      EXPECT_EQ(stepper.position(), k);
      const Step s = stepper.current();
      EXPECT_EQ(s.sum, reference.at(s.outX, s.outY));
    }
    EXPECT_EQ(stepper.position(), 0);  // back() at the start stays there
  }
}

TEST(Stepper, TapsShowPaddingCoordinatesAndProducts) {
  const Channel input = numbered(5, 4);
  Result<ConvProblem> problem =
      makeProblem(input, presetKernel("sobel-x").value(), {Padding::Zero, 1, 1, false});
  Stepper stepper(*problem);
  const Step corner = stepper.stepAt(0);
  EXPECT_EQ(corner.outX, 0);
  EXPECT_EQ(corner.outY, 0);
  EXPECT_EQ(corner.taps[0].x, -1);
  EXPECT_EQ(corner.taps[0].y, -1);
  EXPECT_TRUE(corner.taps[0].padded);
  EXPECT_EQ(corner.taps[0].value, 0.0f);
  EXPECT_EQ(corner.taps[0].sourceX, -1);
  EXPECT_FALSE(corner.taps[4].padded);
  EXPECT_EQ(corner.taps[4].value, input.at(0, 0));
  float sum = 0;
  for (const Tap& t : corner.taps) {
    EXPECT_EQ(t.product, t.value * t.weight);
    sum += t.product;
  }
  EXPECT_EQ(corner.sum, sum);

  Result<ConvProblem> reflect =
      makeProblem(input, presetKernel("sobel-x").value(), {Padding::Reflect, 1, 1, false});
  const Step r = Stepper(*reflect).stepAt(0);
  EXPECT_TRUE(r.taps[0].padded);
  EXPECT_EQ(r.taps[0].sourceX, 1);  // mirrored about the edge
  EXPECT_EQ(r.taps[0].sourceY, 1);
  EXPECT_EQ(r.taps[0].value, input.at(1, 1));
}

TEST(Stepper, SeekClampsAndFindsPixels) {
  const Channel input = numbered(7, 6);
  Result<ConvProblem> problem =
      makeProblem(input, presetKernel("identity").value(), {Padding::Zero, 1, 1, false});
  Stepper stepper(*problem);
  stepper.seek(1000);
  EXPECT_EQ(stepper.position(), 41);
  stepper.seek(-3);
  EXPECT_EQ(stepper.position(), 0);
  EXPECT_EQ(stepper.stepOfPixel(3, 2), 17);
  EXPECT_EQ(stepper.stepAt(17).outX, 3);
  EXPECT_EQ(stepper.stepAt(17).outY, 2);
}
