// The convolution kernels. All three compute each output pixel with core's conv_sum.h, so with
// --fmad=false their output equals the CPU engines' bit for bit.

#include <cuda_runtime.h>

#include "check.h"
#include "kernels.h"
#include "rows_window.h"

namespace convscope::cuda::detail {
namespace {

struct BufferSink {
  float* d_out;
  int width;
  __device__ void store(int x, int y, float value) const {
    d_out[static_cast<long long>(y) * width + x] = value;
  }
};

struct SurfaceSink {
  cudaSurfaceObject_t surface;
  // surf2Dwrite addresses x in bytes, not elements.
  __device__ void store(int x, int y, float value) const {
    surf2Dwrite(value, surface, x * static_cast<int>(sizeof(float)), y);
  }
};

__device__ inline unsigned int smId() {
  unsigned int id;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(id));
  return id;
}

__device__ inline unsigned long long globalTimerNs() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

// Thread (0,0) stamps the block's start (%globaltimer, comparable across SMs: the order) and its
// SM, and keeps its SM's cycle counter; after the block's barrier it stores the cycles since and
// %globaltimer again. %globaltimer alone ticks too coarsely for a block's length (often 0 from
// start to end); clock64() counts every cycle but only within one SM, which is all a length
// needs. The end stamps, summed over the launch, tell the clock the SMs really ran at.
template <bool kRecord>
__device__ inline long long recordStart(const BlockRecordBuffers& record) {
  if (kRecord && threadIdx.x == 0 && threadIdx.y == 0) {
    const long long blockId = static_cast<long long>(blockIdx.y) * gridDim.x + blockIdx.x;
    record.d_startNs[blockId] = globalTimerNs();
    record.d_sm[blockId] = static_cast<int>(smId());
    return clock64();
  }
  return 0;
}

template <bool kRecord>
__device__ inline void recordEnd(const BlockRecordBuffers& record, long long startCycles) {
  if (kRecord) {
    __syncthreads();
    if (threadIdx.x == 0 && threadIdx.y == 0) {
      const long long blockId = static_cast<long long>(blockIdx.y) * gridDim.x + blockIdx.x;
      record.d_cycles[blockId] = clock64() - startCycles;
      record.d_endNs[blockId] = globalTimerNs();
    }
  }
}

// One thread per output pixel, reading its nine taps from global memory (cached): every
// padding, stride and dilation.
template <class Sink, bool kRecord>
__global__ void globalKernel(const float* __restrict__ d_in, ConvGeometry g, KernelWeights w,
                             Sink sink, BlockRecordBuffers record) {
  const long long startCycles = recordStart<kRecord>(record);
  const int ox = blockIdx.x * blockDim.x + threadIdx.x;
  const int oy = blockIdx.y * blockDim.y + threadIdx.y;
  // No early return: the recording variant's barrier needs every thread.
  if (ox < g.outWidth && oy < g.outHeight)
    sink.store(ox, oy, outputPixel(d_in, g, w.values, ox, oy));
  recordEnd<kRecord>(record, startCycles);
}

// Stride 1, dilation 1: the block first stages its (blockDim + 2)² input tile, halo included,
// in shared memory, each input value read from global memory once per block (core's
// tile_loads.h: each row's load starts on a 32-byte sector, so the halo column on the left costs
// no extra sector). Rows of the input are consecutive addresses, so a warp's loads coalesce;
// padding is resolved while loading, so the sum reads the tile without branches. Tile rows lie
// `tileStride` floats apart (tile_loads.h's tiledTileStride): the 32 threads of a warp then read 32
// different banks, also when the block is narrower than a warp and one warp spans several rows
// (16×16).
template <class Sink, bool kRecord>
__global__ void tiledKernel(const float* __restrict__ d_in, ConvGeometry g, KernelWeights w,
                            Sink sink, BlockRecordBuffers record, int tileStride) {
  extern __shared__ float s_tile[];
  const long long startCycles = recordStart<kRecord>(record);
  const TileOrigin tile = tileOrigin(g, 0, blockDim.x, blockDim.y, blockIdx.x, blockIdx.y);
  loadTileShare(g, tile, threadIdx.x, threadIdx.y, blockDim.x, blockDim.y,
                [&](int ly, int lx, long long source) {
                  s_tile[ly * tileStride + lx] = source < 0 ? 0.0f : d_in[source];
                });
  __syncthreads();

  const int ox = blockIdx.x * blockDim.x + threadIdx.x;
  const int oy = blockIdx.y * blockDim.y + threadIdx.y;
  if (ox < g.outWidth && oy < g.outHeight) {
    float values[kTaps];
#pragma unroll
    for (int ky = 0; ky < kKernelSize; ++ky)
#pragma unroll
      for (int kx = 0; kx < kKernelSize; ++kx)
        values[ky * kKernelSize + kx] = s_tile[(threadIdx.y + ky) * tileStride + threadIdx.x + kx];
    sink.store(ox, oy, sumOfProducts(values, w.values));
  }
  recordEnd<kRecord>(record, startCycles);
}

// Stride 1, dilation 1: each thread computes kRowsPerThread outputs of one column, top to bottom,
// keeping the three input rows under the current output in registers (rows_window.h), so each
// new output loads one new row of three values instead of nine. The three values of a row are
// neighbours of the warp's other threads' values: one coalesced line from L1, no shared memory
// and no barrier, and the loads of later rows can be in flight while earlier sums are stored.
template <class Sink, bool kRecord>
__global__ void rowsKernel(const float* __restrict__ d_in, ConvGeometry g, KernelWeights w,
                           Sink sink, BlockRecordBuffers record) {
  const long long startCycles = recordStart<kRecord>(record);
  const int ox = blockIdx.x * blockDim.x + threadIdx.x;
  const int oy0 = (blockIdx.y * blockDim.y + threadIdx.y) * kRowsPerThread;
  // No early return: the recording variant's barrier needs every thread.
  if (ox < g.outWidth && oy0 < g.outHeight) {
    rowsColumnStrip(
        d_in, g, w.values, ox, oy0, [](const float* p) { return __ldg(p); },
        [&sink](int x, int y, float value) { sink.store(x, y, value); });
  }
  recordEnd<kRecord>(record, startCycles);
}

template <class Sink>
Status launch(const KernelLaunch& k, const float* d_in, Sink sink, const BlockRecordBuffers* record,
              cudaStream_t stream) {
  const ConvGeometry& g = k.geometry;
  const dim3 block(k.blockX, k.blockY);
  const int rows = rowsPerBlock(k.variant, k.blockY);
  const long long gridX = (static_cast<long long>(g.outWidth) + k.blockX - 1) / k.blockX;
  const long long gridY = (static_cast<long long>(g.outHeight) + rows - 1) / rows;
  // A grid past CUDA's limits (y 65535, x 2³¹ − 1) is said before the launch, not as an
  // invalid-configuration error after it. Core's 16384-pixel sides keep every image inside
  // today (16384 rows / 1-row blocks); the check keeps it so if that limit grows.
  if (gridY > 65535 || gridX > 2147483647LL) {
    return Status::error(StatusCode::InvalidArgument,
                         "the grid " + std::to_string(gridX) + "×" + std::to_string(gridY) +
                             " for a " + std::to_string(g.outWidth) + "×" +
                             std::to_string(g.outHeight) + " output with blocks of " +
                             std::to_string(k.blockX) + "×" + std::to_string(k.blockY) +
                             " passes CUDA's limit of 65535 blocks in y: a taller block is needed");
  }
  const dim3 grid(static_cast<unsigned>(gridX), static_cast<unsigned>(gridY));
  const BlockRecordBuffers buffers = record ? *record : BlockRecordBuffers{};
  if (k.variant == KernelVariant::Rows) {
    if (record)
      rowsKernel<Sink, true><<<grid, block, 0, stream>>>(d_in, g, k.weights, sink, buffers);
    else
      rowsKernel<Sink, false><<<grid, block, 0, stream>>>(d_in, g, k.weights, sink, buffers);
    return checkCuda(cudaGetLastError(), "rowsKernel<<<grid, block, 0, stream>>>", __FILE__,
                     __LINE__);
  }
  if (k.variant == KernelVariant::Tiled) {
    const int stride = tiledTileStride(k.blockX, k.blockY);
    const auto sharedBytes = static_cast<size_t>(tiledSharedBytes(k.blockX, k.blockY));
    if (record)
      tiledKernel<Sink, true>
          <<<grid, block, sharedBytes, stream>>>(d_in, g, k.weights, sink, buffers, stride);
    else
      tiledKernel<Sink, false>
          <<<grid, block, sharedBytes, stream>>>(d_in, g, k.weights, sink, buffers, stride);
    return checkCuda(cudaGetLastError(), "tiledKernel<<<grid, block, sharedBytes, stream>>>",
                     __FILE__, __LINE__);
  }
  if (record)
    globalKernel<Sink, true><<<grid, block, 0, stream>>>(d_in, g, k.weights, sink, buffers);
  else
    globalKernel<Sink, false><<<grid, block, 0, stream>>>(d_in, g, k.weights, sink, buffers);
  return checkCuda(cudaGetLastError(), "globalKernel<<<grid, block, 0, stream>>>", __FILE__,
                   __LINE__);
}

}  // namespace

