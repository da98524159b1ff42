// The CUDA engine against core's reference, on a real device. Without one every test here is
// skipped with probeDevice()'s reason.

#include <gtest/gtest.h>

#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "convscope/cuda/engine.h"
#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "convscope/problem.h"
#include "test_support.h"

namespace convscope::cuda {
namespace {

using convscope::testing::compareWithReference;
using convscope::testing::Comparison;
using convscope::testing::randomChannel;

constexpr Padding kPaddings[] = {Padding::Zero, Padding::Replicate, Padding::Reflect,
                                 Padding::None};
constexpr KernelVariant kVariants[] = {KernelVariant::Global, KernelVariant::Tiled};

// Totals over one test, printed at its end: how many pixels were compared, how many differ at
// all from the reference (expected 0) and the worst relative difference.
struct Tally {
  long long runs = 0;
  long long pixels = 0;
  long long inexact = 0;
  double worst = 0;
  void print(const char* what) const {
    std::cout << "[ cuda     ] " << what << ": " << runs << " runs, " << pixels
              << " pixels, inexact " << inexact << ", worst relative difference " << worst
              << " (tolerance 1e-5·max(1,|ref|))\n";
  }
};

// Runs one case on the GPU and the CPU reference and checks the tolerance. A case whose output
// would be empty (padding None on a 1×1 image) has nothing to compare and is left out.
void checkCase(const Channel& input, const std::string& preset, const ConvParams& params,
               const RunOptions& options, Tally* tally) {
  const Kernel kernel = presetKernel(preset).value();
  Result<ConvProblem> problem = makeProblem(input, kernel, params);
  if (!problem) return;
  SCOPED_TRACE(preset + ", " + std::string(paddingName(params.padding)) + ", stride " +
               std::to_string(params.stride) + ", dilation " + std::to_string(params.dilation) +
               (params.flip ? ", flipped" : "") + ", " + kernelVariantName(options.variant) +
               ", block " + std::to_string(options.block.x) + "×" +
               std::to_string(options.block.y) + ", input " + std::to_string(input.width) + "×" +
               std::to_string(input.height));
  Result<Channel> reference = convolveReference(*problem);
  ASSERT_TRUE(reference) << reference.status().message;
  Timings timings;
  Result<Channel> gpu = convolve(*problem, options, &timings);
  ASSERT_TRUE(gpu) << gpu.status().message;
  const Comparison c = compareWithReference(*gpu, *reference);
  EXPECT_EQ(c.beyondTolerance, 0) << "first difference at " << c.firstBad;
  EXPECT_GE(timings.kernelMs, 0.0);
  ++tally->runs;
  tally->pixels += c.pixels;
  tally->inexact += c.inexact;
  tally->worst = std::max(tally->worst, c.worst);
}

TEST(CudaEngine, EveryPresetPaddingAndFlipMatchesTheReferenceInBothKernels) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  const Channel input = randomChannel(257, 129, 1);
  Tally tally;
  for (const KernelPreset& preset : kernelPresets())
    for (Padding padding : kPaddings)
      for (bool flip : {false, true})
        for (KernelVariant variant : kVariants)
          checkCase(input, std::string(preset.name), {padding, 1, 1, flip},
                    {variant, {16, 16}, true, false}, &tally);
  tally.print("presets × paddings × flip × kernels at 257×129");
}

TEST(CudaEngine, EveryStrideAndDilationMatchesTheReference) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  const Channel input = randomChannel(257, 129, 2);
  Tally tally;
  for (Padding padding : kPaddings)
    for (int stride = 1; stride <= kMaxStride; ++stride)
      for (int dilation = 1; dilation <= kMaxDilation; ++dilation)
        checkCase(input, "sobel-x", {padding, stride, dilation, false},
                  {KernelVariant::Global, {32, 8}, true, false}, &tally);
  tally.print("global kernel, strides × dilations × paddings at 257×129");
}

TEST(CudaEngine, SizesThatAreNotMultiplesOfTheBlockMatchTheReference) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  const Dim2 sizes[] = {{1, 1}, {33, 17}, {257, 129}, {1000, 999}};
  const Dim2 blocks[] = {{8, 8}, {16, 16}, {32, 8}, {32, 32}};
  Tally tally;
  std::uint32_t seed = 10;
  for (Dim2 size : sizes) {
    const Channel input = randomChannel(size.x, size.y, ++seed);
    for (Dim2 block : blocks)
      for (KernelVariant variant : kVariants) {
        checkCase(input, "gaussian-blur", {Padding::Reflect, 1, 1, false},
                  {variant, block, true, false}, &tally);
        checkCase(input, "sobel-y", {Padding::Zero, 1, 1, true}, {variant, block, false, false},
                  &tally);
      }
  }
  tally.print("sizes × blocks × kernels, two presets");
}

