// Our own layer kernels. The naive one is the loop of convolveLayerReference spread over threads:
// each thread computes one output value with core's layerOutputPixel, channels in order and then
// the bias, so with --fmad=false its output equals the reference bit for bit. Nothing is staged
// in shared memory: this is the plain CUDA a beginner writes, the one cuDNN is compared against.
// The tiled one is the next step of the lesson: a block stages each channel's input tile and the
// weights of a group of filters in shared memory and reuses them (layer_tile.h), still bit-exact.

#include <cuda_runtime.h>

#include <string>

#include "check.h"
#include "layer_kernel.h"
#include "layer_tile.h"

namespace convscope::cuda::detail {
namespace {

// The largest grid y and z a launch may have (CUDA's limits on gridDim.y and gridDim.z).
constexpr int kMaxGridY = 65535;
constexpr int kMaxGridZ = 65535;

// x, y: the output pixel (blocks over W' × H'); z: the (sample, filter) plane, strided by
// gridDim.z when N·K exceeds the grid's z limit.
__global__ void layerKernel(const float* __restrict__ d_in, const float* __restrict__ d_weights,
                            const float* __restrict__ d_bias, float* __restrict__ d_out,
                            ConvGeometry g, int channels, int filters, int planes) {
  const int ox = blockIdx.x * blockDim.x + threadIdx.x;
  const int oy = blockIdx.y * blockDim.y + threadIdx.y;
  if (ox >= g.outWidth || oy >= g.outHeight) return;
  const long long inPlane = static_cast<long long>(g.inWidth) * g.inHeight;
  const long long outPlane = static_cast<long long>(g.outWidth) * g.outHeight;
  for (int nk = blockIdx.z; nk < planes; nk += gridDim.z) {
    const int n = nk / filters;
    const int k = nk % filters;
    const float* image = d_in + static_cast<long long>(n) * channels * inPlane;
    const float* filter = d_weights + static_cast<long long>(k) * channels * kTaps;
    d_out[nk * outPlane + static_cast<long long>(oy) * g.outWidth + ox] =
        layerOutputPixel(image, channels, g, filter, d_bias[k], ox, oy);
  }
}

// x, y: the 16×16 output tile; z: the (sample, filter group) pair, strided by gridDim.z like the
// naive kernel's planes. Per channel: stage the tile and the weights, barrier, accumulate,
// barrier (the next channel overwrites both). Every thread of the block loads and meets both
// barriers, also those past the output's edge, which only skip the store. No __launch_bounds__:
// with it ptxas aims at more resident blocks, keeps 48 registers and spills the accumulators;
// left free it takes 54 at sm_90 and spills nothing (4 blocks of 256 threads per SM).
__global__ void tiledLayerKernel(const float* __restrict__ d_in,
                                 const float* __restrict__ d_weights,
                                 const float* __restrict__ d_bias, float* __restrict__ d_out,
                                 ConvGeometry g, int channels, int filters, int planes) {
  __shared__ float s_tile[kLayerTileFloats];
  __shared__ float s_weights[kLayerGroupWeights];
  const int tx = threadIdx.x;
  const int ty = threadIdx.y;
  const auto load = [](const float* p) { return __ldg(p); };
  for (int z = blockIdx.z; z < planes; z += gridDim.z) {
    const LayerTileBlock b = layerTileBlock(blockIdx.x, blockIdx.y, z, filters);
    float sums[kLayerFilterGroup] = {};
    for (int c = 0; c < channels; ++c) {
      loadLayerTileShare(d_in, g, channels, c, b, tx, ty, s_tile, load);
      loadLayerWeightsShare(d_weights, channels, c, b, ty * kLayerTileX + tx, s_weights, load);
      __syncthreads();
      accumulateLayerChannel(s_tile, s_weights, tx, ty, sums);
      __syncthreads();
    }
    storeLayerTileOutputs(g, filters, b, tx, ty, sums, d_bias, load,
                          [d_out](long long i, float value) { d_out[i] = value; });
  }
}

Status outOfRange(const std::string& what) {
  return Status::error(StatusCode::InvalidArgument, "layer launch out of range: " + what);
}

Status launchNaive(const LayerLaunch& launch, const float* d_in, const float* d_weights,
                   const float* d_bias, float* d_out, cudaStream_t stream) {
  const ConvGeometry& g = launch.geometry;
  const long long planes = static_cast<long long>(launch.batch) * launch.filters;
  if (planes < 1 || planes > (1LL << 31) - 1 || launch.blockX < 1 || launch.blockY < 1 ||
      launch.blockX * launch.blockY > 1024) {
    return outOfRange(std::to_string(planes) + " planes, block " + std::to_string(launch.blockX) +
                      "×" + std::to_string(launch.blockY));
  }
  const dim3 block(launch.blockX, launch.blockY);
  const dim3 grid((g.outWidth + launch.blockX - 1) / launch.blockX,
                  (g.outHeight + launch.blockY - 1) / launch.blockY,
                  static_cast<unsigned>(planes < kMaxGridZ ? planes : kMaxGridZ));
  layerKernel<<<grid, block, 0, stream>>>(d_in, d_weights, d_bias, d_out, g, launch.channels,
                                          launch.filters, static_cast<int>(planes));
  return checkCuda(cudaGetLastError(), "layerKernel<<<grid, block, 0, stream>>>", __FILE__,
                   __LINE__);
}

Status launchTiled(const LayerLaunch& launch, const float* d_in, const float* d_weights,
                   const float* d_bias, float* d_out, cudaStream_t stream) {
  const ConvGeometry& g = launch.geometry;
  if (g.stride != 1 || g.dilation != 1) {
    return Status::error(StatusCode::InvalidArgument,
                         "the tiled layer kernel needs stride 1 and dilation 1 (got stride " +
                             std::to_string(g.stride) + ", dilation " + std::to_string(g.dilation) +
                             ")");
  }
  const long long planes = static_cast<long long>(launch.batch) * layerFilterGroups(launch.filters);
  const long long gridY = (static_cast<long long>(g.outHeight) + kLayerTileY - 1) / kLayerTileY;
  if (planes < 1 || planes > (1LL << 31) - 1 || gridY > kMaxGridY) {
    return outOfRange(std::to_string(planes) + " (sample, filter group) pairs, " +
                      std::to_string(gridY) + " tile rows");
  }
  const dim3 block(kLayerTileX, kLayerTileY);
  const dim3 grid((g.outWidth + kLayerTileX - 1) / kLayerTileX, static_cast<unsigned>(gridY),
                  static_cast<unsigned>(planes < kMaxGridZ ? planes : kMaxGridZ));
  tiledLayerKernel<<<grid, block, 0, stream>>>(d_in, d_weights, d_bias, d_out, g, launch.channels,
                                               launch.filters, static_cast<int>(planes));
  return checkCuda(cudaGetLastError(), "tiledLayerKernel<<<grid, block, 0, stream>>>", __FILE__,
                   __LINE__);
}

}  // namespace

Status launchLayer(const LayerLaunch& launch, const float* d_in, const float* d_weights,
                   const float* d_bias, float* d_out, cudaStream_t stream) {
  return launch.kernel == LayerKernel::Tiled
             ? launchTiled(launch, d_in, d_weights, d_bias, d_out, stream)
             : launchNaive(launch, d_in, d_weights, d_bias, d_out, stream);
}

Status loadLayerKernel(LayerKernel kernel) {
  cudaFuncAttributes attributes{};
  if (kernel == LayerKernel::Tiled) {
    return checkCuda(cudaFuncGetAttributes(&attributes, tiledLayerKernel),
                     "cudaFuncGetAttributes(&attributes, tiledLayerKernel)", __FILE__, __LINE__);
  }
  return checkCuda(cudaFuncGetAttributes(&attributes, layerKernel),
                   "cudaFuncGetAttributes(&attributes, layerKernel)", __FILE__, __LINE__);
}

static_assert(kLayerTileX == 16 && kLayerTileY == 16 && kLayerFilterGroup == 8,
              "the tiled kernel's description names its tile and its filter group");

const char* layerKernelDescription(LayerKernel kernel) {
  return kernel == LayerKernel::Tiled
             ? "own tiled kernel: 16×16 outputs × 8 filters a block, input tile and weights in "
               "shared memory"
             : "own kernel, 16×16 threads a block, one thread per output value";
}

}  // namespace convscope::cuda::detail
