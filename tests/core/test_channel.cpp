#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "convscope/channel.h"
#include "convscope/cpu_info.h"

using namespace convscope;

TEST(Channel, RefusesBadAndHugeSizesBeforeAllocating) {
  EXPECT_EQ(Channel::create(0, 5).status().code, StatusCode::InvalidArgument);
  const Status huge = checkImageSize(20000, 20000);
  EXPECT_EQ(huge.code, StatusCode::TooLarge);
  EXPECT_NE(huge.message.find("20000×20000"), std::string::npos);
  EXPECT_EQ(Channel::create(16385, 1).status().code, StatusCode::TooLarge);
  Result<Channel> ok = Channel::create(3, 2);
  ASSERT_TRUE(ok);
  EXPECT_EQ(ok->pixels.size(), 6u);
}

TEST(Channel, FromGrayAndRgb) {
  const std::vector<std::uint8_t> gray = {0, 10, 20, 99, 30, 40, 50, 99};  // 3 wide, stride 4
  Result<Channel> g = channelFromGray8(gray.data(), 3, 2, 4);
  ASSERT_TRUE(g);
  EXPECT_EQ(g->at(2, 1), 50.0f);

  const std::vector<std::uint8_t> rgba = {255, 0, 0, 255, 0, 255, 0, 255};
  EXPECT_EQ(channelFromRgb8(rgba.data(), 2, 1, 8, 4, ChannelPick::Red)->at(0, 0), 255.0f);
  EXPECT_EQ(channelFromRgb8(rgba.data(), 2, 1, 8, 4, ChannelPick::Green)->at(1, 0), 255.0f);
  EXPECT_EQ(channelFromRgb8(rgba.data(), 2, 1, 8, 4, ChannelPick::Luma)->at(0, 0), 76.0f);
  EXPECT_EQ(channelFromRgb8(rgba.data(), 2, 1, 8, 4, ChannelPick::Luma)->at(1, 0), 150.0f);
  EXPECT_FALSE(channelFromRgb8(rgba.data(), 2, 1, 4, 4, ChannelPick::Luma));
}

// bench and the sweeps time this input: the same values every time, in 0..255, with no flat run
// (a row of equal neighbours is what an engine could take a shortcut on).
TEST(Channel, SyntheticInputIsTheSameEveryTimeAndBusy) {
  Result<Channel> a = syntheticChannel(64);
  Result<Channel> b = syntheticChannel(64);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a->width, 64);
  EXPECT_EQ(a->height, 64);
  EXPECT_TRUE(std::equal(a->pixels.begin(), a->pixels.end(), b->pixels.begin()));
  const ValueRange range = valueRange(*a);
  EXPECT_GE(range.min, 0.0f);
  EXPECT_LE(range.max, 255.0f);
  int equalNeighbours = 0;
  for (int y = 0; y < 64; ++y)
    for (int x = 1; x < 64; ++x) equalNeighbours += a->at(x, y) == a->at(x - 1, y);
  EXPECT_LT(equalNeighbours, 64 * 63 / 50);  // about 1 in 256 by chance
  EXPECT_FALSE(syntheticChannel(0));
  EXPECT_FALSE(syntheticChannel(kMaxSide + 1));
}

TEST(CpuInfo, ReportsCoresAndSimd) {
  const CpuInfo info = cpuInfo();
  EXPECT_GE(info.logicalCores, 1);
  EXPECT_GE(info.simdFloatLanes, 1);
  EXPECT_FALSE(info.simd.empty());
  EXPECT_GE(info.openmpThreads, 1);
}
