// An allocator for image-sized buffers: 2 MiB aligned, with transparent huge pages requested.
// A 4096² float image is 64 MiB: with 4 KiB pages that is 16,384 page faults on first touch (very
// slow inside virtual machines) and as many TLB entries while an engine streams through it.
#pragma once

#include <cstddef>
#include <new>

namespace convscope {

void* allocateLargeBuffer(std::size_t bytes);  // throws std::bad_alloc, like operator new
void freeLargeBuffer(void* pointer, std::size_t bytes) noexcept;

template <class T>
struct LargeBufferAllocator {
  using value_type = T;

  LargeBufferAllocator() = default;
  template <class U>
  LargeBufferAllocator(const LargeBufferAllocator<U>&) {}

  T* allocate(std::size_t n) { return static_cast<T*>(allocateLargeBuffer(n * sizeof(T))); }
  void deallocate(T* p, std::size_t n) noexcept { freeLargeBuffer(p, n * sizeof(T)); }

  template <class U>
  bool operator==(const LargeBufferAllocator<U>&) const {
    return true;
  }
};

}  // namespace convscope
