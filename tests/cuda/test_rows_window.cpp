// The rows kernel's per-thread work (rows_window.h) run on the CPU over every thread of a grid:
// needs no GPU, so the sliding window's indexing is checked on every machine. The device test
// (test_cuda_engine.cpp) runs the same function in the kernel.

#include <gtest/gtest.h>

#include <string>

#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "convscope/problem.h"
#include "rows_window.h"
#include "test_support.h"

namespace convscope::cuda {
namespace {

using convscope::testing::compareWithReference;
using convscope::testing::randomChannel;

// Every (column, strip) a launch would give a thread, in an order unlike the GPU's, with NaN in
// every output first so that a pixel no thread wrote fails the comparison.
Channel runStrips(const ConvProblem& problem) {
  const ConvGeometry& g = problem.geometry;
  Channel out = Channel::create(g.outWidth, g.outHeight).value();
  for (float& v : out.pixels) v = __builtin_nanf("");
  int writes = 0;
  for (int oy0 = 0; oy0 < g.outHeight; oy0 += kRowsPerThread)
    for (int ox = g.outWidth - 1; ox >= 0; --ox)
      detail::rowsColumnStrip(
          problem.input->data(), g, problem.weights.data(), ox, oy0,
          [](const float* p) { return *p; },
          [&](int x, int y, float value) {
            out.at(x, y) = value;
            ++writes;
          });
  EXPECT_EQ(writes, g.outWidth * g.outHeight) << "each output written exactly once";
  return out;
}

TEST(CudaRowsWindow, EveryPaddingPresetAndSizeEqualsTheReferenceBitForBit) {
  const Padding paddings[] = {Padding::Zero, Padding::Replicate, Padding::Reflect, Padding::None};
  const int sizes[][2] = {{1, 1}, {2, 3}, {3, 1}, {33, 17}, {70, 9}, {257, 129}};
  long long pixels = 0;
  for (const auto& size : sizes) {
    const Channel input = randomChannel(size[0], size[1], static_cast<std::uint32_t>(size[0]));
    for (const KernelPreset& preset : kernelPresets())
      for (Padding padding : paddings)
        for (bool flip : {false, true}) {
          Result<ConvProblem> problem =
              makeProblem(input, presetKernel(preset.name).value(), {padding, 1, 1, flip});
          if (!problem) continue;  // padding None on an image smaller than the kernel
          SCOPED_TRACE(std::string(preset.name) + ", " + std::string(paddingName(padding)) +
                       (flip ? ", flipped, " : ", ") + std::to_string(size[0]) + "×" +
                       std::to_string(size[1]));
          const Channel reference = convolveReference(*problem).value();
          const auto c = compareWithReference(runStrips(*problem), reference);
          ASSERT_EQ(c.inexact, 0) << "worst relative difference " << c.worst
                                  << (c.firstBad.empty() ? "" : ", beyond tolerance at ")
                                  << c.firstBad;
          pixels += c.pixels;
        }
  }
  EXPECT_GT(pixels, 0);
}

}  // namespace
}  // namespace convscope::cuda
