// The access model against counts made by hand: the sectors one warp's load touches on a
// 1024-wide image for 32×1, 16×16 and 1×32 blocks, the tile's loads against the naive kernel's,
// and the tiled kernel's bank conflicts before and after its padding.
#include <gtest/gtest.h>

#include <set>

#include "convscope/memory_access.h"

using namespace convscope;

namespace {

// A 1024 × 1024 image, 3×3, zero padding of 1, stride 1: the output is 1024 × 1024 too.
ConvGeometry wideImage() {
  ConvGeometry g;
  g.inWidth = g.inHeight = g.outWidth = g.outHeight = 1024;
  g.pad = 1;
  return g;
}

// The request for tap (kx, ky) of the global kernel, warp 0 of a block inside the image.
WarpRequest tap(Dim2 block, int kx, int ky) {
  const ConvGeometry g = wideImage();
  const auto loads = warpLoads(g, KernelVariant::Global, block, {2, 2}, 0);
  for (const WarpRequest& r : loads)
    if (r.a == kx && r.b == ky) return r;
  return {};
}

}  // namespace

// 32×1: the warp is one row of 32 pixels, x = 64..95. The centre tap reads 32 consecutive
// floats, 128 bytes from a multiple of 128: 4 sectors, 1 line, all used.
TEST(MemoryAccess, ThirtyTwoByOneReadsFourSectorsForTheCentreTap) {
  const WarpRequest r = tap({32, 1}, 1, 1);
  EXPECT_EQ(r.activeLanes, 32);
  EXPECT_EQ(r.sectors, 4);
  EXPECT_EQ(r.lines, 1);
  EXPECT_EQ(r.usedBytes, 128);
  EXPECT_DOUBLE_EQ(r.efficiency(), 1.0);
  // The left tap reads x = 63..94: 63 lies in the sector before, so 5 sectors, 2 lines: 80 %.
  const WarpRequest left = tap({32, 1}, 0, 1);
  EXPECT_EQ(left.sectors, 5);
  EXPECT_EQ(left.lines, 2);
  EXPECT_DOUBLE_EQ(left.efficiency(), 128.0 / 160.0);
}

// 16×16: the warp is two rows of 16 (threads 0–15 in row y, 16–31 in row y + 1). Each row's 16
// floats are 64 bytes from a multiple of 64: 2 sectors each, 4 sectors in 2 lines.
TEST(MemoryAccess, SixteenBySixteenReadsTwoRowsOfTwoSectors) {
  const WarpRequest r = tap({16, 16}, 1, 1);
  EXPECT_EQ(r.sectors, 4);
  EXPECT_EQ(r.lines, 2);
  EXPECT_DOUBLE_EQ(r.efficiency(), 1.0);
  // The left tap: each row's x − 1 falls in the sector before: 3 sectors a row, 6 in all.
  EXPECT_EQ(tap({16, 16}, 0, 1).sectors, 6);
}

// 1×32: the warp is one column, 32 rows 1024 floats apart: every lane its own sector and line,
// 1,024 bytes moved for 128 used.
TEST(MemoryAccess, OneByThirtyTwoTouchesASectorPerLane) {
  const WarpRequest r = tap({1, 32}, 1, 1);
  EXPECT_EQ(r.sectors, 32);
  EXPECT_EQ(r.lines, 32);
  EXPECT_EQ(r.movedBytes(), 1024);
  EXPECT_DOUBLE_EQ(r.efficiency(), 0.125);
}

// The book's figure: 16×16 outputs of a 3×3 filter need an 18 × 18 tile, 324 loads, against
// 16 · 16 · 9 = 2,304: 7.1× fewer. Smaller tiles save less (the halo is a larger share), larger
// ones tend to 9×.
TEST(MemoryAccess, TheTileSavesSevenPointOneTimesAtSixteenBySixteen) {
  const TileSaving s = tileSaving({16, 16});
  EXPECT_EQ(s.tileLoads, 324);
  EXPECT_EQ(s.naiveLoads, 2304);
  EXPECT_EQ(s.haloLoads, 324 - 256);
  EXPECT_NEAR(s.ratio(), 7.11, 0.01);
  EXPECT_NEAR(tileSaving({8, 8}).ratio(), 576.0 / 100.0, 1e-12);
  EXPECT_NEAR(tileSaving({32, 32}).ratio(), 9216.0 / 1156.0, 1e-12);
  EXPECT_NEAR(tileSaving({1, 1}).ratio(), 1.0, 1e-12);  // a 1-pixel tile saves nothing
  double previous = 0;
  for (int side : {1, 2, 4, 8, 16, 32}) {
    const double ratio = tileSaving({side, side}).ratio();
    EXPECT_GT(ratio, previous);
    EXPECT_LT(ratio, 9.0);
    previous = ratio;
  }
}

