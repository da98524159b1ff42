// Facts about this CPU for `convscope info`, the window and bench.
#pragma once

#include <string>

namespace convscope {

struct CpuInfo {
  std::string model;       // from /proc/cpuinfo where there is one
  int logicalCores = 0;    // hardware threads
  std::string simd;        // widest vector extension the parallel engine can use: "AVX-512", ...
  int simdFloatLanes = 1;  // floats per vector register of that extension
  int openmpThreads = 1;   // threads the engines use: defaultThreadCount()
  int askedThreads = 1;    // what OpenMP's settings ask for (OMP_NUM_THREADS, else the cores)
};

CpuInfo cpuInfo();

// The most threads per logical core an engine starts, whatever the environment asks.
inline constexpr int kMaxThreadsPerCore = 4;

// The one source of the thread count of every CPU engine (CPU, emulated GPU, layer, training)
// that is not given one: OpenMP's own count (OMP_NUM_THREADS, else the cores), at most
// kMaxThreadsPerCore × the logical cores, so that OMP_NUM_THREADS=100000 gets the cap rather
// than a process that cannot start its threads. cpuInfo() has both, for the note that says so.
int defaultThreadCount();

}  // namespace convscope
