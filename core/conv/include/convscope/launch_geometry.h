// How a CUDA launch covers an output image: grid, blocks, warps, lanes and idle threads.
// Plain arithmetic shared by the CUDA launch, the GPU emulator, the overlay shader's uniforms,
// the hover inspector and `convscope map`.
#pragma once

#include <string>

#include "convscope/status.h"

namespace convscope {

constexpr int kWarpSize = 32;
constexpr int kMaxThreadsPerBlock = 1024;
constexpr int kMaxBlockDimY = 1024;
// CUDA's grid limits (every architecture since compute capability 3.0).
constexpr long long kMaxGridDimX = 2147483647;  // 2^31 − 1
constexpr long long kMaxGridDimY = 65535;

struct Dim2 {
  int x = 0;
  int y = 0;
  friend bool operator==(const Dim2&, const Dim2&) = default;
};

struct LaunchGeometry {
  Dim2 output;  // pixels to compute, one thread each
  Dim2 block;   // blockDim
  Dim2 grid;    // gridDim = ceil(output / block)

  int threadsPerBlock() const { return block.x * block.y; }
  int warpsPerBlock() const { return (threadsPerBlock() + kWarpSize - 1) / kWarpSize; }
  long long blockCount() const { return static_cast<long long>(grid.x) * grid.y; }
  long long totalThreads() const { return blockCount() * threadsPerBlock(); }
  long long activeThreads() const { return static_cast<long long>(output.x) * output.y; }
  long long idleThreads() const { return totalThreads() - activeThreads(); }
  long long totalWarps() const { return blockCount() * warpsPerBlock(); }
  // Share of the warps' lanes that compute a pixel. A partial last warp in a block counts its
  // missing lanes as idle too: the hardware schedules whole warps.
  double warpEfficiency() const;
};

// Why a block cannot launch (x or y below 1, more than 1024 threads), or ok.
Status checkBlock(Dim2 block);

// Validates the block (checkBlock) and output (≥ 1 each way) and builds the grid.
Result<LaunchGeometry> makeLaunch(Dim2 output, Dim2 block);

// TooLarge with the limit when a real CUDA launch of this grid would be refused (gridDim.y ≤
// 65535, gridDim.x ≤ 2^31 − 1). The arithmetic above stays valid for teaching either way.
Status checkCudaGridLimits(const LaunchGeometry& launch);

// Who computes output pixel (x, y), in CUDA's terms.
struct ThreadCoord {
  Dim2 blockIdx;
  Dim2 threadIdx;
  int threadInBlock = 0;         // threadIdx.y · blockDim.x + threadIdx.x
  int warp = 0;                  // warp within the block
  int lane = 0;                  // lane within the warp
  long long blockId = 0;         // blockIdx.y · gridDim.x + blockIdx.x
  long long globalThreadId = 0;  // blockId · threads per block + threadInBlock
};

ThreadCoord threadForPixel(const LaunchGeometry& launch, int x, int y);

// Is thread `threadInBlock` of block `blockId` past the image edge (idle)?
bool isIdleThread(const LaunchGeometry& launch, long long blockId, int threadInBlock);

// Idle lanes in warp `warp` of block `blockId` (0 for a warp whose lanes all compute).
int idleLanesInWarp(const LaunchGeometry& launch, long long blockId, int warp);

// The index formulas with the numbers filled in, for the inspector and `convscope map`:
// "x = blockIdx.x · blockDim.x + threadIdx.x = 3 · 16 + 5 = 53" and the same for y.
std::string indexFormulaX(const LaunchGeometry& launch, const ThreadCoord& t);
std::string indexFormulaY(const LaunchGeometry& launch, const ThreadCoord& t);

// Parses "16x16" (or "16×16", "16X16").
Result<Dim2> parseDim2(std::string_view text);

}  // namespace convscope
