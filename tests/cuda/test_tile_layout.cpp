// The tiled kernel's shared-memory layout (kernels.h's tiledTileStride), checked on the CPU over
// the very index arithmetic of kernels.cu: every tile cell is loaded once and lies inside the
// shared buffer, every tap a thread reads is a loaded cell, and the 32 threads of a warp read
// 32 different banks. Needs no GPU; the device tests compare the kernel's output itself.

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "convscope/launch_geometry.h"
#include "kernels.h"

namespace convscope::cuda {
namespace {

constexpr int kBanks = 32;
constexpr int kWarp = 32;

// The worst n-way bank conflict of one tap's read over all warps of a block with this stride:
// the most different words a warp asks of one bank (the same word twice is a broadcast).
int worstConflict(int blockX, int blockY, int stride) {
  int worst = 0;
  const int threads = blockX * blockY;
  for (int first = 0; first < threads; first += kWarp) {
    for (int ky = 0; ky < kKernelSize; ++ky) {
      for (int kx = 0; kx < kKernelSize; ++kx) {
        std::map<int, std::set<int>> wordsOfBank;
        for (int t = first; t < first + kWarp && t < threads; ++t) {
          const int x = t % blockX;
          const int y = t / blockX;
          const int word = (y + ky) * stride + x + kx;  // kernels.cu's s_tile index
          wordsOfBank[word % kBanks].insert(word);
        }
        for (const auto& [bank, words] : wordsOfBank)
          worst = std::max(worst, static_cast<int>(words.size()));
      }
    }
  }
  return worst;
}

const std::vector<Dim2> kBlocks = {{8, 8},  {16, 16}, {32, 8},  {32, 32}, {12, 20},
                                   {64, 4}, {48, 8},  {1, 64},  {24, 24}, {128, 2},
                                   {5, 7},  {1, 1},   {16, 64}, {1024, 1}};

TEST(CudaTileLayout, EveryWarpReadsThirtyTwoBanksForTheUsualBlocks) {
  for (Dim2 b : kBlocks) {
    const int stride = detail::tiledTileStride(b.x, b.y);
    EXPECT_EQ(worstConflict(b.x, b.y, stride), 1)
        << b.x << "×" << b.y << " block, stride " << stride;
  }
}

// The layout before the padding: rows blockX + 2 apart. At the default 16×16 a warp's two rows
// met in two banks; the check above would have caught it.
TEST(CudaTileLayout, ThePlainStrideHadTwoWayConflictsAtSixteenWide) {
  EXPECT_EQ(worstConflict(16, 16, 16 + kKernelSize - 1), 2);
  EXPECT_EQ(worstConflict(8, 8, 8 + kKernelSize - 1), 2);
  EXPECT_EQ(worstConflict(32, 8, 32 + kKernelSize - 1), 1);
  EXPECT_EQ(detail::tiledTileStride(16, 16), 48);
  EXPECT_EQ(detail::tiledTileStride(32, 8), 34);  // a warp within one row: no padding needed
}

// The load loop of kernels.cu over every thread: each tile cell written exactly once, inside
// the shared buffer; and every cell the sum reads is one of them. For every block shape the
// launch allows, the tile fits the 48 KiB a launch may take without opting in.
TEST(CudaTileLayout, TheLoadCoversWhatTheSumReadsInsideTheBuffer) {
  std::vector<Dim2> blocks = kBlocks;
  for (int x = 1; x <= kMaxThreadsPerBlock; ++x) blocks.push_back({x, kMaxThreadsPerBlock / x});
  for (Dim2 b : blocks) {
    SCOPED_TRACE(std::to_string(b.x) + "×" + std::to_string(b.y));
    const int stride = detail::tiledTileStride(b.x, b.y);
    const long long bytes = detail::tiledSharedBytes(b.x, b.y);
    ASSERT_LE(bytes, detail::kTiledSharedLimitBytes);
    ASSERT_GE(stride, b.x + kKernelSize - 1);
    const long long words = bytes / 4;
    const int tileWidth = b.x + kKernelSize - 1;
    const int tileHeight = b.y + kKernelSize - 1;
    std::vector<int> writes(static_cast<std::size_t>(words), 0);
    for (int ty = 0; ty < b.y; ++ty)
      for (int tx = 0; tx < b.x; ++tx)
        for (int ly = ty; ly < tileHeight; ly += b.y)
          for (int lx = tx; lx < tileWidth; lx += b.x) {
            const long long word = static_cast<long long>(ly) * stride + lx;
            ASSERT_LT(word, words);
            ++writes[static_cast<std::size_t>(word)];
          }
    for (int ly = 0; ly < tileHeight; ++ly)
      for (int lx = 0; lx < tileWidth; ++lx)
        ASSERT_EQ(writes[static_cast<std::size_t>(ly * stride + lx)], 1) << ly << ", " << lx;
    for (int ty = 0; ty < b.y; ++ty)
      for (int tx = 0; tx < b.x; ++tx)
        for (int ky = 0; ky < kKernelSize; ++ky)
          for (int kx = 0; kx < kKernelSize; ++kx)
            ASSERT_EQ(writes[static_cast<std::size_t>((ty + ky) * stride + tx + kx)], 1);
  }
}

}  // namespace
}  // namespace convscope::cuda
