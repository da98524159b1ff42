// Owners for device memory, page-locked host memory and events, so that every early return
// frees what was taken. Allocation goes through the one check, which names the size on failure.
#pragma once

#include <cstddef>
#include <utility>

#include <cuda_runtime_api.h>

#include "check.h"

namespace convscope::cuda::detail {

class DeviceMemory {
 public:
  DeviceMemory() = default;
  ~DeviceMemory() { reset(); }
  DeviceMemory(const DeviceMemory&) = delete;
  DeviceMemory& operator=(const DeviceMemory&) = delete;

  // Keeps the current block when it is large enough.
  Status reserve(std::size_t bytes) {
    if (m_ptr && m_bytes >= bytes) return Status::ok();
    reset();
    void* ptr = nullptr;
    Status status = CONVSCOPE_CUDA_CHECK_ALLOC(cudaMalloc(&ptr, bytes), bytes, MemoryKind::Device);
    if (!status) return status;
    m_ptr = ptr;
    m_bytes = bytes;
    return Status::ok();
  }
  void reset() {
    if (m_ptr) (void)CONVSCOPE_CUDA_CHECK(cudaFree(m_ptr));
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

class PinnedMemory {
 public:
  PinnedMemory() = default;
  ~PinnedMemory() { reset(); }
  PinnedMemory(const PinnedMemory&) = delete;
  PinnedMemory& operator=(const PinnedMemory&) = delete;

  Status reserve(std::size_t bytes) {
    if (m_ptr && m_bytes >= bytes) return Status::ok();
    reset();
    void* ptr = nullptr;
    Status status =
        CONVSCOPE_CUDA_CHECK_ALLOC(cudaMallocHost(&ptr, bytes), bytes, MemoryKind::PinnedHost);
    if (!status) return status;
    m_ptr = ptr;
    m_bytes = bytes;
    return Status::ok();
  }
  void reset() {
    if (m_ptr) (void)CONVSCOPE_CUDA_CHECK(cudaFreeHost(m_ptr));
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
