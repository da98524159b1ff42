// The CUDA engine against core's reference, on a real device. Without one every test here is
// skipped with probeDevice()'s reason.

#include <gtest/gtest.h>

#include <iostream>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <cuda_runtime_api.h>

#include "convscope/cuda/engine.h"
#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "convscope/problem.h"
#include "device_probe.h"
#include "kernels.h"
#include "test_support.h"

namespace convscope::cuda {
namespace {

using convscope::testing::compareWithReference;
using convscope::testing::Comparison;
using convscope::testing::randomChannel;

constexpr Padding kPaddings[] = {Padding::Zero, Padding::Replicate, Padding::Reflect,
                                 Padding::None};
constexpr KernelVariant kVariants[] = {KernelVariant::Global, KernelVariant::Tiled,
                                       KernelVariant::Rows};

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

TEST(CudaEngine, EveryPresetPaddingAndFlipMatchesTheReferenceInEveryKernel) {
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

// A few small cases of the tiled kernel, one launch each, for compute-sanitizer's racecheck
// (gpu_check.sh runs this test alone under it): blocks narrower than a warp, whose warps span
// tile rows (the padded stride), one a warp wide, and odd shapes, with each padding's halo.
// K launches per event pair after an L2 flush: one sample per repeat, per launch.
TEST(CudaEngine, BatchedBenchTimesKLaunchesPerPairAfterAnL2Flush) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  const Channel input = randomChannel(96, 64, 3);
  const ConvProblem problem = makeProblem(input, presetKernel("gaussian-blur").value(), {}).value();
  Result<BatchedSamples> s =
      benchBatched(problem, {KernelVariant::Tiled, {32, 8}, true, false}, 4, 1, 0.5, true);
  ASSERT_TRUE(s) << s.status().message;
  EXPECT_EQ(s->kernelMs.size(), 4u);
  EXPECT_EQ(s->deviceCopyMs.size(), 4u);
  EXPECT_GE(s->kernelPerPair, 1);
  EXPECT_GE(s->copyPerPair, 1);
  EXPECT_EQ(s->flushBytes, 2 * s->l2Bytes);
  EXPECT_EQ(s->workingSetBytes, 2u * 96 * 64 * sizeof(float));
  for (double ms : s->kernelMs) EXPECT_GT(ms, 0.0);
}

TEST(CudaEngine, TiledKernelSmallCasesMatchTheReference) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  const Channel input = randomChannel(67, 45, 20);
  Tally tally;
  for (Dim2 block : {Dim2{16, 16}, Dim2{8, 8}, Dim2{32, 8}, Dim2{12, 20}, Dim2{1, 64}})
    for (Padding padding : {Padding::Zero, Padding::Reflect})
      checkCase(input, "gaussian-blur", {padding, 1, 1, false},
                {KernelVariant::Tiled, block, true, false}, &tally);
  tally.print("tiled kernel, small cases at 67×45");
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
    // The rows kernel's block covers 8 output rows per thread row.
    const int rowsPerBlock = variant == KernelVariant::Rows ? 8 * 8 : 8;
    const long long blockCount = ((1000 + 31) / 32) * ((999 + rowsPerBlock - 1) / rowsPerBlock);
    ASSERT_EQ(static_cast<long long>(record.unitOfBlock.size()), blockCount);
    ASSERT_EQ(record.startNs.size(), record.unitOfBlock.size());
    ASSERT_EQ(record.endNs.size(), record.unitOfBlock.size());
    ASSERT_EQ(record.cycles.size(), record.unitOfBlock.size());
    ASSERT_GT(record.unitCount, 0);
    EXPECT_GT(record.smClockKhz, 0);
    EXPECT_GT(record.peakClockKhz, 0);
    // Four thousand blocks of microseconds are timer time enough to measure the clock from, and
    // an SM runs between a tenth of its peak and (boost) a little above it.
    EXPECT_TRUE(record.clockMeasured);
    EXPECT_GT(record.smClockKhz, record.peakClockKhz / 10);
    EXPECT_LT(record.smClockKhz, record.peakClockKhz * 3 / 2);
    // %smid need not be below the SM count (PTX: ids may have gaps, up to %nsmid), but no more
    // distinct SMs can run blocks than the device has.
    std::set<int> smsUsed;
    for (std::size_t b = 0; b < record.unitOfBlock.size(); ++b) {
      ASSERT_GE(record.unitOfBlock[b], 0) << "block " << b;
      smsUsed.insert(record.unitOfBlock[b]);
      ASSERT_GT(record.startNs[b], 0u) << "block " << b;
      ASSERT_LE(record.startNs[b], record.endNs[b]) << "block " << b;
      ASSERT_GE(record.cycles[b], 0) << "block " << b;
    }
    EXPECT_LE(static_cast<int>(smsUsed.size()), record.unitCount);
    // Lengths come from clock64() on the block's SM: a block that loads, sums and stores takes
    // hundreds of cycles, so (nearly) every one must show a length. %globaltimer, which gave the
    // lengths before, ticks so coarsely that most blocks read 0.
    long long measured = 0;
    long long cyclesTotal = 0;
    for (std::size_t b = 0; b < record.cycles.size(); ++b) {
      if (record.cycles[b] > 0 && record.endNs[b] > record.startNs[b]) ++measured;
      cyclesTotal += record.cycles[b];
    }
    const auto blocks = static_cast<long long>(record.cycles.size());
    EXPECT_GE(measured * 10, blocks * 9) << measured << " of " << blocks << " blocks have a length";
    std::cout << "[ cuda     ] " << kernelVariantName(variant) << " record: " << measured << " of "
              << blocks << " blocks with a length, mean " << cyclesTotal / blocks << " cycles at "
              << record.smClockKhz << " kHz (" << (record.clockMeasured ? "measured" : "peak")
              << "; peak " << record.peakClockKhz << " kHz), " << smsUsed.size() << " SMs used\n";
  }
}

