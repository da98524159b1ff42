#include "convscope/cpu_ceilings.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <string>
#include <vector>

#include "chunk_pool.h"
#include "convscope/cpu_info.h"
#include "convscope/large_buffer.h"
#include "convscope/layer.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace convscope {
namespace {

using Clock = std::chrono::steady_clock;

// Independent accumulators: enough to cover an FMA's latency (4 cycles) on two ports.
constexpr int kChains = 10;
constexpr long long kIterations = 1 << 21;

#if defined(__x86_64__)
__attribute__((target("avx512f"))) float fmaLoopAvx512(float seed) {
  __m512 acc[kChains];
  for (int i = 0; i < kChains; ++i) acc[i] = _mm512_set1_ps(seed + i);
  const __m512 scale = _mm512_set1_ps(0.999999f);
  const __m512 add = _mm512_set1_ps(1e-6f);
  for (long long n = 0; n < kIterations; ++n) {
    // Unrolled, the chains stay in registers; a loop over the array goes through memory.
#pragma GCC unroll 16
    for (int i = 0; i < kChains; ++i) acc[i] = _mm512_fmadd_ps(acc[i], scale, add);
  }
  __m512 sum = acc[0];
  for (int i = 1; i < kChains; ++i) sum = _mm512_add_ps(sum, acc[i]);
  return _mm512_reduce_add_ps(sum);
}

__attribute__((target("avx2,fma"))) float fmaLoopAvx2(float seed) {
  __m256 acc[kChains];
  for (int i = 0; i < kChains; ++i) acc[i] = _mm256_set1_ps(seed + i);
  const __m256 scale = _mm256_set1_ps(0.999999f);
  const __m256 add = _mm256_set1_ps(1e-6f);
  for (long long n = 0; n < kIterations; ++n) {
#pragma GCC unroll 16
    for (int i = 0; i < kChains; ++i) acc[i] = _mm256_fmadd_ps(acc[i], scale, add);
  }
  __m256 sum = acc[0];
  for (int i = 1; i < kChains; ++i) sum = _mm256_add_ps(sum, acc[i]);
  float lanes[8];
  _mm256_storeu_ps(lanes, sum);
  float total = 0;
  for (float lane : lanes) total += lane;
  return total;
}
#endif

// Without FMA instructions a multiply and an add, four lanes wide where the compiler vectorises.
float mulAddLoop(float seed) {
  float acc[kChains * 4];
  for (int i = 0; i < kChains * 4; ++i) acc[i] = seed + i;
  for (long long n = 0; n < kIterations; ++n) {
#pragma GCC unroll 64
    for (float& a : acc) a = a * 0.999999f + 1e-6f;
  }
  float total = 0;
  for (float a : acc) total += a;
  return total;
}

struct FmaKind {
  float (*loop)(float);
  int lanes;
  const char* name;
};

FmaKind fmaKind() {
#if defined(__x86_64__)
  if (__builtin_cpu_supports("avx512f")) return {fmaLoopAvx512, 16, "AVX-512 FMA"};
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
    return {fmaLoopAvx2, 8, "AVX2 FMA"};
  }
#endif
  return {mulAddLoop, 4, "multiply + add"};
}

double seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

double measureCopyGBs(int threads, long long bytes, int repeats) {
  const size_t count = static_cast<size_t>(bytes / 4);
  std::vector<float, LargeBufferAllocator<float>> from(count, 1.0f);
  std::vector<float, LargeBufferAllocator<float>> to(count, 0.0f);  // touched: no page faults
  double best = 0;
  for (int r = 0; r < repeats; ++r) {
    const auto start = Clock::now();
    copyOnThreads(from.data(), to.data(), static_cast<long long>(count), threads);
    best = std::max(best, 2.0 * double(count) * 4.0 / seconds(start) / 1e9);
  }
  return best;
}

double measureFmaGflops(int threads, const FmaKind& kind, int repeats) {
  // Per thread: chains × lanes × 2 FLOP per iteration.
  const double flops = double(threads) * kChains * kind.lanes * 2.0 * double(kIterations);
  double best = 0;
  volatile float sink = 0;
  for (int r = 0; r < repeats; ++r) {
    const auto start = Clock::now();
    float total = 0;
#pragma omp parallel for num_threads(threads) reduction(+ : total)
    for (int t = 0; t < threads; ++t) total += kind.loop(1.0f + t);
    best = std::max(best, flops / seconds(start) / 1e9);
    sink = sink + total;  // keeps the loops from being optimised away
  }
  return best;
}

}  // namespace

void copyOnThreads(const float* src, float* dst, long long count, int threads) {
  // Through the parallel engine's pool, in slices any thread takes: a copy split in fixed
  // halves waits for a descheduled thread, and OpenMP's threads spin after it on the cores the
  // next timed run needs. 1 MiB slices keep each memcpy long enough to stream.
  constexpr long long kSlice = 1LL << 18;
  ChunkJob job;
  job.count = std::max(1LL, (count + kSlice - 1) / kSlice);
  job.threads = std::max(1, threads);
  job.run = [&](long long chunk, int) {
    const long long begin = chunk * kSlice;
    const long long end = std::min(count, begin + kSlice);
    if (end > begin) {
      std::memcpy(dst + begin, src + begin, static_cast<size_t>(end - begin) * sizeof(float));
    }
  };
  runChunks(job);
}

Ceilings measureCpuCeilings(const CpuCeilingOptions& options) {
  const int threads = options.threads > 0 ? options.threads : defaultThreadCount();
  const int repeats = std::max(1, options.repeats);
  const long long bytes = std::max(1LL << 20, options.copyBytes);
  const FmaKind kind = fmaKind();
  Ceilings ceilings;
  ceilings.name =
      "this CPU (" + std::to_string(threads) + (threads == 1 ? " thread)" : " threads)");
  ceilings.bandwidthGBs = measureCopyGBs(threads, bytes, repeats);
  ceilings.peakGflops = measureFmaGflops(threads, kind, repeats);
  ceilings.source = "measured here: memcpy of " + byteCountText(double(bytes)) +
                    " from main memory (bytes read + written), " + kind.name + " loop";
  return ceilings;
}

}  // namespace convscope
