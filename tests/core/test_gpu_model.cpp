// The timing model against sums done by hand from the datasheet figures, and the crossover.
#include <gtest/gtest.h>

#include "convscope/crossover.h"
#include "convscope/gpu_timing_model.h"
#include "convscope/reference_gpu.h"

using namespace convscope;

namespace {
const ReferenceGpu& rtx4090() {
  static const ReferenceGpu gpu = *findReferenceGpu("RTX 4090");
  return gpu;
}
}  // namespace

TEST(ReferenceGpu, PublishedFiguresAndTheirSources) {
  const ReferenceGpu gtx = *findReferenceGpu("gtx-1080-ti");
  EXPECT_EQ(gtx.cudaCores(), 3584);
  EXPECT_EQ(gtx.smCount, 28);
  EXPECT_DOUBLE_EQ(gtx.memoryBandwidthGBs, 484.0);
  EXPECT_EQ(gtx.pcie, "PCIe 3.0 x16");
  EXPECT_EQ(rtx4090().cudaCores(), 16384);
  EXPECT_EQ(rtx4090().smCount, 128);
  EXPECT_DOUBLE_EQ(rtx4090().memoryBandwidthGBs, 1008.0);
  const ReferenceGpu h200 = *findReferenceGpu("NVIDIA H200");
  EXPECT_EQ(h200.cudaCores(), 16896);
  EXPECT_DOUBLE_EQ(h200.memoryBandwidthGBs, 4800.0);
  EXPECT_DOUBLE_EQ(h200.vramBytes, 141e9);
  EXPECT_EQ(h200.pcie, "PCIe 5.0 x16");
  for (const ReferenceGpu& gpu : referenceGpus()) EXPECT_FALSE(gpu.source.empty()) << gpu.name;
  EXPECT_FALSE(defaultAssumptions().source.empty());
  // 16384 cores · 2 FLOP (one FMA) · 2.52 GHz
  EXPECT_NEAR(rtx4090().peakFp32Tflops(), 82.57536, 1e-9);
}

TEST(ReferenceGpu, NamesAreForgiving) {
  EXPECT_EQ(findReferenceGpu("4090")->name, "RTX 4090");
  EXPECT_EQ(findReferenceGpu("GeForce RTX 4090")->name, "RTX 4090");
  EXPECT_EQ(findReferenceGpu("h200")->name, "H200");
  EXPECT_EQ(findReferenceGpu("1080ti")->name, "GTX 1080 Ti");
  EXPECT_FALSE(findReferenceGpu("A100"));
  EXPECT_FALSE(findReferenceGpu(""));
  EXPECT_FALSE(findReferenceGpu("90"));  // a fragment of a model number is no name
}

// 1024²: 8 388 608 B moved, 18 874 368 FLOP.
TEST(GpuTimingModel, KernelIsMemoryBoundPlusLaunch) {
  const RunSize size = RunSize::square(1024);
  EXPECT_DOUBLE_EQ(kernelBytes(size), 8388608.0);
  EXPECT_DOUBLE_EQ(kernelFlops(size), 18874368.0);
  const ModelEstimate e = modelRun(rtx4090(), defaultAssumptions(), size, GpuSeries::Kernel);
  // max(8388608 / 1008e9, 18874368 / 82.57536e12) s = 0.0083220 ms; + 0.005 ms launch
  EXPECT_NEAR(e.ms, 0.0083220 + 0.005, 1e-6);
  ASSERT_EQ(e.parts.size(), 2u);
  EXPECT_EQ(e.parts[1].name, "kernel");
  EXPECT_NE(e.parts[1].formula.find("1008\u00a0GB/s"), std::string::npos) << e.parts[1].formula;
  EXPECT_NE(e.parts[1].formula.find("memory-bound"), std::string::npos);
  EXPECT_NE(e.formula.find("launch + kernel"), std::string::npos) << e.formula;
}

