// The bytes of one image at each stage and the out-of-memory check, by hand.
#include <gtest/gtest.h>

#include "convscope/memory_stages.h"

using namespace convscope;

TEST(MemoryStages, BytesOfA512Image) {
  ImageFootprint im{512, 512, 512, 512, 100000, 4};
  const auto stages = memoryStages(im);
  ASSERT_EQ(stages.size(), 7u);
  EXPECT_EQ(stages[0].name, "file on disk");
  EXPECT_DOUBLE_EQ(stages[0].bytes, 100000);
  EXPECT_DOUBLE_EQ(stages[1].bytes, 512.0 * 512 * 4);  // decoded RGB32
  EXPECT_DOUBLE_EQ(stages[2].bytes, 1048576);          // float channel
  EXPECT_EQ(stages[3].place, MemoryPlace::PinnedHost);
  EXPECT_EQ(stages[6].name, "texture");
  EXPECT_EQ(stages[6].place, MemoryPlace::DeviceVram);
  EXPECT_DOUBLE_EQ(deviceBytesPerImage(im), 3.0 * 1048576);
}

TEST(MemoryStages, StrideShrinksTheOutputSide) {
  ImageFootprint im{512, 512, 256, 256, 0, 1};
  const auto stages = memoryStages(im);
  EXPECT_DOUBLE_EQ(stages[0].bytes, 0);
  EXPECT_DOUBLE_EQ(stages[1].bytes, 512.0 * 512);  // gray, one byte a pixel
  EXPECT_DOUBLE_EQ(stages[3].bytes, 1048576);      // staging holds the larger input
  EXPECT_DOUBLE_EQ(stages[5].bytes, 262144);       // VRAM output
  EXPECT_DOUBLE_EQ(deviceBytesPerImage(im), 1048576 + 2 * 262144.0);
}

TEST(MemoryStages, OutOfMemoryIsAStatusLikeCudas) {
  const double gib = 1024.0 * 1024 * 1024;
  EXPECT_TRUE(checkFitsInVram(gib, 2 * gib, 24 * gib, "x").isOk());
  EXPECT_TRUE(checkFitsInVram(gib, gib, 24 * gib, "x").isOk());  // exactly fits
  const Status s = checkFitsInVram(2 * gib, gib, 24 * gib, "model: RTX 4090");
  EXPECT_EQ(s.code, StatusCode::OutOfMemory);
  EXPECT_EQ(s.message,
            "out of memory (cudaErrorMemoryAllocation): asked 2048.0 MiB, 1024.0 MiB free of "
            "24576.0 MiB on model: RTX 4090");
}

TEST(MemoryStages, SmallestBatchThatDoesNotFit) {
  const double mib = 1024.0 * 1024;
  // 24 GiB / 3 MiB = 8192 exactly: 8192 fit, 8193 do not.
  EXPECT_EQ(smallestBatchThatDoesNotFit(3 * mib, 24 * 1024 * mib), 8193);
  EXPECT_FALSE(checkFitsInVram(8193 * 3 * mib, 24 * 1024 * mib, 24 * 1024 * mib, "x").isOk());
  EXPECT_TRUE(checkFitsInVram(8192 * 3 * mib, 24 * 1024 * mib, 24 * 1024 * mib, "x").isOk());
  EXPECT_EQ(smallestBatchThatDoesNotFit(10 * mib, 5 * mib), 1);
}

TEST(MemoryStages, BinaryUnits) {
  EXPECT_EQ(formatBinaryBytes(512), "512 B");
  EXPECT_EQ(formatBinaryBytes(1.5 * 1024 * 1024), "1.50 MiB");
  EXPECT_EQ(formatBinaryBytes(141e9), "131.3 GiB");
}