Status launchToBuffer(const KernelLaunch& k, const float* d_in, float* d_out,
                      const BlockRecordBuffers* record, cudaStream_t stream) {
  return launch(k, d_in, BufferSink{d_out, k.geometry.outWidth}, record, stream);
}

Status launchToSurface(const KernelLaunch& k, const float* d_in, cudaSurfaceObject_t surface,
                       const BlockRecordBuffers* record, cudaStream_t stream) {
  return launch(k, d_in, SurfaceSink{surface}, record, stream);
}

namespace {

template <class Kernel>
Status factsOf(Kernel* kernel, const char* name, KernelFacts* facts) {
  cudaFuncAttributes attributes{};
  CONVSCOPE_TRY(checkCuda(cudaFuncGetAttributes(&attributes, kernel),
                          "cudaFuncGetAttributes(&attributes, kernel)", __FILE__, __LINE__));
  facts->name = name;
  facts->registers = attributes.numRegs;
  facts->localBytes = static_cast<int>(attributes.localSizeBytes);
  facts->maxThreadsPerBlock = attributes.maxThreadsPerBlock;
  return Status::ok();
}

}  // namespace

Status loadKernels(KernelFacts (&facts)[kKernelInstances]) {
  CONVSCOPE_TRY(factsOf(globalKernel<BufferSink, false>, "global→buffer", &facts[0]));
  CONVSCOPE_TRY(factsOf(globalKernel<BufferSink, true>, "global→buffer, recording", &facts[1]));
  CONVSCOPE_TRY(factsOf(globalKernel<SurfaceSink, false>, "global→surface", &facts[2]));
  CONVSCOPE_TRY(factsOf(globalKernel<SurfaceSink, true>, "global→surface, recording", &facts[3]));
  CONVSCOPE_TRY(factsOf(tiledKernel<BufferSink, false>, "tiled→buffer", &facts[4]));
  CONVSCOPE_TRY(factsOf(tiledKernel<BufferSink, true>, "tiled→buffer, recording", &facts[5]));
  CONVSCOPE_TRY(factsOf(tiledKernel<SurfaceSink, false>, "tiled→surface", &facts[6]));
  CONVSCOPE_TRY(factsOf(tiledKernel<SurfaceSink, true>, "tiled→surface, recording", &facts[7]));
  CONVSCOPE_TRY(factsOf(rowsKernel<BufferSink, false>, "rows→buffer", &facts[8]));
  CONVSCOPE_TRY(factsOf(rowsKernel<BufferSink, true>, "rows→buffer, recording", &facts[9]));
  CONVSCOPE_TRY(factsOf(rowsKernel<SurfaceSink, false>, "rows→surface", &facts[10]));
  CONVSCOPE_TRY(factsOf(rowsKernel<SurfaceSink, true>, "rows→surface, recording", &facts[11]));
  return Status::ok();
}

}  // namespace convscope::cuda::detail
