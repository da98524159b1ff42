// Our own layer kernel: the naive loop of convolveLayerReference spread over threads. Each thread
// computes one output value with core's layerOutputPixel, channels in order and then the bias, so
// with --fmad=false its output equals the reference bit for bit. Nothing is staged in shared
// memory: this is the plain CUDA a beginner writes, the one cuDNN is compared against.

#include <cuda_runtime.h>

#include "check.h"
#include "layer_kernel.h"

namespace convscope::cuda::detail {
namespace {

// The largest grid z a launch may have (CUDA's limit on gridDim.z).
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

}  // namespace

Status launchLayer(const LayerLaunch& launch, const float* d_in, const float* d_weights,
                   const float* d_bias, float* d_out, cudaStream_t stream) {
  const ConvGeometry& g = launch.geometry;
  const long long planes = static_cast<long long>(launch.batch) * launch.filters;
  if (planes < 1 || planes > (1LL << 31) - 1 || launch.blockX < 1 || launch.blockY < 1 ||
      launch.blockX * launch.blockY > 1024) {
    return Status::error(StatusCode::InvalidArgument,
                         "layer launch out of range: " + std::to_string(planes) +
                             " planes, block " + std::to_string(launch.blockX) + "×" +
                             std::to_string(launch.blockY));
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

Status loadLayerKernel() {
  cudaFuncAttributes attributes{};
  return checkCuda(cudaFuncGetAttributes(&attributes, layerKernel),
                   "cudaFuncGetAttributes(&attributes, layerKernel)", __FILE__, __LINE__);
}

const char* layerKernelDescription() {
  return "own kernel, 16×16 threads a block, one thread per output value";
}

}  // namespace convscope::cuda::detail
