#include <gtest/gtest.h>

#include "convscope/block_schedule.h"
#include "convscope/engines.h"

using namespace convscope;

TEST(BlockSchedule, ReplaysInRecordedStartOrder) {
  // Block 2 started first, then 0 and 3 together, then 1; block 4 never ran.
  const BlockSchedule s = makeBlockSchedule(2, {0, 1, 1, 0, -1}, {5000, 9000, 1000, 5000, 0},
                                            {8000, 12000, 4000, 7000, 0});
  ASSERT_EQ(s.runs.size(), 4u);
  EXPECT_EQ(s.runs[0].blockId, 2);
  EXPECT_EQ(s.runs[1].blockId, 0);
  EXPECT_EQ(s.runs[2].blockId, 3);
  EXPECT_EQ(s.runs[3].blockId, 1);
  EXPECT_DOUBLE_EQ(s.runs[0].startUs, 0.0);
  EXPECT_DOUBLE_EQ(s.runs[3].startUs, 8.0);
  EXPECT_DOUBLE_EQ(s.durationUs(), 11.0);
  EXPECT_EQ(s.startedBy(-1), 0u);
  EXPECT_EQ(s.startedBy(0), 1u);
  EXPECT_EQ(s.startedBy(4), 3u);
  EXPECT_EQ(s.startedBy(100), 4u);
  EXPECT_EQ(s.peakConcurrency(), 2);
}

TEST(BlockSchedule, FromTheEmulatedGpu) {
  Channel input = Channel::create(64, 48).value();
  Result<ConvProblem> problem =
      makeProblem(input, presetKernel("box-blur").value(), {Padding::Zero, 1, 1, false});
  BlockRecord record;
  ASSERT_TRUE(convolveEmulatedGpu(*problem, {16, 16}, &record, nullptr, 2));
  const BlockSchedule s =
      makeBlockSchedule(record.unitCount, record.unitOfBlock, record.startNs, record.endNs);
  ASSERT_EQ(s.runs.size(), 12u);
  EXPECT_LE(s.peakConcurrency(), 2);
  for (size_t i = 1; i < s.runs.size(); ++i) EXPECT_LE(s.runs[i - 1].startUs, s.runs[i].startUs);
}

// The model of a scheduler: 36 blocks of 256 threads on 128 SMs all start at once, one to each
// of the first 36 SMs; 4,096 such blocks on an RTX 4090 (6 resident a SM: 1,536 threads) run
// in ceil(4096 / 768) = 6 waves, and SM 0 gets blocks 0, 128, 256 … of each wave.
TEST(BlockSchedule, TheModelSpreadsBlocksOverSmsInWaves) {
  const BlockSchedule small = modelledBlockSchedule(36, 256, 128, 1536, 2.0);
  EXPECT_EQ(small.unitCount, 128);
  ASSERT_EQ(small.runs.size(), 36u);
  for (const BlockRun& r : small.runs) {
    EXPECT_EQ(r.unit, r.blockId);
    EXPECT_EQ(r.startUs, 0.0);
  }
  EXPECT_EQ(small.peakConcurrency(), 36);
  const BlockSchedule large = modelledBlockSchedule(4096, 256, 128, 1536, 6 * 2.0);
  EXPECT_DOUBLE_EQ(large.durationUs(), 6 * 2.0);
  EXPECT_EQ(large.peakConcurrency(), 128 * 6);
  EXPECT_EQ(large.runs[128].unit, 0);
  EXPECT_EQ(large.runs[768].startUs, 2.0);
  // A block larger than an SM holds still gets one at a time.
  EXPECT_EQ(modelledBlockSchedule(4, 1024, 2, 512, 2.0).durationUs(), 2.0);
}
