#include "convscope/cpu_info.h"

#include <omp.h>

#include <algorithm>
#include <fstream>
#include <thread>

namespace convscope {

namespace {

std::string modelName() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("model name", 0) == 0) {
      const size_t colon = line.find(':');
      if (colon != std::string::npos) return line.substr(line.find_first_not_of(' ', colon + 1));
    }
  }
  return "unknown CPU";
}

int logicalCoreCount() {
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

}  // namespace

int defaultThreadCount() {
  return std::clamp(omp_get_max_threads(), 1, kMaxThreadsPerCore * logicalCoreCount());
}

CpuInfo cpuInfo() {
  CpuInfo info;
  info.model = modelName();
  info.logicalCores = logicalCoreCount();
  info.openmpThreads = defaultThreadCount();
  info.askedThreads = std::max(1, omp_get_max_threads());
#if defined(__x86_64__) || defined(__i386__)
  // The same order as the parallel engine's target_clones: what it will actually run.
  if (__builtin_cpu_supports("avx512f")) {
    info.simd = "AVX-512";
    info.simdFloatLanes = 16;
  } else if (__builtin_cpu_supports("avx2")) {
    info.simd = "AVX2";
    info.simdFloatLanes = 8;
  } else {
    info.simd = "SSE2";
    info.simdFloatLanes = 4;
  }
#elif defined(__aarch64__)
  info.simd = "NEON";
  info.simdFloatLanes = 4;
#else
  info.simd = "none";
  info.simdFloatLanes = 1;
#endif
  return info;
}

}  // namespace convscope
