#include "convscope/large_buffer.h"

#include <cstdlib>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace convscope {

namespace {
constexpr std::size_t kHugePage = std::size_t{2} << 20;
}

void* allocateLargeBuffer(std::size_t bytes) {
  if (bytes < kHugePage) return ::operator new(bytes);
  const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  void* p = std::aligned_alloc(kHugePage, rounded);
  if (!p) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  // Advice only: where huge pages are off, the buffer simply keeps 4 KiB pages.
  ::madvise(p, rounded, MADV_HUGEPAGE);
#endif
  return p;
}

void freeLargeBuffer(void* pointer, std::size_t bytes) noexcept {
  if (bytes < kHugePage) {
    ::operator delete(pointer);
  } else {
    std::free(pointer);
  }
}

}  // namespace convscope
