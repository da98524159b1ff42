// Owners for device memory, page-locked host memory and events, so that every early return
// frees what was taken. Allocation goes through the one check, which names the size on failure.
#pragma once

#include <cstddef>
#include <utility>

#include <cuda_runtime_api.h>

#include "check.h"

namespace convscope::cuda::detail {

// A block of CUDA memory that grows on demand and frees itself. Api names the allocator pair
// and what kind of memory it gives, for the out-of-memory message.
template <class Api>
class CudaBlock {
 public:
  CudaBlock() = default;
  ~CudaBlock() { reset(); }
  CudaBlock(const CudaBlock&) = delete;
  CudaBlock& operator=(const CudaBlock&) = delete;

  // Keeps the current block when it is large enough.
  Status reserve(std::size_t bytes) {
    if (m_ptr && m_bytes >= bytes) return Status::ok();
    reset();
    void* ptr = nullptr;
    Status status = checkCuda(Api::allocate(&ptr, bytes), Api::kAllocateCall, __FILE__, __LINE__,
                              bytes, Api::kKind);
    if (!status) return status;
    m_ptr = ptr;
    m_bytes = bytes;
    return Status::ok();
  }
  void reset() {
    if (m_ptr) (void)checkCuda(Api::release(m_ptr), Api::kReleaseCall, __FILE__, __LINE__);
    m_ptr = nullptr;
    m_bytes = 0;
  }
  template <class T>
  T* as() const {
    return static_cast<T*>(m_ptr);
  }

 private:
  void* m_ptr = nullptr;
  std::size_t m_bytes = 0;
};

struct DeviceApi {
  static constexpr MemoryKind kKind = MemoryKind::Device;
  static constexpr const char* kAllocateCall = "cudaMalloc(&ptr, bytes)";
  static constexpr const char* kReleaseCall = "cudaFree(ptr)";
  static cudaError_t allocate(void** ptr, std::size_t bytes) { return cudaMalloc(ptr, bytes); }
  static cudaError_t release(void* ptr) { return cudaFree(ptr); }
};

struct PinnedHostApi {
  static constexpr MemoryKind kKind = MemoryKind::PinnedHost;
  static constexpr const char* kAllocateCall = "cudaMallocHost(&ptr, bytes)";
  static constexpr const char* kReleaseCall = "cudaFreeHost(ptr)";
  static cudaError_t allocate(void** ptr, std::size_t bytes) { return cudaMallocHost(ptr, bytes); }
  static cudaError_t release(void* ptr) { return cudaFreeHost(ptr); }
};

using DeviceMemory = CudaBlock<DeviceApi>;      // cudaMalloc
using PinnedMemory = CudaBlock<PinnedHostApi>;  // cudaMallocHost: page-locked, faster copies

// A fixed row of events recorded in order on one stream; elapsed(i, j) in milliseconds.
template <int N>
class EventRow {
 public:
  EventRow() = default;
  ~EventRow() {
    for (cudaEvent_t& event : m_events)
      if (event) (void)CONVSCOPE_CUDA_CHECK(cudaEventDestroy(event));
  }
  EventRow(const EventRow&) = delete;
  EventRow& operator=(const EventRow&) = delete;

  Status create() {
    for (cudaEvent_t& event : m_events)
      if (!event) CONVSCOPE_CUDA_TRY(cudaEventCreate(&event));
    return Status::ok();
  }
  Status record(int i, cudaStream_t stream) {
    return CONVSCOPE_CUDA_CHECK(cudaEventRecord(m_events[i], stream));
  }
  Status synchronize(int i) { return CONVSCOPE_CUDA_CHECK(cudaEventSynchronize(m_events[i])); }
  Status elapsed(int from, int to, double* ms) {
    float value = 0;
    CONVSCOPE_CUDA_TRY(cudaEventElapsedTime(&value, m_events[from], m_events[to]));
    *ms = value;
    return Status::ok();
  }

 private:
  cudaEvent_t m_events[N] = {};
};

}  // namespace convscope::cuda::detail
