#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "convscope/block_record.h"
#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "convscope/problem.h"

using namespace convscope;

namespace {

// Deterministic, irregular values (no symmetry for a wrong index to hide behind).
Channel makeInput(int w, int h) {
  Channel c = Channel::create(w, h).value();
  unsigned state = 12345u + static_cast<unsigned>(w * 31 + h);
  for (float& v : c.pixels) {
    state = state * 1664525u + 1013904223u;
    v = static_cast<float>((state >> 8) % 256);
  }
  return c;
}

// Bit-for-bit: the engines share one arithmetic with contraction off, so nothing less is right.
void expectSame(const Channel& want, const Result<Channel>& got, const std::string& what) {
  ASSERT_TRUE(got) << what << ": " << got.status().message;
  ASSERT_EQ(got->width, want.width) << what;
  ASSERT_EQ(got->height, want.height) << what;
  for (size_t i = 0; i < want.pixels.size(); ++i) {
    if (want.pixels[i] != got->pixels[i]) {
      FAIL() << what << ": pixel " << i % want.width << "," << i / want.width << " is "
             << got->pixels[i] << ", reference " << want.pixels[i];
    }
  }
}

struct Size {
  int w, h;
};

}  // namespace

TEST(Engines, AllAgreeWithTheReferenceForEveryPresetPaddingStrideDilation) {
  const Size sizes[] = {{1, 1}, {2, 3}, {29, 31}, {257, 129}};
  int compared = 0;
  for (Size size : sizes) {
    const Channel input = makeInput(size.w, size.h);
    for (const KernelPreset& preset : kernelPresets()) {
      const Kernel kernel = presetKernel(preset.name).value();
      for (Padding padding : {Padding::Zero, Padding::Replicate, Padding::Reflect, Padding::None}) {
        for (int stride = 1; stride <= kMaxStride; ++stride) {
          for (int dilation = 1; dilation <= kMaxDilation; ++dilation) {
            const bool flip = (stride + dilation) % 2 == 0;
            Result<ConvProblem> problem =
                makeProblem(input, kernel, {padding, stride, dilation, flip});
            if (!problem) {
              // Only a kernel that does not fit the unpadded image may be refused.
              EXPECT_EQ(padding, Padding::None);
              continue;
            }
            const std::string what = std::to_string(size.w) + "x" + std::to_string(size.h) + " " +
                                     std::string(preset.name) + " " +
                                     std::string(paddingName(padding)) + " s" +
                                     std::to_string(stride) + " d" + std::to_string(dilation);
            Result<Channel> reference = convolveReference(*problem);
            ASSERT_TRUE(reference) << what;
            expectSame(*reference, convolveParallel(*problem, {0, 16, 8}), what + " parallel");
            expectSame(*reference, convolveParallel(*problem, {0, 0, 8}), what + " whole rows");
            expectSame(*reference, convolveEmulatedGpu(*problem, {8, 4}), what + " emulated");
            ++compared;
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 1500);
}

TEST(Engines, ParallelWithDefaultTilesAndOneThreadAgree) {
  const Channel input = makeInput(1031, 517);
  const Kernel kernel = presetKernel("sobel-x").value();
  Result<ConvProblem> problem = makeProblem(input, kernel, {Padding::Reflect, 1, 1, false});
  ASSERT_TRUE(problem);
  const Channel reference = convolveReference(*problem).value();
  expectSame(reference, convolveParallel(*problem), "default tiles");
  expectSame(reference, convolveParallel(*problem, {1, 64, 64}), "one thread");
  expectSame(reference, convolveEmulatedGpu(*problem, {32, 32}), "32x32 blocks");
}

// The vector loops change strategy with the row length (whole vectors, an overlapping last
// vector, a sliding window over two vectors per row), so try every length across those edges.
TEST(Engines, ParallelAgreesForEveryRowLengthAndDilation) {
  const Kernel kernel = presetKernel("emboss").value();
  for (int width = 1; width <= 100; ++width) {
    const Channel input = makeInput(width, 11);
    for (int dilation = 1; dilation <= kMaxDilation; ++dilation) {
      for (Padding padding : {Padding::Zero, Padding::None}) {
        Result<ConvProblem> problem = makeProblem(input, kernel, {padding, 1, dilation, false});
        if (!problem) continue;  // the kernel is wider than the unpadded image
        const std::string what = "width " + std::to_string(width) + " d" +
                                 std::to_string(dilation) + " " + std::string(paddingName(padding));
        expectSame(convolveReference(*problem).value(), convolveParallel(*problem), what);
      }
    }
  }
}

TEST(Engines, KnownValues) {
  // A horizontal ramp: sobel-x sees slope 1 times (1+2+1)·2 = 8 in the interior.
  Channel ramp = Channel::create(6, 4).value();
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 6; ++x) ramp.at(x, y) = static_cast<float>(x);
  Result<ConvProblem> sobel =
      makeProblem(ramp, presetKernel("sobel-x").value(), {Padding::Replicate, 1, 1, false});
  const Channel out = convolveReference(*sobel).value();
  EXPECT_EQ(out.at(2, 1), 8.0f);
  EXPECT_EQ(out.at(0, 0), 4.0f);  // replicate: left neighbour equals the edge, slope counts once

  // True convolution flips: sobel-x convolved is the negative of sobel-x correlated.
  Result<ConvProblem> flipped =
      makeProblem(ramp, presetKernel("sobel-x").value(), {Padding::Replicate, 1, 1, true});
  EXPECT_EQ(convolveReference(*flipped).value().at(2, 1), -8.0f);

  // Zero padding: the corner of a box blur over ones sees 4 of 9.
  Channel ones = Channel::create(5, 5).value();
  for (float& v : ones.pixels) v = 9.0f;
  Result<ConvProblem> box =
      makeProblem(ones, presetKernel("box-blur").value(), {Padding::Zero, 1, 1, false});
  const Channel blurred = convolveReference(*box).value();
  EXPECT_FLOAT_EQ(blurred.at(0, 0), 4.0f);
  EXPECT_FLOAT_EQ(blurred.at(2, 2), 9.0f);

  // Stride 2, no padding: 5×5 → 2×2.
  Result<ConvProblem> strided =
      makeProblem(ones, presetKernel("identity").value(), {Padding::None, 2, 1, false});
  EXPECT_EQ(strided->geometry.outWidth, 2);
  EXPECT_EQ(strided->geometry.outHeight, 2);
}

TEST(Engines, RecordsWhoComputedWhat) {
  const Channel input = makeInput(100, 70);
  Result<ConvProblem> problem =
      makeProblem(input, presetKernel("sharpen").value(), {Padding::Zero, 1, 1, false});
  TileRecord tiles;
  ParallelOptions twoThreads{2, 32, 16};
  twoThreads.minPixelsForThreads = 0;  // an image this small would run on one thread
  ASSERT_TRUE(convolveParallel(*problem, twoThreads, &tiles));
  EXPECT_EQ(tiles.tilesX, 4);
  EXPECT_EQ(tiles.tilesY, 5);
  EXPECT_EQ(tiles.threadCount, 2);
  for (int t : tiles.threadOfTile) {
    EXPECT_GE(t, 0);
    EXPECT_LT(t, 2);
  }

  // One record type with the CUDA runs: a record a CUDA run filled before is replaced whole, so
  // no SM clock or cycle counts of that run stay behind with the emulator's workers.
  BlockRecord blocks;
  blocks.smClockKhz = 1980000;
  blocks.cycles.assign(99, 7);
  ASSERT_TRUE(convolveEmulatedGpu(*problem, {16, 16}, &blocks, nullptr, 3));
  EXPECT_EQ(blocks.unitCount, 3);
  EXPECT_EQ(blocks.smClockKhz, 0);
  EXPECT_TRUE(blocks.cycles.empty());
  ASSERT_EQ(blocks.unitOfBlock.size(), 35u);  // a 7 × 5 grid
  for (int w : blocks.unitOfBlock) {
    EXPECT_GE(w, 0);
    EXPECT_LT(w, 3);
  }
  for (size_t b = 0; b < 35; ++b) EXPECT_LE(blocks.startNs[b], blocks.endNs[b]);
}

// The SM clock of a launch from its own blocks: cycles over %globaltimer time, summed, so one
// block's tick of error washes out; too little timer time, or a timer not written, says 0.
TEST(BlockRecordClock, MeasuredFromTheBlocksCyclesOverTheirTimerTime) {
  // 1000 blocks of 3000 cycles at 1.5 GHz (2000 ns each), read by a timer of 1 µs ticks: each
  // length reads 1000, 2000 or 3000 ns by where the ticks fell.
  std::vector<unsigned long long> start, end;
  std::vector<long long> cycles;
  for (int b = 0; b < 1000; ++b) {
    const unsigned long long trueStart = 5'000'000ULL + 137ULL * b;  // ns, phases spread
    const unsigned long long trueEnd = trueStart + 2000;
    start.push_back(trueStart / 1000 * 1000);
    end.push_back(trueEnd / 1000 * 1000);
    cycles.push_back(3000);
  }
  const int khz = measuredClockKhz(start, end, cycles);
  EXPECT_NEAR(khz, 1'500'000, 1'500'000 * 0.01);
  // The peak clock would have called these blocks 2000 ns × 1.5/1.98 long: the point of it.
  EXPECT_LT(khz, 1'980'000);
  EXPECT_EQ(measuredClockKhz(start, end, cycles, 10'000'000'000ULL), 0);  // too little time
  end[3] = start[3] - 1;
  EXPECT_EQ(measuredClockKhz(start, end, cycles), 0);  // an end before its start
  EXPECT_EQ(measuredClockKhz(start, {}, cycles), 0);
  EXPECT_EQ(measuredClockKhz({}, {}, {}), 0);
}

TEST(Engines, HonourCancelAndReportProgress) {
  const Channel input = makeInput(300, 200);
  Result<ConvProblem> problem =
      makeProblem(input, presetKernel("emboss").value(), {Padding::Zero, 1, 1, false});
  std::atomic<bool> cancel{true};
  RunControl stop{&cancel, {}};
  EXPECT_EQ(convolveReference(*problem, &stop).status().code, StatusCode::Cancelled);
  EXPECT_EQ(convolveParallel(*problem, {}, nullptr, &stop).status().code, StatusCode::Cancelled);
  EXPECT_EQ(convolveEmulatedGpu(*problem, {16, 16}, nullptr, &stop).status().code,
            StatusCode::Cancelled);

  cancel = false;
  double last = 0;
  RunControl follow{&cancel, [&](double f) { last = f; }};
  ASSERT_TRUE(convolveReference(*problem, &follow));
  EXPECT_EQ(last, 1.0);
  last = 0;
  ASSERT_TRUE(convolveParallel(*problem, {}, nullptr, &follow));
  EXPECT_EQ(last, 1.0);
}

TEST(Engines, RejectBadBlocks) {
  const Channel input = makeInput(10, 10);
  Result<ConvProblem> problem =
      makeProblem(input, presetKernel("identity").value(), {Padding::Zero, 1, 1, false});
  EXPECT_EQ(convolveEmulatedGpu(*problem, {33, 33}).status().code, StatusCode::InvalidArgument);
  EXPECT_EQ(convolveEmulatedGpu(*problem, {0, 8}).status().code, StatusCode::InvalidArgument);
}

TEST(Engines, ParallelAgreesWithAnyThreadCountAroundTheOneThreadSize) {
  // Sides just below, at and above kMinPixelsForThreads, on 1 to 7 threads.
  for (int side : {1, 17, 255, 256, 257}) {
    const Channel input = makeInput(side, side + 3);
    Result<ConvProblem> problem =
        makeProblem(input, presetKernel("emboss").value(), {Padding::Reflect, 1, 1, false});
    ASSERT_TRUE(problem);
    const Channel reference = convolveReference(*problem).value();
    for (int threads = 1; threads <= 7; ++threads) {
      for (long long minPixels : {0LL, kMinPixelsForThreads}) {
        ParallelOptions options{threads, 0, 4};
        options.minPixelsForThreads = minPixels;
        TileRecord record;
        const std::string what = std::to_string(side) + " on " + std::to_string(threads);
        expectSame(reference, convolveParallel(*problem, options, &record), what);
        const long long pixels = static_cast<long long>(side) * (side + 3);
        EXPECT_EQ(record.threadCount, pixels < minPixels ? 1 : threads) << what;
        for (int t : record.threadOfTile) {
          EXPECT_GE(t, 0) << what << ": a tile nobody computed";
          EXPECT_LT(t, record.threadCount) << what;
        }
      }
    }
  }
}

TEST(Engines, ParallelFinishesWhileOneThreadIsStalled) {
  // Thread 1 is held before its first tile until the run has returned: a run that waited for a
  // fixed share of that thread would never return (the hold gives up after a minute, failing).
  const Channel input = makeInput(300, 280);
  Result<ConvProblem> problem =
      makeProblem(input, presetKernel("sharpen").value(), {Padding::Zero, 1, 1, false});
  ASSERT_TRUE(problem);
  // Shared with the hook, which a worker waking late may still call after the run returned.
  struct Hold {
    std::mutex mutex;
    std::condition_variable changed;
    bool returned = false;
    bool ended = false;
    bool releasedByReturn = false;
  };
  auto hold = std::make_shared<Hold>();
  ParallelOptions options{2, 0, 8};
  options.minPixelsForThreads = 0;
  options.beforeTile = [hold](int thread) {
    if (thread != 1) return;
    std::unique_lock<std::mutex> lock(hold->mutex);
    if (hold->ended) return;  // held once only
    hold->releasedByReturn =
        hold->changed.wait_for(lock, std::chrono::minutes(1), [&] { return hold->returned; });
    hold->ended = true;
    hold->changed.notify_all();
  };
  TileRecord record;
  Result<Channel> out = convolveParallel(*problem, options, &record);
  std::unique_lock<std::mutex> lock(hold->mutex);
  hold->returned = true;
  hold->changed.notify_all();
  hold->changed.wait_for(lock, std::chrono::seconds(5), [&] { return hold->ended; });
  expectSame(convolveReference(*problem).value(), out, "stalled thread");
  for (int t : record.threadOfTile) EXPECT_EQ(t, 0) << "the stalled thread computed a tile";
  // A worker that woke only after the run may never have been held: nothing to check then.
  if (hold->ended) EXPECT_TRUE(hold->releasedByReturn) << "the run waited for the stalled thread";
}
