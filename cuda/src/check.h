// The one place where a CUDA error becomes a core Status. Every CUDA call in this module goes
// through checkCuda; the macros only capture the call's text, file and line.
//
// Valid C++17 (nvcc compiles it for the .cu files too).
#pragma once

#include <cstddef>

#include <cuda_runtime_api.h>

#include "convscope/status.h"

namespace convscope::cuda::detail {

enum class MemoryKind { Device, PinnedHost };

// Ok for cudaSuccess. Otherwise a Status naming the call, file, line and CUDA's own words, and
// CUDA's last-error slot cleared so that a later, unrelated check does not report this failure
// again. An allocation failure becomes OutOfMemory saying how much was asked and how much is
// free; a missing driver or device becomes NoDevice.
Status checkCuda(cudaError_t error, const char* call, const char* file, int line,
                 std::size_t bytesRequested = 0, MemoryKind kind = MemoryKind::Device);

// "cudaErrorInsufficientDriver (CUDA driver version is insufficient for CUDA runtime version)"
std::string describeCudaError(cudaError_t error);

}  // namespace convscope::cuda::detail

#define CONVSCOPE_CUDA_CHECK(call) \
  ::convscope::cuda::detail::checkCuda((call), #call, __FILE__, __LINE__)

#define CONVSCOPE_CUDA_CHECK_ALLOC(call, bytes, kind) \
  ::convscope::cuda::detail::checkCuda((call), #call, __FILE__, __LINE__, (bytes), (kind))

// Returns the failure from the enclosing function (Status or Result<T>).
#define CONVSCOPE_CUDA_TRY(call)                                       \
  do {                                                                 \
    ::convscope::Status convscopeStatus_ = CONVSCOPE_CUDA_CHECK(call); \
    if (!convscopeStatus_.isOk()) return convscopeStatus_;             \
  } while (0)

#define CONVSCOPE_TRY(expr)                                \
  do {                                                     \
    ::convscope::Status convscopeStatus_ = (expr);         \
    if (!convscopeStatus_.isOk()) return convscopeStatus_; \
  } while (0)
