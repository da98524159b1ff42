#include "convscope/cpu_info.h"

#include <omp.h>
#include <pthread.h>

#include <algorithm>
#include <condition_variable>
#include <cstring>
#include <fstream>
#include <mutex>
#include <thread>
#include <vector>

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

struct ThreadProbe {
  std::mutex mutex;
  int proven = 1;  // this many threads, the caller included, ran together
  int limit = 0;   // when some could not start: the most that did
  std::optional<ThreadShortfall> shortfall;
};

ThreadProbe& threadProbe() {
  static ThreadProbe probe;
  return probe;
}

// Starts `extra` threads that wait until the last has started, then lets them end. Returns how
// many started; `error` is pthread_create's answer for the first that did not.
int startTogether(int extra, int& error) {
  struct Gate {
    std::mutex mutex;
    std::condition_variable open;
    bool released = false;
  } gate;
  const auto wait = [](void* arg) -> void* {
    auto* g = static_cast<Gate*>(arg);
    std::unique_lock<std::mutex> lock(g->mutex);
    g->open.wait(lock, [g] { return g->released; });
    return nullptr;
  };
  std::vector<pthread_t> started;
  started.reserve(static_cast<size_t>(extra));
  for (int i = 0; i < extra; ++i) {
    pthread_t thread{};
    const int rc = ::pthread_create(&thread, nullptr, wait, &gate);
    if (rc != 0) {
      error = rc;
      break;
    }
    started.push_back(thread);
  }
  {
    std::lock_guard<std::mutex> lock(gate.mutex);
    gate.released = true;
  }
  gate.open.notify_all();
  for (pthread_t thread : started) ::pthread_join(thread, nullptr);
  return static_cast<int>(started.size());
}

}  // namespace

int startableThreadCount(int wanted) {
  wanted = std::max(1, wanted);
  ThreadProbe& probe = threadProbe();
  std::lock_guard<std::mutex> lock(probe.mutex);
  if (probe.limit > 0) return std::min(wanted, probe.limit);
  if (wanted <= probe.proven) return wanted;
  int error = 0;
  const int running = startTogether(wanted - 1, error) + 1;
  if (running < wanted) {
    probe.limit = running;
    if (!probe.shortfall) probe.shortfall = ThreadShortfall{wanted, running, std::strerror(error)};
    return running;
  }
  probe.proven = wanted;
  return wanted;
}

std::optional<ThreadShortfall> threadShortfall() {
  ThreadProbe& probe = threadProbe();
  std::lock_guard<std::mutex> lock(probe.mutex);
  return probe.shortfall;
}

void noteThreadShortfall(int asked, int started, const std::string& reason) {
  ThreadProbe& probe = threadProbe();
  std::lock_guard<std::mutex> lock(probe.mutex);
  probe.limit = probe.limit > 0 ? std::min(probe.limit, started) : std::max(1, started);
  if (!probe.shortfall) probe.shortfall = ThreadShortfall{asked, started, reason};
}

int defaultThreadCount() {
  return startableThreadCount(
      std::clamp(omp_get_max_threads(), 1, kMaxThreadsPerCore * logicalCoreCount()));
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
