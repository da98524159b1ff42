// The AVX-512 helpers pass 64-byte vectors by value; they are always inlined into AVX-512 code
// (always_inline, at every optimisation level), so the ABI note GCC gives for a call between
// code of different vector widths never applies.
#pragma GCC diagnostic ignored "-Wpsabi"

#include "interior_row.h"

#include <cstring>

#include "convscope/address_sanitizer.h"

namespace convscope {

namespace {

// Floats in the widest vector used here (AVX-512).
constexpr int kVectorLanes = 16;

// The portable loop: nine loads per pixel, vectorised by the compiler. Cloned per instruction
// set and picked at run time, so one binary uses AVX-512 or AVX2 where the CPU has it.
#if defined(__x86_64__) && !defined(CONVSCOPE_ASAN)
__attribute__((target_clones("avx512f", "avx2", "default")))
#endif
void computeByTaps(const InteriorRow& row, const float* weightsIn) {
  float w[kTaps];
  for (int t = 0; t < kTaps; ++t) w[t] = weightsIn[t];
  const float* const* taps = row.taps;
  const int d = row.dilation;
  float* out = row.out;
  if (row.stride == 1) {
    // Unit stride: each of the nine taps walks its row contiguously, a plain vector load.
    const auto vectorRun = [&](int from, int to) {
#pragma omp simd
      for (int ox = from; ox < to; ++ox) {
        out[ox] =
            sumOfTaps([&](int t) { return taps[t / kKernelSize][ox + (t % kKernelSize) * d]; }, w);
      }
    };
    // Whole vectors, then the last kVectorLanes pixels once more as one overlapping vector (the
    // same values again): a scalar tail would cost a third of the row's time at 1024².
    const int count = row.last - row.first + 1;
    const int whole = count - count % kVectorLanes;
    vectorRun(row.first, row.first + whole);
    if (whole != count) {
      vectorRun(whole > 0 ? row.last + 1 - kVectorLanes : row.first + whole, row.last + 1);
    }
    return;
  }
  const int s = row.stride;
  for (int ox = row.first; ox <= row.last; ++ox) {
    out[ox] =
        sumOfTaps([&](int t) { return taps[t / kKernelSize][ox * s + (t % kKernelSize) * d]; }, w);
  }
}

// Not under clang (the libFuzzer build): it refuses 512-bit vector values across the lambdas'
// boundary without avx512f on the caller, so clang builds use the portable loop alone.
#if defined(__x86_64__) && !defined(__clang__)

// flatten: every helper and lambda is inlined, so all of it is compiled for AVX-512.
#define CONVSCOPE_AVX512 __attribute__((target("avx512f,prfchw"), flatten))

// Sixteen floats with +, * and lane-wise semantics (GCC/Clang vector extension), so
// sumOfTaps runs on it unchanged.
using Lanes = float __attribute__((vector_size(64)));

// Unaligned load and store through memcpy: plain code, so it also inlines into the lambdas that
// sumOfTaps calls (a lambda does not inherit its function's target attribute, but what is
// inlined into an AVX-512 function is compiled for AVX-512).
CONVSCOPE_ALWAYS_INLINE inline Lanes loadLanes(const float* p) {
  Lanes v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
CONVSCOPE_ALWAYS_INLINE inline void storeLanes(float* p, Lanes v) {
  std::memcpy(p, &v, sizeof v);
}

// The 16 floats that start `Shift` lanes into `low` and continue into `high` (one valignd).
template <int Shift>
CONVSCOPE_ALWAYS_INLINE inline Lanes shiftedLanes(Lanes low, Lanes high) {
  using Index = int __attribute__((vector_size(64)));
  constexpr Index kLanes = {Shift + 0,  Shift + 1,  Shift + 2,  Shift + 3, Shift + 4,  Shift + 5,
                            Shift + 6,  Shift + 7,  Shift + 8,  Shift + 9, Shift + 10, Shift + 11,
                            Shift + 12, Shift + 13, Shift + 14, Shift + 15};
  return __builtin_shuffle(low, high, kLanes);
}

// How far ahead (floats) the input row that enters the window and the output row are fetched:
// the hardware prefetcher alone left the loop waiting on memory for half of its time at 4096²
// (measured 3.1 ms without, 1.7 ms with, both threads, against a 1.45 ms copy).
constexpr int kPrefetchAhead = 1024;

// Unit stride, AVX-512: each input row is loaded once per 16 outputs and the neighbouring taps
// are shifted out of two loaded vectors in registers, instead of nine loads per vector that
// straddle cache lines. Loads were the limit: 0.23 → 0.15 ns per pixel and core in cache.
// Returns false, leaving the row alone, when the row is too short to pay for the set-up.
template <int Dilation>
CONVSCOPE_AVX512 bool computeBySlidingWindow(const InteriorRow& row, const float* weights) {
  constexpr int kSpan = 2 * kVectorLanes;  // floats read per row and step: this vector and the next
  const int count = row.last - row.first + 1;
  if (count < kSpan) return false;
  Lanes w[kTaps];
  for (int t = 0; t < kTaps; ++t) w[t] = Lanes{} + weights[t];
  const float* const* taps = row.taps;
  float* out = row.out;

  // The last tap read is taps[k][last + 2·Dilation]; a step at x reads up to x + kSpan - 1.
  const int lastSlidingStart = row.last + 2 * Dilation - (kSpan - 1);
  int x = row.first;
  Lanes current[kKernelSize];
  for (int k = 0; k < kKernelSize; ++k) current[k] = loadLanes(taps[k] + x);
  for (; x <= lastSlidingStart; x += kVectorLanes) {
    __builtin_prefetch(taps[kKernelSize - 1] + x + kPrefetchAhead, 0, 3);
    __builtin_prefetch(out + x + kPrefetchAhead, 1, 3);
    Lanes next[kKernelSize];
    Lanes tap[kTaps];
    for (int k = 0; k < kKernelSize; ++k) {
      next[k] = loadLanes(taps[k] + x + kVectorLanes);
      tap[k * kKernelSize + 0] = current[k];
      tap[k * kKernelSize + 1] = shiftedLanes<Dilation>(current[k], next[k]);
      tap[k * kKernelSize + 2] = shiftedLanes<2 * Dilation>(current[k], next[k]);
      current[k] = next[k];
    }
    storeLanes(out + x, sumOfTaps([&](int t) CONVSCOPE_ALWAYS_INLINE { return tap[t]; }, w));
  }
  // The rest, fewer than two vectors: whole vectors of nine loads, then one overlapping vector
  // ending at `last` (it recomputes a few pixels with the same values).
  const auto byLoads = [&](int at) CONVSCOPE_ALWAYS_INLINE {
    const Lanes sum = sumOfTaps(
        [&](int t) CONVSCOPE_ALWAYS_INLINE {
          return loadLanes(taps[t / kKernelSize] + at + (t % kKernelSize) * Dilation);
        },
        w);
    storeLanes(out + at, sum);
  };
  for (; x + kVectorLanes - 1 <= row.last; x += kVectorLanes) byLoads(x);
  if (x <= row.last) byLoads(row.last + 1 - kVectorLanes);
  return true;
}

bool computeWithAvx512(const InteriorRow& row, const float* weights) {
  static const bool available = __builtin_cpu_supports("avx512f");
  if (!available || row.stride != 1) return false;
  switch (row.dilation) {
    case 1:
      return computeBySlidingWindow<1>(row, weights);
    case 2:
      return computeBySlidingWindow<2>(row, weights);
    case 3:
      return computeBySlidingWindow<3>(row, weights);
    case 4:
      return computeBySlidingWindow<4>(row, weights);
    default:
      return false;
  }
}

#else

bool computeWithAvx512(const InteriorRow&, const float*) {
  return false;
}

#endif

}  // namespace

void computeInteriorRow(const InteriorRow& row, const float* weights) {
  if (row.first > row.last) return;
  if (!computeWithAvx512(row, weights)) computeByTaps(row, weights);
}

}  // namespace convscope
