// The tiled kernel's shared-memory layout (core tile_loads.h), checked on the CPU over
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
    const int stride = tiledTileStride(b.x, b.y);
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
  EXPECT_EQ(tiledTileStride(16, 16), 48);
  EXPECT_EQ(tiledTileStride(32, 8), 34);  // a warp within one row: no padding needed
}

// The load loop of kernels.cu (core's loadTileShare) over every thread of a block: each tile
// cell written exactly once, inside the shared buffer, with the input value its position reads
// (padding resolved); every cell the sum reads is one of them. Rows start on a 32-byte sector, so
// the check runs on widths that are and are not multiples of 8, at the image's corners and
// inside. For every block shape the launch allows, the tile fits the 48 KiB a launch may take
// without opting in.
void checkTileLoad(Dim2 b, const ConvGeometry& g, int blockIdxX, int blockIdxY) {
  const int stride = tiledTileStride(b.x, b.y);
  const long long bytes = tiledSharedBytes(b.x, b.y);
  ASSERT_LE(bytes, kTiledSharedLimitBytes);
  ASSERT_GE(stride, b.x + kKernelSize - 1);
  const long long words = bytes / 4;
  const TileOrigin tile = tileOrigin(g, 0, b.x, b.y, blockIdxX, blockIdxY);
  std::vector<int> writes(static_cast<std::size_t>(words), 0);
  std::vector<long long> sources(static_cast<std::size_t>(words), -2);
  for (int ty = 0; ty < b.y; ++ty)
    for (int tx = 0; tx < b.x; ++tx)
      loadTileShare(g, tile, tx, ty, b.x, b.y, [&](int ly, int lx, long long source) {
        const long long word = static_cast<long long>(ly) * stride + lx;
        ASSERT_LT(word, words);
        ++writes[static_cast<std::size_t>(word)];
        sources[static_cast<std::size_t>(word)] = source;
      });
  for (int ly = 0; ly < tile.height; ++ly)
    for (int lx = 0; lx < tile.width; ++lx) {
      const auto word = static_cast<std::size_t>(ly * stride + lx);
      ASSERT_EQ(writes[word], 1) << ly << ", " << lx;
      const int sx = sourceIndex(tile.originX + lx, g.inWidth, g.padding);
      const int sy = sourceIndex(tile.originY + ly, g.inHeight, g.padding);
      ASSERT_EQ(sources[word], sx < 0 || sy < 0 ? -1 : static_cast<long long>(sy) * g.inWidth + sx)
          << ly << ", " << lx;
    }
  for (int ty = 0; ty < b.y; ++ty)
    for (int tx = 0; tx < b.x; ++tx)
      for (int ky = 0; ky < kKernelSize; ++ky)
        for (int kx = 0; kx < kKernelSize; ++kx)
          ASSERT_EQ(writes[static_cast<std::size_t>((ty + ky) * stride + tx + kx)], 1);
}

TEST(CudaTileLayout, TheLoadCoversWhatTheSumReadsInsideTheBuffer) {
  std::vector<Dim2> blocks = kBlocks;
  for (int x = 1; x <= kMaxThreadsPerBlock; x += (x < 64 ? 1 : 37))
    blocks.push_back({x, kMaxThreadsPerBlock / x});
  for (Dim2 b : blocks) {
    for (int width : {64, 37}) {
      for (Padding padding : {Padding::Zero, Padding::Reflect, Padding::None}) {
        SCOPED_TRACE(std::to_string(b.x) + "×" + std::to_string(b.y) + " on width " +
                     std::to_string(width) + ", padding " + std::to_string(int(padding)));
        ConvGeometry g;
        g.inWidth = width;
        g.inHeight = 29;
        g.padding = padding;
        g.pad = padding == Padding::None ? 0 : 1;
        g.outWidth = g.inWidth - 2 + 2 * g.pad;
        g.outHeight = g.inHeight - 2 + 2 * g.pad;
        const int lastX = (g.outWidth - 1) / b.x;
        const int lastY = (g.outHeight - 1) / b.y;
        checkTileLoad(b, g, 0, 0);
        checkTileLoad(b, g, lastX, lastY);
        checkTileLoad(b, g, lastX / 2, lastY / 2);
      }
    }
  }
}

}  // namespace
}  // namespace convscope::cuda
