// The tiled kernels' shared-memory tile: its layout, and which input value each thread loads into
// it. The CUDA kernels call these very functions, and so does core's memory-access model
// (memory_access.h), which counts the sectors and banks a warp touches from the addresses they
// give: what the model reports is what the kernel does.
//
// Valid C++17 without the standard library: nvcc compiles it for the device.
#pragma once

#include "convscope/conv_sum.h"

namespace convscope {

// The kernel variants, one name on both sides of the compiler line (cuda's engine.h uses it).
enum class KernelVariant {
  Global,  // one thread per output pixel, reads global memory; every padding/stride/dilation
  Tiled,   // stages the block's input tile and halo in shared memory; stride 1, dilation 1 only
  // Each thread computes kRowsPerThread outputs of one column with a sliding window of input
  // rows in registers; stride 1, dilation 1 only. A speed variant: its threads do not map one to
  // one onto pixels, so the window's thread-mapping views use Global or Tiled.
  Rows,
};

// The rows kernel's thread computes this many outputs of one column, top to bottom.
constexpr int kRowsPerThread = 8;

// DRAM and L2 move memory in 32-byte sectors (8 floats); an L1 line holds four of them.
constexpr int kSectorFloats = 8;
constexpr int kLineFloats = 32;
constexpr int kSharedBanks = 32;  // 4-byte banks of shared memory

// The tiled kernel's shared tile: (blockX + 2) × (blockY + 2) input values, halo included, one
// tile row every `tiledTileStride` floats. A warp is 32 consecutive threads t = y·blockX + x,
// and thread t reads row y at column x (plus the tap's offset, the same for the whole warp).
// With a stride of blockX + 32k the word it reads is t + 32ky + offset: bank t mod 32, a
// different bank for every thread of the warp, whatever the block's width. The plain stride
// blockX + 2 has that property only for widths that are multiples of 32 (a warp within one row):
// at 16×16 the two half-warps' rows overlap in two banks (2-way conflicts). Tall narrow blocks
// whose padded tile would pass 48 KiB keep the plain stride (and its conflicts).
constexpr int kTiledSharedLimitBytes = 48 * 1024;

constexpr int tiledPlainStride(int blockX) {
  return blockX + kKernelSize - 1;
}

constexpr int tiledTileStride(int blockX, int blockY) {
  const int plain = tiledPlainStride(blockX);
  if (blockX % kSharedBanks == 0) return plain;
  const int padded = blockX + kSharedBanks * ((kKernelSize - 1 + kSharedBanks - 1) / kSharedBanks);
  const long long bytes = 4LL * padded * (blockY + kKernelSize - 1);
  return bytes <= kTiledSharedLimitBytes ? padded : plain;
}

constexpr long long tiledSharedBytes(int blockX, int blockY) {
  return 4LL * tiledTileStride(blockX, blockY) * (blockY + kKernelSize - 1);
}

// One block's tile of one input plane. Its (0, 0) is input position (originX, originY), before
// padding is resolved; `plane` is the plane's first element from the start of the (aligned)
// device buffer, so that a row's alignment can be known.
struct TileOrigin {
  long long plane = 0;
  int originX = 0;
  int originY = 0;
  int width = 0;   // blockX + 2
  int height = 0;  // blockY + 2
};

CONVSCOPE_HOST_DEVICE inline TileOrigin tileOrigin(const ConvGeometry& g, long long plane,
                                                   int blockX, int blockY, int blockIdxX,
                                                   int blockIdxY) {
  TileOrigin t;
  t.plane = plane;
  t.originX = blockIdxX * blockX - g.pad;
  t.originY = blockIdxY * blockY - g.pad;
  t.width = blockX + kKernelSize - 1;
  t.height = blockY + kKernelSize - 1;
  return t;
}

// Columns skipped before tile row `ly` so that its load starts on a 32-byte sector: the halo
// column left of the block lies in the sector before the block's first column, and a load that
// started there would touch one sector more per row (5 instead of 4 for a 16-wide block). Rows
// read as zeros (outside the image, zero padding) load nothing and skip nothing.
CONVSCOPE_HOST_DEVICE inline int tileRowSkip(const ConvGeometry& g, const TileOrigin& t, int ly) {
  const int sy = sourceIndex(t.originY + ly, g.inHeight, g.padding);
  if (sy < 0) return 0;
  const long long first = t.plane + static_cast<long long>(sy) * g.inWidth + t.originX;
  const long long mod = first % kSectorFloats;
  return static_cast<int>(mod < 0 ? mod + kSectorFloats : mod);
}

// One load of the tile by one thread: tile cell (ly, lx) gets input element `source` (from the
// buffer's start), or 0 where `source` is −1 (zero padding). `active` is false for a position
// before the row's first column (the alignment's skipped lanes) or past its end.
struct TileLoad {
  bool active = false;
  int ly = 0;
  int lx = 0;
  long long source = -1;
};

// Thread (tx, ty) of a blockX × blockY block, in round (i, j) of the load loops: tile row
// ly = ty + i·blockY, aligned position p = tx + j·blockX, tile column lx = p − skip(ly).
// Rounds run while ty + i·blockY < height and tx + j·blockX < tileRowSpan.
CONVSCOPE_HOST_DEVICE inline int tileRowSpan(const ConvGeometry& g, const TileOrigin& t, int ly) {
  return tileRowSkip(g, t, ly) + t.width;
}

CONVSCOPE_HOST_DEVICE inline TileLoad tileLoad(const ConvGeometry& g, const TileOrigin& t, int tx,
                                               int ty, int blockX, int blockY, int i, int j) {
  TileLoad load;
  load.ly = ty + i * blockY;
  if (load.ly >= t.height) return load;
  const int skip = tileRowSkip(g, t, load.ly);
  load.lx = tx + j * blockX - skip;
  if (load.lx < 0 || load.lx >= t.width) return load;
  load.active = true;
  const int sy = sourceIndex(t.originY + load.ly, g.inHeight, g.padding);
  const int sx = sourceIndex(t.originX + load.lx, g.inWidth, g.padding);
  if (sx >= 0 && sy >= 0) load.source = t.plane + static_cast<long long>(sy) * g.inWidth + sx;
  return load;
}

// The whole load of one thread's share of the tile, in the kernel's order. `store(ly, lx,
// source)` writes one cell (source −1: a zero).
template <class Store>
CONVSCOPE_HOST_DEVICE inline void loadTileShare(const ConvGeometry& g, const TileOrigin& t, int tx,
                                                int ty, int blockX, int blockY, Store store) {
  for (int i = 0; ty + i * blockY < t.height; ++i) {
    const int span = tileRowSpan(g, t, ty + i * blockY);
    for (int j = 0; tx + j * blockX < span; ++j) {
      const TileLoad load = tileLoad(g, t, tx, ty, blockX, blockY, i, j);
      if (load.active) store(load.ly, load.lx, load.source);
    }
  }
}

}  // namespace convscope
