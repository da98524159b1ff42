#include <gtest/gtest.h>

#include "convscope/launch_geometry.h"

using namespace convscope;

TEST(LaunchGeometry, Width129WithBlocksOf32) {
  Result<LaunchGeometry> launch = makeLaunch({129, 4}, {32, 1});
  ASSERT_TRUE(launch);
  EXPECT_EQ(launch->grid, (Dim2{5, 4}));
  for (int row = 0; row < 4; ++row) {
    const long long lastBlockOfRow = row * 5LL + 4;
    EXPECT_EQ(idleLanesInWarp(*launch, lastBlockOfRow, 0), 31);
    EXPECT_EQ(idleLanesInWarp(*launch, row * 5LL, 0), 0);
  }
  EXPECT_EQ(launch->idleThreads(), 4 * 31);
  EXPECT_DOUBLE_EQ(launch->warpEfficiency(), 129.0 / 160.0);
}

TEST(LaunchGeometry, ThreadForPixelAndFormula) {
  Result<LaunchGeometry> launch = makeLaunch({100, 60}, {16, 16});
  ASSERT_TRUE(launch);
  EXPECT_EQ(launch->grid, (Dim2{7, 4}));
  const ThreadCoord t = threadForPixel(*launch, 53, 20);
  EXPECT_EQ(t.blockIdx, (Dim2{3, 1}));
  EXPECT_EQ(t.threadIdx, (Dim2{5, 4}));
  EXPECT_EQ(t.threadInBlock, 4 * 16 + 5);
  EXPECT_EQ(t.warp, 2);
  EXPECT_EQ(t.lane, 5);
  EXPECT_EQ(t.blockId, 7 + 3);
  EXPECT_EQ(t.globalThreadId, 10 * 256 + 69);
  EXPECT_EQ(indexFormulaX(*launch, t),
            "x = blockIdx.x · blockDim.x + threadIdx.x = 3 · 16 + 5 = 53");
  EXPECT_EQ(indexFormulaY(*launch, t),
            "y = blockIdx.y · blockDim.y + threadIdx.y = 1 · 16 + 4 = 20");
}

TEST(LaunchGeometry, PartialWarpsCountAsIdleLanes) {
  // 8×3 = 24 threads per block: one warp with 8 lanes that no thread uses.
  Result<LaunchGeometry> launch = makeLaunch({8, 3}, {8, 3});
  ASSERT_TRUE(launch);
  EXPECT_EQ(launch->idleThreads(), 0);
  EXPECT_EQ(launch->totalWarps(), 1);
  EXPECT_EQ(idleLanesInWarp(*launch, 0, 0), 8);
  EXPECT_DOUBLE_EQ(launch->warpEfficiency(), 24.0 / 32.0);
}

TEST(LaunchGeometry, IdleThreadsPastBothEdges) {
  Result<LaunchGeometry> launch = makeLaunch({33, 17}, {16, 16});
  ASSERT_TRUE(launch);
  EXPECT_EQ(launch->grid, (Dim2{3, 2}));
  EXPECT_EQ(launch->totalThreads(), 6 * 256);
  EXPECT_EQ(launch->idleThreads(), 6 * 256 - 33 * 17);
  EXPECT_FALSE(isIdleThread(*launch, 0, 0));
  EXPECT_TRUE(isIdleThread(*launch, 2, 1));   // x = 33
  EXPECT_FALSE(isIdleThread(*launch, 2, 0));  // x = 32
  EXPECT_TRUE(isIdleThread(*launch, 3, 16));  // y = 17
}

TEST(LaunchGeometry, RejectsBadBlocks) {
  EXPECT_EQ(makeLaunch({10, 10}, {33, 33}).status().code, StatusCode::InvalidArgument);
  EXPECT_NE(makeLaunch({10, 10}, {33, 33}).status().message.find("at most 1024"),
            std::string::npos);
  EXPECT_FALSE(makeLaunch({10, 10}, {0, 4}));
  EXPECT_FALSE(makeLaunch({10, 10}, {1025, 1}));
  EXPECT_FALSE(makeLaunch({0, 10}, {16, 16}));
  EXPECT_TRUE(makeLaunch({10, 10}, {1024, 1}));
  EXPECT_TRUE(makeLaunch({10, 10}, {32, 32}));
  // The block alone, for the controls that check it before there is an output: the same words.
  EXPECT_EQ(checkBlock({33, 33}).message, makeLaunch({10, 10}, {33, 33}).status().message);
  EXPECT_FALSE(checkBlock({0, 4}));
  EXPECT_TRUE(checkBlock({1024, 1}));
}

TEST(LaunchGeometry, ParsesBlockText) {
  EXPECT_EQ(parseDim2("16x16").value(), (Dim2{16, 16}));
  EXPECT_EQ(parseDim2("32X8").value(), (Dim2{32, 8}));
  EXPECT_EQ(parseDim2("32\xC3\x97"
                      "4")
                .value(),
            (Dim2{32, 4}));
  EXPECT_FALSE(parseDim2("16"));
  EXPECT_FALSE(parseDim2("16x"));
  EXPECT_FALSE(parseDim2("ax4"));
}

TEST(LaunchGeometry, HugeOutputsStayIn64Bits) {
  const auto launch = makeLaunch({2147483647, 2147483647}, {16, 16});
  ASSERT_TRUE(launch);
  EXPECT_EQ(launch->grid, (Dim2{134217728, 134217728}));
  EXPECT_GT(launch->idleThreads(), 0);
  EXPECT_EQ(launch->idleThreads(), launch->totalThreads() - launch->activeThreads());
  EXPECT_GT(launch->warpEfficiency(), 0.99);
  EXPECT_LE(launch->warpEfficiency(), 1.0);
  const auto single = makeLaunch({2147483647, 2147483647}, {1, 1});
  ASSERT_TRUE(single);
  EXPECT_NEAR(single->warpEfficiency(), 1.0 / 32, 1e-12);  // one lane of 32 per warp
}

TEST(LaunchGeometry, CudaGridLimitsAreChecked) {
  const auto tall = makeLaunch({100, 1600000}, {1, 16});
  ASSERT_TRUE(tall);
  EXPECT_EQ(tall->grid.y, 100000);
  const Status s = checkCudaGridLimits(*tall);
  EXPECT_EQ(s.code, StatusCode::TooLarge);
  EXPECT_NE(s.message.find("gridDim.y ≤ 65535"), std::string::npos) << s.message;
  EXPECT_TRUE(checkCudaGridLimits(*makeLaunch({16384, 16384}, {16, 16})));
  EXPECT_TRUE(checkCudaGridLimits(*makeLaunch({100, 65535}, {32, 1})));
  EXPECT_FALSE(checkCudaGridLimits(*makeLaunch({100, 65536}, {32, 1})));
}
