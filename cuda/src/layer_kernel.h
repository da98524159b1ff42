// The launches of our own layer kernels (layer_kernel.cu), as plain C++ functions: the naive one
// (one thread per output value of an N × K × H' × W' output, each the one layerOutputPixel sum of
// conv_sum.h) and the tiled one (layer_tile.h: a 16×16 tile of outputs for 8 filters a block,
// the input tile and the weights staged in shared memory). Both are bit-exact with the CPU loop.
//
// Valid C++17 without Qt or core's C++20 headers: nvcc compiles it.
#pragma once

#include <cuda_runtime_api.h>

#include "convscope/conv_sum.h"
#include "convscope/status.h"

namespace convscope::cuda::detail {

enum class LayerKernel {
  Naive,  // every padding, stride and dilation; blockX × blockY threads a block
  Tiled,  // stride 1 and dilation 1 only; 16×16 threads a block, whatever blockX and blockY say
};

struct LayerLaunch {
  ConvGeometry geometry;  // one plane's geometry, the same for every (sample, filter)
  int batch = 1;          // N
  int channels = 1;       // C
  int filters = 1;        // K
  int blockX = 16;        // threads along W'
  int blockY = 16;        // threads along H'
  LayerKernel kernel = LayerKernel::Naive;
};

// d_in: N × C × H × W; d_weights: K × C × 9 effective taps; d_bias: K values; d_out:
// N × K × H' × W'. Every pointer is device memory. The tiled kernel refuses a stride or dilation
// other than 1 with InvalidArgument (layerEngineAvailable says so before any upload).
Status launchLayer(const LayerLaunch& launch, const float* d_in, const float* d_weights,
                   const float* d_bias, float* d_out, cudaStream_t stream);

// Loads the kernel on the current device (cudaFuncGetAttributes), so that CUDA's lazy loading
// does not land between the events around the first timed launch.
Status loadLayerKernel(LayerKernel kernel);

// "own kernel, 16×16 threads a block, one thread per output value", and the tiled one's
const char* layerKernelDescription(LayerKernel kernel);

}  // namespace convscope::cuda::detail
