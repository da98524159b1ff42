#include "convscope/cpu_ceilings.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <string>
#include <vector>

#include "convscope/chunk_pool.h"
#include "convscope/cpu_info.h"
#include "convscope/cpu_load.h"
#include "convscope/large_buffer.h"
#include "convscope/layer.h"
#include "convscope/unit_text.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace convscope {
namespace {

using Clock = std::chrono::steady_clock;

// Independent accumulators: enough to cover an FMA's latency (4 cycles) on two ports.
constexpr int kChains = 10;
constexpr long long kIterations = 1 << 19;

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

// Every thread runs the loop at once, `rounds` times inside one parallel region, a barrier
// before each round, each thread timing its own loop. The ceiling is the sum of each thread's
// best round: a round in which another program (or the window's own engines) took a thread's
// core costs that thread that round, not the ceiling. One parallel region keeps the threads'
// start-up out of the times. Timed once per pass over all threads, a ceiling measured in a busy
// moment read 89 GFLOP/s where the loop reaches 235, and oneDNN's direct convolution then
// "beat" it with 185.
double measureFmaGflops(int threads, const FmaKind& kind, int rounds) {
  // Per thread and round: chains × lanes × 2 FLOP per iteration.
  const double flops = double(kChains) * kind.lanes * 2.0 * double(kIterations);
  std::vector<double> fastest(static_cast<size_t>(threads), 1e30);
  volatile float sink = 0;
#pragma omp parallel num_threads(threads)
  {
    const int t = omp_get_thread_num();
    double best = 1e30;
    float total = 0;
    for (int r = 0; r < rounds; ++r) {
#pragma omp barrier
      const auto start = Clock::now();
      total += kind.loop(1.0f + float(t));
      best = std::min(best, seconds(start));
    }
#pragma omp critical
    {
      fastest[static_cast<size_t>(t)] = best;
      sink = sink + total;  // keeps the loops from being optimised away
    }
  }
  double gflops = 0;
  for (double took : fastest) gflops += flops / took / 1e9;
  return gflops;
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
  const LoadSample before = sampleLoad();
  ceilings.bandwidthGBs = measureCopyGBs(threads, bytes, repeats);
  const int rounds = std::max(repeats, options.fmaRounds);
  ceilings.peakGflops = measureFmaGflops(threads, kind, rounds);
  ceilings.othersBusy = othersBusyFraction(before, sampleLoad());
  ceilings.source = "measured here: memcpy of " + byteCountText(double(bytes)) +
                    " from main memory (bytes read + written), " + kind.name +
                    " loop on every thread at once, each thread's best of " +
                    std::to_string(rounds) + " rounds";
  return ceilings;
}

}  // namespace convscope
