// How the CUDA kernels get their data, computed exactly from the addresses they read: a warp's
// load instructions and the 32-byte sectors and 128-byte lines each touches, the global loads a
// tile saves, and shared memory's bank conflicts. These are facts of the access pattern, not
// measurements: the addresses come from the kernels' own index functions (tile_loads.h,
// conv_sum.h), so no GPU is needed to know them. What they cost in time depends on the caches,
// which only a device can measure.
#pragma once

#include <array>
#include <vector>

#include "convscope/conv_sum.h"
#include "convscope/launch_geometry.h"
#include "convscope/reference_gpu.h"
#include "convscope/tile_loads.h"

namespace convscope {

// One load instruction of one warp: the element each lane reads, and what the memory system
// moves to serve it.
struct WarpRequest {
  enum class Kind {
    Tap,       // global kernel: tap (a, b) = (kx, ky)
    TileLoad,  // tiled kernel: round (a, b) = (j, i) of the tile's load loops
    RowLoad,   // rows kernel: input row a of the strip, column tap b
  };
  Kind kind = Kind::Tap;
  int a = 0;
  int b = 0;
  // Element index (from the buffer's start) each lane reads; −1 for a lane that reads nothing
  // (past the image, an idle thread, or a zero of the padding).
  std::array<long long, kWarpSize> lanes{};
  int activeLanes = 0;      // lanes that read an element
  int sectors = 0;          // distinct 32-byte sectors
  int lines = 0;            // distinct 128-byte lines
  long long usedBytes = 0;  // 4 × the distinct elements read

  long long movedBytes() const { return 32LL * sectors; }
  // Bytes used over bytes moved; 1 when nothing moved.
  double efficiency() const { return sectors ? double(usedBytes) / double(movedBytes()) : 1.0; }
};

// The global loads of warp `warp` of block `blockIdx`, in the kernel's order.
std::vector<WarpRequest> warpLoads(const ConvGeometry& g, KernelVariant variant, Dim2 block,
                                   Dim2 blockIdx, int warp);

// All warps of one block together.
struct BlockLoads {
  long long requests = 0;   // warp load instructions
  long long laneLoads = 0;  // single-lane loads (elements read, counted per lane)
  long long sectors = 0;
  long long usedBytes = 0;
  long long outputs = 0;  // output pixels the block computes
  long long movedBytes() const { return 32 * sectors; }
  double efficiency() const { return sectors ? double(usedBytes) / double(movedBytes()) : 1.0; }
  double sectorsPerRequest() const { return requests ? double(sectors) / double(requests) : 0; }
  double laneLoadsPerOutput() const { return outputs ? double(laneLoads) / double(outputs) : 0; }
  // Bytes the memory system moves per output if no cache served a repeated sector.
  double movedBytesPerOutput() const { return outputs ? double(movedBytes()) / outputs : 0; }
};
BlockLoads blockLoads(const ConvGeometry& g, KernelVariant variant, Dim2 block, Dim2 blockIdx);

// The middle block of the grid: away from the image's edges (its loads are the typical ones)
// whenever the grid has an inside.
Dim2 typicalBlock(const ConvGeometry& g, KernelVariant variant, Dim2 block);

// A model of the kernel's time on a reference GPU for this block shape: the launch, then the
// bytes its warps move (sectors of the typical block's loads, as if no cache served a sector
// twice, and the output written once) at the card's datasheet bandwidth. An upper bound that
// tells block shapes apart the way a GPU's memory system does (a 1×32 block moves 8× the
// sectors of a 32×1 one), where an emulation's CPU wall clock tells nothing about a GPU.
double modelledKernelSeconds(const ConvGeometry& g, KernelVariant variant, Dim2 block,
                             const ReferenceGpu& gpu);

// The tiled kernel's saving: one global load per tile cell, halo included, against one per tap
// per output for the naive kernel. 16×16: 18 × 18 = 324 against 2,304, 7.1× fewer; the ratio
// tends to 9 (the taps) as the tile grows and the halo's share shrinks.
struct TileSaving {
  long long tileLoads = 0;
  long long naiveLoads = 0;
  long long haloLoads = 0;  // the tile's ring around the block's own inputs
  double ratio() const { return tileLoads ? double(naiveLoads) / double(tileLoads) : 0; }
};
TileSaving tileSaving(Dim2 block);

// One warp's read of tap (kx, ky) from the tiled kernel's shared tile with rows `stride` floats
// apart: each lane's word and bank, and the conflict: the most different words one bank must
// serve (1: none; the same word twice is a broadcast).
struct BankAccess {
  std::array<int, kWarpSize> word{};  // −1: an idle lane
  std::array<int, kWarpSize> bank{};
  int stride = 0;  // floats between tile rows
  int ways = 0;
};
BankAccess tileReadBanks(Dim2 block, int stride, int warp, int kx, int ky);
// The worst conflict over every warp and tap of the block.
int worstTileReadConflict(Dim2 block, int stride);

}  // namespace convscope
