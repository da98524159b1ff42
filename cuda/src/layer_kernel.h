// The launch of our own layer kernel (layer_kernel.cu), as a plain C++ function: one thread per
// output value of an N × K × H' × W' output, each the one layerOutputPixel sum of conv_sum.h.
//
// Valid C++17 without Qt or core's C++20 headers: nvcc compiles it.
#pragma once

#include <cuda_runtime_api.h>

#include "convscope/conv_sum.h"
#include "convscope/status.h"

namespace convscope::cuda::detail {

struct LayerLaunch {
  ConvGeometry geometry;  // one plane's geometry, the same for every (sample, filter)
  int batch = 1;          // N
  int channels = 1;       // C
  int filters = 1;        // K
  int blockX = 16;        // threads along W'
  int blockY = 16;        // threads along H'
};

// d_in: N × C × H × W; d_weights: K × C × 9 effective taps; d_bias: K values; d_out:
// N × K × H' × W'. Every pointer is device memory.
Status launchLayer(const LayerLaunch& launch, const float* d_in, const float* d_weights,
                   const float* d_bias, float* d_out, cudaStream_t stream);

// Loads the kernel on the current device (cudaFuncGetAttributes), so that CUDA's lazy loading
// does not land between the events around the first timed launch.
Status loadLayerKernel();

// "own kernel, 16×16 threads a block, one thread per output value"
const char* layerKernelDescription();

}  // namespace convscope::cuda::detail
