#include <gtest/gtest.h>

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

TEST(CpuInfo, ReportsCoresAndSimd) {
  const CpuInfo info = cpuInfo();
  EXPECT_GE(info.logicalCores, 1);
  EXPECT_GE(info.simdFloatLanes, 1);
  EXPECT_FALSE(info.simd.empty());
  EXPECT_GE(info.openmpThreads, 1);
}
