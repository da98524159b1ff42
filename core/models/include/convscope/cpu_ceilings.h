// This CPU's two roofline ceilings, measured here: the memory bandwidth a multi-threaded memcpy
// reaches on a buffer far larger than the caches, and the FP32 peak of fused multiply-adds in
// the widest vector registers the CPU has, on every thread. A few tenths of a second in all.
#pragma once

#include "convscope/roofline.h"

namespace convscope {

struct CpuCeilingOptions {
  int threads = 0;                    // 0: all hardware threads
  long long copyBytes = 256LL << 20;  // per pass; far beyond any last-level cache
  int repeats = 5;                    // the best pass counts: the ceiling, not the typical
  // The FMA loop's rounds (about 1.5 ms each on every thread): more than the copy's passes, since
  // a peak measured while another program held a core is not a ceiling (see cpu_ceilings.cpp).
  int fmaRounds = 60;
};

// name "this CPU (N threads)", source "measured here: memcpy of 268 MB from main memory (bytes
// read + written), AVX-512 FMA loop on every thread at once, each thread's best of 60 rounds".
// Counts a copy's bytes twice (read and written), as the roofline counts traffic.
Ceilings measureCpuCeilings(const CpuCeilingOptions& options = {});

// The copy behind the bandwidth ceiling: `count` floats, by `threads` threads in contiguous
// slices. bench and sweep time it at each size as the fastest any CPU engine there could be.
void copyOnThreads(const float* src, float* dst, long long count, int threads);

}  // namespace convscope