TEST(CudaEngine, RecordingVariantStoresSmAndTimesPerBlock) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  const Channel input = randomChannel(1000, 999, 3);
  const Kernel kernel = presetKernel("sharpen").value();
  const ConvProblem problem = makeProblem(input, kernel, {}).value();
  const Channel reference = convolveReference(problem).value();
  for (KernelVariant variant : kVariants) {
    SCOPED_TRACE(kernelVariantName(variant));
    const RunOptions options{variant, {32, 8}, true, true};
    BlockRecord record;
    Result<Channel> gpu = convolve(problem, options, nullptr, &record);
    ASSERT_TRUE(gpu) << gpu.status().message;
    EXPECT_EQ(compareWithReference(*gpu, reference).beyondTolerance, 0);
    const LaunchGeometry launch = makeLaunch({1000, 999}, {32, 8}).value();
    ASSERT_EQ(static_cast<long long>(record.smOfBlock.size()), launch.blockCount());
    ASSERT_EQ(record.startNs.size(), record.smOfBlock.size());
    ASSERT_EQ(record.endNs.size(), record.smOfBlock.size());
    ASSERT_GT(record.smCount, 0);
    // %smid need not be below the SM count (PTX: ids may have gaps, up to %nsmid), but no more
    // distinct SMs can run blocks than the device has.
    std::set<int> smsUsed;
    for (std::size_t b = 0; b < record.smOfBlock.size(); ++b) {
      ASSERT_GE(record.smOfBlock[b], 0) << "block " << b;
      smsUsed.insert(record.smOfBlock[b]);
      ASSERT_GT(record.startNs[b], 0u) << "block " << b;
      ASSERT_LE(record.startNs[b], record.endNs[b]) << "block " << b;
    }
    EXPECT_LE(static_cast<int>(smsUsed.size()), record.smCount);
  }
}

TEST(CudaEngine, TimingsArePresentForEachStep) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  const Channel input = randomChannel(1024, 1024, 4);
  const ConvProblem problem = makeProblem(input, presetKernel("box-blur").value(), {}).value();
  for (bool pinned : {true, false}) {
    Timings timings;
    ASSERT_TRUE(convolve(problem, {KernelVariant::Tiled, {32, 8}, pinned, false}, &timings));
    EXPECT_GT(timings.uploadMs, 0.0);
    EXPECT_GT(timings.kernelMs, 0.0);
    EXPECT_GT(timings.downloadMs, 0.0);
  }
}

TEST(CudaEngine, BenchReturnsOneSamplePerRepeatForEveryRow) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  const Channel input = randomChannel(512, 384, 5);
  const ConvProblem problem = makeProblem(input, presetKernel("outline").value(), {}).value();
  Result<BenchSamples> samples = bench(problem, {KernelVariant::Tiled, {32, 8}, true, false}, 5, 1);
  ASSERT_TRUE(samples) << samples.status().message;
  for (const std::vector<double>* row :
       {&samples->uploadPageableMs, &samples->uploadPinnedMs, &samples->kernelMs,
        &samples->downloadPinnedMs, &samples->downloadPageableMs, &samples->deviceCopyMs}) {
    ASSERT_EQ(row->size(), 5u);
    for (double ms : *row) EXPECT_GT(ms, 0.0);
  }
}

TEST(CudaEngine, ProbeGivesPlausibleFacts) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  const DeviceInfo info = probeDevice().value();
  EXPECT_FALSE(info.name.empty());
  EXPECT_GE(info.computeMajor, 7);
  EXPECT_GT(info.smCount, 0);
  EXPECT_EQ(info.coresPerSm, coresPerSmFor(info.computeMajor, info.computeMinor));
  EXPECT_GT(info.memoryTotal, 0u);
  EXPECT_LE(info.memoryFree, info.memoryTotal);
  EXPECT_GT(info.driverVersion, 0);
  EXPECT_GT(info.runtimeVersion, 0);
  std::cout << "[ cuda     ] " << info.name << ", compute " << info.computeMajor << "."
            << info.computeMinor << ", " << info.smCount << " SMs × " << info.coresPerSm
            << " cores, " << (info.memoryTotal >> 20) << " MiB, driver "
            << cudaVersionString(info.driverVersion) << ", runtime "
            << cudaVersionString(info.runtimeVersion) << "\n";
}

}  // namespace
}  // namespace convscope::cuda