// The weights travel with each launch: two threads with different kernels at once must each get
// their own output. (With one process-wide __constant__ array, set in one call and launched in
// another, a thread could launch with the other's weights.)
TEST(CudaEngine, TwoThreadsWithDifferentWeightsNeverMix) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  const Channel input = randomChannel(300, 200, 6);
  const char* presets[] = {"sobel-x", "gaussian-blur"};
  long long wrong[2] = {0, 0};
  std::thread threads[2];
  for (int i = 0; i < 2; ++i) {
    threads[i] = std::thread([&, i] {
      const ConvProblem problem = makeProblem(input, presetKernel(presets[i]).value(), {}).value();
      const Channel reference = convolveReference(problem).value();
      for (int run = 0; run < 40; ++run) {
        Result<Channel> gpu = convolve(
            problem,
            {run % 2 ? KernelVariant::Tiled : KernelVariant::Global, {32, 8}, true, false});
        if (!gpu || compareWithReference(*gpu, reference).inexact != 0) ++wrong[i];
      }
    });
  }
  for (std::thread& t : threads) t.join();
  EXPECT_EQ(wrong[0], 0) << presets[0] << " runs that were not exactly its own output";
  EXPECT_EQ(wrong[1], 0) << presets[1] << " runs that were not exactly its own output";
}

// The probe loads every kernel (lazy loading would otherwise land in the first timed launch).
TEST(CudaEngine, ProbeLoadsEveryKernel) {
  CONVSCOPE_REQUIRE_CUDA_DEVICE();
  int device = -1;
  ASSERT_EQ(cudaGetDevice(&device), cudaSuccess);
  EXPECT_TRUE(detail::isWarm(device));
  detail::KernelFacts facts[detail::kKernelInstances];
  ASSERT_TRUE(detail::loadKernels(facts));
  for (const detail::KernelFacts& f : facts) {
    EXPECT_GT(f.registers, 0) << f.name;
    EXPECT_GE(f.maxThreadsPerBlock, 256) << f.name;
    std::cout << "[ cuda     ] " << f.name << ": " << f.registers << " registers, " << f.localBytes
              << " bytes local (spills, stack), up to " << f.maxThreadsPerBlock
              << " threads per block\n";
  }
  // The first run's kernel time next to later ones, for the reader (no time limit is asserted).
  const Channel input = randomChannel(64, 64, 12);
  const ConvProblem problem = makeProblem(input, presetKernel("sharpen").value(), {}).value();
  std::vector<double> kernelMs;
  for (int run = 0; run < 5; ++run) {
    Timings t;
    ASSERT_TRUE(convolve(problem, {KernelVariant::Tiled, {32, 8}, true, false}, &t));
    kernelMs.push_back(t.kernelMs);
  }
  std::cout << "[ cuda     ] first kernel in this process " << kernelMs[0] << " ms, then "
            << kernelMs[1] << ", " << kernelMs[2] << ", " << kernelMs[3] << ", " << kernelMs[4]
            << " ms\n";
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
