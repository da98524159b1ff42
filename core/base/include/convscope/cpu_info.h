// Facts about this CPU for `convscope info`, the window and bench.
#pragma once

#include <optional>
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

// At most `wanted`: how many threads (the caller included) this process can run at once, found
// by starting them together the first time a count is asked for. RLIMIT_NPROC (ulimit -u), or an
// address-space limit with no room for a thread's stack, stops some or all of them: an engine
// then runs on fewer instead of aborting (std::thread) or exiting inside libgomp ("Thread
// creation failed"). Every CPU engine's count goes through here, defaultThreadCount() too.
int startableThreadCount(int wanted);

// Threads that could not start, here or in core's own worker pool: how many were asked for,
// how many ran, and the system's reason. For a line that says so ("only 1 of 2 threads could
// start: Resource temporarily unavailable"); empty while every thread started.
struct ThreadShortfall {
  int asked = 0;
  int started = 0;
  std::string reason;
};
std::optional<ThreadShortfall> threadShortfall();

// Records a shortfall found elsewhere in core (the worker pool); the first one is kept.
void noteThreadShortfall(int asked, int started, const std::string& reason);

}  // namespace convscope