// The block's own loads agree with the hand count: the tiled kernel's 16×16 block issues one
// load per tile cell, the global kernel nine per output.
TEST(MemoryAccess, ABlocksLoadsAgreeWithTheTileFigure) {
  const ConvGeometry g = wideImage();
  const BlockLoads tiled = blockLoads(g, KernelVariant::Tiled, {16, 16}, {2, 2});
  EXPECT_EQ(tiled.laneLoads, 324);
  EXPECT_EQ(tiled.outputs, 256);
  const BlockLoads naive = blockLoads(g, KernelVariant::Global, {16, 16}, {2, 2});
  EXPECT_EQ(naive.laneLoads, 2304);
  EXPECT_EQ(naive.requests, 8 * 9);
  // The rows kernel: 10 input rows of 3 values for 8 outputs of a column.
  const BlockLoads rows = blockLoads(g, KernelVariant::Rows, {32, 4}, {2, 2});
  EXPECT_EQ(rows.outputs, 32 * 4 * 8);
  EXPECT_DOUBLE_EQ(rows.laneLoadsPerOutput(), 30.0 / 8.0);
}

// The halo column left of a 16-wide block lies in the sector before the block's first column.
// Each tile row's load starts on that sector, so a row of 18 values touches 4 sectors (x − 8 ..
// x + 23), the fewest that hold it; a load starting at x − 1 touched 5.
TEST(MemoryAccess, AlignedHaloRowsTouchFourSectors) {
  const ConvGeometry g = wideImage();
  const auto loads = warpLoads(g, KernelVariant::Tiled, {16, 16}, {2, 2}, 0);
  // Warp 0 holds tile rows 0 and 1 (threads 0–15 and 16–31): count the sectors row by row.
  std::set<long long> row0;
  std::set<long long> row1;
  for (const WarpRequest& r : loads) {
    if (r.b != 0) continue;  // round i = 0: tile rows 0 and 1
    for (int lane = 0; lane < kWarpSize; ++lane) {
      if (r.lanes[lane] < 0) continue;
      (lane < 16 ? row0 : row1).insert(r.lanes[lane] / kSectorFloats);
    }
  }
  EXPECT_EQ(row0.size(), 4u);
  EXPECT_EQ(row1.size(), 4u);
}

// The tiled kernel's tile rows 18 floats apart: a 16×16 warp's two rows share two banks (2-way);
// the padded stride of 48 puts thread t on bank t (none). 32-wide blocks need no padding.
TEST(MemoryAccess, PaddingRemovesTheTwoWayBankConflict) {
  EXPECT_EQ(worstTileReadConflict({16, 16}, tiledPlainStride(16)), 2);
  EXPECT_EQ(tiledTileStride(16, 16), 48);
  EXPECT_EQ(worstTileReadConflict({16, 16}, tiledTileStride(16, 16)), 1);
  EXPECT_EQ(worstTileReadConflict({32, 8}, tiledTileStride(32, 8)), 1);
  // The hand count for the centre tap, warp 0, stride 18: lanes 0–15 read words 19..34 (tile
  // row 1, columns 1..16), banks 19..31 and 0..2; lanes 16–31 read words 37..52 (tile row 2),
  // banks 5..20. Banks 19 and 20 serve two words each: lane 0 (word 19) and lane 30 (word 51).
  const BankAccess plain = tileReadBanks({16, 16}, 18, 0, 1, 1);
  EXPECT_EQ(plain.word[0], 19);
  EXPECT_EQ(plain.word[16], 37);
  EXPECT_EQ(plain.bank[0], 19);
  EXPECT_EQ(plain.bank[30], 19);
  EXPECT_EQ(plain.bank[1], plain.bank[31]);
  EXPECT_EQ(plain.ways, 2);
}

// The model tells block shapes apart as the memory system does: on a 1024² image a 1×32 block's
// naive kernel moves about 8× the sectors of a 32×1 one, so its modelled time is several times
// longer; and every modelled time is at least the launch.
TEST(MemoryAccess, TheModelledKernelTimeFollowsTheSectorsMoved) {
  const ConvGeometry g = wideImage();
  const ReferenceGpu& gpu = defaultReferenceGpu();
  const double row = modelledKernelSeconds(g, KernelVariant::Global, {32, 1}, gpu);
  const double column = modelledKernelSeconds(g, KernelVariant::Global, {1, 32}, gpu);
  const double launch = defaultAssumptions().launchUs * 1e-6;
  EXPECT_GT(row, launch);
  EXPECT_GT((column - launch) / (row - launch), 5.0);
  EXPECT_LT(modelledKernelSeconds(g, KernelVariant::Tiled, {16, 16}, gpu), row);
}
