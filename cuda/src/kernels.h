// The launches of the convolution kernels (kernels.cu), as plain C++ functions. The caller has
// validated the block and the variant (validateRunOptions); these only launch.
//
// Valid C++17 without Qt or core's C++20 headers: nvcc compiles it.
#pragma once

#include <cuda_runtime_api.h>

#include "convscope/conv_sum.h"
#include "convscope/status.h"

namespace convscope::cuda::detail {

struct KernelLaunch {
  ConvGeometry geometry;
  int blockX = 16;
  int blockY = 16;
  bool tiled = false;  // stride 1 and dilation 1 only
};

// Per-block recording targets, each sized to the grid's block count; all null: no recording.
struct BlockRecordBuffers {
  int* d_sm = nullptr;
  unsigned long long* d_startNs = nullptr;
  unsigned long long* d_endNs = nullptr;
};

// Copies the nine effective weights into the kernels' constant memory (c_weights).
Status setWeights(const float* h_weights, cudaStream_t stream);

Status launchToBuffer(const KernelLaunch& launch, const float* d_in, float* d_out,
                      const BlockRecordBuffers* record, cudaStream_t stream);

// surf2Dwrite into a 2D array of float (a GL_R32F texture mapped through interop).
Status launchToSurface(const KernelLaunch& launch, const float* d_in, cudaSurfaceObject_t surface,
                       const BlockRecordBuffers* record, cudaStream_t stream);

}  // namespace convscope::cuda::detail
