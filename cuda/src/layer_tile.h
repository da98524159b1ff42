// The tiled layer kernel's work for one thread, host+device so that a CPU test can run the whole
// kernel without a GPU, over every block and thread, in the kernel's phases: for each input
// channel, every thread loads its share of the input tile and of the weights, then (after the
// barrier) every thread adds that channel to its accumulators.
//
// A block computes a 16×16 tile of output pixels of one sample for a group of
// kLayerFilterGroup filters. Bit for bit equal to convolveLayerReference: the accumulator of
// each (pixel, filter) starts at 0 and takes `sum = sum + sumOfProducts(9 taps, 9 weights)`
// channel after channel in order, and the bias last, which are layerOutputPixel's operations
// in layerOutputPixel's order; the taps read from the tile are the values gatherTaps reads,
// padding resolved alike. With --fmad=false on the device and -ffp-contract=off on the host
// every product and sum rounds alike. Stride 1 and dilation 1 only: the tile is the dense
// window of neighbouring outputs.
//
// Valid C++17 without the standard library: nvcc compiles it for the device.
#pragma once

#include "convscope/conv_sum.h"
#include "convscope/tile_loads.h"

namespace convscope::cuda::detail {

constexpr int kLayerTileX = 16;  // threads and output columns of a block
constexpr int kLayerTileY = 16;  // threads and output rows of a block
constexpr int kLayerTileThreads = kLayerTileX * kLayerTileY;

// Filters a block computes. Reuse grows with it: each tile value a thread reads from shared
// memory serves this many multiply-adds, and each input tile is staged once for this many
// filters. So does register pressure, a thread holding this many accumulators beside its nine
// tile values: ptxas gives 52 registers at 4, 54 at 8 and 62 at 16 (sm_90, nothing spilled; four
// 256-thread blocks per SM up to 64). 8 rather than 16 because the grid's parallelism comes from
// the filter groups where the planes are small: 256 filters at 14² and batch 8 make 256 blocks at
// 8, only 128 at 16, fewer than an H200's 132 SMs. A layer whose K is no multiple of 8 computes
// zeros for its last group's missing filters and stores none of them.
constexpr int kLayerFilterGroup = 8;

// The shared input tile: (16 + 2)² values, halo included, its rows kLayerTileStride floats apart
// (tile_loads.h's padded stride: a warp's 32 threads read 32 different banks).
constexpr int kLayerTileStride = tiledTileStride(kLayerTileX, kLayerTileY);
constexpr int kLayerTileFloats = kLayerTileStride * (kLayerTileY + kKernelSize - 1);
constexpr int kLayerGroupWeights = kLayerFilterGroup * kTaps;  // one channel's, filter by filter

CONVSCOPE_HOST_DEVICE inline int layerFilterGroups(int filters) {
  return (filters + kLayerFilterGroup - 1) / kLayerFilterGroup;
}

// Which outputs one block computes. Grid z counts (sample, filter group) pairs, the groups of a
// sample next to each other, so that blocks running together read the same input tile (from L2).
struct LayerTileBlock {
  int tileX = 0;         // blockIdx.x: output columns 16·tileX …
  int tileY = 0;         // blockIdx.y: output rows 16·tileY …
  int sample = 0;        // n
  int firstFilter = 0;   // k of the group's first filter
  int groupFilters = 0;  // kLayerFilterGroup, fewer in a layer's last group
};

CONVSCOPE_HOST_DEVICE inline LayerTileBlock layerTileBlock(int tileX, int tileY, int plane,
                                                           int filters) {
  const int groups = layerFilterGroups(filters);
  LayerTileBlock b;
  b.tileX = tileX;
  b.tileY = tileY;
  b.sample = plane / groups;
  b.firstFilter = plane % groups * kLayerFilterGroup;
  const int left = filters - b.firstFilter;
  b.groupFilters = left < kLayerFilterGroup ? left : kLayerFilterGroup;
  return b;
}

// Channel c of sample n: its first element from the start of the input buffer, which the
// allocation aligns. tile_loads.h needs it to start each tile row's load on a 32-byte sector.
CONVSCOPE_HOST_DEVICE inline long long layerInputPlane(const ConvGeometry& g, int channels,
                                                       int sample, int channel) {
  return (static_cast<long long>(sample) * channels + channel) * g.inWidth * g.inHeight;
}

// Thread (tx, ty)'s share of channel c's input tile. `load(const float*)` reads one input value
// (__ldg on the device).
template <class Load>
CONVSCOPE_HOST_DEVICE inline void loadLayerTileShare(const float* d_in, const ConvGeometry& g,
                                                     int channels, int channel,
                                                     const LayerTileBlock& b, int tx, int ty,
                                                     float* s_tile, Load load) {
  const TileOrigin tile = tileOrigin(g, layerInputPlane(g, channels, b.sample, channel),
                                     kLayerTileX, kLayerTileY, b.tileX, b.tileY);
  loadTileShare(g, tile, tx, ty, kLayerTileX, kLayerTileY, [&](int ly, int lx, long long source) {
    s_tile[ly * kLayerTileStride + lx] = source < 0 ? 0.0f : load(d_in + source);
  });
}

// Thread `thread` (ty·16 + tx)'s share of channel c's weights for the group: s_weights[f·9 + t]
// is tap t of filter firstFilter + f; zeros past the group's last filter. d_weights is
// K × C × 9, as for the naive kernel.
template <class Load>
CONVSCOPE_HOST_DEVICE inline void loadLayerWeightsShare(const float* d_weights, int channels,
                                                        int channel, const LayerTileBlock& b,
                                                        int thread, float* s_weights, Load load) {
  for (int i = thread; i < kLayerGroupWeights; i += kLayerTileThreads) {
    const int f = i / kTaps;
    const long long filter = b.firstFilter + f;
    s_weights[i] = f < b.groupFilters
                       ? load(d_weights + (filter * channels + channel) * kTaps + i % kTaps)
                       : 0.0f;
  }
}

// One channel added to thread (tx, ty)'s accumulators, one per filter of the group. The nine tile
// values are read from shared memory once and used by every filter: the reuse the tile is for.
CONVSCOPE_HOST_DEVICE inline void accumulateLayerChannel(const float* s_tile,
                                                         const float* s_weights, int tx, int ty,
                                                         float* sums) {
  float values[kTaps];
#if defined(__CUDA_ARCH__)
#pragma unroll
#endif
  for (int t = 0; t < kTaps; ++t) {
    values[t] = s_tile[(ty + t / kKernelSize) * kLayerTileStride + tx + t % kKernelSize];
  }
  // Unrolled, f is a constant: the accumulators stay in registers.
#if defined(__CUDA_ARCH__)
#pragma unroll
#endif
  for (int f = 0; f < kLayerFilterGroup; ++f)
    sums[f] = sums[f] + sumOfProducts(values, s_weights + f * kTaps);
}

// Thread (tx, ty)'s outputs, the bias added last: `store(index, value)` writes element `index`
// of the N × K × H' × W' output. Threads past the right or bottom edge store nothing.
template <class Load, class Store>
CONVSCOPE_HOST_DEVICE inline void storeLayerTileOutputs(const ConvGeometry& g, int filters,
                                                        const LayerTileBlock& b, int tx, int ty,
                                                        const float* sums, const float* d_bias,
                                                        Load load, Store store) {
  const int ox = b.tileX * kLayerTileX + tx;
  const int oy = b.tileY * kLayerTileY + ty;
  if (ox >= g.outWidth || oy >= g.outHeight) return;
  const long long outPlane = static_cast<long long>(g.outWidth) * g.outHeight;
  const long long pixel = static_cast<long long>(oy) * g.outWidth + ox;
#if defined(__CUDA_ARCH__)
#pragma unroll
#endif
  for (int f = 0; f < kLayerFilterGroup; ++f) {
    if (f >= b.groupFilters) break;
    const int k = b.firstFilter + f;
    store((static_cast<long long>(b.sample) * filters + k) * outPlane + pixel,
          sums[f] + load(d_bias + k));
  }
}

}  // namespace convscope::cuda::detail