TEST(GpuTimingModel, CopiesAtThePageableAndPinnedRates) {
  const RunSize size = RunSize::square(1024);  // 4 194 304 B each way
  const ModelEstimate pageable =
      modelRun(rtx4090(), defaultAssumptions(), size, GpuSeries::Pageable);
  // 31.5 GB/s · 0.4 = 12.6 GB/s: 0.332881 ms + 0.01 ms per copy
  ASSERT_EQ(pageable.parts.size(), 4u);
  EXPECT_EQ(pageable.parts[0].name, "upload");
  EXPECT_NEAR(pageable.parts[0].ms, 0.342881, 1e-6);
  EXPECT_NEAR(pageable.parts[3].ms, 0.342881, 1e-6);
  EXPECT_NEAR(pageable.ms, 2 * 0.342881 + 0.013322, 2e-6);
  EXPECT_NE(pageable.parts[0].formula.find("12.6\u00a0GB/s"), std::string::npos)
      << pageable.parts[0].formula;
  const ModelEstimate pinned = modelRun(rtx4090(), defaultAssumptions(), size, GpuSeries::Pinned);
  // 25.2 GB/s: 0.166441 + 0.01 per copy
  EXPECT_NEAR(pinned.ms, 2 * 0.176441 + 0.013322, 2e-6);
  const ModelEstimate interop = modelRun(rtx4090(), defaultAssumptions(), size, GpuSeries::Interop);
  EXPECT_NEAR(interop.ms, 0.02 + 0.005 + 0.0083220 + 0.02, 1e-6);
  EXPECT_EQ(interop.parts.front().name, "map");
  EXPECT_EQ(interop.parts.back().name, "unmap");
}

TEST(GpuTimingModel, SmallImagesCostTheLaunch) {
  const ReferenceGpu h200 = *findReferenceGpu("H200");
  const ModelEstimate e =
      modelRun(h200, defaultAssumptions(), RunSize::square(16), GpuSeries::Kernel);
  // 2048 B / 4.8 TB/s = 4.27e-7 ms: the launch is all there is
  EXPECT_NEAR(e.ms, 0.005 + 2048.0 / 4.8e12 * 1e3, 1e-12);
}

TEST(Crossover, WinsFromTheFirstSizeOfTheLastWinningRun) {
  const std::vector<SeriesPoint> cpu{{16, 0.01}, {32, 0.04}, {64, 0.16}, {128, 0.6}};
  const Crossover c = findCrossover(cpu, {{128, 0.2}, {16, 0.05}, {64, 0.1}, {32, 0.05}});
  EXPECT_EQ(c.kind, Crossover::Kind::WinsFrom);
  EXPECT_EQ(c.fromSide, 64);
  EXPECT_EQ(c.lastLosingSide, 32);
  EXPECT_EQ(c.largestSide, 128);
  // A win at 16 that is lost at 32 does not count: from 64 on it wins at every size.
  const Crossover d = findCrossover(cpu, {{16, 0.005}, {32, 0.05}, {64, 0.1}, {128, 0.2}});
  EXPECT_EQ(d.kind, Crossover::Kind::WinsFrom);
  EXPECT_EQ(d.fromSide, 64);
}

TEST(Crossover, AlwaysNeverAndNothingInCommon) {
  const std::vector<SeriesPoint> cpu{{16, 1}, {32, 2}};
  EXPECT_EQ(findCrossover(cpu, {{16, 0.5}, {32, 0.5}}).kind, Crossover::Kind::AlwaysWins);
  EXPECT_EQ(findCrossover(cpu, {{16, 0.5}, {32, 0.5}}).fromSide, 16);
  const Crossover never = findCrossover(cpu, {{16, 0.5}, {32, 3}});
  EXPECT_EQ(never.kind, Crossover::Kind::NeverWins);
  EXPECT_EQ(never.largestSide, 32);
  EXPECT_EQ(findCrossover(cpu, {{64, 0.1}}).kind, Crossover::Kind::NoCommonSize);
  // A time of zero is no measurement.
  EXPECT_EQ(findCrossover(cpu, {{16, 0}, {32, 0}}).kind, Crossover::Kind::NoCommonSize);
}
