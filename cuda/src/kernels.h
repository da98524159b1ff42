// The launches of the convolution kernels (kernels.cu), as plain C++ functions. The caller has
// validated the block and the variant (validateRunOptions); these only launch.
//
// Valid C++17 without Qt or core's C++20 headers: nvcc compiles it.
#pragma once

#include <cuda_runtime_api.h>

#include "convscope/conv_sum.h"
#include "convscope/status.h"
#include "convscope/tile_loads.h"
#include "rows_window.h"

namespace convscope::cuda::detail {

// The nine effective weights, passed by value as a kernel parameter: each launch carries its
// own, so two callers (threads, writers) can never run with each other's weights, as they could
// with one process-wide __constant__ array set in a separate call.
struct KernelWeights {
  float values[kTaps];
};

// Output rows one block covers: blockY threads, each kRowsPerThread rows for the rows kernel.
inline int rowsPerBlock(KernelVariant variant, int blockY) {
  return variant == KernelVariant::Rows ? blockY * kRowsPerThread : blockY;
}

struct KernelLaunch {
  ConvGeometry geometry;
  KernelWeights weights{};
  int blockX = 16;
  int blockY = 16;
  KernelVariant variant = KernelVariant::Global;  // Tiled and Rows: stride 1, dilation 1 only
};

// Per-block recording targets, each sized to the grid's block count; all null: no recording.
struct BlockRecordBuffers {
  int* d_sm = nullptr;
  unsigned long long* d_startNs = nullptr;  // %globaltimer at the block's start: the order
  long long* d_cycles = nullptr;            // clock64() from start to end on its SM: the length
  unsigned long long* d_endNs = nullptr;    // %globaltimer at the end: calibrates the SM clock
};

Status launchToBuffer(const KernelLaunch& launch, const float* d_in, float* d_out,
                      const BlockRecordBuffers* record, cudaStream_t stream);

// surf2Dwrite into a 2D array of float (a GL_R32F texture mapped through interop).
Status launchToSurface(const KernelLaunch& launch, const float* d_in, cudaSurfaceObject_t surface,
                       const BlockRecordBuffers* record, cudaStream_t stream);

// What the compiler made of one kernel instantiation (cudaFuncGetAttributes).
struct KernelFacts {
  const char* name = "";
  int registers = 0;
  int localBytes = 0;  // spills and stack
  int maxThreadsPerBlock = 0;
};
// {global, tiled, rows} × {buffer, surface} × {plain, recording}
constexpr int kKernelInstances = 12;

// Loads every kernel of this module on the current device and returns their facts. CUDA loads a
// kernel lazily at its first use (CUDA_MODULE_LOADING=LAZY, the default since 12.2); asking for
// its attributes loads it, so the first timed launch no longer pays for the loading.
Status loadKernels(KernelFacts (&facts)[kKernelInstances]);

}  // namespace convscope::cuda::detail
