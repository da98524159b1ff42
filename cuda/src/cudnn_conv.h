// cuDNN's convolution forward for a layer: the library loaded at run time, the descriptors, the
// algorithm cuDNN ranks first among those that fit in memory, and its workspace.
//
// libcudnn is opened with dlopen when first needed, never linked: the app, the CLI and the
// tests start on a machine without it (or without a driver), and the missing library becomes
// the reason the cuDNN row is skipped. A build configured without cuDNN's header answers with
// that reason instead.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include <cuda_runtime_api.h>

#include "convscope/layer.h"
#include "convscope/status.h"

namespace convscope::cuda::detail {

// Ok when cuDNN offers this layer: zero padding or none (cuDNN pads with zeros only), 3×3
// kernels. Does not touch the library or the device.
Status cudnnSupportsShape(const LayerShape& shape);

// Loads libcudnn once per process; the Status names what is missing ("built without cuDNN",
// "libcudnn.so.9 not found: …") or the version that was found in its message.
Status loadCudnn();
// cudnnGetVersion() of the library loadCudnn() loaded (90100 for 9.1.0); 0 before or without.
std::size_t loadedCudnnVersion();

class CudnnConvolution {
 public:
  CudnnConvolution();
  ~CudnnConvolution();
  CudnnConvolution(const CudnnConvolution&) = delete;
  CudnnConvolution& operator=(const CudnnConvolution&) = delete;

  // Handle and descriptors for the problem's shape, the algorithm chosen by
  // cudnnGetConvolutionForwardAlgorithm_v7 among those whose workspace fits in `freeBytes`, and
  // that workspace allocated. Strict FP32: CUDNN_FMA_MATH, so no TF32 tensor-core kernel rounds
  // the inputs to 10 mantissa bits and the result compares with the CPU's FP32 sum.
  Status prepare(const LayerShape& shape, std::size_t freeBytes, cudaStream_t stream);

  // y = conv(x, w) then y += bias (cudnnAddTensor) when the layer has one, on the stream.
  // `d_weights` are K × C × 3 × 3 as PyTorch stores them (not turned: a flipped layer runs in
  // CUDNN_CONVOLUTION mode, which turns them itself).
  Status run(const float* d_in, const float* d_weights, const float* d_bias, float* d_out);

  // cudnnFindConvolutionForwardAlgorithmEx on these buffers (it runs each algorithm once, and
  // overwrites d_out): the fastest strict-FP32 entry becomes the one run() uses.
  Status find(const float* d_in, const float* d_weights, float* d_out, std::size_t freeBytes);
  std::size_t workspaceBytes() const;
  // "CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM, FP32 (no TF32), workspace 0 B"
  const std::string& algorithm() const;

  struct State;  // public only as a name: cudnn_conv.cpp's helpers take it

 private:
  std::unique_ptr<State> m_state;
};

}  // namespace convscope::cuda::detail
